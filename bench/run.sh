#!/usr/bin/env bash
# `make bench`: the release server against the C baseline (bench/baseline.c), same machine, same
# run, with wrk on loopback. Prints requests/s, p50 and p99 for each and the ratio Swift/C.
# Rounds alternate between the two servers so that machine noise hits both alike.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${BENCH_DURATION:-3}
ROUNDS=${BENCH_ROUNDS:-5}
CONNECTIONS=${BENCH_CONNECTIONS:-50}
SWIFT_PORT=18080
C_PORT=18081
THREADS=$(nproc)
. bench/common.sh

build_servers

.build/release/menu-playground --port $SWIFT_PORT >/dev/null 2>"$OUT/server.err" &
swift_pid=$!
trap 'kill $swift_pid ${c_pid:-} 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$SWIFT_PORT/healthz" >/dev/null && break; sleep 0.1; done

# The cached demo page: the first built-in demo's URL, as the index links it.
demo=$(curl -s "http://127.0.0.1:$SWIFT_PORT/" | grep -o '/menus/accordion?state=[A-Za-z0-9_-]*' | head -1)

# name|path|gzip?
paths=(
  "healthz|/healthz|no"
  "home page, gzip|/|yes"
  "static CSS|/static/css/playground.css|no"
  "demo page, cached|$demo|yes"
)

routes=()
index=0
for entry in "${paths[@]}"; do
  IFS='|' read -r name path gzip <<<"$entry"
  headers=()
  [ "$gzip" = yes ] && headers=(-H "Accept-Encoding: gzip")
  size=$(curl -s "${headers[@]}" -o /dev/null -w '%{size_download}' "http://127.0.0.1:$SWIFT_PORT$path")
  # The same header fields as the Swift server's answer; libmicrohttpd adds its own framing ones.
  copy_headers "http://127.0.0.1:$SWIFT_PORT$path" "$OUT/headers.$index" "${headers[@]}"
  routes+=("${path%%\?*}=$size:$OUT/headers.$index")
  index=$((index + 1))
done
# The uncached demo page: a second Swift server with its caches off, and fresh paths for wrk.
.build/release/menu-playground --config bench/uncached.json >/dev/null 2>>"$OUT/server.err" &
uncached_pid=$!
trap 'kill $swift_pid ${c_pid:-} $uncached_pid 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:18082/healthz" >/dev/null && break; sleep 0.1; done
python3 bench/fresh_paths.py "http://127.0.0.1:18082" 1500
first=$(head -1 "$OUT/fresh-paths.txt")
size=$(curl -s -H "Accept-Encoding: gzip" -o /dev/null -w '%{size_download}' "http://127.0.0.1:18082$first")
copy_headers "http://127.0.0.1:18082$first" "$OUT/headers.fresh" -H "Accept-Encoding: gzip"
routes+=("/fresh=$size:$OUT/headers.fresh")

"$OUT/baseline" $C_PORT "$THREADS" "${routes[@]}" &
c_pid=$!
sleep 0.3

# Prints "requests/s p50 p99" for one wrk run.
measure() {
  local port=$1 path=$2 gzip=$3
  local header=() script=()
  [ "$gzip" = yes ] && header=(-H "Accept-Encoding: gzip")
  [ "$gzip" = fresh ] && script=(-s bench/fresh-tokens.lua) && header=(-H "Accept-Encoding: gzip")
  wrk -t1 -c"$CONNECTIONS" -d"${DURATION}s" --latency "${header[@]}" "${script[@]}" "http://127.0.0.1:$port$path" \
    >"$OUT/wrk.txt"
  awk '/Requests\/sec/ {rps=$2} $1=="50%" {p50=$2} $1=="99%" {p99=$2} END {print rps, p50, p99}' "$OUT/wrk.txt"
}

median() { # the middle run by requests/s, from "rps p50 p99" lines on stdin
  sort -n -k1,1 | awk '{line[NR] = $0} END {print line[int((NR + 1) / 2)]}'
}

cpu=$(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')
printf 'machine: %s cores, %s; libmicrohttpd %s; wrk -t1 -c%s, median of %s alternating rounds × %ss\n' \
  "$THREADS" "$cpu" "$(pkg-config --modversion libmicrohttpd)" "$CONNECTIONS" "$ROUNDS" "$DURATION"
printf '| %-18s | %12s | %9s | %9s | %12s | %9s | %9s | %9s |\n' path "Swift req/s" "Swift p50" "Swift p99" \
  "C req/s" "C p50" "C p99" "Swift/C"
printf '|%s|\n' "--------------------|--------------|-----------|-----------|--------------|-----------|-----------|-----------"
paths+=("demo page, uncached|/fresh|fresh")
for entry in "${paths[@]}"; do
  IFS='|' read -r name path gzip <<<"$entry"
  swift_port=$SWIFT_PORT
  [ "$gzip" = fresh ] && swift_port=18082
  : >"$OUT/swift.runs"
  : >"$OUT/c.runs"
  for _ in $(seq "$ROUNDS"); do
    measure "$swift_port" "$path" "$gzip" >>"$OUT/swift.runs"
    # The C server answers the one path /fresh with a page of the same size: no script needed.
    measure $C_PORT "$path" "$([ "$gzip" = fresh ] && echo yes || echo "$gzip")" >>"$OUT/c.runs"
  done
  read -r s_rps s_p50 s_p99 <<<"$(median <"$OUT/swift.runs")"
  read -r c_rps c_p50 c_p99 <<<"$(median <"$OUT/c.runs")"
  ratio=$(awk -v a="$s_rps" -v b="$c_rps" 'BEGIN {printf "%.2f", a / b}')
  printf '| %-18s | %12s | %9s | %9s | %12s | %9s | %9s | %9s |\n' "$name" "$s_rps" "$s_p50" "$s_p99" \
    "$c_rps" "$c_p50" "$c_p99" "$ratio"
done
