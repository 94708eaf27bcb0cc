#!/usr/bin/env bash
# CPU time per request, Swift server vs the C baseline, for one path: user and system time from
# /proc/PID/stat around a wrk run. Unlike requests/s, this barely moves when other work shares the
# machine, so it is the figure to compare across noisy runs. Usage: bench/cpu.sh PATH [gzip]
set -euo pipefail
cd "$(dirname "$0")/.."
path=${1:-/}
gzip=${2:-}
. bench/common.sh
header=()
[ "$gzip" = gzip ] && header=(-H "Accept-Encoding: gzip")
build_servers
.build/release/menu-playground --port 18180 >/dev/null 2>&1 &
swift_pid=$!
trap 'kill $swift_pid ${c_pid:-} 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf http://127.0.0.1:18180/healthz >/dev/null && break; sleep 0.1; done
if [ "$path" = demo ]; then
  path=$(curl -s http://127.0.0.1:18180/ | grep -o '/menus/accordion?state=[A-Za-z0-9_-]*' | head -1)
fi
size=$(curl -s "${header[@]}" -o /dev/null -w '%{size_download}' "http://127.0.0.1:18180$path")
copy_headers "http://127.0.0.1:18180$path" "$OUT/headers.cpu" "${header[@]}"
"$OUT/baseline" 18181 "$(nproc)" "${path%%\?*}=$size:$OUT/headers.cpu" &
c_pid=$!
sleep 0.3
ticks=$(getconf CLK_TCK)
measure() { # port pid → "µs user per request, µs system per request"
  local port=$1 pid=$2 before after requests
  before=$(awk '{print $14, $15}' "/proc/$pid/stat")
  requests=$(wrk -t1 -c50 -d5s "${header[@]}" "http://127.0.0.1:$port$path" | awk '/requests in/ {print $1}')
  after=$(awk '{print $14, $15}' "/proc/$pid/stat")
  awk -v b="$before" -v a="$after" -v n="$requests" -v t="$ticks" 'BEGIN {
    split(b, x, " "); split(a, y, " ");
    printf "%.2f %.2f", (y[1] - x[1]) / t / n * 1e6, (y[2] - x[2]) / t / n * 1e6 }'
}
read -r su ss <<<"$(measure 18180 $swift_pid)"
read -r cu cs <<<"$(measure 18181 $c_pid)"
awk -v p="${path:0:40}" -v su="$su" -v ss="$ss" -v cu="$cu" -v cs="$cs" 'BEGIN {
  printf "%s: Swift %.2f µs user + %.2f µs system per request; C %.2f + %.2f; C/Swift CPU %.2f\n",
    p, su, ss, cu, cs, (cu + cs) / (su + ss) }'
