#!/usr/bin/env bash
# Instructions per never-seen demo page, in process, under callgrind: PipelineBench's uncached
# stages (ONLY=uncached) with few calls, and the inclusive cost of ResponsePipeline.respond(to:)
# divided by its calls (5 rounds of ITERATIONS whole requests, plus the 2 the bench makes to set
# up). Unlike time, this does not move with the machine's load. Usage: bench/page-instructions.sh
# [PipelineBench binary] (default .build/release/PipelineBench).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/PipelineBench}
iterations=${ITERATIONS:-10}
[ -x "$binary" ] || "${SWIFT:-swift}" build -c release --product PipelineBench >/dev/null
out=$(mktemp)
trap 'rm -f "$out"' EXIT
ONLY=uncached ITERATIONS=$iterations valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" \
  Config/playground.json >/dev/null 2>&1
inclusive=$(callgrind_annotate --inclusive=yes "$out" 2>/dev/null \
  | grep -E 'ResponsePipeline\.swift:\$s10HTTPServer16ResponsePipelineV7respond2to' | head -1 \
  | awk '{gsub(",", "", $1); print $1}')
[ -n "$inclusive" ] || { echo "page-instructions: ResponsePipeline.respond(to:) not found in the profile" >&2; exit 1; }
calls=$((5 * iterations + 2))
echo "never-seen demo page: $((inclusive / calls)) instructions (callgrind, in process, $calls pages)"
