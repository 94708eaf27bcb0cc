#!/usr/bin/env bash
# The CPU cost of the most expensive requests a client can send (bench/worst_requests.py), on the
# release server with the finished-page cache off, so that every round does the work.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=bench/out
mkdir -p "$OUT"
swift build -c release --product menu-playground >/dev/null
# The repository's configuration with absolute paths and no page cache.
sed -e "s|\"../Public\"|\"$PWD/Public\"|" -e "s|\"demos\"|\"$PWD/Config/demos\"|" \
  -e 's|"pageCacheBytes": [0-9]*|"pageCacheBytes": 0|' Config/playground.json >"$OUT/worst-requests.json"
.build/release/menu-playground --config "$OUT/worst-requests.json" --port 18190 >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf http://127.0.0.1:18190/healthz >/dev/null && break; sleep 0.1; done
python3 bench/worst_requests.py http://127.0.0.1:18190 "$server" "${ROUNDS:-3}"
