#!/usr/bin/env bash
# CPU time per request of this tree's release server against another build of it (say, the
# commit before a change), for one path: the two run side by side and wrk alternates between
# them, ROUNDS rounds of 5 s each, so a burst of load elsewhere hits both alike. User and system
# time come from /proc/PID/stat, as in bench/cpu.sh.
# Usage: bench/cpu-ab.sh OTHER_BINARY PATH [gzip|plain] [keepalive|close] [ROUNDS]
# The other server reads the Config/playground.json of its own tree (OTHER_BINARY is
# TREE/.build/release/menu-playground), or OTHER_CONFIG.
# (`close` sends `Connection: close`, so every request is a new connection: the accept path.)
set -euo pipefail
cd "$(dirname "$0")/.."
other=$1
path=${2:-/}
rounds=${5:-5}
header=()
[ "${3:-plain}" = gzip ] && header+=(-H "Accept-Encoding: gzip")
[ "${4:-keepalive}" = close ] && header+=(-H "Connection: close")
swift build -c release --product menu-playground >/dev/null
.build/release/menu-playground --port 18183 >/dev/null 2>&1 &
this_pid=$!
other_config=${OTHER_CONFIG:-${other%/.build/*}/Config/playground.json}
"$other" --config "$other_config" --port 18184 >/dev/null 2>&1 &
other_pid=$!
trap 'kill $this_pid $other_pid 2>/dev/null || true' EXIT
for port in 18183 18184; do
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null || { echo "no server on port $port" >&2; exit 1; }
done
if [ "$path" = demo ]; then
  path=$(curl -s http://127.0.0.1:18183/ | grep -o '/menus/accordion?state=[A-Za-z0-9_-]*' | head -1)
fi
ticks=$(getconf CLK_TCK)
measure() { # port pid → µs of CPU (user + system) per request
  local port=$1 pid=$2 before after requests
  before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  requests=$(wrk -t1 -c50 -d5s "${header[@]}" "http://127.0.0.1:$port$path" | awk '/requests in/ {print $1}')
  after=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  awk -v b="$before" -v a="$after" -v n="$requests" -v t="$ticks" 'BEGIN { printf "%.2f", (a - b) / t / n * 1e6 }'
}
this=() other_cpu=()
for _ in $(seq "$rounds"); do
  this+=("$(measure 18183 $this_pid)")
  other_cpu+=("$(measure 18184 $other_pid)")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
t=$(median "${this[@]}")
o=$(median "${other_cpu[@]}")
echo "${path:0:40} ${3:-plain} ${4:-keepalive}: this tree ${this[*]} µs/request (median $t); other ${other_cpu[*]} (median $o); other/this $(awk -v t="$t" -v o="$o" 'BEGIN { printf "%.3f", o / t }')"
