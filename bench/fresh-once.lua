-- wrk script for bench/run.sh's never-seen rows: every request asks for a URL from
-- bench/fresh_urls.py (a demo page, or with --snapshots a PNG snapshot) that no earlier request of
-- the run asked for, so none can come from a cache.
-- Each wrk thread has its own Lua state, so each walks its own file, FRESH_URLS.<thread>: the
-- part of its slice that earlier rounds left, cut by run.sh, which carries on from the counts that
-- done() prints. A thread that runs out asks for a path that is a 404 rather than repeat a URL, and
-- says so. FRESH_WRAP=1 cycles instead: for the C baseline, which keeps nothing, so that it gets
-- the same requests for as long as it runs. Every answer that is not a 200 is counted.
-- Requests carry Accept-Encoding: gzip, as a browser's page request does; FRESH_GZIP=0 leaves it out
-- (the snapshot row: PNG answers are never compressed).
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  threads[#threads + 1] = thread
end

function init(args)
  wrap = os.getenv("FRESH_WRAP") == "1"
  paths = {}
  for line in io.lines(os.getenv("FRESH_URLS") .. "." .. id) do
    paths[#paths + 1] = line
  end
  lines = #paths
  sent = 0
  non200 = 0
  ranout = 0
  -- " HTTP/1.1\r\nHost: …\r\nAccept-Encoding: gzip\r\n\r\n", made once: only the path changes, and
  -- wrk.format on every request would cost the client time that the other rows do not spend.
  local fields = {}
  if os.getenv("FRESH_GZIP") ~= "0" then fields["Accept-Encoding"] = "gzip" end
  rest = string.sub(wrk.format("GET", "", fields), 5)
end

function request()
  if sent >= lines and not wrap then
    ranout = ranout + 1
    return "GET /bench-ran-out-of-fresh-urls" .. rest
  end
  sent = sent + 1
  return "GET " .. paths[(sent - 1) % lines + 1] .. rest
end

function response(status, headers, body)
  if status ~= 200 then non200 = non200 + 1 end
end

function done(summary, latency, requests)
  for _, thread in ipairs(threads) do
    io.write(string.format("FRESH thread=%d sent=%d lines=%d non200=%d ranout=%d\n", thread:get("id"),
      thread:get("sent"), thread:get("lines"), thread:get("non200"), thread:get("ranout")))
  end
end
