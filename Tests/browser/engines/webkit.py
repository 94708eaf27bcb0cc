"""WebKitGTK (Safari's engine): Debian's MiniBrowser through /usr/bin/WebKitWebDriver
(webkit2gtk-driver) and Selenium's `webdriver.WebKitGTK`, on an X display.

Without DISPLAY an Xvfb server is started here, shared by the session's WebKit pages and stopped
with the last of them. JavaScript off = MiniBrowser's `--enable-javascript=false` (the
WebKitSettings property, as Safari's "Disable JavaScript"): the page's own scripts never run while
the driver's `execute_script` still does, and demo.Demo checks that the page's script did not
start. Element-level WebDriver commands answer "not interactable" in WebKitGTK, so input is W3C
actions at viewport coordinates."""

import glob
import json
import os
import subprocess
import warnings

from selenium import webdriver
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

from engines import KEYS, TIMEOUT, VIEWPORT, call_expression, wait_for

DRIVER = os.environ.get("WEBKIT_WEBDRIVER", "/usr/bin/WebKitWebDriver")
# MiniBrowser's path has the multiarch triplet and the API version in it.
BROWSERS = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))

_display = {"users": 0, "process": None, "name": None}


def _acquire_display():
    if os.environ.get("DISPLAY"):
        return os.environ["DISPLAY"]
    if _display["process"] is None:
        read, write = os.pipe()
        process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        # Xvfb writes its display number once it accepts connections.
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            process.kill()
            process.wait()
            raise AssertionError("Xvfb did not start (is the xvfb package installed?)")
        _display["process"], _display["name"] = process, f":{number}"
    _display["users"] += 1
    return _display["name"]


def _release_display():
    if _display["process"] is None:
        return
    _display["users"] -= 1
    if _display["users"] == 0:
        _display["process"].terminate()
        _display["process"].wait()
        _display["process"] = _display["name"] = None


class Page:
    def __init__(self, javascript):
        if not BROWSERS:
            raise AssertionError("no MiniBrowser: install webkit2gtk-driver")
        display = _acquire_display()
        options = Options()
        options.binary_location = BROWSERS[-1]
        options.add_argument("--automation")
        if not javascript:
            options.add_argument("--enable-javascript=false")
        # Under Xvfb, with no GPU, screenshots from the DMA-BUF renderer often lack the text;
        # without it every screenshot of a loaded page is complete.
        environment = dict(os.environ, DISPLAY=display, WEBKIT_DISABLE_DMABUF_RENDERER="1")
        service = Service(executable_path=DRIVER, env=environment)
        try:
            with warnings.catch_warnings():
                # Selenium's own WebKitGTK class uses an argument its RemoteConnection deprecates.
                warnings.simplefilter("ignore", DeprecationWarning)
                self.driver = webdriver.WebKitGTK(options=options, service=service)
        except Exception:
            _release_display()
            raise
        try:
            self.driver.set_page_load_timeout(TIMEOUT)
            self.driver.set_script_timeout(TIMEOUT)
            self._set_viewport()
        except Exception:
            self.close()
            raise

    def _set_viewport(self):
        """The window, sized so that its web view (below MiniBrowser's toolbar) is VIEWPORT. The
        web process learns a new size asynchronously, width and height together: a width that
        has changed tells that the height read with it is the new one too."""
        width, height = VIEWPORT["width"], VIEWPORT["height"]
        probe = width - 1  # a width the window does not have yet
        self.driver.set_window_rect(width=probe, height=height)
        toolbar = height - wait_for(self, "w => innerWidth === w && innerHeight", probe)
        self.driver.set_window_rect(width=width, height=height + toolbar)
        wait_for(self, "(w, h) => innerWidth === w && innerHeight === h", width, height)

    def goto(self, url):
        # WebKitWebDriver can answer at DOMContentLoaded, before the page's module scripts ran:
        # wait for the load of the new document (the old one is marked to tell them apart).
        self.driver.execute_script("window.__engineLeaving = true")
        self.driver.get(url)
        wait_for(
            self,
            "() => !window.__engineLeaving && document.readyState === 'complete' && location.href !== 'about:blank'",
        )

    def evaluate(self, function, *args):
        return json.loads(self.driver.execute_script("return " + call_expression(function, args)))

    def click(self, x, y):
        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(round(x), round(y)).click()
        actions.perform()

    def move(self, x, y):
        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(round(x), round(y))
        actions.perform()

    def _keys(self, values):
        actions = ActionBuilder(self.driver)
        for value in values:
            actions.key_action.key_down(value).key_up(value)
        actions.perform()

    def press(self, key):
        self._keys([KEYS.get(key, key)])

    def type(self, text):
        self._keys(list(text))

    def screenshot(self, path):
        with open(path, "wb") as file:
            file.write(self.driver.get_screenshot_as_png())

    def script_errors(self):
        """WebKitWebDriver has no log of the page's errors: demo.Demo's own listener counts them."""
        return []

    def close(self):
        try:
            self.driver.quit()
        finally:
            _release_display()


def open_page(javascript):
    return Page(javascript)
