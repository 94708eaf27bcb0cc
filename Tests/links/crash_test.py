"""Crash safety of short links (issue 32): a server on a scratch SQLite file takes 1,000 concurrent
creations of distinct URLs and is killed with SIGKILL part-way; after a restart on the same file,
every link that was answered 201 must redirect (302) to its URL.

Usage: crash_test.py SERVER_BINARY REPOSITORY_ROOT (scripts/test-links-crash.sh runs it)."""

import concurrent.futures
import http.client
import json
import os
import pathlib
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

CREATIONS = 1000
KILL_AFTER = 250
WORKERS = 48


def start(binary, config, log_path):
    log = open(log_path, "w")
    server = subprocess.Popen([binary, "--port", "0", "--config", config], stdout=subprocess.DEVNULL, stderr=log)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = re.search(r"serving on http://127\.0\.0\.1:(\d+)", pathlib.Path(log_path).read_text())
        if found:
            return server, int(found.group(1))
        if server.poll() is not None:
            break
        time.sleep(0.05)
    server.kill()
    sys.exit("the server did not start:\n" + pathlib.Path(log_path).read_text())


def request(port, method, path, body=None, headers=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()


def main():
    binary, root = sys.argv[1], pathlib.Path(sys.argv[2]).resolve()
    with tempfile.TemporaryDirectory() as scratch:
        config = json.loads((root / "Config" / "playground.json").read_text())
        config["publicDirectory"] = str(root / "Public")
        config["demosDirectory"] = str(root / "Config" / "demos")
        config["links"] = {
            "sqlitePath": f"{scratch}/links.sqlite",
            "createsPerMinute": 1_000_000,
            "createBurst": 1_000_000,
            "maxInFlight": 64,
            "deadlineMilliseconds": 10_000,
        }
        config["limits"]["maxConnectionsPerIP"] = 0
        config_path = f"{scratch}/playground.json"
        pathlib.Path(config_path).write_text(json.dumps(config))
        server, port = start(binary, config_path, f"{scratch}/first.log")

        answered = {}
        lock = threading.Lock()
        killed = threading.Event()

        def create(index):
            url = f"/embed/crash-{index}"
            try:
                status, _, body = request(
                    port, "POST", "/api/v1/links", json.dumps({"url": url}), {"Content-Type": "application/json"}
                )
            except OSError:
                return
            if status == 201:
                link = json.loads(body)
                assert link["url"] == url, link
                with lock:
                    answered[url] = link["id"]
                    if len(answered) >= KILL_AFTER and not killed.is_set():
                        killed.set()
                        server.send_signal(signal.SIGKILL)
            elif not killed.is_set():
                sys.exit(f"creation {index} answered {status}: {body[:200]!r}")

        with concurrent.futures.ThreadPoolExecutor(WORKERS) as pool:
            list(pool.map(create, range(CREATIONS)))
        server.wait()
        if not killed.is_set():
            sys.exit(f"the server was never killed: only {len(answered)} creations were answered")
        if server.returncode != -signal.SIGKILL:
            sys.exit(f"the server ended with {server.returncode}, not SIGKILL")
        with lock:
            links = dict(answered)

        server, port = start(binary, config_path, f"{scratch}/second.log")
        try:
            lost = []
            for url, link_id in links.items():
                status, headers, _ = request(port, "GET", f"/s/{link_id}")
                if status != 302 or headers.get("Location") != url:
                    lost.append((link_id, url, status))
            if lost:
                sys.exit(f"{len(lost)} of {len(links)} links answered 201 did not survive SIGKILL: {lost[:5]}")
        finally:
            server.terminate()
            server.wait()
        print(
            f"links crash test: SIGKILL after {len(links)} of {CREATIONS} concurrent creations answered 201; "
            f"all {len(links)} redirect to their URLs after the restart"
        )


if __name__ == "__main__":
    main()
