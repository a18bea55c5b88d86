#!/usr/bin/env bash
# Throw-away PostgreSQL 15 cluster for tests.
#
#   scripts/pg-cluster.sh start DIR   initdb a cluster in DIR (created if missing, must be empty),
#                                     start it on 127.0.0.1 at a free port and print exactly one
#                                     line on stdout: postgresql://postgres@127.0.0.1:PORT/postgres
#   scripts/pg-cluster.sh stop DIR    stop it (fast mode) and remove DIR
#
# Run as root, the server runs as the `postgres` user (runuser); run as any other user, it runs
# as that user. Trust authentication on loopback and on the unix socket in DIR only; fsync off
# unless PG_DURABLE=1.
# Diagnostics go to stderr and DIR/server.log, never to stdout.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

die() {
  echo "pg-cluster: $*" >&2
  exit 1
}

usage() {
  echo "usage: $0 start DIR | stop DIR" >&2
  exit 2
}

# Runs a command as the cluster owner.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  if command -v python3 >/dev/null 2>&1; then
    python3 -c 'import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])
s.close()' 2>/dev/null && return 0
  fi
  local port
  for _ in $(seq 1 200); do
    port=$((20000 + RANDOM % 40000))
    if [[ -z $(ss -Htln "sport = :$port" 2>/dev/null) ]]; then
      echo "$port"
      return 0
    fi
  done
  return 1
}

start() {
  local dir=$1
  [[ -x "$PG_BIN/initdb" ]] || die "PostgreSQL 15 not found in $PG_BIN (apt install postgresql-15)"
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd -P)
  [[ -z $(ls -A "$dir") ]] || die "$dir is not empty"
  if [[ $(id -u) -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || die "no 'postgres' user to run the server as"
    chown postgres: "$dir"
    chmod 700 "$dir"
    as_owner test -w "$dir" || die "user postgres cannot reach $dir (use a directory under /tmp, e.g. mktemp -d)"
  fi

  local data="$dir/data" log="$dir/server.log"
  as_owner "$PG_BIN/initdb" -D "$data" -U postgres -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=trust >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; die "initdb failed"; }

  # Loopback and the private socket only.
  as_owner sh -c "cat > '$data/pg_hba.conf'" <<'HBA'
local all all trust
host  all all 127.0.0.1/32 trust
HBA

  # Tests trade durability for speed; PG_DURABLE=1 (the benchmark) keeps PostgreSQL's defaults.
  local durability="fsync = off
synchronous_commit = off
full_page_writes = off"
  [[ ${PG_DURABLE:-0} == 1 ]] && durability="# durable: fsync, synchronous_commit and full_page_writes at their defaults"
  local attempt port
  for attempt in 1 2 3 4 5; do
    port=$(free_port) || die "no free port found"
    as_owner sh -c "cat > '$data/postgresql.auto.conf'" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
max_connections = 200
$durability
logging_collector = off
CONF
    if as_owner "$PG_BIN/pg_ctl" -D "$data" -l "$log" -w -t 60 -o "-p $port" start >/dev/null 2>&1; then
      if as_owner "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$port" -t 30; then
        echo "postgresql://postgres@127.0.0.1:$port/postgres"
        return 0
      fi
      as_owner "$PG_BIN/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
    fi
    echo "pg-cluster: start on port $port failed (attempt $attempt), retrying" >&2
  done
  tail -n 30 "$log" >&2 2>/dev/null || true
  die "could not start PostgreSQL in $dir"
}

stop() {
  local dir=$1
  [[ -d "$dir" ]] || return 0
  if [[ -f "$dir/data/PG_VERSION" ]]; then
    if as_owner "$PG_BIN/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
      as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >/dev/null 2>&1 \
        || as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 \
        || die "could not stop the server in $dir"
    fi
  fi
  rm -rf -- "$dir"
}

[[ $# -eq 2 ]] || usage
case $1 in
  start) start "$2" ;;
  stop) stop "$2" ;;
  *) usage ;;
esac
