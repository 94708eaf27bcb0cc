#!/usr/bin/env bash
# Instructions per never-seen demo page, in process, under callgrind: PipelineBench's uncached
# stages (ONLY=uncached) run twice, with FEW and MANY calls per round, and the difference of the
# inclusive cost of ResponsePipeline.respond(to:) divided by the difference of its calls (5
# rounds each), so the bench's set-up pages (the process's first, cold) cancel out. Unlike time,
# this does not move with the machine's load. Usage: bench/page-instructions.sh [binary]
# (default: PipelineBench, built first).
set -euo pipefail
cd "$(dirname "$0")/.."
few=${FEW:-4}
many=${MANY:-14}
if [ $# -gt 0 ]; then
  binary=$1
else
  "${SWIFT:-swift}" build -c release --product PipelineBench >/dev/null
  binary=.build/release/PipelineBench
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# ResponsePipeline.respond(to:), exactly.
symbol='$s10HTTPServer16ResponsePipelineV7respond2toAC7OutcomeVAA7RequestV_tF'
inclusive() { # iterations → inclusive instructions of respond(to:)
  if ! ONLY=uncached ITERATIONS=$1 valgrind --tool=callgrind --callgrind-out-file="$work/cg.$1" "$binary" \
    Config/playground.json >"$work/log.$1" 2>&1; then
    echo "page-instructions: the run under callgrind failed:" >&2
    tail -20 "$work/log.$1" >&2
    exit 1
  fi
  callgrind_annotate --inclusive=yes "$work/cg.$1" 2>/dev/null \
    | awk -v symbol="$symbol" '
      # The symbol itself, not a closure or specialisation whose name it begins: the largest
      # line, since callgrind also lists parts of it by source file.
      { at = index($0, ":" symbol); if (!at) next
        after = substr($0, at + length(symbol) + 1, 1)
        if (after != "" && after != " ") next
        gsub(",", "", $1); if ($1 + 0 > best) best = $1 + 0 }
      END { print best + 0 }'
}
low=$(inclusive "$few")
high=$(inclusive "$many")
if [ "$high" -le "$low" ]; then
  echo "page-instructions: ResponsePipeline.respond(to:) not found in the profile" >&2
  exit 1
fi
pages=$((5 * (many - few)))
echo "never-seen demo page: $(((high - low) / pages)) instructions (callgrind, in process, the difference of $pages pages)"
