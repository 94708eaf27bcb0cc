"""Firefox ESR (Debian's firefox-esr) over WebDriver BiDi, with no geckodriver.

`firefox-esr --headless --remote-debugging-port 0 --profile DIR` prints the port it listens on;
a websocket to ws://127.0.0.1:PORT/session carries BiDi's JSON commands (websocket-client, which
Selenium brings along, pinned in requirements.txt). JavaScript off = `javascript.enabled` false in
the profile's user.js, a whole-process setting: each page is a process of its own."""

import base64
import json
import os
import re
import shutil
import subprocess
import tempfile
import time

import websocket

from engines import KEYS, TIMEOUT, VIEWPORT, call_expression

FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
# A quiet, offline, deterministic profile: no first-run pages, updates or telemetry.
PREFERENCES = {
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "app.update.enabled": False,
    "app.normandy.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "extensions.update.enabled": False,
    "layout.css.devPixelsPerPx": "1.0",
}


class ProtocolError(AssertionError):
    pass


class Page:
    def __init__(self, javascript):
        self.profile = tempfile.mkdtemp(prefix="firefox-bidi-")
        preferences = dict(PREFERENCES, **({} if javascript else {"javascript.enabled": False}))
        with open(os.path.join(self.profile, "user.js"), "w") as prefs:
            for name, value in preferences.items():
                prefs.write(f"user_pref({json.dumps(name)}, {json.dumps(value)});\n")
        self.log_path = os.path.join(self.profile, "firefox.log")
        self.process = None
        self.socket = None
        self._next_id = 0
        self._errors = []
        try:
            self._start()
        except Exception:
            self.close()
            raise

    def _start(self):
        with open(self.log_path, "w") as log:
            self.process = subprocess.Popen(
                [FIREFOX, "--headless", "--no-remote", "--remote-debugging-port", "0", "--profile", self.profile],
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        address = None
        deadline = time.monotonic() + 30
        while address is None:
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise ProtocolError(f"firefox-esr did not start its BiDi server: {self._log_tail()}")
            time.sleep(0.05)  # polling the log for a line Firefox prints once
            with open(self.log_path) as log:
                found = re.search(r"WebDriver BiDi listening on (ws://\S+)", log.read())
            address = found and found.group(1)
        # Firefox refuses a handshake that carries an Origin header.
        self.socket = websocket.create_connection(address + "/session", suppress_origin=True, timeout=TIMEOUT)
        self.command("session.new", {"capabilities": {"alwaysMatch": {"unhandledPromptBehavior": "ignore"}}})
        self.context = self.command("browsingContext.getTree", {"maxDepth": 0})["contexts"][0]["context"]
        self.command("browsingContext.setViewport", {"context": self.context, "viewport": VIEWPORT})
        self.command("session.subscribe", {"events": ["log.entryAdded"]})

    def _log_tail(self):
        try:
            with open(self.log_path) as log:
                return log.read()[-2000:]
        except OSError:
            return "(no log)"

    def command(self, method, params):
        """Sends one BiDi command and returns its result; events read meanwhile are kept."""
        self._next_id += 1
        ident = self._next_id
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == ident:
                if message.get("type") == "error":
                    raise ProtocolError(f"{method}: {message.get('error')}: {message.get('message')}")
                return message["result"]
            if message.get("method") == "log.entryAdded":
                entry = message["params"]
                if entry.get("type") == "javascript" and entry.get("level") == "error":
                    self._errors.append(entry.get("text", ""))

    def goto(self, url):
        self.command("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def evaluate(self, function, *args):
        result = self.command(
            "script.evaluate",
            {
                "expression": call_expression(function, args),
                "target": {"context": self.context},
                "awaitPromise": False,
                "resultOwnership": "none",
            },
        )
        if result["type"] == "exception":
            raise ProtocolError(f"script error: {result['exceptionDetails'].get('text')}")
        return json.loads(result["result"]["value"])

    def _perform(self, source):
        self.command("input.performActions", {"context": self.context, "actions": [source]})

    def click(self, x, y):
        pointer = {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}}
        pointer["actions"] = [
            {"type": "pointerMove", "x": round(x), "y": round(y)},
            {"type": "pointerDown", "button": 0},
            {"type": "pointerUp", "button": 0},
        ]
        self._perform(pointer)

    def move(self, x, y):
        pointer = {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}}
        pointer["actions"] = [{"type": "pointerMove", "x": round(x), "y": round(y)}]
        self._perform(pointer)

    def _keys(self, values):
        actions = []
        for value in values:
            actions += [{"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]
        self._perform({"type": "key", "id": "keyboard", "actions": actions})

    def press(self, key):
        self._keys([KEYS.get(key, key)])

    def type(self, text):
        self._keys(list(text))

    def screenshot(self, path):
        shot = self.command("browsingContext.captureScreenshot", {"context": self.context, "origin": "viewport"})
        with open(path, "wb") as file:
            file.write(base64.b64decode(shot["data"]))

    def script_errors(self):
        """The page's uncaught script errors since the last call (a round trip first, so that
        Firefox's events sent before it have been read)."""
        self.evaluate("() => 0")
        errors, self._errors = self._errors, []
        return errors

    def close(self):
        if self.socket is not None:
            try:
                self.command("browser.close", {})
            except (ProtocolError, websocket.WebSocketException, OSError):
                pass
            self.socket.close()
            self.socket = None
        if self.process is not None:
            try:
                self.process.wait(timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None
        shutil.rmtree(self.profile, ignore_errors=True)


def open_page(javascript):
    return Page(javascript)
