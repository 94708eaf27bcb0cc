"""CPU time the server spends on the most expensive requests one client can send: the largest
configurations the body limit lets through, with the most actions, and the links of the largest
open states. Usage: python3 bench/worst_requests.py BASE_URL SERVER_PID [ROUNDS]

Each request is sent ROUNDS times (default 3); the figure is the server process's user + system
time from /proc/PID/stat around it, the median round. CPU time, not wall time: the machine is
shared. Prints one Markdown table row per request."""
import http.client
import json
import os
import re
import statistics
import sys
from urllib.parse import urlparse

base = urlparse(sys.argv[1])
pid = int(sys.argv[2])
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
ticks = os.sysconf("SC_CLK_TCK")
connection = http.client.HTTPConnection(base.hostname, base.port, timeout=600)


def cpu_seconds():
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / ticks


def send(method, path, body=None):
    headers = {"Content-Type": "application/json"} if body is not None else {}
    connection.request(method, path, body, headers)
    response = connection.getresponse()
    return response.status, response.read()


def measure(method, path, body=None):
    times = []
    for _ in range(rounds):
        before = cpu_seconds()
        status, answer = send(method, path, body)
        times.append(cpu_seconds() - before)
    return status, answer, statistics.median(times)


def outcome(status, answer):
    """The status, and the error's code when the answer is an error (JSON or the error page)."""
    if status < 400:
        return str(status)
    page = re.search(rb"Error code: <code>([a-z_]+)</code>", answer)
    if page:
        return f"{status} `{page.group(1).decode()}`"
    try:
        return f"{status} `{json.loads(answer)['error']['code']}`"
    except (ValueError, KeyError, TypeError):
        return str(status)


def labels(count, length):
    """Distinct labels of wide letters: every one needs truncating, and they deflate well, so the
    state still fits in a token."""
    return [f"W{i:03d}".ljust(length, "W") for i in range(count)]


def configuration(menu, count, length):
    if menu == "action-sheet":
        return {"title": "T", "buttons": labels(count, length)}
    if menu == "context-menu":
        return {"options": [{"action": f"a{i}", "text": text} for i, text in enumerate(labels(count, length))]}
    return {"options": labels(count, length)}


toggles = {
    "accordion": [{"type": "open"}, {"type": "dismiss"}],
    "action-sheet": [{"type": "open"}, {"type": "tapOutside"}],
    "dropdown": [{"type": "tapField"}, {"type": "tapField"}],
    "context-menu": [{"type": "open"}, {"type": "tapOutside"}],
}
open_states = {
    "accordion": {"isOpen": True, "items": ["Buy milk"]},
    "action-sheet": {"isShowing": True},
    "dropdown": {"isDroppedDown": True, "isEditing": False, "text": "x"},
    "context-menu": {"isShown": True},
}
# Options × label length: the largest that fit in a token (3,072 characters) and in the
# 64 KiB body; the second row of each menu is just too large for a token.
sizes = {"accordion": [680, 700], "action-sheet": [700, 750], "dropdown": [680, 700], "context-menu": [300, 400]}

print("| request | status | CPU ms |")
print("|---|---:|---:|")
for menu, counts in sizes.items():
    for count in counts:
        body = {"device": "ipad-9.7in", "config": configuration(menu, count, 80), "actions": toggles[menu] * 50}
        status, answer, seconds = measure("POST", f"/api/v1/menus/{menu}/actions", json.dumps(body))
        print(f"| {menu} actions: 100 on {count} × 80-character options | {outcome(status, answer)} | {seconds * 1000:.0f} |")
    body = {"device": "ipad-9.7in", "config": configuration(menu, counts[0], 80), "state": open_states[menu]}
    status, answer, seconds = measure("POST", f"/api/v1/menus/{menu}/layout", json.dumps(body))
    print(f"| {menu} layout: open, {counts[0]} × 80-character options | {outcome(status, answer)} | {seconds * 1000:.0f} |")
    if status != 200:
        # Refused open: the links below carry the same options, closed.
        del body["state"]
        status, answer = send("POST", f"/api/v1/menus/{menu}/layout", json.dumps(body))
        print(f"| {menu} layout: closed, {counts[0]} × 80-character options | {outcome(status, answer)} | - |")
        if status != 200:
            continue
    token = json.loads(answer)["token"]
    for path in (f"/menus/{menu}?state={token}", f"/embed/{token}", f"/api/v1/state/{token}"):
        status, answer, seconds = measure("GET", path)
        print(f"| GET {path.split(token)[0]}… (that state) | {outcome(status, answer)} | {seconds * 1000:.0f} |")
