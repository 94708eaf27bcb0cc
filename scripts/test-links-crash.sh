#!/usr/bin/env bash
# make test-links: crash safety of short links (Tests/links/crash_test.py). Builds the server, starts
# it on a scratch SQLite file, fires 1,000 concurrent creations, SIGKILLs it part-way, restarts it and
# checks that every link answered 201 still redirects to its URL.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
"$SWIFT" build --product menu-playground
python3 Tests/links/crash_test.py .build/debug/menu-playground .
