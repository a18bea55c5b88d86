-- wrk: holds a steady request rate. Each connection waits PACE_MS (env) between its requests, so
-- c connections send about c * 1000 / PACE_MS requests per second while the server keeps up.
-- Unlike wrk2 this is not open-loop: a slow answer delays that connection's next request, so the
-- latencies are service times at the rate (the achieved rate is reported next to them).
local pace = tonumber(os.getenv("PACE_MS") or "10")
delay = function() return pace end
