"""How scripts/make-link-corpus.py visits a page as a person without script does: it reads the
page's forms (`Forms`), posts one as a browser would (`Server`), follows the 303, and the
`Location` is the link (`Walk`)."""

import html.parser
import http.client
import json
import sys
import urllib.parse


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
