#!/usr/bin/env bash
# make test-api: the JSON API against a live server.
#   1. the virtualenv at .venv (scripts/python-env.sh, pinned in Tests/requirements.txt);
#   2. builds the server and starts it on a free port (--port 0);
#   3. runs the response-validation tests (pytest, Tests/api/) and schemathesis against
#      /api/v1/openapi.json (settings in Tests/api/schemathesis.toml);
#   4. stops the server; any failure fails the script. Prints schemathesis's case count.
# Set API_BUILD_PATH to build somewhere other than .build (e.g. a scratch path of your own).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
BUILD_PATH=${API_BUILD_PATH:-.build}
VENV=.venv
WORK=$(mktemp -d)
SERVER_PID=

cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID"
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

scripts/python-env.sh

echo "test-api: building the server"
"$SWIFT" build --scratch-path "$BUILD_PATH" --product menu-playground
binary="$BUILD_PATH/debug/menu-playground"

"$binary" --config Config/playground.json --port 0 > "$WORK/access.log" 2> "$WORK/server.log" &
SERVER_PID=$!
port=
for _ in $(seq 1 100); do
  port=$(sed -n 's|.*serving on http://127\.0\.0\.1:\([0-9][0-9]*\).*|\1|p' "$WORK/server.log" | head -n 1)
  [ -n "$port" ] && break
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then break; fi
  sleep 0.1
done
if [ -z "$port" ]; then
  echo "test-api: the server did not start:" >&2
  cat "$WORK/server.log" >&2
  exit 1
fi
base="http://127.0.0.1:$port"
echo "test-api: server on $base"

API_BASE_URL="$base" "$VENV/bin/python" -m pytest -q -p no:cacheprovider Tests/api

# From the scratch folder, so schemathesis's and Hypothesis's caches stay out of the work tree.
status=0
(cd "$WORK" && "$OLDPWD/$VENV/bin/schemathesis" --no-color --config-file "$OLDPWD/Tests/api/schemathesis.toml" \
  run "$base/api/v1/openapi.json") > "$WORK/schemathesis.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  cat "$WORK/schemathesis.log"
  echo "test-api: schemathesis failed (exit $status)" >&2
  exit "$status"
fi
summary=$(grep -E '^ *[0-9]+ generated' "$WORK/schemathesis.log" | tail -n 1 | sed 's/^ *//')
echo "test-api: schemathesis: $summary"
cases=$(echo "$summary" | grep -oE '^[0-9]+')
[ -n "$cases" ] && [ "$cases" -gt 0 ] || { echo "test-api: schemathesis ran no cases" >&2; exit 1; }
# Stop the server so its access log is complete, then look for any 5xx it sent.
kill -TERM "$SERVER_PID"
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=
server_errors='^[^ ]+ [A-Z]+ [^ ]+ 5[0-9][0-9] '
if grep -qE "$server_errors" "$WORK/access.log"; then
  echo "test-api: the server answered a 5xx:" >&2
  grep -E "$server_errors" "$WORK/access.log" | head -n 5 >&2
  exit 1
fi
requests=$(wc -l < "$WORK/access.log")
echo "test-api: $cases schemathesis cases ($requests requests logged), no server error, every response matches the schema"
