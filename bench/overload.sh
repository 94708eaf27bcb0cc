#!/usr/bin/env bash
# Overload and memory (issue 29): the release server with the default configuration, then
#   1. bench/overload.py: OVERLOAD_BURST (default 100) distinct costly snapshots sent at once while
#      /healthz is asked every 20 ms: how the burst is answered, bodies cut short (must be none),
#      /healthz p50/p99/max (p99 must stay under 1 s), peak RSS, CPU; three bursts of the emoji
#      snapshots issue 29 found, then three of the costliest a server draws (iPad, blur, 2x);
#   2. RSS after 10 s idle;
#   3. a stream of never-seen demo pages (OVERLOAD_PAGES, default 20000, from bench/fresh_paths.py)
#      and distinct iPad snapshots at 2× (OVERLOAD_SNAPSHOTS, default 2000), then RSS at once and
#      after 10 s idle: it must stay within the caches' bounds plus 80 MiB (README, *Memory*).
# Usage: bench/overload.sh. Environment: OVERLOAD_SERVER (the binary, default the release build).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/common.sh
burst=${OVERLOAD_BURST:-100}
pages=${OVERLOAD_PAGES:-20000}
snapshots=${OVERLOAD_SNAPSHOTS:-2000}
server=${OVERLOAD_SERVER:-.build/release/menu-playground}
port=18290
[ -n "${OVERLOAD_SERVER:-}" ] || swift build -c release --product menu-playground >/dev/null
"$server" --config Config/playground.json --port "$port" >/dev/null 2>"$OUT/overload-server.log" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
rss_mib() { awk '/^VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$pid/status"; }
bounds_mib() {
  curl -s "http://127.0.0.1:$port/metrics" |
    awk '$1 ~ /_bound_bytes$|_capacity_bytes$/ {sum += $2} END {printf "%.0f", sum / 1048576}'
}

echo "| burst | answers | bodies cut short | /healthz p50 / p99 / max | peak RSS | server CPU |"
echo "|---:|---|---:|---|---:|---|"
for kind in emoji ipad; do
  for round in 0 1 2; do
    python3 bench/overload.py "http://127.0.0.1:$port" "$pid" "$burst" "$kind" $((round * burst))
  done
done
sleep 10
echo
echo "RSS after the bursts and 10 s idle: $(rss_mib) MiB"

python3 bench/fresh_paths.py "http://127.0.0.1:$port" "$pages" "$OUT/overload-pages.txt" >/dev/null
python3 - "http://127.0.0.1:$port" "$OUT/overload-pages.txt" "$snapshots" <<'EOF'
"""Asks for every never-seen page once, then for distinct iPad snapshots at 2x."""
import http.client, json, sys
from urllib.parse import urlparse
base = urlparse(sys.argv[1])
connection = http.client.HTTPConnection(base.hostname, base.port, timeout=60)
def get(path):
    connection.request("GET", path)
    response = connection.getresponse()
    response.read()
    return response.status
statuses = {}
for path in open(sys.argv[2]).read().split():
    status = get(path)
    statuses[status] = statuses.get(status, 0) + 1
for n in range(int(sys.argv[3])):
    body = {"device": "ipad-9.7in", "orientation": "landscape", "state": {"isShown": True},
            "config": {"options": [{"action": "a", "text": f"Copy {n}"}]}}
    connection.request("POST", "/api/v1/menus/context-menu/layout", json.dumps(body),
                       {"Content-Type": "application/json"})
    response = connection.getresponse()
    snapshot = json.loads(response.read())["snapshot"]
    status = get(snapshot + "?scale=2")
    statuses[status] = statuses.get(status, 0) + 1
print("stream answers:", ", ".join(f"{count}x {status}" for status, count in sorted(statuses.items())))
EOF
echo "RSS after $pages never-seen pages and $snapshots iPad snapshots at 2x: $(rss_mib) MiB"
sleep 10
after=$(rss_mib)
bounds=$(bounds_mib)
echo "RSS after 10 s idle: $after MiB (cache bounds $bounds MiB; allowed $((bounds + 80)) MiB)"
awk -v rss="$after" -v limit="$((bounds + 80))" 'BEGIN { exit !(rss <= limit) }' ||
  { echo "overload: RSS $after MiB is past the bounds plus 80 MiB" >&2; exit 1; }
