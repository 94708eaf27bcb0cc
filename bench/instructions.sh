#!/usr/bin/env bash
# Instructions per request under callgrind, Swift server vs the C baseline, for one path.
# Unlike requests/s this does not depend on what else the machine is doing, so it shows
# regressions that wrk's noise hides. Usage: bench/instructions.sh PATH [gzip]
set -euo pipefail
cd "$(dirname "$0")/.."
path=${1:-/}
gzip=${2:-}
. bench/common.sh
header=()
[ "$gzip" = gzip ] && header=(-H "Accept-Encoding: gzip")

count() { # port pid name → instructions per request, excluding start-up
  local port=$1 pid=$2 name=$3 requests
  for _ in $(seq 100); do curl -sf "${header[@]}" "http://127.0.0.1:$port$path" -o /dev/null && break; sleep 0.2; done
  callgrind_control -z "$pid" >/dev/null  # zero the counters after start-up
  requests=$(wrk -t1 -c4 -d5s "${header[@]}" "http://127.0.0.1:$port$path" | awk '/requests in/ {print $1}')
  callgrind_control -d "$pid" >/dev/null
  sleep 0.5
  local total
  total=$(callgrind_annotate "$OUT/cg.$name.$pid.1" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
  echo $((total / requests))
}

build_servers
rm -f "$OUT"/cg.*
valgrind --tool=callgrind --callgrind-out-file="$OUT/cg.swift.%p" .build/release/menu-playground --port 18090 \
  >/dev/null 2>&1 &
swift_pid=$!
trap 'kill $swift_pid ${c_pid:-} 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf http://127.0.0.1:18090/healthz >/dev/null && break; sleep 0.2; done
size=$(curl -s "${header[@]}" -o /dev/null -w '%{size_download}' "http://127.0.0.1:18090$path")
copy_headers "http://127.0.0.1:18090$path" "$OUT/headers.instructions" "${header[@]}"
spec="$path=$size:$OUT/headers.instructions"
valgrind --tool=callgrind --callgrind-out-file="$OUT/cg.c.%p" "$OUT/baseline" 18091 "$(nproc)" "$spec" \
  >/dev/null 2>&1 &
c_pid=$!
swift=$(count 18090 $swift_pid swift)
c=$(count 18091 $c_pid c)
awk -v p="$path" -v s="$swift" -v c="$c" 'BEGIN {printf "%s: Swift %d instructions/request, C %d, ratio C/Swift %.2f\n", p, s, c, c / s}'
