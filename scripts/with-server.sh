#!/usr/bin/env bash
# Starts the debug build of the server on a free port, runs the given command with
# PLAYGROUND_URL set to its address, then stops the server (SIGTERM, and waits for it to exit, so
# its access log is complete). Used by the Python-driven suites.
#   SERVER_BINARY      the server to run (default .build/debug/menu-playground, built if missing)
#   SERVER_ACCESS_LOG  where its access log goes (default: nowhere)
#   SERVER_CONFIG      its configuration file (default Config/playground.json)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${SERVER_BINARY:-.build/debug/menu-playground}
[ -x "$binary" ] || "${SWIFT:-swift}" build --product menu-playground >/dev/null
log=$(mktemp)
"$binary" --port 0 --config "${SERVER_CONFIG:-Config/playground.json}" >"${SERVER_ACCESS_LOG:-/dev/null}" 2>"$log" &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 100); do
  port=$(sed -n 's|.*serving on http://127.0.0.1:\([0-9]*\).*|\1|p' "$log")
  [ -n "$port" ] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
if [ -z "${port:-}" ]; then
  echo "the server did not start:" >&2
  cat "$log" >&2
  exit 1
fi
PLAYGROUND_URL="http://127.0.0.1:$port" "$@"
