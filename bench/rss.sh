#!/usr/bin/env bash
# Resident memory under an endless stream of never-seen demo pages: wrk asks for distinct accordion
# URLs (bench/fresh_paths.py, bench/fresh-tokens.lua) in rounds that carry on through the list, and
# VmRSS is read from /proc/PID/status every few seconds. Runs with the default configuration
# (32 MiB per cache; pages are kept finished, so the gzip cache stays empty), with the page cache
# off (bench/rss-gzip-cache.json: every gzip body goes to the 32 MiB gzip cache), and with 1 MiB
# per cache (bench/rss-small.json): the last shows the fixed overhead, the others whether RSS stays
# within the bounds plus that overhead.
# Usage: bench/rss.sh [CONFIG…]
# Environment: RSS_URLS (distinct URLs, default 100000; rounds go on until each was asked for once),
# RSS_ROUNDS (at least this many rounds, default 6), RSS_SECONDS (per round, default 15),
# RSS_SAMPLE (seconds between samples, default 3), RSS_SERVER (the binary, default the release build).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/common.sh
configs=("$@")
[ ${#configs[@]} -eq 0 ] && configs=(Config/playground.json bench/rss-gzip-cache.json bench/rss-small.json)
urls=${RSS_URLS:-100000}
rounds=${RSS_ROUNDS:-6}
seconds=${RSS_SECONDS:-15}
every=${RSS_SAMPLE:-3}
server=${RSS_SERVER:-.build/release/menu-playground}
port=18280
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
[ -n "${RSS_SERVER:-}" ] || swift build -c release --product menu-playground >/dev/null

wait_for() { # port
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$1/healthz" >/dev/null && return; sleep 0.1; done
  echo "no server on port $1" >&2
  exit 1
}

# The paths are the same for every run of the same code: made once, kept while they still answer 200.
list="$OUT/fresh-paths-$urls.txt"
if [ -s "$list" ]; then
  "$server" --config bench/uncached.json --port 18282 >/dev/null 2>&1 &
  pids+=($!)
  wait_for 18282
  for probe in "$(head -1 "$list")" "$(tail -1 "$list")"; do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:18282$probe")" = 200 ] || rm -f "$list"
  done
else
  "$server" --config bench/uncached.json --port 18282 >/dev/null 2>&1 &
  pids+=($!)
  wait_for 18282
fi
if [ ! -s "$list" ]; then
  echo "making $urls distinct demo URLs (about 1 ms each)…"
  python3 bench/fresh_paths.py http://127.0.0.1:18282 "$urls" "$list"
fi
kill "${pids[@]}"
wait "${pids[@]}" 2>/dev/null || true
pids=()

rss_mib() { awk '/^VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$1/status"; }
metric() { # name → value from /metrics
  curl -s "http://127.0.0.1:$port/metrics" | awk -v n="$1" '$1 == n {print $2}'
}

for config in "${configs[@]}"; do
  "$server" --config "$config" --port $port >/dev/null 2>"$OUT/rss-server.err" &
  pid=$!
  pids=("$pid")
  wait_for $port
  gzip_bound=$(metric gzip_cache_bound_bytes)
  page_bound=$(metric page_cache_bound_bytes)
  text_bound=$(metric text_cache_bound_bytes)
  bounds=$(awk -v a="${gzip_bound:-0}" -v b="${page_bound:-0}" -v c="${text_bound:-0}" \
    'BEGIN {printf "%.1f", (a + b + c) / 1048576}')
  echo "== $config: cacheBytes $gzip_bound, pageCacheBytes $page_bound, textCacheBytes $text_bound" \
    "(bounds $bounds MiB); RSS at start $(rss_mib "$pid") MiB"
  (
    start=$(date +%s)
    while kill -0 "$pid" 2>/dev/null; do
      sleep "$every"
      rss=$(rss_mib "$pid" 2>/dev/null) || break
      echo "  t=$(($(date +%s) - start))s RSS $rss MiB"
    done
  ) &
  sampler=$!
  streamed=0
  round=0
  # Rounds go on until every URL of the list has been asked for once, and at least RSS_ROUNDS ran.
  while [ "$streamed" -lt "$urls" ] || [ "$round" -lt "$rounds" ]; do
    round=$((round + 1))
    requests=$(FRESH_PATHS="$list" FRESH_START=$streamed wrk -t1 -c50 -d"${seconds}s" -s bench/fresh-tokens.lua \
      "http://127.0.0.1:$port/" | awk '/requests in/ {print $1}')
    if [ "${requests:-0}" -eq 0 ]; then
      echo "round $round: no answers; the server's errors are in $OUT/rss-server.err" >&2
      exit 1
    fi
    streamed=$((streamed + requests))
    printf '  round %s: %s requests (%s in all), RSS %s MiB; gzip cache %s B in %s entries, page cache %s B in %s\n' \
      "$round" "$requests" "$streamed" "$(rss_mib "$pid")" "$(metric gzip_cache_bytes)" "$(metric gzip_cache_entries)" \
      "$(metric page_cache_bytes)" "$(metric page_cache_entries)"
  done
  kill "$sampler" 2>/dev/null || true
  rss=$(rss_mib "$pid")
  peak=$(awk '/^VmHWM/ {printf "%.1f", $2 / 1024}' "/proc/$pid/status")
  distinct=$((streamed < urls ? streamed : urls))
  awk -v c="$config" -v r="$rss" -v p="$peak" -v b="$bounds" -v n="$streamed" -v d="$distinct" 'BEGIN {
    printf "RESULT %s: %d requests, %d distinct URLs; RSS %.1f MiB (peak %.1f) = bounds %.1f MiB + %.1f MiB\n",
      c, n, d, r, p, b, r - b }'
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  pids=()
done
