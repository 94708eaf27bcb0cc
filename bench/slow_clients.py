"""Many slow clients at once (bench/slow-clients.sh): COUNT connections from SOURCES loopback
addresses (127.0.0.2 on) send their request headers one byte every half second and never finish
them, reconnecting when the server closes them, as a slowloris attacker would. Meanwhile a normal
client from 127.0.0.1 sends a request every 100 ms on a fresh connection. Prints the normal
client's worst and 99th-percentile latency, the server's resident memory (sampled every 250 ms,
and the kernel's high-water mark) and what /metrics says about connections.

Usage: slow_clients.py PORT SERVER_PID [COUNT] [SOURCES] [SECONDS]"""
import resource
import socket
import sys
import threading
import time

port, pid = int(sys.argv[1]), int(sys.argv[2])
count = int(sys.argv[3]) if len(sys.argv) > 3 else 1500
sources = int(sys.argv[4]) if len(sys.argv) > 4 else 150
seconds = float(sys.argv[5]) if len(sys.argv) > 5 else 25

soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
if soft < count + 256:
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, count + 256), hard))

HEADER = b"GET /healthz HTTP/1.1\r\nHost: t\r\nX-Slow: "


def source(index):
    host = index % sources + 2
    return f"127.0.{host // 256}.{host % 256}"


class Slow:
    """One slow client: a connection and how far into its header it is."""

    def __init__(self, index):
        self.index = index
        self.connect()

    def connect(self):
        self.sent = 0
        self.socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.socket.bind((source(self.index), 0))
        self.socket.settimeout(5)
        self.socket.connect(("127.0.0.1", port))
        self.socket.setblocking(False)

    def trickle(self):
        """Sends the next byte; reconnects if the server has closed the connection."""
        byte = HEADER[self.sent : self.sent + 1] or b"a"
        try:
            if self.socket.recv(1, socket.MSG_PEEK) == b"":
                raise ConnectionError("closed")
        except BlockingIOError:
            pass
        except OSError:
            return self.reconnect()
        try:
            self.socket.send(byte)
            self.sent += 1
            return 0
        except OSError:
            return self.reconnect()

    def reconnect(self):
        self.socket.close()
        try:
            self.connect()
        except OSError:
            pass
        return 1


def rss_kib():
    with open(f"/proc/{pid}/status") as status:
        fields = dict(line.split(":", 1) for line in status)
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


def get(path):
    """One request on a fresh connection; returns (seconds, status, body)."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(f"GET {path} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n".encode())
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    elapsed = time.monotonic() - started
    head, _, body = answer.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1]) if head else 0
    return elapsed, status, body


rss_before = rss_kib()[0]
opening = time.monotonic()
clients = [Slow(index) for index in range(count)]
print(f"opened {count} connections from {sources} addresses in {time.monotonic() - opening:.1f} s", flush=True)

stop = threading.Event()
reconnects = [0]


def trickle():
    while not stop.is_set():
        round_started = time.monotonic()
        for client in clients:
            reconnects[0] += client.trickle()
        stop.wait(max(0, 0.5 - (time.monotonic() - round_started)))


rss_samples = []


def sample():
    while not stop.is_set():
        rss_samples.append(rss_kib()[0])
        stop.wait(0.25)


threads = [threading.Thread(target=trickle), threading.Thread(target=sample)]
for thread in threads:
    thread.start()
latencies, failures, open_seen = [], 0, []
end = time.monotonic() + seconds
while time.monotonic() < end:
    try:
        elapsed, status, body = get("/metrics")
        latencies.append(elapsed)
        if status != 200:
            failures += 1
        for line in body.decode().splitlines():
            if line.startswith("http_open_connections "):
                open_seen.append(int(line.split()[1]))
    except OSError:
        failures += 1
    time.sleep(0.1)
stop.set()
for thread in threads:
    thread.join()
_, _, metrics = get("/metrics")
timeouts = next(
    (line.split()[1] for line in metrics.decode().splitlines() if line.startswith("http_header_timeouts_total ")), "?"
)
hwm = rss_kib()[1]
latencies.sort()
p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
print(
    f"normal client: {len(latencies)} requests, {failures} failed, worst {latencies[-1] * 1000:.1f} ms, "
    f"p99 {p99 * 1000:.1f} ms, median {latencies[len(latencies) // 2] * 1000:.1f} ms"
)
print(
    f"server: open connections (per /metrics) {min(open_seen)}–{max(open_seen)}, header timeouts {timeouts}, "
    f"slow-client reconnects {reconnects[0]}"
)
print(
    f"server RSS: {rss_before / 1024:.1f} MB before, {max(rss_samples) / 1024:.1f} MB at most during the run, "
    f"high-water mark {hwm / 1024:.1f} MB"
)
if failures or latencies[-1] > 1.0:
    sys.exit("a normal request failed or took longer than a second")
