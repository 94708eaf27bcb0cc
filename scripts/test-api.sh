#!/usr/bin/env bash
# make test-api: the JSON API against a live server.
#   1. the virtualenv at .venv (scripts/python-env.sh, pinned in Tests/requirements.txt);
#   2. builds the server and starts it on a free port (scripts/with-server.sh);
#   3. runs the response-validation tests (pytest, Tests/api/) and schemathesis against
#      /api/v1/openapi.json (settings in Tests/api/schemathesis.toml);
#      The exported scenario tests (test_scenarios.py) run with curl and jq (installed here) and
#      without jq (a PATH that lacks it);
#   4. stops the server and reads its access log: any 5xx, like any failure, fails the script.
#      Prints schemathesis's case count.
# Set API_BUILD_PATH to build somewhere other than .build (e.g. a scratch path of your own).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
BUILD_PATH=${API_BUILD_PATH:-.build}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

scripts/python-env.sh
scripts/install-deps.sh curl jq

echo "test-api: building the server"
"$SWIFT" build --scratch-path "$BUILD_PATH" --product menu-playground

# Runs under scripts/with-server.sh, which sets PLAYGROUND_URL. `bash -c` starts without this
# script's options, so the function sets them: a failing pytest must fail the run.
run_suites() {
  set -euo pipefail
  local root=$PWD
  echo "test-api: server on $PLAYGROUND_URL"
  API_BASE_URL="$PLAYGROUND_URL" .venv/bin/python -m pytest -q -p no:cacheprovider Tests/api
  # From the scratch folder, so schemathesis's and Hypothesis's caches stay out of the work tree.
  local status=0
  (cd "$WORK" && "$root/.venv/bin/schemathesis" --no-color --config-file "$root/Tests/api/schemathesis.toml" \
    run "$PLAYGROUND_URL/api/v1/openapi.json") > "$WORK/schemathesis.log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    cat "$WORK/schemathesis.log"
    echo "test-api: schemathesis failed (exit $status)" >&2
    exit "$status"
  fi
}
export -f run_suites
export WORK
# The shipped configuration with the short links in a scratch file, not the work tree's store, and
# a creation limit schemathesis's hundreds of posts stay under (the limit's 429 has Swift tests).
jq --arg root "$PWD" --arg links "$WORK/links.sqlite" \
  '.publicDirectory = $root + "/Public" | .demosDirectory = $root + "/Config/demos"
   | .links.sqlitePath = $links | .links.createsPerMinute = 1000000 | .links.createBurst = 1000000' \
  Config/playground.json > "$WORK/playground.json"
SERVER_CONFIG="$WORK/playground.json" SERVER_BINARY="$BUILD_PATH/debug/menu-playground" SERVER_ACCESS_LOG="$WORK/access.log" \
  scripts/with-server.sh bash -c run_suites

summary=$(grep -E '^ *[0-9]+ generated' "$WORK/schemathesis.log" | tail -n 1 | sed 's/^ *//')
echo "test-api: schemathesis: $summary"
cases=$(echo "$summary" | grep -oE '^[0-9]+')
[ -n "$cases" ] && [ "$cases" -gt 0 ] || { echo "test-api: schemathesis ran no cases" >&2; exit 1; }
# The server has stopped, so its access log is complete: look for any 5xx it sent.
server_errors='^[^ ]+ [A-Z]+ [^ ]+ 5[0-9][0-9] '
if grep -qE "$server_errors" "$WORK/access.log"; then
  echo "test-api: the server answered a 5xx:" >&2
  grep -E "$server_errors" "$WORK/access.log" | head -n 5 >&2
  exit 1
fi
requests=$(wc -l < "$WORK/access.log")
echo "test-api: $cases schemathesis cases ($requests requests logged), no server error, every response matches the schema"
