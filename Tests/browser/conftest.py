"""Fixtures of the browser suite: the live server (PLAYGROUND_URL, set by scripts/with-server.sh),
and two kinds of pages.

- In every engine (engines/, demo.py): `engine` (one per engine in BROWSER_ENGINES, all three by
  default; each started once per session) and `engine_driver` (a demo.Demo per engine ×
  JavaScript on/off, on pages reused across tests).
- Chromium only, through Playwright's API: `browser`, `js_page`, `nojs_page`, `driver`
  (support.Driver) and the fresh contexts. They share the engines' Chromium process.

Playwright's own browser download cannot work here: the suite drives /usr/bin/chromium through
`executable_path` (override with CHROMIUM). Never run `playwright install`."""

import os

import pytest

import demo
import engines
import support
from engines import chromium

VIEWPORT = engines.VIEWPORT


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("PLAYGROUND_URL")
    if not url:
        pytest.fail("PLAYGROUND_URL is not set: run the suite through `make test-browser`")
    return url.rstrip("/")


@pytest.fixture(scope="session")
def api(base_url):
    return support.API(base_url)


@pytest.fixture(scope="session", params=engines.selected())
def engine(request):
    """One engine (engines.Browser) for the session; pytest orders the tests engine by engine."""
    browser = engines.launch(request.param)
    yield browser
    browser.close()


@pytest.fixture(params=[True, False], ids=["js", "nojs"])
def engine_driver(request, base_url, api, engine):
    """A demo.Demo of one engine, with JavaScript (fetch + swap) or without it (form posts)."""
    javascript = request.param
    page = engine.page(javascript)
    driver = demo.Demo(page, base_url, api, javascript, engine.name)
    if javascript:
        driver.script_errors()  # a previous test's are not this one's
    yield driver
    if javascript:
        errors = driver.script_errors()
        assert errors == [], f"script errors ({engine.name}): {errors}"


@pytest.fixture(scope="session")
def browser():
    """Playwright's Chromium, for the Chromium-only tests."""
    yield chromium.acquire()
    chromium.release()


def _context(browser, javascript, **options):
    context = browser.new_context(viewport=VIEWPORT, java_script_enabled=javascript, **options)
    context.set_default_timeout(10_000)
    if javascript:
        context.add_init_script(support.INIT_SCRIPT)
    return context


@pytest.fixture(scope="session")
def js_context(browser):
    context = _context(browser, True)
    yield context
    context.close()


@pytest.fixture(scope="session")
def nojs_context(browser):
    context = _context(browser, False)
    yield context
    context.close()


@pytest.fixture(scope="session")
def js_page(js_context):
    page = js_context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.script_errors = errors
    return page


@pytest.fixture(scope="session")
def nojs_page(nojs_context):
    return nojs_context.new_page()


@pytest.fixture(params=[True, False], ids=["js", "nojs"])
def driver(request, base_url, api, js_page, nojs_page):
    """A page driver for one flow, with JavaScript (fetch + swap) or without it (form posts)."""
    javascript = request.param
    page = js_page if javascript else nojs_page
    if javascript:
        page.script_errors.clear()
    driver = support.Driver(page, base_url, api, javascript)
    yield driver
    if javascript:
        assert page.script_errors == [], f"script errors: {page.script_errors}"


@pytest.fixture()
def fresh_context(browser):
    """A new context (no history, no cache) for the sharing tests."""
    context = _context(browser, True)
    yield context
    context.close()


@pytest.fixture()
def reduced_motion_page(browser):
    """A page of a new context that prefers reduced motion, with JavaScript."""
    context = _context(browser, True, reduced_motion="reduce")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.script_errors = errors
    yield page
    context.close()


def pytest_sessionfinish(session, exitstatus):
    support.write_deviation_report()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    line = support.deviation_summary()
    if line:
        terminalreporter.write_line(line)
