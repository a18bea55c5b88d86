#!/usr/bin/env bash
# Realtime fan-out (issue 8, ARCHITECTURE §9). With the servers on one core and the load client
# (bench/realtime/fanout_client.cpp, built here) on the other:
#   1. SQLite, one instance: N WebSocket subscribers on one `raffle:<id>` topic (anonymous; they send
#      the subscribe and heartbeats only), then M purchases of one number each, one at a time, over
#      HTTP by a signed-in buyer; every `raffle.numbers` event is timed at every subscriber with the
#      kernel's receive stamp; the server's VmRSS before connecting and with every socket idle and
#      subscribed gives the memory per idle connection.
#   2. PostgreSQL, two instances on one durable throw-away cluster: subscribers on instance 2,
#      purchases through instance 1 (cross-instance delivery through LISTEN/NOTIFY).
# Writes the "Realtime fan-out" section to BENCH_SECTION_OUT when set (run.sh does, for
# RESULTS.md), otherwise to stdout.
# Knobs: RIFA_SERVER_BIN, BENCH_SUBSCRIBERS (10000), BENCH_PURCHASES (100), BENCH_SERVER_CPU (0),
# BENCH_CLIENT_CPU (1), BENCH_SKIP_PG=1 (SQLite only), BENCH_CLIENTS_BUILD (where the load clients
# are built, build/bench-clients), BENCH_KEEP=DIR (keep the client's per-purchase CSV files there),
# BENCH_PRIORITY=0 (no own session at nice -20), BENCH_SKIP_BASELINE=1 (no REALTIME_WRITES=queued run).
set -euo pipefail

# shellcheck source=bench/priority.sh
. "$(dirname "${BASH_SOURCE[0]}")/priority.sh"

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BIN=${RIFA_SERVER_BIN:-$ROOT/build/release/rifa-server}
SUBS=${BENCH_SUBSCRIBERS:-10000}
BUYS=${BENCH_PURCHASES:-100}
SC=${BENCH_SERVER_CPU:-0}
CC=${BENCH_CLIENT_CPU:-1}
SECTION_TITLE="## Realtime fan-out"

log() { printf '[realtime] %s\n' "$*" >&2; }
die() { printf '[realtime] error: %s\n' "$*" >&2; exit 1; }
for tool in cmake ninja curl python3 taskset sqlite3; do
  command -v "$tool" >/dev/null || die "$tool is missing (make bench installs it)"
done
[ -x "$BIN" ] || die "server binary $BIN not found (make build)"
[[ $SUBS =~ ^[1-9][0-9]*$ && $BUYS =~ ^[1-9][0-9]*$ ]] || die "BENCH_SUBSCRIBERS and BENCH_PURCHASES must be positive"
[ "$BUYS" -le 10000 ] || die "BENCH_PURCHASES is at most 10000 (one number each of a 10,000-number raffle)"
# Each process holds one descriptor per socket plus a few hundred of its own.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
[ "$(ulimit -n)" -ge $((SUBS + 500)) ] || die "ulimit -n is $(ulimit -n): $SUBS subscribers need $((SUBS + 500))"

LOAD_BEFORE=$(cut -d' ' -f1 /proc/loadavg)
# shellcheck source=bench/common.sh
. "$BENCH_DIR/common.sh"
build_client fanout_client
bench_workdir realtime
cp "$BIN" "$T/rifa-server" # a rebuild during the run must not swap the binary
trap 'exit 130' INT TERM

# start_rifa NAME ENV... : one instance on its own port, pinned to the server core, with the
# connection limits raised for the run (the per-address one: every subscriber comes from 127.0.0.1).
start_rifa() {
  local name=$1 port
  shift
  port=$(free_port)
  env HOST=127.0.0.1 PORT="$port" SITE_URL="http://127.0.0.1:$port" LOG_LEVEL=warn NETWORK_THREADS=1 \
    MAX_CONNECTIONS=$((SUBS + 1000)) REALTIME_MAX_CONNECTIONS_PER_IP=$((SUBS + 1000)) \
    RATE_LIMIT_MULTIPLIER=100000 MAX_PENDING_HOLDS=0 "$@" taskset -c "$SC" "$T/rifa-server" >"$T/$name.log" 2>&1 &
  PIDS+=($!)
  printf -v "${name}_PID" %s "$!"
  printf -v "${name}_PORT" %s "$port"
  wait_up "http://127.0.0.1:$port/api/v1/health" "$!" "$name"
}

# prepare URL ENV... : a Pro creator with a 10,000-number raffle and a buyer; sets RAFFLE, BUYER_TOKEN.
prepare() {
  local url=$1 creator_token end
  shift
  for who in creator buyer; do
    env "$@" "$T/rifa-server" create-user --email "$who@bench.io" --password 'Passw0rd!bench' --name "Bench $who" \
      >/dev/null 2>&1 || die "create-user $who failed"
  done
  env "$@" "$T/rifa-server" grant-plan --email creator@bench.io --plan Pro >/dev/null 2>&1 || die "grant-plan failed"
  token() {
    curl -fsS -XPOST "$url/auth/v1/token?grant_type=password" -H 'content-type: application/json' \
      -d "{\"email\":\"$1@bench.io\",\"password\":\"Passw0rd!bench\"}" | json_field access_token
  }
  creator_token=$(token creator)
  # Publishing needs an active payment method of the creator.
  curl -fsS -XPOST "$url/api/v1/payment-methods" -H "authorization: Bearer $creator_token" \
    -H 'content-type: application/json' \
    -d '{"type":"pago_movil","name":"Pago móvil","details":{"bank":"Banesco","phone":"0414-1234567","id_number":"V-12345678"}}' >/dev/null
  BUYER_TOKEN=$(token buyer)
  end=$(date -u -d '+60 days' +%Y-%m-%dT%H:%M:%S.000Z)
  RAFFLE=$(curl -fsS -XPOST "$url/api/v1/raffles" -H "authorization: Bearer $creator_token" \
    -H 'content-type: application/json' -d "{\"title\":\"Rifa en vivo\",\"description\":\"Moto nueva\",\
\"ticket_price\":5,\"total_tickets\":10000,\"lottery\":\"zulia\",\"end_date\":\"$end\"}" | json_field id)
}

# fanout NAME WS_PORT HTTP_PORT RSS_PID : runs the client; its key=value output goes to $T/NAME.out.
# The Origin is the site's (SITE_URL, the HTTP instance's: both PostgreSQL instances share it).
fanout() {
  log "$1: $SUBS subscribers on port $2, $BUYS purchases through port $3"
  taskset -c "$CC" "$CLIENT" --ws-port "$2" --http-port "$3" --origin "http://127.0.0.1:$3" --raffle "$RAFFLE" \
    --token "$BUYER_TOKEN" --subscribers "$SUBS" --purchases "$BUYS" --rss-pid "$4" --csv "$T/$1.csv" \
    >"$T/$1.out" 2>"$T/$1.err" || die "$1: the client failed: $(tail -n 5 "$T/$1.err")"
  [ -z "${BENCH_KEEP:-}" ] || { mkdir -p "$BENCH_KEEP"; cp "$T/$1.csv" "$T/$1.out" "$BENCH_KEEP/"; }
  log "$1: $(tr '\n' ' ' <"$T/$1.out")"
}
get() { awk -F= -v k="$2" '$1 == k { print $2 }' "$T/$1.out"; }
ms() { awk -v v="$(get "$1" "$2")" 'BEGIN { if (v < 10) printf "%.2f ms", v; else printf "%.1f ms", v }'; }
per_conn_kb() { awk -v a="$(get "$1" rss_after_kb)" -v b="$(get "$1" rss_before_kb)" -v n="$(get "$1" connected)" \
  'BEGIN { printf "%.1f", (a - b) / n }'; }
check() { # every subscriber connected and got every event
  local name=$1
  [ "$(get "$name" connected)" = "$SUBS" ] || die "$name: $(get "$name" connected) of $SUBS subscribed ($(get "$name" first_error))"
  [ "$(get "$name" purchases)" = "$BUYS" ] || die "$name: $(get "$name" purchases) of $BUYS purchases made"
  # A delivery counted twice or timed without the kernel's stamp would make the figures wrong.
  [ "$(get "$name" duplicates)" = 0 ] && [ "$(get "$name" unstamped_reads)" = 0 ] && [ "$(get "$name" version_gaps)" = 0 ] ||
    die "$name: duplicates $(get "$name" duplicates), unstamped reads $(get "$name" unstamped_reads), version gaps $(get "$name" version_gaps)"
}

# --- 0. The baseline: SQLite, events through each socket's own (Beast) writer -----------------
if [ "${BENCH_SKIP_BASELINE:-0}" != 1 ]; then
  mkdir -p "$T/queued"
  start_rifa queued DATA_DIR="$T/queued" REALTIME_WRITES=queued
  prepare "http://127.0.0.1:$queued_PORT" DATA_DIR="$T/queued"
  fanout queued "$queued_PORT" "$queued_PORT" "$queued_PID"
  check queued
  kill "$queued_PID"
fi

# --- 1. SQLite, one instance ------------------------------------------------------------------
mkdir -p "$T/data"
start_rifa sqlite DATA_DIR="$T/data" REALTIME_WRITES=batched
prepare "http://127.0.0.1:$sqlite_PORT" DATA_DIR="$T/data"
fanout sqlite "$sqlite_PORT" "$sqlite_PORT" "$sqlite_PID"
check sqlite
SOLD=$(sqlite3 "$T/data/rifa.db" "SELECT count(*) FROM ticket_numbers WHERE raffle_id = '$RAFFLE'")
[ "$SOLD" = "$BUYS" ] || die "sqlite: $SOLD numbers sold for $BUYS purchases"
kill "$sqlite_PID"

# --- 2. PostgreSQL, two instances -------------------------------------------------------------
PG_ROWS=
if [ "${BENCH_SKIP_PG:-0}" != 1 ]; then
  PG_DIR=$(mktemp -d /tmp/rifa-realtime-pg.XXXXXX)
  PG_URL=$(PG_DURABLE=1 taskset -c "$SC" "$ROOT/scripts/pg-cluster.sh" start "$PG_DIR")
  mkdir -p "$T/pg1" "$T/pg2"
  # One signing key and one SITE_URL (the tokens' issuer) for both instances, as behind a load balancer.
  start_rifa pg1 DATABASE_URL="$PG_URL" DATA_DIR="$T/pg1" JWT_KEY_FILE="$T/pg1/jwt.pem" REALTIME_WRITES=batched
  start_rifa pg2 DATABASE_URL="$PG_URL" DATA_DIR="$T/pg2" JWT_KEY_FILE="$T/pg1/jwt.pem" REALTIME_WRITES=batched \
    SITE_URL="http://127.0.0.1:$pg1_PORT"
  prepare "http://127.0.0.1:$pg1_PORT" DATABASE_URL="$PG_URL" DATA_DIR="$T/pg1" JWT_KEY_FILE="$T/pg1/jwt.pem"
  # Every PostgreSQL process is a session (hence a scheduler autogroup) of its own, at nice 0: next to
  # servers at -20 they got almost no CPU while instance 2 walked its sockets (COMMITs of 50-180 ms).
  # The instances' pooled backends are open by now: they get the run's priority too.
  if [ "$PRIORITY_NOTE" != "normal priority" ]; then
    pm=$(head -n 1 "$PG_DIR/data/postmaster.pid")
    for p in "$pm" $(pgrep -P "$pm"); do echo -20 >"/proc/$p/autogroup" 2>/dev/null || true; done
  fi
  fanout pg "$pg2_PORT" "$pg1_PORT" "$pg2_PID"
  check pg
fi

# --- report -------------------------------------------------------------------------------------
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v <= t ? "meets" : "misses") }'; }
row() { # name label
  printf '| %s | %s / %s | %s | %s | %s | **%s** | %s / %s | %s / %s | %s | %s / %s | %s KB |\n' "$2" \
    "$(get "$1" connected)" "$SUBS" "$(get "$1" deliveries)" "$(get "$1" missing)" \
    "$(ms "$1" send_p50_ms)" "$(ms "$1" send_p99_ms)" "$(ms "$1" slowest_send_p50_ms)" "$(ms "$1" slowest_send_max_ms)" \
    "$(ms "$1" first_p50_ms)" "$(ms "$1" first_p99_ms)" \
    "$(awk -v v="$(get "$1" response_negative_share)" 'BEGIN { printf "%.0f%%", 100 * v }')" \
    "$(ms "$1" http_p50_ms)" "$(ms "$1" http_p99_ms)" "$(per_conn_kb "$1")"
}
COMMAND=${BENCH_COMMAND:-bench/realtime.sh}
overrides=$(env | grep -E '^(BENCH_(SUBSCRIBERS|PURCHASES|SKIP_PG|SKIP_BASELINE|SERVER_CPU|CLIENT_CPU)|RIFA_SERVER_BIN)=' | sort |
  sed "s#=$ROOT/#=#" | tr '\n' ' ' || true)
[ -n "${BENCH_COMMAND:-}" ] || COMMAND="$overrides$COMMAND"
NAMES=(sqlite)
ROWS=$(row sqlite "SQLite, one instance")
BASELINE_NOTE="- Baseline skipped (BENCH_SKIP_BASELINE=1)."
if [ "${BENCH_SKIP_BASELINE:-0}" != 1 ]; then
  ROWS=$(row queued "baseline: SQLite, one instance, \`REALTIME_WRITES=queued\` (each socket's Beast writer)")$'\n'$ROWS
  BASELINE_NOTE="- Against the baseline in the same run (the same server with \`REALTIME_WRITES=queued\`, how events
  were written before): p99 $(ms sqlite send_p99_ms) against $(ms queued send_p99_ms) ($(awk -v a="$(get queued send_p99_ms)" \
    -v b="$(get sqlite send_p99_ms)" 'BEGIN { printf "%.2f", a / b }')× lower); the slowest subscriber's median
  $(ms sqlite slowest_send_p50_ms) against $(ms queued slowest_send_p50_ms)."
fi
if [ "${BENCH_SKIP_PG:-0}" != 1 ]; then
  NAMES+=(pg)
  ROWS+=$'\n'$(row pg "PostgreSQL, subscribers on instance 2, purchases through instance 1")
else
  ROWS+=$'\n'"| PostgreSQL, two instances | skipped (BENCH_SKIP_PG=1) | | | | | | | | | |"
fi
worst() { # key → the largest value over the scenarios run
  for n in "${NAMES[@]}"; do get "$n" "$1"; done | sort -g | tail -n 1
}
WORST_P99=$(worst send_p99_ms)
WORST_LOW_P99=$(worst first_p99_ms)
WORST_KB=$(for n in "${NAMES[@]}"; do per_conn_kb "$n"; echo; done | sort -g | tail -n 1)
MISSING=$(for n in "${NAMES[@]}"; do get "$n" missing; done | awk '{ s += $1 } END { print s }')
fmt1() { awk -v v="$1" 'BEGIN { printf "%.1f", v }'; }

SECTION=$(cat <<EOF
$SECTION_TITLE

Produced by \`$COMMAND\` on $(date -u '+%Y-%m-%d %H:%M UTC') with \`${BIN#"$ROOT"/}\` at
$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$ROOT" diff --quiet HEAD -- server 2>/dev/null || echo ' (server/ had local changes)').
Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cores, kernel $(uname -r);
servers (and PostgreSQL) on CPU $SC, the load client on CPU $CC (\`taskset\`), $PRIORITY_NOTE; load
average before / after: $LOAD_BEFORE / $(cut -d' ' -f1 /proc/loadavg). Servers: \`NETWORK_THREADS=1\`,
default workers, \`LOG_LEVEL=warn\`, \`MAX_CONNECTIONS\` and \`REALTIME_MAX_CONNECTIONS_PER_IP\` raised to
$((SUBS + 1000)) (every subscriber comes from 127.0.0.1); PostgreSQL 15 durable (fsync on).

Method: \`bench/realtime/fanout_client\` (C++, Asio, one thread) opens $SUBS WebSockets to
\`/realtime/v1\`; each sends \`subscribe raffle:<id>\` (anonymous) and then only heartbeats. After a 2 s
settle it buys $BUYS numbers one at a time (\`POST /api/v1/raffles/{id}/tickets\`, one number each, a
signed-in buyer, keep-alive), each once the previous purchase's event reached every subscriber. Each
\`raffle.numbers\` event is timed at each socket by the kernel's receive stamp (\`SO_TIMESTAMPNS\`), so
the client's own queueing while it drains $SUBS sockets is not counted (that lag, user-space time minus
stamp, was p99 $(ms sqlite client_lag_p99_ms) in the SQLite run: a client stamping in user space would
have added it). The commit instant is not visible from outside, so the latency is bracketed:
- **from the moment the purchase request was sent** (upper bound; it adds the purchase's own
  work: parsing, the transaction and its fsync): the p50/p99 columns and the verdict;
- from the purchase's first delivery at any subscriber (lower bound: the commit precedes it).

The HTTP response is no reference here: the commit precedes both the response and the events, which
race each other out of the server (column "before response": the share of deliveries that arrived
before the buyer's own answer).

| Scenario | subscribed | deliveries | missing | p50 | p99 | slowest subscriber per purchase, median / max | lower bound p50 / p99 | before response | purchase response p50 / p99 | memory per idle connection |
|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|
$ROWS

- Targets: p99 ≤ 100 ms for $SUBS subscribers: worst p99 here **$(fmt1 "$WORST_P99") ms from the request
  (upper bound), $(verdict "$WORST_P99" 100)** it; from the first delivery (lower bound) $(fmt1 "$WORST_LOW_P99") ms,
  which $(verdict "$WORST_LOW_P99" 100) it. ≤ 20 KB per idle connection: worst **$WORST_KB KB, $(verdict "$WORST_KB" 20)** it.
  Missing deliveries: $MISSING (every subscriber must receive every event). One run per scenario,
  so no spread across runs: each p99 is over all $SUBS × $BUYS deliveries of that run. For context only (other
  hardware, other method, not a ratio): Supabase publishes p99 213 ms for its Realtime broadcast
  benchmark.
- Memory per idle connection is the server's VmRSS with every socket subscribed and idle minus
  VmRSS before the first connection, divided by the sockets: the session, its Beast stream and
  buffers, the hub's sets and the allocator's overhead. Kernel socket buffers are not in it.
- The slowest subscriber of a purchase is how long the server takes to write the event to all
  $SUBS sockets on its one network thread (in chunks of 256, so HTTP answers on that thread are not held
  behind the walk).
$BASELINE_NOTE
- How an event is written (\`realtime/direct_send.*\`, docs/decisions.md): server frames are
  unmasked, so the event's frame is built once and written straight to every socket whose own
  writer is idle, 256 sockets per \`io_uring_submit\` (\`MSG_DONTWAIT\`); a socket with anything
  queued, or found full, gets it through its queue as before. The profile that led to it, and
  what it changed, are in docs/performance.md ("Realtime fan-out"). More network threads
  (\`NETWORK_THREADS\`, default one per core) split the walk further, as the hub posts each event
  to every loop.
- PostgreSQL: both instances and PostgreSQL share CPU 0. Every PostgreSQL process is a session
  (scheduler autogroup) of its own; left at nice 0 next to servers at −20 they would starve while
  instance 2 walks its sockets, so the script gives them the run's priority once the instances'
  pooled connections are open.
EOF
)

printf '%s\n' "$SECTION" | write_section
printf '%s\n' "$SECTION" | sed -n '/^| Scenario/,/^$/p' >&2
