#!/usr/bin/env python3
"""Crawl a running server and write what it answered, one line per request, to compare builds.

A refactoring must not change a byte (issue 30): crawl the old build, crawl the new one, and diff
the two manifests. From `/`, `/grid` and `/scenarios` it follows every same-origin link and image
in the HTML it gets, submits every form of the pages it reaches with the values the page gave
(taps, dismissals, rotation, the device and configure forms) and follows each answer's
`Location`, to a depth of `--depth` form posts; then it sends the JSON API every example of the
OpenAPI document and asks each state token the crawl met for its API reading.

Each manifest line is `METHOD target [body digest] -> status, the headers except Date, and the
body's SHA-256`, sorted, so two crawls of equal builds are equal files. Usage:

    scripts/crawl.py http://127.0.0.1:8080 OUT.txt [--depth 2] [--limit 4000]

Python is test tooling here (the product is Swift); this uses the standard library only.
"""

import argparse
import hashlib
import html.parser
import http.client
import json
import re
import sys
import urllib.parse
from collections import deque

# Headers that differ between two runs of one build.
VOLATILE_HEADERS = {"date"}
# Every request names this host, not the server's address: pages write their own origin into
# preview tags (`og:image`), and each run listens on another free port.
CRAWL_HOST = "playground.test"
# A page's entity tag (`"u…"`, PageEntityTags) names the executable it came from, by design, so that a
# new build never answers 304 for an old one's page: every build has its own. The body's digest
# still compares the page itself.
BUILD_TAG = re.compile(r'^"u[0-9a-f]+"$')


class PageLinks(html.parser.HTMLParser):
    """The links, images and forms of one page, with each form's submitted fields."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = []
        self.forms = []
        self._form = None
        self._select = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        for name in ("href", "src"):
            if attributes.get(name):
                self.links.append(attributes[name])
        # Preview images (`og:image`) are absolute URLs of this server.
        if tag == "meta" and (attributes.get("content") or "").startswith("http"):
            self.links.append(attributes["content"])
        if tag == "form":
            self._form = {
                "method": (attributes.get("method") or "get").upper(),
                "action": attributes.get("action") or "",
                "fields": [],
            }
            self.forms.append(self._form)
        elif self._form is not None and tag in ("input", "button") and attributes.get("name"):
            kind = (attributes.get("type") or "text").lower()
            if kind in ("checkbox", "radio") and "checked" not in attributes:
                return
            if kind in ("submit", "button") or tag == "button":
                return  # which button was pressed is not what a crawl varies
            self._form["fields"].append((attributes["name"], attributes.get("value") or ""))
        elif self._form is not None and tag == "select" and attributes.get("name"):
            self._select = [attributes["name"], None, None]
        elif self._select is not None and tag == "option":
            value = attributes.get("value") or ""
            if self._select[1] is None:
                self._select[1] = value
            if "selected" in attributes:
                self._select[2] = value

    def handle_endtag(self, tag):
        if tag == "form":
            self._form = None
        elif tag == "select" and self._select is not None:
            name, first, chosen = self._select
            if self._form is not None:
                self._form["fields"].append((name, chosen if chosen is not None else (first or "")))
            self._select = None


class Crawl:
    def __init__(self, base, depth, limit):
        parsed = urllib.parse.urlsplit(base)
        self.host, self.port = parsed.hostname, parsed.port or 80
        self.depth, self.limit = depth, limit
        self.lines = {}
        self.tokens = set()
        self.queue = deque()
        self.seen = set()

    def request(self, method, target, body=None, content_type=None):
        key = (method, target, hashlib.sha256(body).hexdigest()[:16] if body else "")
        if key in self.lines or len(self.lines) >= self.limit:
            return None
        connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
        headers = {"Accept-Encoding": "identity", "Host": CRAWL_HOST}
        if content_type:
            headers["Content-Type"] = content_type
        connection.request(method, target, body=body, headers=headers)
        answer = connection.getresponse()
        payload = answer.read()
        connection.close()
        kept = sorted(
            (k.lower(), '"u(build)"' if k.lower() == "etag" and BUILD_TAG.match(v) else v)
            for k, v in answer.getheaders()
            if k.lower() not in VOLATILE_HEADERS
        )
        digest = hashlib.sha256(payload).hexdigest()
        self.lines[key] = f"{' '.join(part for part in key if part)} -> {answer.status} {kept} {digest}"
        return answer.status, dict((k.lower(), v) for k, v in answer.getheaders()), payload

    def visit(self, target, depth, body=None):
        key = (target, body)
        if key in self.seen:
            return
        self.seen.add(key)
        self.queue.append((target, depth, body))

    def local(self, reference, page):
        joined = urllib.parse.urljoin(f"http://{self.host}:{self.port}{page}", reference)
        parts = urllib.parse.urlsplit(joined)
        if parts.scheme != "http" or parts.hostname != self.host or parts.port != self.port:
            return None
        return parts.path + (f"?{parts.query}" if parts.query else "")

    def note_tokens(self, target):
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(target).query)
        self.tokens.update(query.get("state", []))

    def run(self):
        for seed in ("/", "/grid", "/scenarios", "/api/v1/menus", "/api/v1/devices", "/api/v1/fonts"):
            self.visit(seed, 0)
        # Breadth first, posts in the same queue as pages, so that a limit cuts the deepest states.
        while self.queue:
            target, depth, body = self.queue.popleft()
            if body is not None:
                posted = self.request("POST", target, body, "application/x-www-form-urlencoded")
                if posted and posted[1].get("location"):
                    location = self.local(posted[1]["location"], target)
                    if location:
                        self.visit(location, depth)
                continue
            self.note_tokens(target)
            answer = self.request("GET", target)
            if answer is None:
                continue
            status, headers, payload = answer
            if not headers.get("content-type", "").startswith("text/html"):
                continue
            page = PageLinks()
            page.feed(payload.decode("utf-8", "replace"))
            for reference in page.links:
                local = self.local(reference, target)
                if local:
                    self.visit(local, depth)
            if depth >= self.depth:
                continue
            for form in page.forms:
                action = self.local(form["action"] or target, target)
                if not action:
                    continue
                encoded = urllib.parse.urlencode(form["fields"])
                if form["method"] == "GET":
                    self.visit(action + ("&" if "?" in action else "?") + encoded, depth + 1)
                    continue
                self.visit(action, depth + 1, encoded.encode())
        self.api()

    def api(self):
        answer = self.request("GET", "/api/v1/openapi.json")
        if answer is None:
            return
        document = json.loads(answer[2])
        for path, operations in sorted(document["paths"].items()):
            operation = operations.get("post")
            if not operation or "{" in path:
                continue
            example = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("example")
            if example is None:
                continue
            posted = self.request("POST", path, json.dumps(example).encode(), "application/json")
            if posted and posted[2].startswith(b"{"):
                body = json.loads(posted[2])
                for value in (body.get("token"), body.get("state", {}).get("token") if isinstance(body.get("state"), dict) else None):
                    if isinstance(value, str):
                        self.tokens.add(value)
                for url in (body.get("url"), body.get("snapshot")):
                    if isinstance(url, str):
                        local = self.local(url.split("#")[0], path)
                        if local:
                            self.request("GET", local)
        for token in sorted(self.tokens):
            self.request("GET", f"/api/v1/state/{token}")
        # The error answers: an unknown menu, a bad token, a bad form, a malformed body.
        self.request("GET", "/menus/burger")
        self.request("GET", "/menus/accordion?state=not-a-token")
        self.request("POST", "/menus/accordion/tap", b"token=x", "application/x-www-form-urlencoded")
        self.request("POST", "/api/v1/menus/dropdown/actions", b'{"device":', "application/json")


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("base")
    arguments.add_argument("output")
    arguments.add_argument("--depth", type=int, default=2)
    arguments.add_argument("--limit", type=int, default=40000)
    options = arguments.parse_args()
    crawl = Crawl(options.base.rstrip("/"), options.depth, options.limit)
    crawl.run()
    with open(options.output, "w") as output:
        for line in sorted(crawl.lines.values()):
            output.write(line + "\n")
    print(f"{len(crawl.lines)} requests, {len(crawl.tokens)} tokens -> {options.output}", file=sys.stderr)
    if len(crawl.lines) >= options.limit:
        print(f"stopped at --limit {options.limit}", file=sys.stderr)


if __name__ == "__main__":
    main()
