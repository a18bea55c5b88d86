-- wrk: each request buys a different free number; raffle ids in env BUY_RAFFLES (comma separated, 10,000 numbers each)
local ids = {}
for id in string.gmatch(os.getenv("BUY_RAFFLES"), "[^,]+") do ids[#ids + 1] = id end
local n = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("BUY_TOKEN")
request = function()
  local r = ids[math.floor(n / 10000) % #ids + 1]
  local body = string.format('{"numbers":[%d]}', n % 10000)
  n = n + 1
  return wrk.format(nil, "/api/v1/raffles/" .. r .. "/tickets", nil, body)
end
local codes = {}
response = function(status) codes[status] = (codes[status] or 0) + 1 end
done = function()
  for k, v in pairs(codes) do io.write(string.format("status %d: %d\n", k, v)) end
end
