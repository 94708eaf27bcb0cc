#!/usr/bin/env bash
# Many slow clients at once: 1,500 connections trickling their headers from 150 loopback
# addresses against the release server with the shipped configuration, while a normal client
# measures its latency; prints the worst latency and the server's resident memory.
# Usage: bench/slow-clients.sh [COUNT] [SOURCES] [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product menu-playground >/dev/null
.build/release/menu-playground --config Config/playground.json --port 18190 >/dev/null 2>bench/out/slow-clients.err &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf http://127.0.0.1:18190/healthz >/dev/null && break; sleep 0.1; done
python3 bench/slow_clients.py 18190 "$pid" "${1:-1500}" "${2:-150}" "${3:-25}"
