-- wrk script: every request asks for a demo page the server has not rendered yet, cycling
-- through the paths in FRESH_PATHS (default bench/out/fresh-paths.txt) from line FRESH_START + 1,
-- so that consecutive runs carry on through the list instead of starting over.
local paths = {}
local index = tonumber(os.getenv("FRESH_START") or "0")

function init(args)
  for line in io.lines(os.getenv("FRESH_PATHS") or "bench/out/fresh-paths.txt") do
    paths[#paths + 1] = line
  end
  index = index % #paths
end

function request()
  index = index % #paths + 1
  return wrk.format("GET", paths[index], { ["Accept-Encoding"] = "gzip" })
end
