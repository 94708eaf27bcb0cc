#!/usr/bin/env bash
# make test-browser: the pages in real browsers (Tests/browser, pytest + Playwright, WebDriver BiDi,
# Selenium, axe-core).
#   1. Debian's chromium, firefox-esr, webkit2gtk-driver and xvfb (scripts/install-deps.sh, the
#      Makefile's BROWSER_PACKAGES). Playwright's own browser download cannot work here, so the
#      suite drives /usr/bin/chromium through executable_path; Firefox is driven over BiDi with no
#      geckodriver; WebKitGTK through WebKitWebDriver on an Xvfb display the suite starts;
#   2. the virtualenv at .venv (scripts/python-env.sh; Tests/browser/requirements.txt, pinned);
#   3. builds the server, starts it on a free port (scripts/with-server.sh), runs the suite, stops it.
# BROWSER_ENGINES=chromium,firefox,webkit (the default) picks the engines of the frame and flow tests.
# Writes docs/screenshots/<menu>-<preset>-<orientation>.png and Tests/browser/out/max-deviation.txt
# (each engine's largest frame deviation).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}

scripts/install-deps.sh chromium firefox-esr webkit2gtk-driver xvfb
scripts/python-env.sh

echo "test-browser: building the server"
"$SWIFT" build --product menu-playground
mkdir -p Tests/browser/out docs/screenshots
rm -f Tests/browser/out/max-deviation.txt
start=$(date +%s)
status=0
scripts/with-server.sh .venv/bin/python -m pytest -q -p no:cacheprovider \
  --junitxml=Tests/browser/out/junit.xml Tests/browser || status=$?
elapsed=$(($(date +%s) - start))
# The plain closing line: counts from pytest's JUnit report.
read -r tests failures errors skipped < <(.venv/bin/python - <<'PY'
import xml.etree.ElementTree as ET
root = ET.parse("Tests/browser/out/junit.xml").getroot()
suite = root if root.tag == "testsuite" else root.find("testsuite")
print(*(int(suite.get(k, 0)) for k in ("tests", "failures", "errors", "skipped")))
PY
) || { tests=0; failures=0; errors=1; skipped=0; }
[ -f Tests/browser/out/max-deviation.txt ] && cat Tests/browser/out/max-deviation.txt
passed=$((tests - failures - errors - skipped))
echo "test-browser: took ${elapsed}s"
echo "test-browser: $passed passed, $((failures + errors)) failed, $skipped skipped"
if [ "$status" -eq 0 ] && [ "$tests" -eq 0 ]; then
  echo "test-browser: no test ran" >&2
  exit 1
fi
exit "$status"
