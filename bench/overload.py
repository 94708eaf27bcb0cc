"""A burst of distinct costly snapshots against a running server, while a client polls /healthz.
Usage: python3 bench/overload.py BASE_URL SERVER_PID [BURST [KIND [FIRST]]]

Makes BURST (default 100) distinct states (numbered from FIRST, default 0, so that bursts can
differ) whose snapshots are costly, then sends every snapshot at once, each on its own connection,
while /healthz is asked every 20 ms on another. KIND `emoji` (the default) is what issue 29 found:
a 2000 x 2000 custom screen filled with colour emoji at 48 pt; `ipad` is the costliest snapshot a
server draws, an iPad in landscape at 2x with the context menu's full-screen blur. Prints one Markdown table row: how the burst was answered (statuses), bodies cut short
(a 200 whose body is shorter than its Content-Length: must be 0), /healthz's p50/p99/max, the
server's peak RSS during the burst and its CPU time. Exits 1 if a body was cut short or a request
got no answer at all, or /healthz's p99 reached 1 s."""
import http.client
import json
import os
import statistics
import sys
import threading
import time
from urllib.parse import urlparse

base = urlparse(sys.argv[1])
pid = int(sys.argv[2])
burst = int(sys.argv[3]) if len(sys.argv) > 3 else 100
kind = sys.argv[4] if len(sys.argv) > 4 else "emoji"
first = int(sys.argv[5]) if len(sys.argv) > 5 else 0
EMOJI = "\U0001F600"


def connect(timeout=120, client=0):
    """A connection from 127.0.0.<2 + client % 200>: the burst stands for many clients, as one address
    may hold only `maxConnectionsPerIP` connections."""
    source = (f"127.0.0.{2 + client % 200}", 0) if base.hostname == "127.0.0.1" else None
    return http.client.HTTPConnection(base.hostname, base.port, timeout=timeout, source_address=source)


def costly_snapshot(n):
    """The snapshot path of a distinct costly state (a label differs by n)."""
    if kind == "emoji":
        menu, scale = "dropdown", ""
        body = {
            "device": {"width": 2000, "height": 2000, "statusBar": 20},
            "config": {"options": [EMOJI * 40] * 225, "title": EMOJI * 190 + str(n), "style": {"fontSize": 48}},
            "state": {"isDroppedDown": True, "isEditing": False, "text": EMOJI * 200},
        }
    else:
        menu, scale = "context-menu", "?scale=2"
        body = {
            "device": "ipad-9.7in", "orientation": "landscape", "state": {"isShown": True},
            "config": {"options": [{"action": "a", "text": f"Copy {n}"}]},
        }
    connection = connect()
    connection.request(
        "POST", f"/api/v1/menus/{menu}/layout", json.dumps(body, ensure_ascii=False).encode(),
        {"Content-Type": "application/json"})
    response = connection.getresponse()
    answer = response.read()
    if response.status != 200:
        sys.exit(f"overload: making state {n} answered {response.status}: {answer[:200]!r}")
    return json.loads(answer)["snapshot"] + scale


def rss_kib():
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds():
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            total += int(open(f"/proc/{pid}/task/{task}/schedstat").read().split()[0])
        except OSError:
            pass
    return total / 1e9


paths = [costly_snapshot(n) for n in range(first, first + burst)]
outcomes = []
lock = threading.Lock()
start = threading.Event()


def fetch(client, path):
    start.wait()
    try:
        connection = connect(client=client)
        connection.request("GET", path)
        response = connection.getresponse()
        expected = int(response.getheader("Content-Length", "-1"))
        try:
            body = response.read()
            short = expected >= 0 and len(body) < expected
        except http.client.IncompleteRead:
            short = True
        outcome = (response.status, short)
    except (OSError, http.client.HTTPException) as error:
        outcome = (type(error).__name__, False)
    with lock:
        outcomes.append(outcome)


health = []
peak = [rss_kib()]
done = threading.Event()


def poll_health():
    connection = connect(timeout=30)
    while not done.is_set():
        began = time.monotonic()
        try:
            connection.request("GET", "/healthz")
            response = connection.getresponse()
            response.read()
            health.append(time.monotonic() - began)
        except (OSError, http.client.HTTPException):
            health.append(float("inf"))
            connection = connect(timeout=30)
        peak[0] = max(peak[0], rss_kib())
        time.sleep(0.02)


threads = [threading.Thread(target=fetch, args=(client, path)) for client, path in enumerate(paths)]
for thread in threads:
    thread.start()
poller = threading.Thread(target=poll_health)
poller.start()
time.sleep(0.2)
cpu_before = cpu_seconds()
began = time.monotonic()
start.set()
for thread in threads:
    thread.join()
wall = time.monotonic() - began
cpu = cpu_seconds() - cpu_before
done.set()
poller.join()

statuses = {}
for status, _ in outcomes:
    statuses[status] = statuses.get(status, 0) + 1
short = sum(1 for _, cut in outcomes if cut)
health.sort()
p99 = health[min(len(health) - 1, int(len(health) * 0.99))]
summary = ", ".join(f"{count}× {status}" for status, count in sorted(statuses.items(), key=str))
print(
    f"| {burst} {kind} | {summary} | {short} | {statistics.median(health) * 1000:.1f} / {p99 * 1000:.1f} / "
    f"{health[-1] * 1000:.1f} ms | {peak[0] / 1024:.0f} MiB | {cpu:.1f} s in {wall:.1f} s |")
unanswered = sum(count for status, count in statuses.items() if not isinstance(status, int))
if short or unanswered or p99 >= 1.0:
    sys.exit(f"overload: {short} bodies cut short, {unanswered} requests unanswered, /healthz p99 {p99:.3f} s")
