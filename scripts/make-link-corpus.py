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
page's "Open these taps as a scenario" route, embed links from the page's token. The flows are in
scripts/link_corpus_flows.py; those that need what an older build lacks (scenarios, trails of
Options edits) are skipped on it.

The frames are the build's own: for a page or embed link, the state the token holds
(`GET /api/v1/state/{token}`) laid out by `POST /api/v1/menus/{id}/layout`; for a scenario link,
the start laid out the same way and each step's frames from `POST /api/v1/scenarios` with the
token's own document (the answer's token must be the link's). Python is for test tooling only.
"""

import argparse
import base64
import datetime
import json
import os
import re
import subprocess
import sys
import urllib.parse
import zlib

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import link_corpus_flows  # noqa: E402 (beside this script)
from link_corpus_walk import Server, Walk, local  # noqa: E402


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
    """The links kept so far, and what the server's build offers."""

    def __init__(self, server):
        self.server = server
        self.links = []
        _, devices = server.get("/api/v1/devices")
        self.presets = [device["id"] for device in json.loads(devices)["devices"]]
        self.has_scenarios = server.request("GET", "/scenarios")[0] == 200

    def walk(self, menu):
        """A visit to `menu`'s demo page."""
        return Walk(self.server, menu)

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
    for flow in link_corpus_flows.FLOWS:
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
