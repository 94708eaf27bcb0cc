#!/usr/bin/env bash
# Several replicas of the server behind HAProxy: scripts/cluster.sh start|stop|status
#
#   REPLICAS            how many replicas (default 3)
#   REPLICA_BASE_PORT   the first replica's port; the others follow (default 8081)
#   CLUSTER_PORT        HAProxy's port (default 8080); everything listens on 127.0.0.1
#   BINARY              the server binary (default .build/release/menu-playground, built if missing)
#   CLUSTER_DIR         pid files, logs, HAProxy's config and runtime socket (default .build/cluster)
#   CLUSTER_MAX_CONNECTIONS_PER_IP, CLUSTER_MAX_REQUESTS_PER_IP
#                       HAProxy's per-address limits: open connections (default 64) and requests
#                       per 10 s (default 1000)
#
# The replicas run deploy/replica.json (a copy in CLUSTER_DIR, its links.postgresURL naming the
# PostgreSQL this script starts for them); HAProxy runs deploy/haproxy.cfg with its replica list
# rewritten for these ports. `start` returns once the balancer answers; `stop` sends SIGTERM to
# HAProxy, then to the replicas, and waits for each to exit.
set -euo pipefail
cd "$(dirname "$0")/.."

REPLICAS=${REPLICAS:-3}
REPLICA_BASE_PORT=${REPLICA_BASE_PORT:-8081}
CLUSTER_PORT=${CLUSTER_PORT:-8080}
CLUSTER_DIR=${CLUSTER_DIR:-.build/cluster}
CLUSTER_MAX_CONNECTIONS_PER_IP=${CLUSTER_MAX_CONNECTIONS_PER_IP:-64}
CLUSTER_MAX_REQUESTS_PER_IP=${CLUSTER_MAX_REQUESTS_PER_IP:-1000}
# Longer than the replicas' shutdownGraceSeconds (5 s), so a drain is never cut short.
STOP_TIMEOUT_SECONDS=15
START_TIMEOUT_SECONDS=30

say() { echo "cluster: $*"; }
die() {
  echo "cluster: $*" >&2
  exit 1
}

whole_number() { [[ $2 =~ ^[0-9]+$ ]] && [ "$2" -ge "$3" ] && [ "$2" -le "$4" ] || die "$1 must be a whole number from $3 to $4, not '$2'"; }
whole_number REPLICAS "$REPLICAS" 1 64
whole_number REPLICA_BASE_PORT "$REPLICA_BASE_PORT" 1 $((65536 - REPLICAS))
whole_number CLUSTER_PORT "$CLUSTER_PORT" 1 65535
whole_number CLUSTER_MAX_CONNECTIONS_PER_IP "$CLUSTER_MAX_CONNECTIONS_PER_IP" 1 100000
whole_number CLUSTER_MAX_REQUESTS_PER_IP "$CLUSTER_MAX_REQUESTS_PER_IP" 1 100000000
if [ "$CLUSTER_PORT" -ge "$REPLICA_BASE_PORT" ] && [ "$CLUSTER_PORT" -lt $((REPLICA_BASE_PORT + REPLICAS)) ]; then
  die "CLUSTER_PORT $CLUSTER_PORT is one of the replicas' ports ($REPLICA_BASE_PORT-$((REPLICA_BASE_PORT + REPLICAS - 1)))"
fi

# Exits with 0 while any thread of the process runs: a process whose main thread has returned
# shows as a zombie while the others finish, and one that is gone but not yet reaped stays one.
alive() {
  local states
  states=$(sed -n 's/^[0-9]* (.*) \([A-Z]\).*/\1/p' "/proc/$1"/task/*/stat 2>/dev/null || true)
  grep -q '[^ZX]' <<<"$states"
}

# Exits with 0 when the process in the pid file is alive and is the program named (a stale pid
# file may name a pid that now belongs to someone else).
running() {
  local pid_file=$1 program=$2 pid
  [ -f "$pid_file" ] || return 1
  pid=$(cat "$pid_file")
  [[ $pid =~ ^[0-9]+$ ]] || return 1
  [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$program" ] && alive "$pid"
}

pid_files() { ls "$CLUSTER_DIR"/haproxy.pid "$CLUSTER_DIR"/replica-*.pid 2>/dev/null || true; }
program_of() { case "$(basename "$1")" in haproxy.pid) echo haproxy ;; *) echo menu-playground ;; esac; }

# Sends SIGTERM to each process named, then waits for all of them to exit.
terminate() {
  local pid_file waiting deadline=$((SECONDS + STOP_TIMEOUT_SECONDS))
  for pid_file in "$@"; do
    if running "$pid_file" "$(program_of "$pid_file")"; then
      kill -TERM "$(cat "$pid_file")" 2>/dev/null || true
    fi
  done
  while :; do
    waiting=()
    for pid_file in "$@"; do
      running "$pid_file" "$(program_of "$pid_file")" && waiting+=("$pid_file")
    done
    [ ${#waiting[@]} -eq 0 ] && break
    if [ $SECONDS -ge $deadline ]; then
      for pid_file in "${waiting[@]}"; do
        echo "cluster: $(basename "$pid_file" .pid) did not exit ${STOP_TIMEOUT_SECONDS} s after SIGTERM; sending SIGKILL" >&2
        kill -KILL "$(cat "$pid_file")" 2>/dev/null || true
      done
      break
    fi
    sleep 0.1
  done
  rm -f "$@"
}

stop() {
  # The balancer first, so no new request reaches a replica that is about to drain.
  terminate "$CLUSTER_DIR/haproxy.pid"
  rm -f "$CLUSTER_DIR/haproxy.sock"
  local replicas
  mapfile -t replicas < <(ls "$CLUSTER_DIR"/replica-*.pid 2>/dev/null || true)
  [ ${#replicas[@]} -eq 0 ] || terminate "${replicas[@]}"
  stop_postgres
  say "stopped"
}

# The replicas' short links live in one PostgreSQL (Debian's postgresql 15), run as the
# unprivileged `postgres` user when this script runs as root, on a free port, its data under
# CLUSTER_DIR/postgres. The replicas get deploy/replica.json with links.postgresURL set to it.
PG_BIN=/usr/lib/postgresql/15/bin
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_postgres() {
  local dir port
  dir=$(realpath "$CLUSTER_DIR")/postgres
  mkdir -p "$dir"
  [ "$(id -u)" -ne 0 ] || chown postgres "$dir"
  as_postgres test -w "$dir" || die "the postgres user cannot write $dir: every folder above it must be open to it"
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    as_postgres "$PG_BIN/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1 ||
      die "initdb failed (see $dir/initdb.log)"
  fi
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 30 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null ||
    die "PostgreSQL did not start (see $dir/postgres.log)"
  echo "$port" >"$CLUSTER_DIR/postgres.port"
  jq --arg root "$PWD" --arg url "postgresql://postgres@127.0.0.1:$port/postgres" \
    '.publicDirectory = $root + "/Public" | .demosDirectory = $root + "/Config/demos" | .links.postgresURL = $url' \
    deploy/replica.json >"$CLUSTER_DIR/replica.json"
  say "PostgreSQL for the short links on 127.0.0.1:$port (data in $dir/data)"
}

stop_postgres() {
  local dir
  dir=$(realpath "$CLUSTER_DIR" 2>/dev/null)/postgres
  [ -f "$dir/data/postmaster.pid" ] || return 0
  as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
  rm -f "$CLUSTER_DIR/postgres.port"
}

# Exits with 0 when something accepts connections on 127.0.0.1:port.
port_taken() { timeout 2 bash -c ": >/dev/tcp/127.0.0.1/$1" 2>/dev/null; }

replica_port() { echo $((REPLICA_BASE_PORT + $1 - 1)); }

# deploy/haproxy.cfg with the lines between its BEGIN/END replicas markers replaced.
write_haproxy_config() {
  local servers="" n
  for n in $(seq 1 "$REPLICAS"); do
    servers+="    server replica-$n 127.0.0.1:$(replica_port "$n")"$'\n'
  done
  awk -v servers="$servers" '
    /# BEGIN replicas/ { print; printf "%s", servers; skipping = 1; next }
    /# END replicas/ { skipping = 0 }
    !skipping { print }' deploy/haproxy.cfg >"$CLUSTER_DIR/haproxy.cfg"
  grep -q "server replica-$REPLICAS " "$CLUSTER_DIR/haproxy.cfg" ||
    die "deploy/haproxy.cfg has lost its '# BEGIN replicas' / '# END replicas' markers"
}

start() {
  local pid_file n port binary=${BINARY:-.build/release/menu-playground}
  for pid_file in $(pid_files); do
    running "$pid_file" "$(program_of "$pid_file")" &&
      die "already running ($pid_file, pid $(cat "$pid_file")); run 'scripts/cluster.sh stop' first"
  done
  rm -f "$CLUSTER_DIR"/*.pid

  scripts/install-deps.sh haproxy curl postgresql jq
  if [ ! -x "$binary" ]; then
    [ -z "${BINARY:-}" ] || die "BINARY=$BINARY is not an executable file"
    say "building $binary"
    "${SWIFT:-swift}" build -c release --product menu-playground
  fi

  # Checked before anything starts, so a taken port leaves nothing half-started.
  for port in "$CLUSTER_PORT" $(seq "$REPLICA_BASE_PORT" $((REPLICA_BASE_PORT + REPLICAS - 1))); do
    port_taken "$port" && die "port $port is taken: something already listens on 127.0.0.1:$port"
  done

  mkdir -p "$CLUSTER_DIR"
  export CLUSTER_PORT CLUSTER_DIR CLUSTER_MAX_CONNECTIONS_PER_IP CLUSTER_MAX_REQUESTS_PER_IP
  write_haproxy_config
  haproxy -c -q -f "$CLUSTER_DIR/haproxy.cfg" || die "HAProxy refuses $CLUSTER_DIR/haproxy.cfg (see above)"

  # From here on, a failure stops whatever was started.
  trap abandon_start EXIT
  start_postgres
  for n in $(seq 1 "$REPLICAS"); do
    "$binary" --config "$CLUSTER_DIR/replica.json" --port "$(replica_port "$n")" \
      </dev/null >"$CLUSTER_DIR/replica-$n.access.log" 2>"$CLUSTER_DIR/replica-$n.log" &
    echo $! >"$CLUSTER_DIR/replica-$n.pid"
  done
  for n in $(seq 1 "$REPLICAS"); do
    wait_for "replica-$n" "grep -q 'serving on' '$CLUSTER_DIR/replica-$n.log'"
  done
  haproxy -db -f "$CLUSTER_DIR/haproxy.cfg" </dev/null >"$CLUSTER_DIR/haproxy.log" 2>&1 &
  echo $! >"$CLUSTER_DIR/haproxy.pid"
  wait_for haproxy "curl -fsS -o /dev/null --max-time 2 http://127.0.0.1:$CLUSTER_PORT/healthz"
  trap - EXIT
  say "http://127.0.0.1:$CLUSTER_PORT/ balances $REPLICAS replicas on 127.0.0.1:$REPLICA_BASE_PORT-$(replica_port "$REPLICAS")"
  say "logs and pid files in $CLUSTER_DIR; stop with scripts/cluster.sh stop"
}

# Stops the children started so far (SIGTERM, then waiting for them) after a failed start.
abandon_start() {
  local children
  children=$(jobs -p)
  echo "cluster: start failed; stopping what was started" >&2
  if [ -n "$children" ]; then
    kill -TERM $children 2>/dev/null || true
    wait $children 2>/dev/null || true
  fi
  stop_postgres
  rm -f "$CLUSTER_DIR"/*.pid
}

# Waits until the check passes, failing at once if the process has exited. (Its name is not
# checked: until the child has exec'd, it is still this script.)
wait_for() {
  local name=$1 check=$2 deadline=$((SECONDS + START_TIMEOUT_SECONDS))
  until eval "$check" 2>/dev/null; do
    if ! alive "$(cat "$CLUSTER_DIR/$name.pid")"; then
      echo "cluster: $name exited during start-up; its log ($CLUSTER_DIR/$name.log):" >&2
      tail -n 20 "$CLUSTER_DIR/$name.log" >&2
      exit 1
    fi
    [ $SECONDS -lt $deadline ] || die "$name did not come up within $START_TIMEOUT_SECONDS s (see $CLUSTER_DIR/$name.log)"
    sleep 0.1
  done
}

status() {
  local pid_file any=1
  for pid_file in $(pid_files); do
    any=0
    if running "$pid_file" "$(program_of "$pid_file")"; then
      echo "$(basename "$pid_file" .pid): running, pid $(cat "$pid_file")"
    else
      echo "$(basename "$pid_file" .pid): not running"
    fi
  done
  [ $any -eq 0 ] || echo "not started"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) die "usage: scripts/cluster.sh start|stop|status" ;;
esac
