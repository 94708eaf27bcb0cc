"""Chromium through Playwright, on Debian's /usr/bin/chromium (override with CHROMIUM).

Playwright's sync API can run once per thread, so one Playwright and one Chromium process are
shared by everything in the session that needs Chromium: the engine-neutral pages here and the
Chromium-only fixtures of conftest.py (`acquire` / `release`, counted)."""

import json
import os

from playwright.sync_api import sync_playwright

from engines import TIMEOUT, VIEWPORT, call_expression

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

_shared = {"users": 0, "playwright": None, "browser": None}


def acquire():
    """The session's Playwright Chromium (a Playwright Browser), started on first use."""
    if _shared["browser"] is None:
        playwright = sync_playwright().start()
        try:
            _shared["browser"] = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        except Exception:
            playwright.stop()
            raise
        _shared["playwright"] = playwright
    _shared["users"] += 1
    return _shared["browser"]


def release():
    _shared["users"] -= 1
    if _shared["users"] == 0:
        _shared["browser"].close()
        _shared["playwright"].stop()
        _shared["browser"] = _shared["playwright"] = None


class Page:
    def __init__(self, javascript):
        browser = acquire()
        try:
            self.context = browser.new_context(viewport=VIEWPORT, java_script_enabled=javascript)
            self.context.set_default_timeout(TIMEOUT * 1000)
            self.page = self.context.new_page()
        except Exception:
            release()
            raise
        self._errors = []
        self.page.on("pageerror", lambda error: self._errors.append(str(error)))

    def goto(self, url):
        self.page.goto(url)

    def evaluate(self, function, *args):
        return json.loads(self.page.evaluate(call_expression(function, args)))

    def click(self, x, y):
        self.page.mouse.click(x, y)

    def move(self, x, y):
        self.page.mouse.move(x, y)

    def press(self, key):
        self.page.keyboard.press(key)

    def type(self, text):
        self.page.keyboard.type(text)

    def screenshot(self, path):
        self.page.screenshot(path=str(path))

    def script_errors(self):
        """The page's uncaught script errors since the last call."""
        errors, self._errors = self._errors, []
        return errors

    def close(self):
        try:
            self.context.close()
        finally:
            release()


def open_page(javascript):
    return Page(javascript)
