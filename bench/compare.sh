#!/usr/bin/env bash
# CPU time per request of two server binaries in the same run (say, main's build and a branch's),
# from /proc/PID/stat around wrk, as bench/cpu.sh measures it. Rounds alternate the order (A B,
# then B A), because whichever server is measured second in a pair tends to do better here.
# Usage: bench/compare.sh OLD_BINARY NEW_BINARY [demo|fresh] [ROUNDS]
#   demo:  the cached demo page with gzip (the first built-in demo's URL), 5 s per measurement;
#   fresh: never-seen demo pages with gzip (bench/fresh-tokens.lua), caches off (bench/uncached.json).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/common.sh
old=$1
new=$2
kind=${3:-demo}
rounds=${4:-6}
config=Config/playground.json
script=()
if [ "$kind" = fresh ]; then
  config=bench/uncached.json
  script=(-s bench/fresh-tokens.lua)
fi
"$old" --config "$config" --port 18480 >/dev/null 2>&1 &
old_pid=$!
"$new" --config "$config" --port 18481 >/dev/null 2>&1 &
new_pid=$!
trap 'kill $old_pid $new_pid 2>/dev/null || true' EXIT
for port in 18480 18481; do
  for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
done
path=/
if [ "$kind" = demo ]; then
  path=$(curl -s http://127.0.0.1:18480/ | grep -o '/menus/accordion?state=[A-Za-z0-9_-]*' | head -1)
else
  [ -s "$OUT/fresh-paths.txt" ] || python3 bench/fresh_paths.py http://127.0.0.1:18480 1500
fi
ticks=$(getconf CLK_TCK)
measure() { # label port pid → "label µs-per-request requests"
  local before after requests
  before=$(awk '{print $14 + $15}' "/proc/$3/stat")
  requests=$(wrk -t1 -c50 -d5s -H "Accept-Encoding: gzip" "${script[@]}" "http://127.0.0.1:$2$path" |
    awk '/requests in/ {print $1}')
  after=$(awk '{print $14 + $15}' "/proc/$3/stat")
  awk -v l="$1" -v b="$before" -v a="$after" -v n="$requests" -v t="$ticks" \
    'BEGIN {printf "%s %.2f %d\n", l, (a - b) / t / n * 1e6, n}'
}
: >"$OUT/compare.runs"
for round in $(seq "$rounds"); do
  if [ $((round % 2)) -eq 1 ]; then
    measure old 18480 $old_pid >>"$OUT/compare.runs"
    measure new 18481 $new_pid >>"$OUT/compare.runs"
  else
    measure new 18481 $new_pid >>"$OUT/compare.runs"
    measure old 18480 $old_pid >>"$OUT/compare.runs"
  fi
done
awk -v k="$kind" '{sum[$1] += $2; n[$1]++; list[$1] = list[$1] " " $2}
  END {
    printf "%s: old %.2f µs CPU per request (%s ), new %.2f (%s ); new/old %.3f\n", k, sum["old"] / n["old"],
      list["old"], sum["new"] / n["new"], list["new"], (sum["new"] / n["new"]) / (sum["old"] / n["old"])
  }' "$OUT/compare.runs"
