"""Never-seen demo page URLs for bench/run.sh, made the issue's way: one real accordion token the
server made (the cached demo's), and COUNT variants of it in which host table row ITEM
(`state.items[ITEM]`) is renamed with a counter, each a token the server accepts.

Usage: fresh_urls.py [--snapshots] BASE_URL DEMO_PATH COUNT OUTPUT SLICES
Writes OUTPUT.0 … OUTPUT.<SLICES-1> (URL i goes to slice i % SLICES, one slice per wrk thread,
since each thread has its own Lua state) and OUTPUT.probe: one more variant that is in no slice,
for the caller to fetch (size, header fields) without spending a URL that wrk will ask for.
With --snapshots the URLs are the states' PNG snapshots, `/snapshots/TOKEN.png`, and the item is
renamed with other names (`… png N`), so that no state is one the page list also asks for.

A token is the state's canonical JSON (sorted keys, no escaped slashes: Foundation's JSONEncoder),
zlib-deflated at level 9, in base64url without padding; the server refuses any other encoding of
the same state. Rather than re-serialise the JSON (and risk a byte that differs, such as a number's
format), only the item's string literal is spliced in the server's own JSON, and the result is
parsed to prove that exactly that value changed. Aborts unless Python's zlib gives the server's
bytes: the demo's token must come back unchanged, and the server's layout API must make the same
token as this script for the probe's state. Every URL is distinct (checked).
"""
import base64
import http.client
import json
import re
import sys
import time
import zlib
from urllib.parse import urlparse

ITEM = 0  # the host row renamed: the one the demo's tap opened the menu from


def unpack(token):
    return zlib.decompress(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))


def pack(json_bytes):
    return base64.urlsafe_b64encode(zlib.compress(json_bytes, 9)).rstrip(b"=").decode("ascii")


def fail(message):
    sys.exit(f"fresh_urls.py: {message}")


def post(connection, path, body):
    connection.request("POST", path, json.dumps(body), {"Content-Type": "application/json"})
    response = connection.getresponse()
    answer = json.loads(response.read())
    if response.status != 200:
        fail(f"POST {path} answered {response.status}: {answer}")
    return answer


def main():
    arguments = sys.argv[1:]
    snapshots = "--snapshots" in arguments
    if snapshots:
        arguments.remove("--snapshots")
    base_url, demo_path, output = arguments[0], arguments[1], arguments[3]
    count, slices = int(arguments[2]), int(arguments[4])
    started = time.monotonic()
    match = re.fullmatch(r"/menus/accordion\?state=([A-Za-z0-9_-]+)", demo_path)
    if not match:
        fail(f"{demo_path!r} is not an accordion demo URL")
    token = match.group(1)
    text = unpack(token)
    if pack(text) != token:
        fail("re-deflating the demo's JSON at level 9 does not give the server's token: Python's zlib differs")
    page = json.loads(text)
    items = page["state"]["items"]
    old = json.dumps(items[ITEM], ensure_ascii=False).encode()

    # The one occurrence of the item's literal that is state.items[ITEM] (the same label may also
    # be in config.items or an option): the template is the JSON split around it.
    def renamed(name):
        changed = json.loads(text)
        changed["state"]["items"][ITEM] = name
        return changed

    infix = " png" if snapshots else ""  # the snapshot list's states differ from the page list's
    probe_name = f"{items[ITEM]}{infix} probe"
    template = None
    start = text.find(old)
    while start >= 0:
        prefix, suffix = text[:start], text[start + len(old):]
        candidate = prefix + json.dumps(probe_name).encode() + suffix
        if json.loads(candidate) == renamed(probe_name):
            template = (prefix, suffix)
            break
        start = text.find(old, start + 1)
    if template is None:
        fail(f"state.items[{ITEM}] ({old.decode()}) not found in the demo's JSON")
    prefix, suffix = template

    def token_of(name):
        # Names are plain ASCII (letters, digits, spaces): their literal is the same in any encoder.
        return pack(prefix + json.dumps(name).encode() + suffix)

    def url(name):
        token = token_of(name)
        return f"/snapshots/{token}.png" if snapshots else f"/menus/accordion?state={token}"

    # The server must make the very same token for the probe's state through its own encoder.
    base = urlparse(base_url)
    connection = http.client.HTTPConnection(base.hostname, base.port)
    body = {key: page[key] for key in ("device", "orientation", "config") if key in page}
    body["state"] = renamed(probe_name)["state"]
    made = post(connection, "/api/v1/menus/accordion/layout", body)["token"]
    probe_token = token_of(probe_name)
    probe = url(probe_name)
    exact = "trail" not in page and not page.get("events")
    if exact and probe_token != made:
        fail(f"the server encodes the probe's state as {made}, this script as {probe_token}")
    # A demo with a trail or events: the layout API leaves both out, so compare the states only.
    if json.loads(unpack(made))["state"] != json.loads(unpack(probe_token))["state"]:
        fail("the server's token for the probe's state holds another state")

    width = max(6, len(str(count - 1)))
    urls = [url(f"{items[ITEM]}{infix} {index:0{width}d}") for index in range(count)]
    if len(set(urls)) != count or probe in urls:
        fail("the URLs are not all distinct")
    for slice_index in range(slices):
        with open(f"{output}.{slice_index}", "w") as out:
            out.write("\n".join(urls[slice_index::slices]) + "\n")
    with open(f"{output}.probe", "w") as out:
        out.write(probe + "\n")
    lengths = sorted(len(u) for u in urls)
    print(
        f"{count} never-seen {'snapshot ' if snapshots else ''}URLs (state.items[{ITEM}] {old.decode()} renamed), {lengths[0]}–{lengths[-1]} "
        f"characters, in {slices} slices; the server made "
        f"{'the same token' if exact else 'a token of the same state'} for the probe; "
        f"{time.monotonic() - started:.1f} s"
    )


main()
