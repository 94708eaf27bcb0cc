#!/usr/bin/env bash
# The virtual environment for the Python test tooling (never for the product), at .venv.
# Installs the pinned packages of Tests/requirements.txt (which includes each suite's own
# Tests/*/requirements.txt) when any of them changes, and Java for vnu.jar.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh default-jre-headless curl python3
# Debian's python3 needs python3-venv for venv; other Pythons (pyenv) bring it along.
python3 -c "import ensurepip, venv" 2>/dev/null || scripts/install-deps.sh python3-venv
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
stamp=.venv/requirements.sha256
wanted=$(cat Tests/requirements.txt Tests/*/requirements.txt | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  echo "python-env: installing Tests/requirements.txt into .venv"
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -r Tests/requirements.txt
  echo "$wanted" >"$stamp"
fi
