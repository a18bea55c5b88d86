#!/usr/bin/env bash
# Purchases (issue 13, ARCHITECTURE §9). Three servers side by side on one core, the load client
# (bench/purchases/purchase_client.cpp, built here) on the other:
#   rifa    rifa-server on SQLite (WAL; every answer after an fsync of the WAL that covers it)
#   node    bench/node-baseline (Fastify + better-sqlite3) on a copy of rifa's file taken before any
#           purchase: same schema, same raffles, same buyers, same primary key (raffle_id, number);
#           one transaction per purchase, synchronous=FULL; it checks rifa's own ES256 tokens
#   nodeg   the same Node baseline with GROUP_COMMIT=1 on its own copy: the purchases that arrive
#           while a batch commits go into the next transaction (one savepoint each), each answered
#           after its batch's commit (one fsync per batch)
#   pg      rifa-server on a durable throw-away PostgreSQL 15 cluster
# Scenarios, interleaved (round 1 of every scenario and server, then round 2, ...), medians:
#   - across, B buyers (BENCH_BUYERS, "50 500"): B connections, each a buyer with its own token,
#     each request one number never asked before, consecutive requests spread over
#     BENCH_RAFFLES_PER_RUN (64) fresh 10,000-number raffles; BENCH_DURATION per run
#   - flash: BENCH_FLASH_NUMBERS (1000) buyers race for the numbers of one fresh raffle of that
#     size: each asks for a random number that looks free and, on 409, for another, until every
#     buyer has one; afterwards every number must be sold once to distinct buyers, the raffle
#     sold out ('waiting') and every request answered
# After each run the database is checked against the answers (rows = 201s). Then, unless
# BENCH_PROFILE=0, one extra short run per server under `perf stat` (fsync count, CPU), one under
# `strace -f -T -y -e trace=fsync,fdatasync` (time per fsync, by file) and, for rifa, one under `perf record -g` (hot symbols).
# Buyers: one account is made through the CLI, BENCH_FLASH_NUMBERS (at least the largest B) more
# are copied from it in SQL (users, profiles and sessions rows), and their tokens are signed with
# the server's own key (bench/purchases/setup.mjs): 1,000 Argon2id sign-ups would take minutes.
# Writes the "Purchases" section to BENCH_SECTION_OUT when set (run.sh does, for RESULTS.md),
# otherwise to stdout. Knobs: RIFA_SERVER_BIN, BENCH_RUNS (3), BENCH_DURATION
# (10s), BENCH_WARMUP (3s), BENCH_BUYERS, BENCH_FLASH_NUMBERS (1000; 100 for a quick look),
# BENCH_RAFFLES_PER_RUN, BENCH_SERVER_CPU (0), BENCH_CLIENT_CPU (1), BENCH_WORKER_THREADS,
# BENCH_MAX_PENDING_HOLDS (0), BENCH_SKIP_PG=1, BENCH_SKIP_NODE=1 (neither Node baseline), BENCH_PROFILE=0, BENCH_KEEP=DIR (keep the servers' logs, the client outputs and,
# with the profile runs, their perf.data and strace there), BENCH_CLIENTS_BUILD (where the load client is built,
# build/bench-clients), BENCH_PRIORITY=0 (no own session at nice -20).
# A/B: BENCH_COMPARE_BIN=PATH adds "rifab", that binary on a copy of rifa's SQLite file taken before
# any purchase (same raffles, buyers and key), run interleaved with the others in every round, and
# "pgb", that binary on a copy of the PostgreSQL database (same cluster). BENCH_SKIP_SQLITE=1 runs
# neither rifa on SQLite nor rifab (their data is still made: the Node baseline copies it).
set -euo pipefail

# shellcheck source=bench/priority.sh
. "$(dirname "${BASH_SOURCE[0]}")/priority.sh"

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BIN=${RIFA_SERVER_BIN:-$ROOT/build/release/rifa-server}
RUNS=${BENCH_RUNS:-3}
DURATION=${BENCH_DURATION:-10s}
DURATION=${DURATION%s}
WARMUP=${BENCH_WARMUP:-3s}
WARMUP=${WARMUP%s}
read -r -a BUYERS <<<"${BENCH_BUYERS:-50 500}"
FLASH=${BENCH_FLASH_NUMBERS:-1000}
PER_RUN=${BENCH_RAFFLES_PER_RUN:-64}
SC=${BENCH_SERVER_CPU:-0}
CC=${BENCH_CLIENT_CPU:-1}
PROFILE=${BENCH_PROFILE:-1}
PROFILE_S=5
SECTION_TITLE="## Purchases"

log() { printf '[purchases] %s\n' "$*" >&2; }
die() { printf '[purchases] error: %s\n' "$*" >&2; exit 1; }
for tool in cmake ninja curl node python3 taskset sqlite3; do
  command -v "$tool" >/dev/null || die "$tool is missing (make bench installs it)"
done
[ "${BENCH_SKIP_PG:-0}" = 1 ] || command -v psql >/dev/null || die "psql is missing (BENCH_SKIP_PG=1 skips PostgreSQL)"
[ "$PROFILE" = 0 ] || { command -v perf >/dev/null && command -v strace >/dev/null; } ||
  die "perf and strace are needed for the profile runs (BENCH_PROFILE=0 skips them)"
[ -x "$BIN" ] || die "server binary $BIN not found (make build)"
[[ $FLASH =~ ^(100|1000|10000)$ ]] || die "BENCH_FLASH_NUMBERS must be 100, 1000 or 10000 (a raffle's sizes)"
[[ $RUNS =~ ^[1-9]$ ]] || die "BENCH_RUNS must be 1..9"
MOST=$FLASH
for b in "${BUYERS[@]}"; do
  [[ $b =~ ^[1-9][0-9]*$ ]] || die "BENCH_BUYERS: '$b' is not a count"
  [ "$b" -le "$MOST" ] || MOST=$b
done
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
[ "$(ulimit -n)" -ge $((MOST * 2 + 500)) ] || die "ulimit -n is $(ulimit -n): $MOST buyers need $((MOST * 2 + 500))"

if [ ! -d "$BENCH_DIR/node-baseline/node_modules" ]; then
  "$ROOT/scripts/npm-ci.sh" "$BENCH_DIR/node-baseline" >/dev/null
fi

LOAD_BEFORE=$(cut -d' ' -f1 /proc/loadavg)
# shellcheck source=bench/common.sh
. "$BENCH_DIR/common.sh"
build_client purchase_client
bench_workdir purchases
cp "$BIN" "$T/rifa-server" # a rebuild during the run must not swap the binary
[ -z "${BENCH_COMPARE_BIN:-}" ] || cp "$BENCH_COMPARE_BIN" "$T/rifa-server-b"
trap 'exit 130' INT TERM

# start_rifa NAME ENV... : one instance pinned to the server core; holds do not limit (MAX_PENDING_HOLDS=0,
# or BENCH_MAX_PENDING_HOLDS: the flash sale's buyers each hold one number, the across runs are refused past it)
# and the write limits get budgets a load test from one address does not exhaust. RIFA_EXE: the binary.
# Every instance has the same SITE_URL: the access tokens' issuer (iss) is SITE_URL/auth/v1, and one
# set of tokens serves rifa and rifab.
SITE=http://127.0.0.1
start_rifa() {
  local name=$1 port
  shift
  port=$(free_port)
  env HOST=127.0.0.1 PORT="$port" SITE_URL="$SITE" LOG_LEVEL=warn NETWORK_THREADS=1 MAX_CONNECTIONS=$((MOST + 1000)) \
    RATE_LIMIT_MULTIPLIER=100000 MAX_PENDING_HOLDS="${BENCH_MAX_PENDING_HOLDS:-0}" ${BENCH_WORKER_THREADS:+WORKER_THREADS=$BENCH_WORKER_THREADS} \
    "$@" taskset -c "$SC" "${RIFA_EXE:-$T/rifa-server}" >"$T/$name.log" 2>&1 &
  PIDS+=($!)
  printf -v "${name}_PID" %s "$!"
  printf -v "${name}_PORT" %s "$port"
  wait_up "http://127.0.0.1:$port/api/v1/health" "$!" "$name"
}

# The buyers copied from the creator's row: ids, e-mails and sessions as setup.mjs signs them.
buyers_sql() { # dialect count
  local id series
  if [ "$1" = sqlite ]; then
    series="WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < $2)"
    id() { echo "printf('00000000-0000-4000-$1-%012d', i)"; }
    from="FROM s"
  else
    series=
    id() { echo "format('00000000-0000-4000-$1-%s', lpad(i::text, 12, '0'))"; }
    from="FROM generate_series(1, $2) AS s(i)"
  fi
  cat <<EOF
BEGIN;
$series INSERT INTO users (id, email, password_hash, email_confirmed_at)
  SELECT $(id 8000), 'comprador' || i || '@bench.io', u.password_hash, u.email_confirmed_at
  $from, users u WHERE u.email = 'creator@bench.io';
$series INSERT INTO profiles (id, name, name_search, email)
  SELECT $(id 8000), 'Comprador ' || i, 'comprador ' || i, 'comprador' || i || '@bench.io' $from;
$series INSERT INTO sessions (id, user_id, user_agent, ip) SELECT $(id 9000), $(id 8000), 'bench', '127.0.0.1' $from;
COMMIT;
EOF
}

# prepare NAME DIALECT ENV... : a Pro creator, the raffles of every run, the buyers and their tokens.
prepare() {
  local name=$1 dialect=$2 port token s b
  shift 2
  port=$(eval echo "\$${name}_PORT")
  env "$@" "$T/rifa-server" create-user --email creator@bench.io --password 'Passw0rd!bench' --name "Creador Bench" \
    >/dev/null 2>&1 || die "create-user failed"
  env "$@" "$T/rifa-server" grant-plan --email creator@bench.io --plan Pro >/dev/null 2>&1 || die "grant-plan failed"
  token=$(curl -fsS -XPOST "http://127.0.0.1:$port/auth/v1/token?grant_type=password" -H 'content-type: application/json' \
    -d '{"email":"creator@bench.io","password":"Passw0rd!bench"}' | json_field access_token)
  for s in warm $(seq "$RUNS"); do
    for b in "${BUYERS[@]}"; do
      node "$BENCH_DIR/purchases/setup.mjs" raffles "http://127.0.0.1:$port" "$token" "$PER_RUN" 10000 >"$T/$name-across$b-$s.ids"
    done
  done
  if [ "$PROFILE" != 0 ]; then
    for s in stat strace record; do
      node "$BENCH_DIR/purchases/setup.mjs" raffles "http://127.0.0.1:$port" "$token" "$PER_RUN" 10000 >"$T/$name-across${BUYERS[0]}-$s.ids"
    done
  fi
  for s in $(seq "$RUNS"); do
    node "$BENCH_DIR/purchases/setup.mjs" raffles "http://127.0.0.1:$port" "$token" 1 "$FLASH" >"$T/$name-flash-$s.ids"
  done
  buyers_sql "$dialect" "$MOST" >"$T/$name-buyers.sql"
  if [ "$dialect" = sqlite ]; then
    sqlite3 -cmd '.timeout 10000' "$T/data/rifa.db" <"$T/$name-buyers.sql"
  else
    psql "$PG_URL" -q -v ON_ERROR_STOP=1 -f "$T/$name-buyers.sql" >/dev/null
  fi
}

# --- servers and data ---------------------------------------------------------------------------
mkdir -p "$T/data"
start_rifa rifa DATA_DIR="$T/data"
log "rifa (SQLite): raffles for every run and $MOST buyers"
prepare rifa sqlite DATA_DIR="$T/data"
node "$BENCH_DIR/purchases/setup.mjs" tokens "$T/data/jwt-es256.pem" "$MOST" "$SITE/auth/v1" >"$T/sqlite.tokens"
SERVERS=(rifa)
if [ -n "${BENCH_COMPARE_BIN:-}" ]; then # the other binary on its own copy, with the same key
  mkdir -p "$T/datab"
  sqlite3 "$T/data/rifa.db" ".backup '$T/datab/rifa.db'"
  cp -p "$T/data/jwt-es256.pem" "$T/datab/"
  for f in "$T"/rifa-*.ids; do cp "$f" "$T/rifab-${f#"$T"/rifa-}"; done
  RIFA_EXE=$T/rifa-server-b start_rifa rifab DATA_DIR="$T/datab"
  SERVERS+=(rifab)
fi
[ "${BENCH_SKIP_SQLITE:-0}" != 1 ] || SERVERS=()
if [ "${BENCH_SKIP_NODE:-0}" != 1 ]; then
  # Each Node baseline's copy: same schema, raffles and buyers, before any purchase. node: one
  # transaction per purchase; nodeg: group commit (GROUP_COMMIT=1).
  for s in node nodeg; do
    sqlite3 "$T/data/rifa.db" ".backup '$T/$s.db'"
    for f in "$T"/rifa-*.ids; do cp "$f" "$T/$s-${f#"$T"/rifa-}"; done
    port=$(free_port)
    GROUP_COMMIT=$([ "$s" = nodeg ] && echo 1 || echo 0) DB_PATH=$T/$s.db KEY_FILE=$T/data/jwt-es256.pem PORT=$port \
      taskset -c "$SC" node "$BENCH_DIR/node-baseline/server.js" >"$T/$s.log" 2>&1 &
    PIDS+=($!)
    printf -v "${s}_PID" %s "$!"
    printf -v "${s}_PORT" %s "$port"
    wait_up "http://127.0.0.1:$port/api/v1/raffles?page=0&limit=1" "$!" "$s"
    SERVERS+=("$s")
  done
fi

if [ "${BENCH_SKIP_PG:-0}" != 1 ]; then
  PG_DIR=$(mktemp -d /tmp/rifa-purchases-pg.XXXXXX)
  PG_URL=$(PG_DURABLE=1 taskset -c "$SC" "$ROOT/scripts/pg-cluster.sh" start "$PG_DIR")
  mkdir -p "$T/pgdata"
  start_rifa pg DATABASE_URL="$PG_URL" DATA_DIR="$T/pgdata"
  log "rifa (PostgreSQL): raffles for every run and $MOST buyers"
  prepare pg postgresql DATABASE_URL="$PG_URL" DATA_DIR="$T/pgdata"
  node "$BENCH_DIR/purchases/setup.mjs" tokens "$T/pgdata/jwt-es256.pem" "$MOST" "$SITE/auth/v1" >"$T/pg.tokens"
  if [ -n "${BENCH_COMPARE_BIN:-}" ]; then # the other binary on a copy of the database, with the same key
    kill "$pg_PID" && wait "$pg_PID" 2>/dev/null || true # CREATE DATABASE … TEMPLATE needs it unused
    PGB_URL=${PG_URL%/*}/rifab
    psql "${PG_URL%/*}/template1" -q -v ON_ERROR_STOP=1 -c "CREATE DATABASE rifab TEMPLATE ${PG_URL##*/}" >/dev/null
    mkdir -p "$T/pgdatab"
    cp -p "$T/pgdata/jwt-es256.pem" "$T/pgdatab/"
    for f in "$T"/pg-*.ids; do cp "$f" "$T/pgb-${f#"$T"/pg-}"; done
    start_rifa pg DATABASE_URL="$PG_URL" DATA_DIR="$T/pgdata"
    RIFA_EXE=$T/rifa-server-b start_rifa pgb DATABASE_URL="$PGB_URL" DATA_DIR="$T/pgdatab"
  fi
  # Every PostgreSQL process is a session of its own at nice 0; next to the run at -20 they would
  # starve (bench/realtime.sh). The pooled backends are open by now: they get the run's priority.
  PG_MASTER=$(head -n 1 "$PG_DIR/data/postmaster.pid")
  if [ "$PRIORITY_NOTE" != "normal priority" ]; then
    for p in "$PG_MASTER" $(pgrep -P "$PG_MASTER"); do echo -20 >"/proc/$p/autogroup" 2>/dev/null || true; done
  fi
  SERVERS+=(pg)
  [ -z "${BENCH_COMPARE_BIN:-}" ] || SERVERS+=(pgb)
fi

# --- runs -----------------------------------------------------------------------------------------
tokens_of() { [[ $1 = pg* ]] && echo "$T/pg.tokens" || echo "$T/sqlite.tokens"; }
# The processes whose CPU counts for a server: rifa on PostgreSQL adds the cluster's processes.
# shellcheck disable=SC2154 # pg_PID is set by start_rifa (printf -v)
cpu_pids() { if [[ $1 = pg* ]]; then echo "$(eval echo "\$${1}_PID") $PG_MASTER $(pgrep -P "$PG_MASTER" | tr '\n' ' ')"; else eval echo "\$${1}_PID"; fi; }
cpu_ticks() { # pids... → "user system" clock ticks, threads included
  for p in "$@"; do cat "/proc/$p/stat" 2>/dev/null || true; done |
    awk '{ sub(/^.*\) /, ""); u += $12; s += $13 } END { print u + 0, s + 0 }'
}
get() { [ ! -f "$T/$1.out" ] || awk -F= -v k="$2" '$1 == k { print substr($0, length(k) + 2) }' "$T/$1.out"; }
count_sql() { # server sql → one number
  case $1 in
  rifa) sqlite3 -cmd '.timeout 10000' "$T/data/rifa.db" "$2" ;;
  rifab) sqlite3 -cmd '.timeout 10000' "$T/datab/rifa.db" "$2" ;;
  node | nodeg) sqlite3 -cmd '.timeout 10000' "$T/$1.db" "$2" ;;
  pg) psql "$PG_URL" -Atq -c "$2" ;;
  pgb) psql "$PGB_URL" -Atq -c "$2" ;;
  esac
}
in_list() { sed "s/.*/'&'/" "$1" | paste -sd, -; }

# measure ID SERVER CLIENT-ARGS... : one client run; its key=value output, plus the server's CPU, in $T/ID.out.
measure() {
  local id=$1 server=$2 before after
  shift 2
  # What the previous run left for the kernel to write back (a SQLite file or WAL of hundreds of MB)
  # is written now, not during this server's run on the same disk and core.
  sync
  # shellcheck disable=SC2046 # word splitting of the pid list is intended
  before=$(cpu_ticks $(cpu_pids "$server"))
  taskset -c "$CC" "$CLIENT" --port "$(eval echo "\$${server}_PORT")" --tokens "$(tokens_of "$server")" \
    --rss-pid "$(eval echo "\$${server}_PID")" "$@" >"$T/$id.out" 2>"$T/$id.err" ||
    die "$id: the client failed: $(tail -n 5 "$T/$id.err")"
  # shellcheck disable=SC2046
  after=$(cpu_ticks $(cpu_pids "$server"))
  awk -v b="$before" -v a="$after" -v t="$(get "$id" elapsed_s)" -v hz="$(getconf CLK_TCK)" 'BEGIN {
    split(b, x, " "); split(a, y, " ")
    printf "server_user_pct=%.0f\nserver_sys_pct=%.0f\n", 100 * (y[1] - x[1]) / hz / t, 100 * (y[2] - x[2]) / hz / t }' >>"$T/$id.out"
}

# across SERVER BUYERS POOL DURATION : a run of the across scenario, checked against the database.
across() {
  local server=$1 b=$2 pool=$3 id="$1-across$2-$3" rows problems=
  measure "$id" "$server" --connections "$b" --raffles "$T/$server-across$b-$pool.ids" --duration "$4" "${@:5}"
  rows=$(count_sql "$server" "SELECT count(*) FROM ticket_numbers WHERE raffle_id IN ($(in_list "$T/$server-across$b-$pool.ids"))")
  [ "$rows" = "$(get "$id" s201)" ] || problems+="$rows rows for $(get "$id" s201) answers 201; "
  for k in errors unanswered s409_unavailable s409_not_active s409_other s_other; do
    [ "$(get "$id" $k)" = 0 ] || problems+="$k $(get "$id" $k); "
  done
  [ -z "$problems" ] || problems+="first answer not 201: $(get "$id" first_other); first error: $(get "$id" first_error)"
  echo "check=${problems:-ok}" >>"$T/$id.out"
  log "$id: $(printf '%.0f' "$(get "$id" rate)")/s, p50 $(get "$id" p50_ms) ms, p99 $(get "$id" p99_ms) ms, client CPU $(printf '%.0f' "$(get "$id" client_cpu_pct)")%, ${problems:-checked}"
}

# flash SERVER ROUND : the flash sale, checked: every number sold once, to distinct buyers, the raffle
# sold out, every buyer answered.
flash() {
  local server=$1 id="$1-flash-$2" raffle state problems=
  raffle=$(cat "$T/$server-flash-$2.ids")
  measure "$id" "$server" --connections "$FLASH" --flash "$raffle" --numbers "$FLASH"
  state=$(count_sql "$server" "SELECT (SELECT count(*) FROM ticket_numbers WHERE raffle_id = '$raffle') || ' ' ||
    (SELECT count(DISTINCT t.user_id) FROM tickets t WHERE t.raffle_id = '$raffle') || ' ' || sold_tickets || ' ' || status
    FROM raffles WHERE id = '$raffle'")
  [ "$state" = "$FLASH $FLASH $FLASH waiting" ] ||
    problems+="rows, distinct buyers, sold_tickets, status: $state (expected $FLASH $FLASH $FLASH waiting); "
  [ "$(get "$id" s201)" = "$FLASH" ] || problems+="$(get "$id" s201) answers 201; "
  for k in errors unanswered buyers_left s409_other s_other; do
    [ "$(get "$id" $k)" = 0 ] || problems+="$k $(get "$id" $k); "
  done
  [ -z "$problems" ] || problems+="first other answer: $(get "$id" first_other); first error: $(get "$id" first_error)"
  echo "check=${problems:-ok}" >>"$T/$id.out"
  log "$id: sold out in $(get "$id" sellout_ms) ms, p50 $(get "$id" p50_ms) ms, p99 $(get "$id" p99_ms) ms, client CPU $(printf '%.0f' "$(get "$id" client_cpu_pct)")%, ${problems:-checked}"
}

for b in "${BUYERS[@]}"; do
  for s in "${SERVERS[@]}"; do
    log "warm-up ${WARMUP}s: $s, $b buyers"
    across "$s" "$b" warm "$WARMUP" >/dev/null
  done
done
for r in $(seq "$RUNS"); do
  for b in "${BUYERS[@]}"; do
    for s in "${SERVERS[@]}"; do across "$s" "$b" "$r" "$DURATION"; done
  done
  for s in "${SERVERS[@]}"; do flash "$s" "$r"; done
done
HWM=()
for s in "${SERVERS[@]}"; do HWM+=("$s $(awk '/^VmHWM:/ { print $2 }' "/proc/$(eval echo "\$${s}_PID")/status")"); done

# --- what limits each figure ----------------------------------------------------------------------
# perf stat: fsync/fdatasync calls (tracepoints, no slowdown) and CPU; strace: each fsync's file and
# wall time (ptrace slows the server: its rate is not a figure); perf record -g: rifa's hot symbols.
declare -A LIMIT
if [ "$PROFILE" != 0 ]; then
  b=${BUYERS[0]}
  for s in "${SERVERS[@]}"; do
    pids=$(cpu_pids "$s" | tr -s ' ' ',' | sed 's/,$//')
    perf stat -x, -e task-clock,context-switches,syscalls:sys_enter_fsync,syscalls:sys_enter_fdatasync \
      -p "$pids" -o "$T/$s-stat.perf" -- sleep "$((PROFILE_S + 1))" &
    stat_pid=$!
    sleep 0.5
    across "$s" "$b" stat "$PROFILE_S" 2>/dev/null
    wait "$stat_pid" || true
    strace_args=()
    for p in ${pids//,/ }; do strace_args+=(-p "$p"); done
    strace -f -T -y -e trace=fsync,fdatasync -o "$T/$s-strace.txt" "${strace_args[@]}" 2>/dev/null &
    strace_pid=$!
    sleep 1
    across "$s" "$b" strace "$PROFILE_S" 2>/dev/null
    kill -INT "$strace_pid" 2>/dev/null || true
    wait "$strace_pid" 2>/dev/null || true
    if [[ $s != node* ]]; then
      perf record -g -o "$T/$s.perf.data" -p "$pids" -- sleep "$((PROFILE_S + 1))" >/dev/null 2>&1 &
      record_pid=$!
      sleep 0.5
      across "$s" "$b" record "$PROFILE_S" 2>/dev/null
      wait "$record_pid" || true
      perf report -i "$T/$s.perf.data" --no-children --sort dso,symbol --stdio -q 2>/dev/null |
        awk '/^ +[0-9.]+%/ && n < 6 { dso = ($2 ~ /kernel/) ? "kernel" : $2; sub(/.*\//, "", dso)
          printf "%s%s %s (%s)", (n ? ", " : ""), $1, $4, dso; n++ }' \
          >"$T/$s-top.txt" || true
      perf report -i "$T/$s.perf.data" --no-children --sort dso --stdio -q -g none 2>/dev/null |
        awk '/^ +[0-9.]+%/ && n < 6 { dso = ($2 ~ /kernel/) ? "kernel" : $2; sub(/\.so.*/, "", dso)
          printf "%s%s %s", (n ? ", " : ""), dso, $1; n++ }' >"$T/$s-dso.txt" || true
    fi
    # purchases per fsync, CPU of the server per purchase, wall time per fsync
    fsyncs=$(awk -F, '/sys_enter_f(data)?sync/ { n += $1 } END { print n + 0 }' "$T/$s-stat.perf")
    cpu_ms=$(awk -F, '/task-clock/ { print $1 }' "$T/$s-stat.perf")
    switches=$(awk -F, '/context-switches/ { print $1 }' "$T/$s-stat.perf")
    sold=$(get "$s-across$b-stat" s201)
    # Lines: "PID fdatasync(7</path/rifa.db-wal>) = 0 <0.002>", or split in "unfinished" and "resumed"
    # halves when threads interleave. Files by name (PostgreSQL's WAL segments and relation files
    # grouped), with the count and the mean wall time.
    per_fsync=$(awk '
      /f(data)?sync\(/ { p = $0; sub(/^[^<]*</, "", p); sub(/>.*/, "", p); sub(/.*\//, "", p)
        if (p ~ /^[0-9A-F]+$/ && length(p) == 24) p = "pg_wal"; else if (p ~ /^[0-9_.]+$/) p = "relation files"
        file[$1] = p }
      /<[0-9.]+>$/ && /f(data)?sync/ { t = $NF; gsub(/[<>]/, "", t); f = file[$1]; n[f]++; sum[f] += t; all++; total += t }
      END { for (f in n) printf "%s%s %d × %.2f ms", (k++ ? ", " : ""), f, n[f], 1000 * sum[f] / n[f]
        if (!all) printf "none seen" }' "$T/$s-strace.txt")
    LIMIT[$s]=$(awk -v f="$fsyncs" -v c="$cpu_ms" -v n="$sold" -v w="$PROFILE_S" -v by="$per_fsync" -v cs="$switches" 'BEGIN {
      printf "%d purchases in %d s with %d fsync/fdatasync calls, **%.2f purchases per fsync**; server CPU %.0f%% of a core, %.0f µs per purchase, %.1f context switches per purchase. Under strace (slower): %s",
        n, w, f, (f ? n / f : 0), c / 10 / w, (n ? 1000 * c / n : 0), (n ? cs / n : 0), by }')
    # A WAL that is never reset (checkpoints starved by readers) makes every commit try one again.
    wal=$T/data/rifa.db-wal
    [[ $s != node* ]] || wal=$T/$s.db-wal
    [ "$s" != rifab ] || wal=$T/datab/rifa.db-wal
    [[ $s = pg* ]] || LIMIT[$s]+="; WAL file after the runs: $(awk -v b="$(stat -c %s "$wal" 2>/dev/null || echo 0)" 'BEGIN { printf "%.1f", b / 1048576 }') MB"
    [ ! -s "$T/$s-dso.txt" ] || LIMIT[$s]+="; CPU by library (perf, self): $(cat "$T/$s-dso.txt")"
    [ ! -s "$T/$s-top.txt" ] || LIMIT[$s]+="; hottest symbols: $(cat "$T/$s-top.txt")"
    log "$s: ${LIMIT[$s]}"
  done
fi
if [ -n "${BENCH_KEEP:-}" ]; then # for a closer look: perf report -i DIR/rifa.perf.data
  mkdir -p "$BENCH_KEEP"
  cp "$T"/*.perf.data "$T"/*-strace.txt "$T"/*-stat.perf "$T"/*.out "$T"/*.log "$BENCH_KEEP/" 2>/dev/null || true
fi

# --- report -------------------------------------------------------------------------------------
median() { sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
over_runs() { # scenario server key [reducer: median|sum|max]
  local reduce=${4:-median}
  for r in $(seq "$RUNS"); do get "$2-$1-$r" "$3"; done |
    case $reduce in
    median) median ;;
    sum) awk '{ s += $1 } END { print s + 0 }' ;;
    max) sort -g | tail -n 1 ;;
    esac
}
checks() { for r in $(seq "$RUNS"); do get "$2-$1-$r" check; done | sort -u | paste -sd' ' -; }
fmt0() { awk -v v="$1" 'BEGIN { printf "%.0f", v }'; }
fmt_ms() { awk -v v="$1" 'BEGIN { if (v < 10) printf "%.2f ms", v; else if (v < 100) printf "%.1f ms", v; else printf "%.0f ms", v }'; }
declare -A LABEL=([rifa]="rifa, SQLite" [rifab]="rifa B (${BENCH_COMPARE_BIN:-}), SQLite"
  [node]="Node baseline, SQLite, one transaction per purchase" [nodeg]="Node baseline, SQLite, group commit"
  [pg]="rifa, PostgreSQL" [pgb]="rifa B (${BENCH_COMPARE_BIN:-}), PostgreSQL")
row() { # scenario server
  local sc=$1 s=$2 statuses
  statuses="$(over_runs "$sc" "$s" s201 sum) / $(over_runs "$sc" "$s" s409_unavailable sum) / $(over_runs "$sc" "$s" s409_not_active sum) / $(($(over_runs "$sc" "$s" s409_other sum) + $(over_runs "$sc" "$s" s_other sum))) / $(($(over_runs "$sc" "$s" errors sum) + $(over_runs "$sc" "$s" unanswered sum)))"
  printf '| %s | **%s** | %s | %s | %s |%s %s | %s%% + %s%% | %s MB | %s%% | %s |\n' "${LABEL[$s]}" \
    "$(fmt0 "$(over_runs "$sc" "$s" rate)")" \
    "$(for r in $(seq "$RUNS"); do fmt0 "$(get "$s-$sc-$r" rate)"; echo; done | paste -sd, - | sed 's/,/, /g')" \
    "$(fmt_ms "$(over_runs "$sc" "$s" p50_ms)")" "$(fmt_ms "$(over_runs "$sc" "$s" p99_ms)")" \
    "$([ "$sc" = flash ] && printf ' %s |' "$(fmt_ms "$(over_runs "$sc" "$s" sellout_ms)")")" "$statuses" \
    "$(over_runs "$sc" "$s" server_user_pct)" "$(over_runs "$sc" "$s" server_sys_pct)" \
    "$(awk -v k="$(over_runs "$sc" "$s" rss_peak_kb max)" 'BEGIN { printf "%.0f", k / 1024 }')" \
    "$(fmt0 "$(over_runs "$sc" "$s" client_cpu_pct max)")" "$(checks "$sc" "$s")"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
# Spreads: a figure's per-run values, and a ratio's per-round values (both servers in the same round).
runs_of() { for r in $(seq "$RUNS"); do get "$2-$1-$r" "$3"; done; } # scenario server key
ratios_of() { for r in $(seq "$RUNS"); do ratio "$(get "$2-$1-$r" rate)" "$(get "$3-$1-$r" rate)"; echo; done; } # scenario a b
has() { [[ " ${SERVERS[*]} " == *" $1 "* ]]; }
TABLES=
for b in "${BUYERS[@]}"; do
  TABLES+="
**Across raffles, $b buyers** ($b connections, $PER_RUN fresh 10,000-number raffles per run, ${DURATION} s per run):

| Server | purchases/s | runs | p50 | p99 | 201 / 409 taken / 409 not active / other / no answer | server CPU (user + sys) | peak RSS | client CPU | check |
|---|--:|---|--:|--:|---|--:|--:|--:|---|
"
  for s in "${SERVERS[@]}"; do TABLES+="$(row "across$b" "$s")"$'\n'; done
done
TABLES+="
**Flash sale**: $FLASH buyers ($FLASH connections, distinct tokens) race for the $FLASH numbers of one fresh raffle; purchases/s is $FLASH over the time to sell out:

| Server | purchases/s | runs | p50 | p99 | sold out in | 201 / 409 taken / 409 not active / other / no answer | server CPU (user + sys) | peak RSS | client CPU | check |
|---|--:|---|--:|--:|--:|---|--:|--:|--:|---|
"
for s in "${SERVERS[@]}"; do TABLES+="$(row flash "$s")"$'\n'; done

B0=${BUYERS[0]}
# shellcheck disable=SC2046 # word splitting of the per-run values is intended throughout
{
VERDICTS=
if has rifa; then
  VERDICTS+="
- SQLite, $B0 buyers: **$(fmt0 "$(over_runs "across$B0" rifa rate)") purchases/s** (runs $(spread $(runs_of "across$B0" rifa rate))), **$(judge ">=" 5000 $(runs_of "across$B0" rifa rate))** the ≥ 5,000/s target;
  p99 $(fmt_ms "$(over_runs "across$B0" rifa p99_ms)") (runs $(SPREAD_FMT=%.1f spread $(runs_of "across$B0" rifa p99_ms)) ms), $(judge "<=" 50 $(runs_of "across$B0" rifa p99_ms)) the ≤ 50 ms target."
fi
for b in "${BUYERS[@]}"; do
  has rifa && has node || break
  VERDICTS+="
- SQLite, $b buyers: rifa **$(ratio "$(over_runs "across$b" rifa rate)" "$(over_runs "across$b" node rate)")× the Node baseline with one transaction per purchase** (per round $(SPREAD_FMT=%.2f spread $(ratios_of "across$b" rifa node))×)$(
    [ "$b" != "$B0" ] || printf ', **%s** the ≥ 5× target' "$(judge ">=" 5 $(ratios_of "across$b" rifa node))"); what batching gives: the Node baseline with group commit is $(ratio "$(over_runs "across$b" nodeg rate)" "$(over_runs "across$b" node rate)")× the one-transaction one (per round $(SPREAD_FMT=%.2f spread $(ratios_of "across$b" nodeg node))×$(
    [ "$(judge ">" 1 $(ratios_of "across$b" nodeg node))" != "within noise of" ] || printf ', within noise'));
  what the rest of rifa's stack gives over batching alone: rifa is $(ratio "$(over_runs "across$b" rifa rate)" "$(over_runs "across$b" nodeg rate)")× the group-commit baseline (per round $(SPREAD_FMT=%.2f spread $(ratios_of "across$b" rifa nodeg))×$(
    [ "$(judge ">" 1 $(ratios_of "across$b" rifa nodeg))" != "within noise of" ] || printf ', within noise'))."
done
if has pg; then
  for b in "${BUYERS[@]}"; do
    VERDICTS+="
- PostgreSQL, $b buyers across raffles: **$(fmt0 "$(over_runs "across$b" pg rate)") purchases/s** (runs $(spread $(runs_of "across$b" pg rate))), **$(judge ">=" 2000 $(runs_of "across$b" pg rate))** the ≥ 2,000/s target."
  done
else
  VERDICTS+="
- PostgreSQL: skipped (BENCH_SKIP_PG=1)."
fi
for s in rifa pg; do
  has "$s" || continue
  VERDICTS+="
- Flash sale on ${LABEL[$s]#rifa, }: p99 **$(fmt_ms "$(over_runs flash "$s" p99_ms)")** (runs $(SPREAD_FMT=%.1f spread $(runs_of flash "$s" p99_ms)) ms), **$(judge "<" 200 $(runs_of flash "$s" p99_ms))** the < 200 ms target; sold out in $(fmt_ms "$(over_runs flash "$s" sellout_ms)")$(
    [ "$s" != rifa ] || ! has node || printf ', %s× the one-transaction Node baseline'"'"'s rate (per round %s×) and %s× the group-commit one'"'"'s (per round %s×)' \
      "$(ratio "$(over_runs flash rifa rate)" "$(over_runs flash node rate)")" "$(SPREAD_FMT=%.2f spread $(ratios_of flash rifa node))" \
      "$(ratio "$(over_runs flash rifa rate)" "$(over_runs flash nodeg rate)")" "$(SPREAD_FMT=%.2f spread $(ratios_of flash rifa nodeg))")."
done
VERDICTS+="
- A verdict is \"meets\" or \"misses\" only when every run (for a ratio, every round) lies on the same
  side of its target; otherwise it says \"within noise of\"."
}
LIMITS=
if [ "$PROFILE" != 0 ]; then
  for s in "${SERVERS[@]}"; do LIMITS+="- ${LABEL[$s]}: ${LIMIT[$s]}."$'\n'; done
else
  LIMITS="- Not measured (BENCH_PROFILE=0)."
fi
HWM_LINE=$(for h in "${HWM[@]}"; do read -r s kb <<<"$h"; printf '%s %s MB, ' "${LABEL[$s]}" "$((kb / 1024))"; done | sed 's/, $//')

COMMAND=${BENCH_COMMAND:-bench/purchases.sh}
overrides=$(env | grep -E '^(BENCH_(RUNS|DURATION|WARMUP|BUYERS|FLASH_NUMBERS|RAFFLES_PER_RUN|SKIP_PG|SKIP_NODE|SKIP_SQLITE|COMPARE_BIN|PROFILE|WORKER_THREADS|SERVER_CPU|CLIENT_CPU)|RIFA_SERVER_BIN)=' |
  sort | sed "s#=$ROOT/#=#" | tr '\n' ' ' || true)
[ -n "${BENCH_COMMAND:-}" ] || COMMAND="$overrides$COMMAND"

SECTION=$(cat <<EOF
$SECTION_TITLE

Produced by \`$COMMAND\` on $(date -u '+%Y-%m-%d %H:%M UTC') with \`${BIN#"$ROOT"/}\` at
$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$ROOT" diff --quiet HEAD -- server 2>/dev/null || echo ' (server/ had local changes)').
Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cores, kernel $(uname -r);
servers (and PostgreSQL) on CPU $SC, the load client on CPU $CC (\`taskset\`), $PRIORITY_NOTE; load
average before / after: $LOAD_BEFORE / $(cut -d' ' -f1 /proc/loadavg). rifa: \`NETWORK_THREADS=1\`,
\`WORKER_THREADS=${BENCH_WORKER_THREADS:-default}\`, \`LOG_LEVEL=warn\`, \`MAX_PENDING_HOLDS=0\` (holds do not limit), write
limits raised. $RUNS interleaved rounds (every scenario and server, then again), a ${WARMUP} s warm-up per
server and buyer count, medians.

Servers: **rifa, SQLite** (WAL; no answer before an fdatasync of the WAL after its commit: the writer commits with \`synchronous=NORMAL\` and a syncer thread makes it durable, docs/decisions.md); **Node baseline** (\`bench/node-baseline\`:
Fastify + better-sqlite3 on a copy of rifa's file taken before any purchase, so the same schema,
raffles, buyers and primary key \`(raffle_id, number)\`; one transaction per purchase, WAL,
\`synchronous=FULL\`; it verifies rifa's own ES256 tokens); **Node baseline with group commit**
(the same server with \`GROUP_COMMIT=1\`, on its own copy: the purchases read while a batch commits
go into the next transaction, one savepoint each, and each is answered after its batch's commit,
one fsync per batch, \`synchronous=FULL\`; the ratio of the two Node rows is what batching gives,
rifa over the group-commit row what the rest of rifa's stack gives); **rifa, PostgreSQL** (15, durable
throw-away cluster on the same core; its processes' CPU is counted with the server's). rifa's
purchase does more per request than the baseline's (the buyer's profile, an idempotency check, the
hold's end, a receipt code, the creator's notification row, the realtime event, the ticket read
back with its joins).

Load: \`bench/purchases/purchase_client\` (C++, Asio, one thread; one keep-alive connection per
buyer, each with its own access token; $MOST buyers are copied in SQL from one made through the CLI
and their tokens signed with the server's key, see the script). Each request buys one number.
Latency is from writing a request to reading its whole answer. "Check": after each run the
database holds exactly one \`ticket_numbers\` row per 201 (across) or, for the flash sale, all
$FLASH numbers sold to $FLASH distinct buyers, \`sold_tickets\` = $FLASH, status \`waiting\`, every
request answered. Peak RSS: the server process's VmRSS sampled every 50 ms during the run (rifa on
PostgreSQL: rifa only). Server CPU: /proc of the server (and PostgreSQL) processes over the run, in
% of one core.
$TABLES
Targets (issue 13):$VERDICTS
- Memory high-water mark (VmHWM) after all runs: $HWM_LINE.

What limits each figure (one extra ${PROFILE_S} s run of $B0 buyers per server under \`perf stat\` with
the fsync tracepoints, one under \`strace -f -T -y\` for each fsync's file and wall time, and for rifa
one under \`perf record -g\`, self time):
$LIMITS
EOF
)

printf '%s\n' "$SECTION" | write_section
printf '%s\n' "$SECTION" | sed -n '/^Targets/,$p' >&2
