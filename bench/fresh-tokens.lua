-- wrk script: every request asks for a demo page the server has not rendered yet, cycling
-- through the paths in bench/out/fresh-paths.txt (the server runs with its caches off).
local paths = {}
local index = 0

function init(args)
  for line in io.lines("bench/out/fresh-paths.txt") do
    paths[#paths + 1] = line
  end
end

function request()
  index = index % #paths + 1
  return wrk.format("GET", paths[index], { ["Accept-Encoding"] = "gzip" })
end
