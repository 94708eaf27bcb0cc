#!/usr/bin/env bash
# make fuzz: the libFuzzer targets of Tests/FuzzTargets, each run for FUZZ_SECONDS.
#   1. builds them into .build/fuzz (release, fuzzer + address sanitizers, warnings as errors);
#      the manifest declares them only when MENU_PLAYGROUND_FUZZ=1, so `swift build` never sees them;
#   2. runs each target in turn from the seeds in Tests/fuzz/<target>/ plus what earlier runs found
#      in .build/fuzz/corpus/<target>/ (new inputs go there, never into the repo);
#   3. prints a line of libFuzzer's final stats per target, and fails if any target found a crash
#      (a trap, a memory error, a 5xx answer, a broken invariant), an input taking more than
#      FUZZ_CPU_SECONDS of CPU (default 2; checked by the harness, in CPU time so that a loaded
#      machine does not trip it), a hang past FUZZ_TIMEOUT seconds of wall time (default 30) or
#      over FUZZ_RSS_MB of memory (default 2048). The input is saved in .build/fuzz/artifacts/<target>/.
# FUZZ_TARGETS picks some (default: all); FUZZ_ARGS adds libFuzzer flags (e.g. -seed=1).
set -uo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SECONDS_PER_TARGET=${FUZZ_SECONDS:-60}
TIMEOUT=${FUZZ_TIMEOUT:-30}
RSS_MB=${FUZZ_RSS_MB:-2048}
TARGETS=${FUZZ_TARGETS:-token form api router config}
OUT=.build/fuzz

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

for target in $TARGETS; do
  product=$(executable "$target") || { echo "fuzz: unknown target $target (token form api router config)" >&2; exit 2; }
  echo "fuzz: building $product"
  # --sanitize=fuzzer links libFuzzer's main; -sanitize=fuzzer,address compiles with both, since
  # separate -sanitize flags would leave only the last one in effect (and no coverage).
  mkdir -p "$OUT/logs"
  MENU_PLAYGROUND_FUZZ=1 "$SWIFT" build -c release --scratch-path "$OUT" --product "$product" \
    --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -warnings-as-errors >"$OUT/logs/build-$target.log" 2>&1
  status=$?
  # gold's warnings about ASan's local symbols are noise.
  grep -v "Cannot export local symbol" "$OUT/logs/build-$target.log"
  [ "$status" -eq 0 ] || { echo "fuzz: $product did not build" >&2; exit 1; }
done

# No leak checks: Swift keeps pointers with tag bits in enum payloads (globals such as
# `Node.empty`), which LeakSanitizer cannot see, so every lazily built global reads as a leak.
# Memory is still bounded per input by -rss_limit_mb (and libFuzzer's malloc limit, the same).
failed=()
summary=()
for target in $TARGETS; do
  product=$(executable "$target")
  corpus=$OUT/corpus/$target
  artifacts=$OUT/artifacts/$target
  log=$OUT/logs/$target.log
  mkdir -p "$corpus" "$artifacts" "$OUT/logs"
  dict=()
  [ -f "Tests/fuzz/$target.dict" ] && dict=(-dict="Tests/fuzz/$target.dict")
  echo "fuzz: $target for ${SECONDS_PER_TARGET}s (log: $log)"
  # shellcheck disable=SC2086 # FUZZ_ARGS is a list of flags
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$OUT/release/$product" "$corpus" "Tests/fuzz/$target" "${dict[@]}" \
    -max_total_time="$SECONDS_PER_TARGET" -timeout="$TIMEOUT" -rss_limit_mb="$RSS_MB" \
    -max_len="$(max_len "$target")" -print_final_stats=1 -detect_leaks=0 \
    -artifact_prefix="$artifacts/" ${FUZZ_ARGS:-} >"$log" 2>&1
  status=$?
  final() { grep -m1 "^stat::$1:" "$log" | awk '{print $2}'; }
  last=$(grep -E "^#[0-9]+" "$log" | tail -n 1)
  coverage=$(sed -nE 's/.*cov: ([0-9]+) ft: ([0-9]+) corp: ([0-9]+).*/cov \1, ft \2, corpus \3/p' <<<"$last")
  line="$target: ${SECONDS_PER_TARGET}s, $(final number_of_executed_units) runs, $(final average_exec_per_sec) exec/s,"
  slowest=$(sed -nE 's/^fuzz harness: slowest input ([0-9]+) ms of CPU$/\1/p' "$log" | tail -n 1)
  line+=" $coverage (+$(final new_units_added) new), slowest input ${slowest:-?} ms CPU,"
  line+=" peak $(final peak_rss_mb) MB, exit $status"
  summary+=("$line")
  if [ "$status" -ne 0 ]; then
    failed+=("$target")
    echo "fuzz: $target FAILED (exit $status):" >&2
    grep -E "ERROR|SUMMARY|Fatal error|slow input|Test unit written|timeout|out-of-memory" "$log" | head -n 20 >&2
  fi
done

echo
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: failed: ${failed[*]} (inputs in $OUT/artifacts/; replay one with $OUT/release/<Fuzz…> <file>)" >&2
  exit 1
fi
