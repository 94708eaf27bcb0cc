#!/usr/bin/env bash
# `make bench`: the release server against the C baseline (bench/baseline.c), same machine, same
# run, with wrk -t2 -c50 on loopback (the issue's method). Prints requests/s, p50 and p99 for each
# and the ratio Swift/C. Rounds alternate between the two servers so that machine noise hits both
# alike; each figure is the median round by requests/s.
# Rows (each with its short name and kind, for BENCH_ROWS):
# - healthz (plain), home (gzip), css (plain): /healthz, the home page and the static CSS (the
#   server's fixed costs);
# - demo (gzip): the cached demo page (the first built-in demo's URL, as the index links it);
# - demo-fresh (fresh): the never-seen demo page: the same server, caches on
#   (Config/playground.json), asked for distinct accordion states made from that demo's token by
#   renaming a host item (bench/fresh_urls.py), no URL twice in the whole run (bench/fresh-once.lua),
#   so that none can come from the finished-page cache (the server's /metrics must count no cache
#   hit in those rounds);
# - snapshot (png): the cached demo's PNG snapshot, /snapshots/TOKEN.png with the demo's token,
#   asked again and again, so answered from the finished-page cache;
# - snapshot-fresh (fresh-png): never-seen PNG snapshots, /snapshots/TOKEN.png for distinct states
#   made as for demo-fresh (bench/fresh_urls.py --snapshots; other names, so no state of the page
#   row), no URL twice in the whole run. Snapshots are kept in the same finished-page cache as pages
#   (SnapshotRoutes: a pure function of the URL), so page_cache_hits_total counts their hits too,
#   and these rounds must add none. The C baseline answers every /snapshots/ path not the cached
#   one with the bytes and header fields of a probe snapshot.
# The cached demo page's rounds also measure a second C server (the control) after the first: its
# pairs' ratios are what identical code scores against itself here, so a Swift pair's ratio can be
# read against that noise (the `target:` lines print both).
# The snapshot rows ask as an <img> may, without Accept-Encoding: gzip (the server sends PNGs
# uncompressed, with the same header fields either way); the setup checks that they are 200s of
# image/png. Every answer must be a 200: any other status, socket error, repeated URL or a run out
# of fresh URLs fails the bench.
# Environment: BENCH_DURATION (s per measurement, default 3), BENCH_ROUNDS (default 5),
# BENCH_CONNECTIONS (default 50), BENCH_FRESH_RATE (the most never-seen pages per second that the
# URL list must last for, default 10000: the list has ROUNDS × DURATION × this many, at least 60,000),
# BENCH_FRESH_SNAPSHOT_RATE (the same for never-seen snapshots, which are far slower to make:
# default 2000, the list at least 12,000), BENCH_ROWS (the rows to run, by short name or kind,
# separated by spaces, e.g. "snapshot snapshot-fresh" or "fresh fresh-png"; default: all).
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${BENCH_DURATION:-3}
ROUNDS=${BENCH_ROUNDS:-5}
CONNECTIONS=${BENCH_CONNECTIONS:-50}
FRESH_RATE=${BENCH_FRESH_RATE:-10000}
FRESH_SNAPSHOT_RATE=${BENCH_FRESH_SNAPSHOT_RATE:-2000}
read -ra ROWS <<<"${BENCH_ROWS:-}"
WRK_THREADS=2
SWIFT_PORT=18080
C_PORT=18081
C2_PORT=18086
THREADS=$(nproc)
. bench/common.sh

build_servers

# The shipped configuration: every cache on, as in production.
.build/release/menu-playground --config Config/playground.json --port $SWIFT_PORT >/dev/null 2>"$OUT/server.err" &
swift_pid=$!
trap 'kill $swift_pid ${c_pid:-} ${c2_pid:-} 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$SWIFT_PORT/healthz" >/dev/null && break; sleep 0.1; done

# The cached demo page: the first built-in demo's URL, as the index links it.
demo=$(curl -s "http://127.0.0.1:$SWIFT_PORT/" | grep -o '/menus/accordion?state=[A-Za-z0-9_-]*' | head -1)

# name|short name|path|kind: plain, gzip (Accept-Encoding: gzip), fresh (gzip, bench/fresh-once.lua),
# png (no Accept-Encoding, image/png) or fresh-png (png, bench/fresh-once.lua)
all_rows=(
  "healthz|healthz|/healthz|plain"
  "home page, gzip|home|/|gzip"
  "static CSS|css|/static/css/playground.css|plain"
  "demo page, cached|demo|$demo|gzip"
  "demo, never seen|demo-fresh|/|fresh"
  "snapshot, cached|snapshot|/snapshots/${demo#*state=}.png|png"
  "snapshot, never seen|snapshot-fresh|/|fresh-png"
)

# BENCH_ROWS: the rows whose short name or kind it lists; every word must name one.
paths=()
for entry in "${all_rows[@]}"; do
  IFS='|' read -r name key path kind <<<"$entry"
  [ ${#ROWS[@]} -eq 0 ] && paths+=("$entry") && continue
  for word in "${ROWS[@]}"; do
    if [ "$word" = "$key" ] || [ "$word" = "$kind" ]; then paths+=("$entry") && break; fi
  done
done
for word in "${ROWS[@]}"; do
  printf '%s\n' "${all_rows[@]}" | awk -F'|' -v w="$word" '$2 == w || $4 == w {found = 1} END {exit !found}' ||
    { echo "BENCH_ROWS: no row is named $word or of that kind (names: $(printf '%s\n' "${all_rows[@]}" |
      cut -d'|' -f2 | paste -sd' '))" >&2; exit 64; }
done

is_fresh() { [ "$1" = fresh ] || [ "$1" = fresh-png ]; }

# Per never-seen kind: its URL list in $OUT, its rate and the variable that sets it, and the
# fresh_urls.py option.
declare -A fresh_list=([fresh]=fresh-urls [fresh-png]=fresh-snapshot-urls)
declare -A fresh_rate=([fresh]=$FRESH_RATE [fresh-png]=$FRESH_SNAPSHOT_RATE)
declare -A fresh_rate_name=([fresh]=BENCH_FRESH_RATE [fresh-png]=BENCH_FRESH_SNAPSHOT_RATE)
declare -A fresh_floor=([fresh]=60000 [fresh-png]=12000)
declare -A fresh_option=([fresh]="" [fresh-png]=--snapshots)
declare -A fresh_count fresh_window fresh_used fresh_probe
declare -A fresh_next  # by "kind thread"
fresh_kinds=()

# The never-seen URLs: enough that no Swift round repeats one, even at the kind's rate per second,
# in one slice per wrk thread. The probe is one more, in no slice: fetching it here spends none.
for entry in "${paths[@]}"; do
  IFS='|' read -r name key path kind <<<"$entry"
  is_fresh "$kind" || continue
  fresh_kinds+=("$kind")
  count=$((ROUNDS * DURATION * fresh_rate[$kind]))
  [ "$count" -lt "${fresh_floor[$kind]}" ] && count=${fresh_floor[$kind]}
  fresh_count[$kind]=$count
  # shellcheck disable=SC2086 # the option is one word or none
  python3 bench/fresh_urls.py ${fresh_option[$kind]} "http://127.0.0.1:$SWIFT_PORT" "$demo" "$count" \
    "$OUT/${fresh_list[$kind]}" $WRK_THREADS
  fresh_probe[$kind]=$(cat "$OUT/${fresh_list[$kind]}.probe")
done

routes=()
index=0
for entry in "${paths[@]}"; do
  IFS='|' read -r name key path kind <<<"$entry"
  headers=()
  case $kind in gzip | fresh) headers=(-H "Accept-Encoding: gzip") ;; esac
  # The C server answers every never-seen state (listed after the cached demo's exact token) with
  # the bytes and header fields of the probe's page, and every never-seen snapshot (any other path
  # under /snapshots/, listed after the cached one) with those of the probe's snapshot.
  url=$path
  route=$path
  case $kind in
    fresh) url=${fresh_probe[$kind]} && route="${url%%\?*}?state=*" ;;
    fresh-png) url=${fresh_probe[$kind]} && route="/snapshots/*" ;;
  esac
  status=$(curl -s "${headers[@]}" -o /dev/null -w '%{http_code} %{content_type}' "http://127.0.0.1:$SWIFT_PORT$url")
  case $kind in
    png | fresh-png) [ "$status" = "200 image/png" ] ;;
    *) [ "${status%% *}" = 200 ] ;;
  esac || { echo "$name: $url answered $status" >&2; exit 1; }
  size=$(curl -s "${headers[@]}" -o /dev/null -w '%{size_download}' "http://127.0.0.1:$SWIFT_PORT$url")
  # The same header fields as the Swift server's answer; libmicrohttpd adds its own framing ones.
  copy_headers "http://127.0.0.1:$SWIFT_PORT$url" "$OUT/headers.$index" "${headers[@]}"
  routes+=("$route=$size:$OUT/headers.$index")
  index=$((index + 1))
done

"$OUT/baseline" $C_PORT "$THREADS" "${routes[@]}" &
c_pid=$!
# A second C server, the control: in the cached demo page's rounds it is measured after the first,
# and its ratio to it is what the same code scores against itself on this machine in these rounds,
# the noise any pair's ratio carries.
"$OUT/baseline" $C2_PORT "$THREADS" "${routes[@]}" &
c2_pid=$!
sleep 0.3

# Per never-seen kind: each wrk thread's next unused line of its slice, and the URLs each may take
# in one round (half again the kind's rate share, for a thread that gets ahead of the other).
for kind in "${fresh_kinds[@]}"; do
  for thread in $(seq 0 $((WRK_THREADS - 1))); do fresh_next["$kind $thread"]=0; done
  fresh_window[$kind]=$((DURATION * fresh_rate[$kind] * 3 / 2 / WRK_THREADS + CONNECTIONS))
  fresh_used[$kind]=0
  # every never-seen URL the Swift server was asked for, to check for repeats
  : >"$OUT/${fresh_list[$kind]}-asked.txt"
done
hits_checked=yes

# Cuts each thread's part of the next round of kind $1 from its slice: the lines after those
# already asked for.
cut_fresh_windows() {
  local kind=$1 thread list=$OUT/${fresh_list[$1]}
  for thread in $(seq 0 $((WRK_THREADS - 1))); do
    awk -v from="${fresh_next["$kind $thread"]}" -v n="${fresh_window[$kind]}" 'NR > from + n {exit} NR > from' \
      "$list.$thread" >"$list-window.$thread"
    if [ ! -s "$list-window.$thread" ]; then
      echo "never-seen row: wrk thread $thread has no fresh URLs left; raise ${fresh_rate_name[$kind]}" >&2
      exit 1
    fi
  done
}

# Fails the bench on any answer that is not a 200 (or 2xx/3xx for wrk's own count), socket error,
# or thread that ran out of fresh URLs, in wrk's output $1 for server $2 (row kind $3).
check_answers() {
  local file=$1 server=$2 kind=$3 problem
  problem=$(awk -v rate="${fresh_rate_name[$kind]:-}" '
    /Non-2xx or 3xx responses/ {print "wrk counted " $NF " non-2xx/3xx answers"}
    /Socket errors/ {print "wrk had socket errors:" substr($0, index($0, ":") + 1)}
    $1 == "FRESH" && $5 != "non200=0" {print "wrk " $2 ": " $5}
    $1 == "FRESH" && $6 != "ranout=0" {print "wrk " $2 " ran out of fresh URLs (" $6 "): raise " rate}' \
    "$file")
  if [ -n "$problem" ]; then
    echo "$server: $problem (wrk's output: $file)" >&2
    exit 1
  fi
}

# Prints "requests/s p50 p99" for one wrk run: measure SERVER PORT PATH KIND.
measure() {
  local server=$1 port=$2 path=$3 kind=$4
  local options=()
  case $kind in
    gzip) options=(-H "Accept-Encoding: gzip") ;;
    fresh | fresh-png) options=(-s bench/fresh-once.lua) ;;
  esac
  # Swift takes the next unused URLs; C, which keeps nothing, is given the same ones, cycling.
  FRESH_URLS="$OUT/${fresh_list[$kind]:-fresh-urls}-window" FRESH_WRAP=$([ "$server" = C ] && echo 1 || echo 0) \
    FRESH_GZIP=$([ "$kind" = fresh-png ] && echo 0 || echo 1) \
    wrk -t$WRK_THREADS -c"$CONNECTIONS" -d"${DURATION}s" --latency "${options[@]}" "http://127.0.0.1:$port$path" \
    >"$OUT/wrk.txt"
  cp "$OUT/wrk.txt" "$OUT/wrk.$server.txt"
  check_answers "$OUT/wrk.$server.txt" "$server" "$kind"
  awk '/Requests\/sec/ {rps=$2} $1=="50%" {p50=$2} $1=="99%" {p99=$2} END {print rps, p50, p99}' "$OUT/wrk.txt"
}

# The Swift server's own count of answers from its finished-page and gzip caches (empty if the
# metrics are gone): a never-seen round must add none. The finished-page cache keeps snapshots
# too, so page_cache_hits_total counts their hits as well.
cache_hits() {
  curl -s "http://127.0.0.1:$SWIFT_PORT/metrics" |
    awk '$1 == "page_cache_hits_total" || $1 == "gzip_cache_hits_total" {n += $2; found = 1} END {if (found) print n}'
}

# After a Swift round of a never-seen row of kind $1: each thread carries on after the URLs it
# asked for.
advance_fresh() {
  local kind=$1 thread sent list=$OUT/${fresh_list[$1]}
  for thread in $(seq 0 $((WRK_THREADS - 1))); do
    sent=$(awk -v t="thread=$thread" '$1 == "FRESH" && $2 == t {sub("sent=", "", $3); print $3}' "$OUT/wrk.Swift.txt")
    fresh_next["$kind $thread"]=$((fresh_next["$kind $thread"] + sent))
    fresh_used[$kind]=$((fresh_used[$kind] + sent))
    head -n "$sent" "$list-window.$thread" >>"$list-asked.txt"
  done
}

median() { # the middle run by requests/s, from "rps p50 p99" lines on stdin
  sort -n -k1,1 | awk '{line[NR] = $0} END {print line[int((NR + 1) / 2)]}'
}

ms() { # wrk's latency (850.00us, 1.20ms, 2.00s) in ms
  awk -v t="$1" 'BEGIN {
    n = t + 0; unit = t; sub(/^[0-9.]+/, "", unit)
    printf "%.3f", (unit == "us" ? n / 1000 : unit == "s" ? n * 1000 : unit == "m" ? n * 60000 : n) }'
}

cpu=$(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')
printf 'machine: %s cores, %s; libmicrohttpd %s; wrk -t%s -c%s, median of %s alternating rounds × %ss\n' \
  "$THREADS" "$cpu" "$(pkg-config --modversion libmicrohttpd)" $WRK_THREADS "$CONNECTIONS" "$ROUNDS" "$DURATION"
printf '| %-20s | %12s | %9s | %9s | %12s | %9s | %9s | %9s |\n' path "Swift req/s" "Swift p50" "Swift p99" \
  "C req/s" "C p50" "C p99" "Swift/C"
printf '|%s|\n' "----------------------|--------------|-----------|-----------|--------------|-----------|-----------|-----------"
targets=()
for entry in "${paths[@]}"; do
  IFS='|' read -r name key path kind <<<"$entry"
  : >"$OUT/swift.runs"
  : >"$OUT/c.runs"
  : >"$OUT/c2.runs"
  for _ in $(seq "$ROUNDS"); do
    if is_fresh "$kind"; then cut_fresh_windows "$kind" && hits_before=$(cache_hits); fi
    measure Swift $SWIFT_PORT "$path" "$kind" >>"$OUT/swift.runs"
    if is_fresh "$kind"; then
      advance_fresh "$kind"
      hits_after=$(cache_hits)
      if [ -z "$hits_before" ] || [ -z "$hits_after" ]; then
        hits_checked=no
      elif [ "$hits_after" != "$hits_before" ]; then
        echo "never-seen row: the server answered $((hits_after - hits_before)) requests from its caches" >&2
        exit 1
      fi
    fi
    measure C $C_PORT "$path" "$kind" >>"$OUT/c.runs"
    [ "$key" != demo ] || measure C2 $C2_PORT "$path" "$kind" >>"$OUT/c2.runs"
  done
  read -r s_rps s_p50 s_p99 <<<"$(median <"$OUT/swift.runs")"
  read -r c_rps c_p50 c_p99 <<<"$(median <"$OUT/c.runs")"
  # Three decimals: the never-seen row's ratio is near 0.1, where two would round it across the target.
  ratio=$(awk -v a="$s_rps" -v b="$c_rps" 'BEGIN {printf "%.3f", a / b}')
  printf '| %-20s | %12s | %9s | %9s | %12s | %9s | %9s | %9s |\n' "$name" "$s_rps" "$s_p50" "$s_p99" \
    "$c_rps" "$c_p50" "$c_p99" "$ratio"
  # Issue 34's targets, for the demo page: the cached page at ≥ 1.0× C in every alternating pair
  # of rounds (the smallest pair's ratio), with a p99 (the median round's) at most 1.2× C's; the
  # never-seen page at ≥ 0.3× C (the median rounds' ratio). The snapshot rows have none.
  goal=
  case $kind/$name in
    fresh/*) goal=0.3 ;;
    gzip/"demo page, cached") goal=1.0 ;;
  esac
  if [ -n "$goal" ]; then
    # Each round's Swift requests/s over the C round right after it.
    pairs=$(paste -d' ' "$OUT/swift.runs" "$OUT/c.runs" | awk '{printf "%s%.3f", (NR > 1 ? " " : ""), $1 / $4}')
    judged=$ratio
    [ "$kind" = gzip ] && judged=$(tr ' ' '\n' <<<"$pairs" | sort -n | head -1)
    targets+=("$(awk -v n="$name" -v r="$judged" -v g="$goal" -v pairs="$pairs" -v sp="$(ms "$s_p99")" \
      -v cp="$(ms "$c_p99")" -v kind="$kind" 'BEGIN {
      how = kind == "gzip" ? "smallest pair" : "median"
      printf "%-20s %s× C (%s; pairs %s; target ≥ %s×: %s)", n, r, how, pairs, g, (r + 0 >= g + 0 ? "met" : "MISSED")
      if (kind == "gzip") printf ", p99 %.2f ms against C %.2f ms (target ≤ 1.2×: %s)", sp, cp, (sp <= 1.2 * cp ? "met" : "MISSED")
    }')")
    if [ -s "$OUT/c2.runs" ]; then
      control=$(paste -d' ' "$OUT/c2.runs" "$OUT/c.runs" | awk '{printf "%s%.3f", (NR > 1 ? " " : ""), $1 / $4}')
      targets+=("$(printf '%-20s control: a second C server over the first in the same rounds: pairs %s, smallest %s' \
        "$name" "$control" "$(tr ' ' '\n' <<<"$control" | sort -n | head -1)")")
    fi
  fi
done
hits=", and none came from its page or gzip cache (its /metrics)"
[ "$hits_checked" = yes ] || hits=" (its /metrics have no cache hit counts: cache hits not checked)"
for kind in "${fresh_kinds[@]}"; do
  asked=$OUT/${fresh_list[$kind]}-asked.txt
  repeats=$(sort "$asked" | uniq -d | wc -l)
  if [ "$repeats" -ne 0 ] || [ "$(wc -l <"$asked")" -ne "${fresh_used[$kind]}" ]; then
    echo "never-seen row ($kind): $repeats URLs were asked for twice (list: $asked)" >&2
    exit 1
  fi
  what="never-seen URLs"
  [ "$kind" = fresh-png ] && what="never-seen snapshot URLs"
  printf '%s: %s asked for by the Swift server, none twice (of %s distinct), every answer a 200%s\n' \
    "$what" "${fresh_used[$kind]}" "${fresh_count[$kind]}" "$hits"
done
[ ${#targets[@]} -eq 0 ] || printf 'target: %s\n' "${targets[@]}"
