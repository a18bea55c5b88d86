-- wrk: purchases. Each request buys one number not asked before in this run, walking the raffles
-- in env BUY_RAFFLES (comma separated, 10,000 numbers each) with the buyer token BUY_TOKEN.
-- Every thread counts its answers; done() prints "status <code>: <n>" lines.
local ids = {}
for id in string.gmatch(os.getenv("BUY_RAFFLES"), "[^,]+") do ids[#ids + 1] = id end
local n = 0
created, conflict, other = 0, 0, 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("BUY_TOKEN")
request = function()
  local r = ids[math.floor(n / 10000) % #ids + 1]
  local body = string.format('{"numbers":[%d]}', n % 10000)
  n = n + 1
  return wrk.format(nil, "/api/v1/raffles/" .. r .. "/tickets", nil, body)
end
response = function(status)
  if status == 201 then created = created + 1
  elseif status == 409 then conflict = conflict + 1
  else other = other + 1 end
end
local threads = {}
setup = function(thread) threads[#threads + 1] = thread end
done = function()
  local c, k, o = 0, 0, 0
  for _, t in ipairs(threads) do
    c = c + t:get("created"); k = k + t:get("conflict"); o = o + t:get("other")
  end
  io.write(string.format("status 201: %d\nstatus 409: %d\nstatus other: %d\n", c, k, o))
end
