"""make test-cluster: replicas behind HAProxy (scripts/cluster.sh) lose no GET when replicas die.

1. `cluster.sh start` refuses a taken port, naming it, and leaves nothing running;
2. a cluster of three replicas (the binary in $BINARY) on free ports, loaded by threads sending GETs
   of real pages (/, a demo page with a state token, a stylesheet, /api/v1/menus; half of them
   conditional, answered 304 with the ETag another replica gave). Under that load, replica-1 is
   killed with SIGKILL, then replica-2 stopped with SIGTERM; every GET must be answered 200/304;
3. every replica answered the demo page (any replica can answer any URL), and a page drawn by one
   replica has its font subsets answered by the others, which never drew it;
4. HAProxy's per-address limits: the extra connection is closed, the extra request gets a 429;
5. `cluster.sh stop` stops HAProxy and the last replica.
Deadlines are generous upper bounds; the kills are ordered by counted responses, not by sleeps.
"""

import http.client
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import haproxy_socket  # noqa: E402
import links as short_links  # noqa: E402
from load import Load, Target, fetch  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
REPLICAS = 3
THREADS = 6
# Each phase (before the first kill, between the events, after the last one) lasts this long
# and counts at least this many answers.
PHASE_SECONDS = 2.5
PHASE_RESPONSES = 1000
MAX_CONNECTIONS_PER_IP = 16
MAX_REQUESTS_PER_IP = 400
DEADLINE_SECONDS = 60


class TestFailure(Exception):
    pass


def require(condition, message):
    if not condition:
        raise TestFailure(message)


def wait_until(predicate, seconds=DEADLINE_SECONDS):
    deadline = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def alive(pid):
    """True while any thread of the process runs (an unreaped zombie counts as gone)."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:  # ENOENT, or ESRCH while the process goes
        return False
    for task in tasks:
        try:
            state = Path(f"/proc/{pid}/task/{task}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if state not in ("Z", "X"):
            return True
    return False


def free_port_block(count):
    """`count` consecutive free ports, below Linux's ephemeral range so clients never take them."""
    chooser = random.Random()
    for _ in range(1000):
        base = chooser.randrange(20000, 32000 - count)
        sockets = []
        try:
            for port in range(base, base + count):
                probe = socket.socket()
                sockets.append(probe)
                probe.bind(("127.0.0.1", port))
            return base
        except OSError:
            continue
        finally:
            for probe in sockets:
                probe.close()
    raise TestFailure(f"no {count} consecutive free ports between 20000 and 32000")


def cluster(environment, action):
    return subprocess.run(
        ["scripts/cluster.sh", action], cwd=REPO, env=environment, capture_output=True, text=True, timeout=180
    )


def check_taken_port(environment, work):
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", 0))
        blocker.listen()
        taken = blocker.getsockname()[1]
        environment = dict(environment, CLUSTER_PORT=str(taken), REPLICA_BASE_PORT="20000", CLUSTER_DIR=str(work))
        result = cluster(environment, "start")
    require(result.returncode != 0, "cluster.sh start succeeded although a replica's port was taken")
    require(f"port {taken} is taken" in result.stderr, f"cluster.sh did not name the taken port: {result.stderr!r}")
    left = sorted(path.name for path in work.glob("*.pid"))
    require(not left, f"cluster.sh left pid files after refusing to start: {left}")


def discover_targets(port):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=("127.0.10.4", 0))
    response, body = fetch(connection, Target("/", "text/html"), conditional=False, gzip=False)
    require(response.status == 200, f"GET / through the balancer: {response.status}")
    demos = sorted(set(re.findall(r'href="(/menus/[a-z-]+\?state=[A-Za-z0-9_-]+)"', body.decode())))
    require(demos, "the index page links no demo with a state token")
    targets = [Target(demo, "text/html") for demo in demos] + [
        Target("/", "text/html"),
        Target("/static/css/playground.css", "text/css"),
        Target("/api/v1/menus", "application/json"),
    ]
    for target in targets:
        response, _ = fetch(connection, target, conditional=False, gzip=False)
        require(response.status == 200, f"GET {target.path}: {response.status}")
        target.etag = response.getheader("ETag")
    connection.close()
    return targets, demos


def check_connection_limit(port):
    def connect():
        return http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=("127.0.10.1", 0))

    def answer(connection):
        connection.request("GET", "/healthz")
        response = connection.getresponse()
        response.read()
        return response.status

    held = []
    try:
        for _ in range(MAX_CONNECTIONS_PER_IP):
            held.append(connect())
            require(answer(held[-1]) == 200, "a connection within the per-address limit was refused")
        extra = connect()
        try:
            status = answer(extra)
            raise TestFailure(f"connection {MAX_CONNECTIONS_PER_IP + 1} from one address was answered {status}")
        except ConnectionError:
            pass  # closed at once, as the limit says
        finally:
            extra.close()
        held.pop().close()

        def reconnects():
            retry = connect()
            try:
                return answer(retry) == 200
            except ConnectionError:
                return False  # HAProxy has not yet seen the other connection close
            finally:
                retry.close()

        require(wait_until(reconnects, 10), "the address could not connect again after closing a connection")
    finally:
        for connection in held:
            connection.close()


def check_request_rate_limit(port):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=("127.0.10.2", 0))
    statuses = []
    while 429 not in statuses and len(statuses) < 2 * MAX_REQUESTS_PER_IP:
        connection.request("GET", "/healthz")
        response = connection.getresponse()
        page = response.read().decode()
        statuses.append(response.status)
    require(429 in statuses, f"{len(statuses)} requests from one address and no 429")
    require(
        statuses.index(429) >= MAX_REQUESTS_PER_IP and set(statuses[:-1]) == {200},
        f"the 429 came after {statuses.index(429)} requests (limit {MAX_REQUESTS_PER_IP}): {set(statuses)}",
    )
    require(f"More than {MAX_REQUESTS_PER_IP} requests in 10 s" in page, f"the 429 page does not say why: {page!r}")
    require(response.getheader("Content-Type", "").startswith("text/html"), "the 429 for a page is not HTML")
    require(response.getheader("Retry-After") == "10", "the 429 has no Retry-After")
    require(response.getheader("X-Content-Type-Options") == "nosniff", "the 429 has no nosniff")
    connection.request("GET", "/api/v1/menus", headers={"Accept": "application/json"})
    response = connection.getresponse()
    error = json.loads(response.read())["error"]
    require(response.status == 429 and error["code"] == "too_many_requests", f"the API's 429: {error}")
    connection.close()
    other = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=("127.0.10.3", 0))
    other.request("GET", "/healthz")
    require(other.getresponse().status == 200, "another address was limited too")
    other.close()


def check_fonts_across_replicas(replica_ports):
    """A page (Japanese text, so CJK subsets too) drawn by the first replica: its inline @font-face
    rules name subsets that every other replica makes from the URL alone."""
    first, *others = replica_ports
    connection = http.client.HTTPConnection("127.0.0.1", first, timeout=30)
    body = {"device": "iphone-4in", "config": {"title": "牛乳を買うのを忘れないでください", "buttons": ["赤", "緑"]}, "actions": [{"type": "open"}]}
    connection.request(
        "POST", "/api/v1/menus/action-sheet/actions", body=json.dumps(body), headers={"Content-Type": "application/json"}
    )
    response = connection.getresponse()
    answer = response.read()
    require(response.status == 200, f"POST /api/v1/menus/action-sheet/actions: {response.status} {answer[:200]!r}")
    connection.request("GET", json.loads(answer)["url"])
    response = connection.getresponse()
    page = response.read().decode()
    connection.close()
    require(response.status == 200, f"the Japanese action sheet on replica {first}: {response.status}")
    fonts = sorted(set(re.findall(r"url\((/fonts/s/[^)]+)\)", page)))
    require(any(font.endswith(".otf") for font in fonts), f"the Japanese page names no CJK subset: {fonts}")
    for port in others:
        other = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        for font in fonts:
            other.request("GET", font)
            response = other.getresponse()
            response.read()
            kind = response.getheader("Content-Type", "")
            require(response.status == 200 and kind.startswith("font/"), f"{font} on replica {port}: {response.status}")
        other.close()
    print(f"test-cluster: {len(fonts)} font subsets of a page drawn by one replica answered by {len(others)} others")


def replicas_answering(haproxy_log, path):
    """The replicas HAProxy's log shows answering GET `path` with 200 or 304."""
    line = re.compile(r" replicas/(replica-\d+) \S+ (?:200|304) .*\"GET " + re.escape(path) + " ")
    return {match.group(1) for match in map(line.search, haproxy_log.read_text().splitlines()) if match}


def run(environment, work):
    check_taken_port(environment, work / "taken")
    cluster_dir = work / "cluster"
    # Other test runs on this machine pick free ports too: if one takes ours between the choice
    # and the bind, choose again.
    for _ in range(3):
        base = free_port_block(REPLICAS + 1)
        environment = dict(
            environment,
            REPLICAS=str(REPLICAS),
            CLUSTER_PORT=str(base),
            REPLICA_BASE_PORT=str(base + 1),
            CLUSTER_DIR=str(cluster_dir),
            CLUSTER_MAX_CONNECTIONS_PER_IP=str(MAX_CONNECTIONS_PER_IP),
            CLUSTER_MAX_REQUESTS_PER_IP=str(MAX_REQUESTS_PER_IP),
        )
        started = cluster(environment, "start")
        if not re.search(r"is taken|cannot listen|[Cc]annot bind", started.stderr):
            break
    require(started.returncode == 0, f"cluster.sh start failed:\n{started.stdout}{started.stderr}")
    stats = cluster_dir / "haproxy.sock"
    pids = {n: int((cluster_dir / f"replica-{n}.pid").read_text()) for n in range(1, REPLICAS + 1)}
    haproxy_pid = int((cluster_dir / "haproxy.pid").read_text())

    def down(server):
        return lambda: haproxy_socket.server_status(stats, server).startswith("DOWN")

    try:
        targets, demos = discover_targets(base)
        check_fonts_across_replicas([base + n for n in range(1, REPLICAS + 1)])
        links = short_links.create_links(base + 1, 8, require)
        for n in range(2, REPLICAS + 1):
            short_links.check_links_resolve(base + n, links, require, f"replica-{n}")
        print(f"test-cluster: {len(links)} short links made through replica-1 resolve through the {REPLICAS - 1} others")
        load = Load(base, targets, THREADS)
        load.start()
        load_started = time.monotonic()
        try:
            phase = "warming up"
            require(load.keep_going(PHASE_RESPONSES, PHASE_SECONDS, DEADLINE_SECONDS), "the load did not get going")
            phase = "replica-1 killed"
            os.kill(pids[1], signal.SIGKILL)
            killed = time.monotonic()
            require(wait_until(down("replica-1")), "HAProxy did not take the killed replica-1 out")
            print(f"test-cluster: replica-1 (SIGKILL) taken out in {time.monotonic() - killed:.2f} s")
            short_links.check_links_resolve(base, links, require, "HAProxy with replica-1 killed")
            require(load.keep_going(PHASE_RESPONSES, PHASE_SECONDS, DEADLINE_SECONDS), f"load stalled: {phase}")
            phase = "replica-2 stopped"
            os.kill(pids[2], signal.SIGTERM)
            stopped = time.monotonic()
            require(wait_until(lambda: not alive(pids[2])), "replica-2 did not exit after SIGTERM")
            require(wait_until(down("replica-2")), "HAProxy did not take the stopped replica-2 out")
            print(f"test-cluster: replica-2 (SIGTERM) exited and taken out in {time.monotonic() - stopped:.2f} s")
            require(load.keep_going(PHASE_RESPONSES, PHASE_SECONDS, DEADLINE_SECONDS), f"load stalled: {phase}")
        finally:
            load.stop()
        load_seconds = time.monotonic() - load_started
        tally = load.tally
        backend = haproxy_socket.server_stats(stats)["BACKEND"]
        print(
            f"test-cluster: {tally.responses} GETs in {load_seconds:.1f} s answered {dict(sorted(tally.statuses.items()))}, "
            f"{len(tally.failures)} failed; HAProxy retried {backend['wretr']} and redispatched {backend['wredis']}"
        )
        require(not tally.failures, "failed GETs:\n  " + "\n  ".join(tally.failures[:20]))
        for target in (targets[0], targets[len(demos)]):
            answering = replicas_answering(cluster_dir / "haproxy.log", target.path)
            require(len(answering) == REPLICAS, f"only {sorted(answering)} answered GET {target.path[:40]}")
        check_connection_limit(base)
        check_request_rate_limit(base)
    finally:
        stopped = cluster(environment, "stop")
    require(stopped.returncode == 0, f"cluster.sh stop failed:\n{stopped.stdout}{stopped.stderr}")
    require(not alive(haproxy_pid) and not alive(pids[3]), "cluster.sh stop left a process running")


def main():
    binary = os.environ.get("BINARY", str(REPO / ".build/debug/menu-playground"))
    environment = dict(os.environ, BINARY=binary)
    with tempfile.TemporaryDirectory(prefix="test-cluster-") as work:
        # PostgreSQL runs as its own user (scripts/cluster.sh), which must reach its data folder.
        os.chmod(work, 0o755)
        try:
            run(environment, Path(work))
        except Exception as failure:  # noqa: BLE001 (the logs help with any failure)
            if not isinstance(failure, TestFailure):
                traceback.print_exc()
            print(f"test-cluster: FAILED: {failure}", file=sys.stderr)
            for log in sorted(Path(work).glob("cluster/*.log")):
                print(f"--- {log.name} (last lines)", file=sys.stderr)
                print("\n".join(log.read_text(errors="replace").splitlines()[-15:]), file=sys.stderr)
            return 1
    print("test-cluster: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
