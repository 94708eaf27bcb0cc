#!/usr/bin/env bash
# Proves a change byte-neutral (issue 30): builds the release server of BASE (a git revision,
# default HEAD~1) in a throw-away worktree and the working tree's own, crawls each with
# scripts/crawl.py (every page, tap, form, snapshot, embed, API example and token the built-in
# demos and scenarios reach, two form posts deep) and compares the two manifests answer by answer
# (scripts/compare_crawls.py: short links, whose ids are random, are left out, and so are the few
# requests the crawl's limit cut from one crawl only). Exits 1 and prints the first differences
# when any answer differs.
# Usage: scripts/crawl-compare.sh [BASE]
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-HEAD~1}
out=${CRAWL_OUT:-.build/crawl}
mkdir -p "$out"
rm -rf "$out/base"
git worktree add --detach -f "$out/base" "$base" >/dev/null
trap 'git worktree remove --force "$out/base" 2>/dev/null || true' EXIT
(cd "$out/base" && "${SWIFT:-swift}" build -c release --product menu-playground >/dev/null)
"${SWIFT:-swift}" build -c release --product menu-playground >/dev/null
crawl() {
  SERVER_BINARY=$1 scripts/with-server.sh sh -c "python3 scripts/crawl.py \"\$PLAYGROUND_URL\" $2"
}
crawl "$out/base/.build/release/menu-playground" "$out/before.txt"
crawl .build/release/menu-playground "$out/after.txt"
echo "crawl-compare: against $base"
python3 scripts/compare_crawls.py "$out/before.txt" "$out/after.txt"
