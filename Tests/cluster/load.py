"""Load for the cluster test: threads sending GETs of real pages through the balancer.

Each thread keeps one HTTP/1.1 connection alive for a few requests, then opens the next one from
another loopback address (127.0.x.y), so the load mixes reused and new connections and no single
address comes near HAProxy's per-address limits. Every answer must be complete and 200, or 304
to a conditional GET; anything else, a connection error included, is a failure.
"""

import http.client
import random
import threading
import time
from dataclasses import dataclass, field

REQUESTS_PER_CONNECTION = 20
# 960 loopback addresses (127.0.0-3.10-249): even a client far faster than Python's stays far
# below the test's per-address request rate.
LOAD_ADDRESSES = [f"127.0.{a}.{b}" for a in range(4) for b in range(10, 250)]


@dataclass
class Target:
    path: str
    accept: str
    etag: str | None = None  # sent as If-None-Match on every other request


@dataclass
class Tally:
    lock: threading.Lock = field(default_factory=threading.Lock)
    responses: int = 0
    statuses: dict = field(default_factory=dict)
    failures: list = field(default_factory=list)

    def record(self, status):
        with self.lock:
            self.responses += 1
            self.statuses[status] = self.statuses.get(status, 0) + 1

    def fail(self, what):
        with self.lock:
            self.failures.append(what)


def fetch(connection, target, conditional, gzip):
    headers = {"Accept": target.accept}
    if gzip:
        headers["Accept-Encoding"] = "gzip"
    if conditional and target.etag:
        headers["If-None-Match"] = target.etag
    connection.request("GET", target.path, headers=headers)
    response = connection.getresponse()
    body = response.read()  # raises IncompleteRead on a body cut short
    return response, body


class Load:
    """Threads that send GETs until stopped, counting every answer in a Tally."""

    def __init__(self, port, targets, threads):
        self.port = port
        self.targets = targets
        self.tally = Tally()
        self.stopping = threading.Event()
        self.threads = [threading.Thread(target=self.run, args=(n, threads), daemon=True) for n in range(threads)]

    def start(self):
        for thread in self.threads:
            thread.start()

    def stop(self):
        self.stopping.set()
        for thread in self.threads:
            thread.join(timeout=60)
        stuck = [thread.name for thread in self.threads if thread.is_alive()]
        if stuck:
            self.tally.fail(f"load threads still running 60 s after stop: {stuck}")

    def keep_going(self, responses, seconds, deadline_seconds):
        """Waits until `responses` more answers are counted and `seconds` have passed, so each
        phase of the test loads the cluster for a while; False past the deadline."""
        start = time.monotonic()
        target = self.tally.responses + responses
        while self.tally.responses < target or time.monotonic() - start < seconds:
            if time.monotonic() - start > deadline_seconds or self.stopping.is_set():
                return False
            time.sleep(0.02)
        return True

    def run(self, index, thread_count):
        chooser = random.Random(index)
        addresses = LOAD_ADDRESSES[index::thread_count]
        sent = 0
        while not self.stopping.is_set():
            address = addresses[(sent // REQUESTS_PER_CONNECTION) % len(addresses)]
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30, source_address=(address, 0))
            try:
                for _ in range(REQUESTS_PER_CONNECTION):
                    if self.stopping.is_set():
                        break
                    target = chooser.choice(self.targets)
                    conditional = sent % 2 == 1
                    sent += 1
                    self.check(connection, target, conditional, gzip=chooser.random() < 0.5)
            except (OSError, http.client.HTTPException) as error:
                self.tally.fail(f"{time.strftime('%H:%M:%S')} {address}: {type(error).__name__}: {error}")
                sent += REQUESTS_PER_CONNECTION - sent % REQUESTS_PER_CONNECTION
            finally:
                connection.close()

    def check(self, connection, target, conditional, gzip):
        response, body = fetch(connection, target, conditional, gzip)
        expected = 304 if conditional and target.etag else 200
        if response.status != expected:
            detail = body[:200].decode("utf-8", "replace")
            self.tally.fail(f"GET {target.path[:60]}: {response.status}, expected {expected}: {detail}")
        elif expected == 200 and not body:
            self.tally.fail(f"GET {target.path[:60]}: an empty 200")
        self.tally.record(response.status)
