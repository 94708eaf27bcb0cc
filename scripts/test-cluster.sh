#!/usr/bin/env bash
# make test-cluster: three replicas of the debug build behind HAProxy (scripts/cluster.sh), on free
# ports, loaded with GETs while one replica is killed and another stopped (Tests/cluster/).
# Python's standard library only; set BINARY to test another build of the server.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh haproxy curl python3 postgresql jq
if [ -z "${BINARY:-}" ]; then
  "${SWIFT:-swift}" build --product menu-playground
  export BINARY=.build/debug/menu-playground
fi
python3 Tests/cluster/cluster_test.py
