#!/usr/bin/env python3
"""Makes one file of the golden link corpus (Tests/fixtures/links/): links a build makes, with
the frames that build draws for each, so that every later build is held to them
(`LinkCorpusTests`, run by `make test`).

Each release adds its own file, made against a server of that release:

    scripts/with-server.sh python3 scripts/make-link-corpus.py \\
        --out Tests/fixtures/links/$(date -u +%F)-$(git rev-parse --short HEAD).json

(`--url` defaults to $PLAYGROUND_URL, which scripts/with-server.sh sets; `--commit` and `--date`
default to the checkout's HEAD and today.) Files already in the corpus are never made again:
they are what older builds drew, and a link that was shared must keep drawing it.

When a release redraws a menu on purpose (a layout made truer to its tutorial), the older files'
links of that menu keep their frames and gain the frames drawn since, with the commit and why:

    scripts/with-server.sh python3 scripts/make-link-corpus.py \
        --redraw Tests/fixtures/links/2026-11-29-0a0035a.json --reason 'dropdown=6a3f257:separators'

A changed link of a menu given no reason stops the script, and nothing is written.

The links are made the way a person makes them: the script opens a demo page, submits its forms
(taps, Dismiss, the Device panel, Rotate, the Options panel) as a browser without script would,
follows each 303, and keeps the `Location` as the shared link; scenario links come from the
page's "Open these taps as a scenario" route, embed links from the page's token. Flows that need
what an older build lacks (scenarios, trails of Options edits, later presets) are skipped on it.

The frames are the build's own: for a page or embed link, the state the token holds
(`GET /api/v1/state/{token}`) laid out by `POST /api/v1/menus/{id}/layout`; for a scenario link,
the start laid out the same way and each step's frames from `POST /api/v1/scenarios` with the
token's own document (the answer's token must be the link's). Python is for test tooling only.
"""

import argparse
import base64
import datetime
import http.client
import html.parser
import json
import os
import re
import subprocess
import sys
import urllib.parse
import zlib


class Forms(html.parser.HTMLParser):
    """The forms of a page, as a browser would submit them: hidden and text fields, the selected
    option of each select, checked radios, and each submit button's name and value."""

    def __init__(self):
        super().__init__()
        self.forms = []
        self.form = None
        self.select = None
        self.button = None

    def handle_starttag(self, tag, attributes):
        a = dict(attributes)
        if tag == "form":
            self.form = {"action": a.get("action", ""), "class": a.get("class") or "", "fields": {}, "buttons": []}
            self.forms.append(self.form)
        if self.form is None:
            return
        name = a.get("name")
        if tag == "input" and name:
            kind = a.get("type", "text")
            if kind in ("radio", "checkbox"):
                if "checked" in a:
                    self.form["fields"][name] = a.get("value", "on")
            elif kind == "submit":
                self.form["buttons"].append({"name": name, "value": a.get("value"), "label": ""})
            else:
                self.form["fields"][name] = a.get("value") or ""
        elif tag == "select":
            self.select = name
        elif tag == "option" and self.select:
            if "selected" in a or self.select not in self.form["fields"]:
                self.form["fields"][self.select] = a.get("value")
        elif tag == "button":
            self.button = {"name": name, "value": a.get("value"), "label": a.get("aria-label") or ""}
            self.form["buttons"].append(self.button)

    def handle_data(self, data):
        if self.button is not None and not self.button["label"]:
            self.button["label"] = data

    def handle_endtag(self, tag):
        if tag == "form":
            self.form = None
        elif tag == "select":
            self.select = None
        elif tag == "button":
            self.button = None


class Server:
    def __init__(self, url):
        parts = urllib.parse.urlsplit(url)
        self.host, self.port = parts.hostname, parts.port or 80

    def request(self, method, target, body=None, content_type=None):
        target = target.split("#")[0]  # a fragment is the browser's, never sent
        connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
        headers = {"Content-Type": content_type} if content_type else {}
        connection.request(method, target, body=body, headers=headers)
        response = connection.getresponse()
        data = response.read()
        connection.close()
        return response.status, response.getheader("Location"), data

    def get(self, target, expect=200):
        status, location, data = self.request("GET", target)
        if status != expect:
            sys.exit(f"GET {target[:120]}: {status}, expected {expect}: {data[:300]!r}")
        return location, data

    def post_json(self, target, document, expect):
        status, _, data = self.request("POST", target, json.dumps(document).encode(), "application/json")
        if status != expect:
            sys.exit(f"POST {target}: {status}, expected {expect}: {data[:300]!r}")
        return json.loads(data)

    def submit(self, form, fields):
        body = urllib.parse.urlencode(fields).encode()
        status, location, data = self.request(
            "POST", form["action"], body, "application/x-www-form-urlencoded")
        if status != 303 or not location:
            sys.exit(f"POST {form['action']} {fields}: {status}, expected 303: {data[:300]!r}")
        return local(location)


def local(location):
    """A Location as the path and query a link names (some builds answer an absolute URL)."""
    parts = urllib.parse.urlsplit(location)
    return parts.path + ("?" + parts.query if parts.query else "") + ("#" + parts.fragment if parts.fragment else "")


class Walk:
    """One person's visit: the page they are on, and what they do to it."""

    def __init__(self, server, menu):
        self.server = server
        self.menu = menu
        self.url = f"/menus/{menu}"

    def forms(self):
        _, page = self.server.get(self.url)
        parser = Forms()
        parser.feed(page.decode())
        return parser.forms

    def do(self, route, match=None, fill=None, button=None, form_class=None):
        """Submits the first form posting to `/menus/{menu}/{route}` whose fields include `match`
        (and whose class includes `form_class`), with `fill` typed in and `button` pressed."""
        match = match or {}
        for form in self.forms():
            if not form["action"].endswith(f"/{self.menu}/{route}"):
                continue
            if form_class and form_class not in form["class"].split():
                continue
            if any(form["fields"].get(k) != str(v) for k, v in match.items()):
                continue
            fields = dict(form["fields"])
            for key, value in (fill or {}).items():
                fields[key] = str(value)
            if button:
                name, value = button
                if not any(b["name"] == name and b["value"] == str(value) for b in form["buttons"]):
                    continue
                fields[name] = str(value)
            self.url = self.server.submit(form, fields)
            return self
        listing = "\n".join(
            f"  {f['action']} .{f['class']} {dict((k, v) for k, v in f['fields'].items() if k != 'token')}"
            for f in self.forms())
        sys.exit(f"{self.url[:80]}…: no form for {route} {match} {button}; the page has:\n{listing}")

    def tap(self, kind, **fields):
        return self.do("tap", dict(type=kind, **fields))

    def type(self, text, then=None):
        """Types into the screen's text field and presses Return (its form has no button), then
        taps `then`. Newer builds post the text with the tap that ends the editing, as one step."""
        if then and any(f["fields"].get("type") == then and "text" in f["fields"] for f in self.forms()):
            return self.do("tap", {"type": then}, {"text": text})
        self.do("tap", {"type": "typeText"}, {"text": text})
        return self.tap(then) if then else self

    def dismiss(self):
        return self.do("dismiss")

    def device(self, preset, orientation="portrait", **custom):
        """The Device panel: a preset (or "custom" and its sizes) and an orientation. Builds whose
        panel has no orientation keep the page's, and Rotate turns it."""
        form = next(f for f in self.forms() if "device-form" in f["class"].split())
        fill = dict(device=preset, **custom)
        if "orientation" in form["fields"]:
            return self.do("device", fill=dict(fill, orientation=orientation), form_class="device-form")
        self.do("device", fill=fill, form_class="device-form")
        return self.rotate() if orientation != self.orientation() else self

    def orientation(self):
        _, data = self.server.get(f"/api/v1/state/{self.token()}")
        return json.loads(data)["orientation"]

    def rotate(self):
        return self.do("rotate")

    def undo(self):
        location, _ = self.server.get(f"/menus/{self.menu}/undo?state={self.token()}", expect=303)
        self.url = local(location)
        return self

    # The Options panel. Older builds have a form per edit (`option-edit`, `option-add`,
    # `option-move`, `title-form`, `colours-form`); newer ones one `config-form` whose fields are
    # all saved at once and whose buttons name the edit (`save`, `add`, `up`, `down`, `remove`).
    def one_form(self):
        return any("config-form" in f["class"].split() for f in self.forms())

    def rename(self, index, text):
        if self.one_form():
            return self.do("configure", fill={f"text.{index}": text}, button=("save", 1), form_class="config-form")
        return self.do("configure", {"index": index}, {"text": text}, ("edit", "rename"), "option-edit")

    def icon(self, index, icon):
        if self.one_form():
            return self.do("configure", fill={f"icon.{index}": icon}, button=("save", 1), form_class="config-form")
        return self.do("configure", {"index": index}, {"icon": icon}, ("edit", "icon"), "option-edit")

    def add(self, text):
        if self.one_form():
            return self.do("configure", fill={"new": text}, button=("add", 1), form_class="config-form")
        return self.do("configure", fill={"text": text}, form_class="option-add")

    def remove(self, index):
        if self.one_form():
            return self.do("configure", button=("remove", index), form_class="config-form")
        return self.do("configure", {"index": index}, button=("edit", "remove"), form_class="option-edit")

    def move_up(self, index):
        if self.one_form():
            return self.do("configure", button=("up", index), form_class="config-form")
        return self.do("configure", {"index": index}, button=("to", index - 1), form_class="option-move")

    def title(self, text):
        if self.one_form():
            return self.do("configure", fill={"title": text}, button=("save", 1), form_class="config-form")
        return self.do("configure", fill={"text": text}, form_class="title-form")

    def colours(self, **colours):
        if self.one_form():
            return self.do("configure", fill=colours, button=("save", 1), form_class="config-form")
        return self.do("configure", fill=colours, form_class="colours-form")

    def token(self):
        return urllib.parse.parse_qs(urllib.parse.urlsplit(self.url).query)["state"][0]


def inflate(token):
    return zlib.decompress(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))


def layout(server, menu, state):
    """The frames of a state's JSON, as its build lays it out."""
    body = {key: state[key] for key in ("config", "state", "device", "orientation")}
    return server.post_json(f"/api/v1/menus/{menu}/layout", body, 200)["frames"]


def page_frames(server, token):
    _, data = server.get(f"/api/v1/state/{token}")
    state = json.loads(data)
    return layout(server, state["menu"], state)


def scenario_steps(server, token):
    document = json.loads(inflate(token))
    document.pop("v")
    answer = server.post_json("/api/v1/scenarios", document, 201)
    if answer["token"] != token:
        sys.exit(f"POST /api/v1/scenarios made {answer['token']} from the document of {token}")
    return [layout(server, document["menu"], document)] + [step["frames"] for step in answer["steps"]]


class Corpus:
    def __init__(self, server):
        self.server = server
        self.links = []
        _, devices = server.get("/api/v1/devices")
        self.presets = [device["id"] for device in json.loads(devices)["devices"]]
        self.has_scenarios = server.request("GET", "/scenarios")[0] == 200

    def keep(self, walk, description, embed=False):
        """Keeps the page `walk` is on as a link (and its embed link)."""
        self.add(walk.url, description)
        if embed:
            self.add(f"/embed/{walk.token()}", description + " (embedded)")

    def keep_scenario(self, walk, description):
        location, _ = self.server.get(f"/menus/{walk.menu}/scenario?state={walk.token()}", expect=303)
        self.add(local(location), description)

    def add(self, url, description):
        self.server.get(url)
        if url.startswith("/scenarios/"):
            entry = {"url": url, "description": description, "steps": scenario_steps(self.server, url.split("/")[2])}
        else:
            token = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query).get("state", [url.split("/")[-1]])[0]
            entry = {"url": url, "description": description, "frames": page_frames(self.server, token)}
        self.links.append(entry)
        print(f"{len(self.links):3} {description}", file=sys.stderr)


LONG = "Rename this task to something far longer than its row, so that it truncates"
ARABIC = "إعادة تسمية"
HEBREW = "מחק את הפריט"
CJK = "共有する項目"
CHINESE = "删除这个项目"
MIXED = "Share 共有 مشاركة"


def accordion(corpus):
    s = corpus.server
    walk = Walk(s, "accordion").tap("open", item=1)
    corpus.keep(walk, "accordion: item 2's menu open, iPhone 4-inch portrait", embed=True)
    walk.tap("tapRow", index=7)
    corpus.keep(walk, "accordion: opened on item 2 and closed with its Close row")
    walk = Walk(s, "accordion").device("iphone-3.5in", "landscape").tap("open", item=0)
    corpus.keep(walk, "accordion: item 1's menu open, iPhone 3.5-inch landscape", embed=True)
    walk = Walk(s, "accordion").device("ipad-9.7in").tap("open", item=3)
    corpus.keep(walk, "accordion: item 4's menu open, iPad portrait")
    walk = Walk(s, "accordion").tap("open", item=2).tap("tapRow", index=1)
    corpus.keep(walk, "accordion: item 3 deleted from its menu")
    walk = Walk(s, "accordion")
    walk.rename(2, LONG)
    walk.add(CJK)
    walk.rename(0, ARABIC)
    corpus.keep(walk, "accordion: options renamed (long, Arabic) and a Japanese one added, closed")
    walk.tap("open", item=1)
    corpus.keep(walk, "accordion: those options in item 2's open menu", embed=True)
    walk = Walk(s, "accordion").device("iphone-6.1in", "landscape").tap("open", item=0).tap("tapRow", index=0)
    corpus.keep(walk, "accordion: Edit tapped on item 1, iPhone 6.1-inch landscape")
    walk.type("Buy oat milk and 牛乳", then="saveEdit")
    corpus.keep(walk, "accordion: item 1 renamed in place (typed, Latin and CJK) and saved", embed=True)


def action_sheet(corpus):
    s = corpus.server
    walk = Walk(s, "action-sheet").tap("open")
    corpus.keep(walk, "action sheet: shown, iPhone 4-inch portrait", embed=True)
    walk.tap("tapButton", index=2)
    corpus.keep(walk, "action sheet: Blue tapped, sheet gone")
    walk = Walk(s, "action-sheet").device("ipad-9.7in", "landscape").tap("open")
    corpus.keep(walk, "action sheet: shown, iPad landscape", embed=True)
    walk = Walk(s, "action-sheet").device("iphone-6.1in").tap("open").tap("tapOutside")
    corpus.keep(walk, "action sheet: shown and tapped outside, iPhone 6.1-inch portrait")
    walk = Walk(s, "action-sheet")
    walk.title(LONG)
    walk.rename(1, HEBREW)
    walk.icon(0, "star")
    walk.move_up(3)
    walk.tap("open")
    corpus.keep(walk, "action sheet: long title, Hebrew button, an icon, Orange moved up; shown", embed=True)
    walk = Walk(s, "action-sheet").device("iphone-3.5in").tap("open")
    corpus.keep(walk, "action sheet: shown, iPhone 3.5-inch portrait")


def dropdown(corpus):
    s = corpus.server
    walk = Walk(s, "dropdown").tap("tapField")
    corpus.keep(walk, "dropdown: list dropped down, iPhone 4-inch portrait", embed=True)
    walk.tap("tapRow", index=3)
    corpus.keep(walk, "dropdown: Banana chosen")
    walk = Walk(s, "dropdown").tap("tapField").tap("tapRow", index=5)
    corpus.keep(walk, "dropdown: Other chosen, editing the text field")
    walk.type("mango lassi")
    corpus.keep(walk, "dropdown: Other typed in (capitalised)")
    walk = Walk(s, "dropdown").device("iphone-6.1in", "landscape")
    walk.colours(boldColor="#aa2200", lightColor="#fafad2", dropDownColor="#123456")
    walk.title(MIXED)
    walk.tap("tapField")
    corpus.keep(walk, "dropdown: colours and a mixed-script title, dropped down, iPhone 6.1-inch landscape", embed=True)
    walk = Walk(s, "dropdown")
    walk.rename(1, CHINESE)
    walk.remove(4)
    walk.add(HEBREW)
    walk.move_up(1)
    walk.device("ipad-9.7in", "landscape").tap("tapField")
    corpus.keep(walk, "dropdown: options renamed (Chinese), removed, added (Hebrew), moved; iPad landscape")
    walk = Walk(s, "dropdown").device("iphone-3.5in", "landscape").tap("tapField")
    corpus.keep(walk, "dropdown: dropped down, iPhone 3.5-inch landscape")


def context_menu(corpus):
    s = corpus.server
    walk = Walk(s, "context-menu").tap("open")
    corpus.keep(walk, "context menu: shown, iPhone 4-inch portrait", embed=True)
    walk.tap("tapItem", index=2)
    corpus.keep(walk, "context menu: Rename tapped")
    walk = Walk(s, "context-menu").device("ipad-9.7in", "landscape").tap("open")
    corpus.keep(walk, "context menu: shown, iPad landscape")
    walk = Walk(s, "context-menu").device("custom", "portrait", width=400, height=700, statusBar=24).tap("open")
    corpus.keep(walk, "context menu: shown on a custom 400×700 screen", embed=True)
    walk = Walk(s, "context-menu")
    walk.rename(0, LONG)
    walk.icon(1, "star")
    walk.remove(3)
    walk.add(ARABIC)
    walk.tap("open")
    corpus.keep(walk, "context menu: long label, an icon changed, Delete removed, Arabic added; shown")
    walk = Walk(s, "context-menu").device("iphone-6.1in").tap("open").dismiss()
    corpus.keep(walk, "context menu: shown and dismissed, iPhone 6.1-inch portrait")


def tab_split(corpus):
    s = corpus.server
    walk = Walk(s, "tab-split").tap("selectTab", index=3)
    corpus.keep(walk, "tab split: tab Three selected, iPhone 4-inch portrait", embed=True)
    walk = Walk(s, "tab-split").tap("moveTab", **{"from": 0, "to": 1}).tap("moveTab", **{"from": 1, "to": 2})
    walk.tap("selectTab", index=5)
    corpus.keep(walk, "tab split: One moved down twice, Five selected")
    walk = Walk(s, "tab-split").rotate().tap("selectTab", index=9)
    corpus.keep(walk, "tab split: rotated to landscape, Nine selected", embed=True)
    walk = Walk(s, "tab-split").device("ipad-9.7in").tap("selectTab", index=10)
    corpus.keep(walk, "tab split: Ten selected, iPad portrait")
    walk = Walk(s, "tab-split").device("iphone-6.1in", "landscape").tap("selectTab", index=7)
    corpus.keep(walk, "tab split: Seven selected, iPhone 6.1-inch landscape")
    walk = Walk(s, "tab-split").device("iphone-3.5in").tap("selectTab", index=8)
    corpus.keep(walk, "tab split: Eight selected, iPhone 3.5-inch portrait (the strip scrolled)")


def edits_on_the_trail(walk):
    """Fails unless the page's trail holds an Options edit (an object among the taps' arrays)."""
    _, data = walk.server.get(f"/api/v1/state/{walk.token()}")
    entries = json.loads(data).get("trail", {}).get("taps", [])
    if not any(isinstance(entry, dict) for entry in entries):
        sys.exit(f"{walk.url[:80]}…: no Options edit on the trail {entries}")
    return walk


def trails(corpus):
    """Trails of taps and Options edits, Undo, and the scenarios they open: builds that have
    scenarios (and, with them, the trail)."""
    if not corpus.has_scenarios:
        return
    s = corpus.server
    walk = Walk(s, "accordion").tap("open", item=1).tap("tapRow", index=3).tap("open", item=2)
    corpus.keep(walk, "accordion: a trail of three taps, item 3's menu open", embed=True)
    corpus.keep_scenario(walk, "accordion: the scenario of those three taps")
    corpus.keep(walk.undo(), "accordion: Undo of the last tap")
    walk = Walk(s, "accordion").tap("open", item=0).rename(3, "Zweite Option").rename(4, ARABIC)
    corpus.keep(edits_on_the_trail(walk), "accordion: two Options edits with item 1's menu open (it stays open)")
    walk.tap("tapRow", index=4).tap("open", item=3)
    corpus.keep(walk, "accordion: taps after the edits: the Arabic row, then item 4 opened", embed=True)
    corpus.keep_scenario(walk, "accordion: the scenario of the taps since the last edit")
    corpus.keep(walk.undo().undo().undo(), "accordion: Undo three times, back through a tap and into the edits")
    walk = Walk(s, "dropdown").tap("tapField").add(CJK).rename(0, "Dark chocolate").title("Choose a flavour")
    walk.tap("tapRow", index=5)
    corpus.keep(edits_on_the_trail(walk), "dropdown: edits while dropped down (added, renamed, title), the new row chosen")
    walk.device("ipad-9.7in", "landscape").tap("tapField")
    corpus.keep(walk, "dropdown: then on an iPad in landscape, dropped down again")
    walk = Walk(s, "context-menu").tap("open").tap("tapItem", index=1).tap("open").icon(0, "star")
    corpus.keep(edits_on_the_trail(walk), "context menu: shown, Share, shown again, Copy's icon changed while shown")
    walk = Walk(s, "context-menu").device("iphone-6.1in", "landscape").tap("open").tap("tapItem", index=3)
    walk.tap("open")
    corpus.keep_scenario(walk, "context menu: the scenario of show, Delete, show on an iPhone 6.1-inch in landscape")
    walk = Walk(s, "action-sheet").tap("open").tap("tapButton", index=0).tap("open").tap("tapButton", index=3)
    corpus.keep_scenario(walk, "action sheet: the scenario of Red then Orange")
    walk = Walk(s, "tab-split").device("iphone-6.1in").tap("moveTab", **{"from": 2, "to": 3})
    walk.tap("selectTab", index=4).tap("selectTab", index=9)
    corpus.keep(walk, "tab split: move, select, select on an iPhone 6.1-inch", embed=True)
    corpus.keep_scenario(walk, "tab split: the scenario of move, select, select")
    corpus.keep(walk.rotate(), "tab split: those taps, then rotated to landscape")


FLOWS = [accordion, action_sheet, dropdown, context_menu, tab_split, trails]


def write(document, path):
    """Sorted keys, a link's fields a line each, and a box's frame on one line."""
    text = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True)
    text = re.sub(
        r'\{\s*"height": ([^,]+),\s*"width": ([^,]+),\s*"x": ([^,]+),\s*"y": ([^\s]+)\s*\}',
        r'{"height": \1, "width": \2, "x": \3, "y": \4}', text)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text + "\n")


def redraw(server, path, reasons):
    """Re-records, in an older file, the frames of the links whose menu a later release redrew on
    purpose: each keeps the frames its build drew and gains `redrawn` (the commit, the reason, and
    the frames drawn since), which the replay holds it to. A link whose menu has no reason given
    is an unexplained change: nothing is written."""
    with open(path, encoding="utf-8") as file:
        document = json.load(file)
    unexplained = []
    for link in document["links"]:
        key = "steps" if "steps" in link else "frames"
        expected = link.get("redrawn", link)[key]
        token = urllib.parse.parse_qs(urllib.parse.urlsplit(link["url"]).query).get(
            "state", [link["url"].split("/")[-1]])[0]
        now = scenario_steps(server, token) if key == "steps" else page_frames(server, token)
        if now == expected:
            continue
        _, state = server.get(f"/api/v1/state/{token}") if key == "frames" else (None, b"{}")
        menu = json.loads(state).get("menu") or json.loads(inflate(token))["menu"]
        if menu not in reasons:
            unexplained.append(f"{link['description']} ({menu})")
            continue
        commit, reason = reasons[menu]
        link["redrawn"] = {"commit": commit, "reason": reason, key: now}
        print(f"redrawn since {commit}: {link['description']}", file=sys.stderr)
    if unexplained:
        sys.exit("Frames changed with no reason given (--reason MENU=COMMIT:WHY):\n  " + "\n  ".join(unexplained))
    write(document, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default=os.environ.get("PLAYGROUND_URL"), help="the running server")
    parser.add_argument("--out", help="the corpus file to write")
    parser.add_argument("--redraw", metavar="FILE", help="an older corpus file whose menus were redrawn on purpose")
    parser.add_argument(
        "--reason", action="append", default=[], metavar="MENU=COMMIT:WHY",
        help="with --redraw: the commit that redrew MENU's layout, and why")
    parser.add_argument("--build", help="the build's name (default: the file's name)")
    parser.add_argument("--commit", help="the server's commit (default: HEAD's)")
    parser.add_argument("--date", help="the build's date (default: today, UTC)")
    arguments = parser.parse_args()
    if not arguments.url:
        sys.exit("No server: pass --url or run under scripts/with-server.sh")
    if arguments.redraw:
        reasons = {}
        for text in arguments.reason:
            menu, _, rest = text.partition("=")
            commit, _, why = rest.partition(":")
            reasons[menu] = (commit.strip(), why.strip())
        return redraw(Server(arguments.url), arguments.redraw, reasons)
    if not arguments.out:
        sys.exit("Pass --out FILE (or --redraw FILE)")
    commit = arguments.commit or subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    corpus = Corpus(Server(arguments.url))
    for flow in FLOWS:
        flow(corpus)
    document = {
        "build": arguments.build or os.path.splitext(os.path.basename(arguments.out))[0],
        "commit": commit,
        "date": arguments.date or datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
        "links": corpus.links,
    }
    write(document, arguments.out)
    print(f"{len(corpus.links)} links written to {arguments.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
