#!/usr/bin/env bash
# make fuzz, make test-fuzz: the libFuzzer targets of Tests/FuzzTargets.
#   1. builds them into .build/fuzz (release, fuzzer + address sanitizers, warnings as errors);
#      the manifest declares them only when MENU_PLAYGROUND_FUZZ=1, so `swift build` never sees them;
#   2. replays every committed input of each target, one file at a time: the seeds in
#      Tests/fuzz/<target>/ and the inputs that once failed in Tests/fuzz/regressions/<target>/;
#   3. unless --replay-only, runs each target (whose replay passed) for FUZZ_SECONDS from those
#      inputs plus what earlier runs found in .build/fuzz/corpus/<target>/ (new inputs go there,
#      never into the repo), and prints a line of libFuzzer's final stats per target.
# It fails if any input traps, corrupts memory, gets a 5xx answer or breaks an invariant, takes
# more than FUZZ_CPU_SECONDS of CPU (default 2; checked by the harness, in CPU time so that a loaded
# machine does not trip it), hangs past FUZZ_TIMEOUT seconds of wall time (default 30) or needs
# over FUZZ_RSS_MB of memory (default 2048). A replay names the committed file; a run saves the
# new input in .build/fuzz/artifacts/<target>/ and prints it in base64 when it is short.
# FUZZ_TARGETS picks some (default: all); FUZZ_ARGS adds libFuzzer flags to the runs (e.g. -seed=1).
set -uo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SECONDS_PER_TARGET=${FUZZ_SECONDS:-60}
TIMEOUT=${FUZZ_TIMEOUT:-30}
RSS_MB=${FUZZ_RSS_MB:-2048}
ALL_TARGETS="token form api router config"
TARGETS=${FUZZ_TARGETS:-$ALL_TARGETS}
OUT=.build/fuzz
REPLAY_ONLY=0
case ${1:-} in
  --replay-only) REPLAY_ONLY=1 ;;
  "") ;;
  *) echo "usage: scripts/fuzz.sh [--replay-only]" >&2; exit 2 ;;
esac

# Target name, its executable, and the longest input worth trying: a token or a URL cannot pass
# 4 KiB (3,072 characters, 414 past maxURLBytes); forms and API bodies carry a token or a menu.
executable() {
  case $1 in
    token) echo FuzzToken ;; form) echo FuzzForm ;; api) echo FuzzAPI ;; router) echo FuzzRouter ;;
    config) echo FuzzConfig ;; *) return 1 ;;
  esac
}
max_len() {
  case $1 in form) echo 8192 ;; api) echo 16384 ;; *) echo 4096 ;; esac
}

# A harness nobody runs rots unseen: every folder of Tests/FuzzTargets but the shared one must be a
# target here, with seeds.
for dir in Tests/FuzzTargets/*/; do
  name=$(basename "$dir")
  [ "$name" = FuzzSupport ] && continue
  target=$(tr '[:upper:]' '[:lower:]' <<<"$name")
  { [[ " $ALL_TARGETS " == *" $target "* ]] && [ "$(executable "$target")" = "Fuzz$name" ]; } ||
    { echo "fuzz: $dir has no target in scripts/fuzz.sh" >&2; exit 1; }
  files=(Tests/fuzz/"$target"/*)
  [ ${#files[@]} -gt 0 ] || { echo "fuzz: no seeds in Tests/fuzz/$target/" >&2; exit 1; }
done

mkdir -p "$OUT/logs"
started=$(date +%s)
for target in $TARGETS; do
  product=$(executable "$target") || { echo "fuzz: unknown target $target ($ALL_TARGETS)" >&2; exit 2; }
  echo "fuzz: building $product"
  # --sanitize=fuzzer links libFuzzer's main; -sanitize=fuzzer,address compiles with both, since
  # separate -sanitize flags would leave only the last one in effect (and no coverage).
  MENU_PLAYGROUND_FUZZ=1 "$SWIFT" build -c release --scratch-path "$OUT" --product "$product" \
    --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -warnings-as-errors >"$OUT/logs/build-$target.log" 2>&1
  status=$?
  # gold's warnings about ASan's local symbols are noise.
  grep -v "Cannot export local symbol" "$OUT/logs/build-$target.log"
  [ "$status" -eq 0 ] || { echo "fuzz: $product did not build" >&2; exit 1; }
done
echo "fuzz: built in $(($(date +%s) - started))s"

# No leak checks: Swift keeps pointers with tag bits in enum payloads (globals such as
# `Node.empty`), which LeakSanitizer cannot see, so every lazily built global reads as a leak.
# Memory is still bounded per input by -rss_limit_mb (and libFuzzer's malloc limit, the same).
fuzzer() {
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$OUT/release/$(executable "$1")" \
    -timeout="$TIMEOUT" -rss_limit_mb="$RSS_MB" -detect_leaks=0 "${@:2}"
}
# What a failing log says: the harness's message, the sanitizer's summary, where the input is,
# and for a run its random seed.
failure_lines() {
  grep -E "ERROR|SUMMARY|Fatal error|slow input|Test unit written|Base64|timeout|out-of-memory${2:-}" "$1" |
    head -n 20 >&2
}
slowest() {
  local ms
  ms=$(sed -nE 's/^fuzz harness: slowest input ([0-9]+) ms of CPU$/\1/p' "$1" | tail -n 1)
  echo "${ms:-?}"
}

replay_failed=()
run_failed=()
summary=()
# Each file on its own (libFuzzer runs the files it is given once each, in order), so that a
# failure names the committed input and none is skipped for adding no coverage.
for target in $TARGETS; do
  inputs=(Tests/fuzz/"$target"/* Tests/fuzz/regressions/"$target"/*)
  log=$OUT/logs/replay-$target.log
  started=$(date +%s)
  fuzzer "$target" "${inputs[@]}" >"$log" 2>&1
  status=$?
  summary+=("$target: replayed ${#inputs[@]} inputs in $(($(date +%s) - started))s, slowest $(slowest "$log") ms CPU, exit $status")
  if [ "$status" -ne 0 ]; then
    replay_failed+=("$target")
    input=$(sed -n 's/^Running: //p' "$log" | tail -n 1)
    echo "fuzz: $target FAILED on the committed input $input (exit $status; log: $log):" >&2
    failure_lines "$log"
  fi
done

for target in $TARGETS; do
  [ "$REPLAY_ONLY" -eq 1 ] && break
  [[ " ${replay_failed[*]} " == *" $target "* ]] && continue # it would only find the same bug again
  corpus=$OUT/corpus/$target
  artifacts=$OUT/artifacts/$target
  log=$OUT/logs/$target.log
  mkdir -p "$corpus" "$artifacts"
  seeds=("Tests/fuzz/$target")
  [ -d "Tests/fuzz/regressions/$target" ] && seeds+=("Tests/fuzz/regressions/$target")
  dict=()
  [ -f "Tests/fuzz/$target.dict" ] && dict=(-dict="Tests/fuzz/$target.dict")
  echo "fuzz: $target for ${SECONDS_PER_TARGET}s (log: $log)"
  # shellcheck disable=SC2086 # FUZZ_ARGS is a list of flags
  fuzzer "$target" "$corpus" "${seeds[@]}" "${dict[@]}" -max_total_time="$SECONDS_PER_TARGET" \
    -max_len="$(max_len "$target")" -print_final_stats=1 -artifact_prefix="$artifacts/" ${FUZZ_ARGS:-} >"$log" 2>&1
  status=$?
  final() { grep -m1 "^stat::$1:" "$log" | awk '{print $2}'; }
  last=$(grep -E "^#[0-9]+" "$log" | tail -n 1)
  coverage=$(sed -nE 's/.*cov: ([0-9]+) ft: ([0-9]+) corp: ([0-9]+).*/cov \1, ft \2, corpus \3/p' <<<"$last")
  line="$target: ${SECONDS_PER_TARGET}s, $(final number_of_executed_units) runs, $(final average_exec_per_sec) exec/s,"
  line+=" $coverage (+$(final new_units_added) new), slowest input $(slowest "$log") ms CPU,"
  line+=" peak $(final peak_rss_mb) MB, exit $status"
  summary+=("$line")
  if [ "$status" -ne 0 ]; then
    run_failed+=("$target")
    echo "fuzz: $target FAILED (exit $status; log: $log):" >&2
    failure_lines "$log" "|^INFO: Seed:"
  fi
done

echo
printf '%s\n' "${summary[@]}"
[ ${#replay_failed[@]} -gt 0 ] &&
  echo "fuzz: committed inputs fail in ${replay_failed[*]} (each named above); replay one with" \
    "$OUT/release/Fuzz<Target> <file>" >&2
[ ${#run_failed[@]} -gt 0 ] &&
  echo "fuzz: new failing inputs in ${run_failed[*]}, saved in $OUT/artifacts/<target>/: replay one" \
    "with $OUT/release/Fuzz<Target> <file>, and commit it to Tests/fuzz/regressions/<target>/ so" \
    "that every later run replays it" >&2
[ ${#replay_failed[@]} -eq 0 ] && [ ${#run_failed[@]} -eq 0 ]
