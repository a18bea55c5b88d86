#!/usr/bin/env bash
# Raffle reads (ARCHITECTURE §9). Seeds 10,000+ raffles in one SQLite file, then, with the
# servers on one core and wrk on the other:
#   - the timeline page and the numbers of a half-sold 10,000-number raffle, on rifa-server and on
#     a minimal Fastify + better-sqlite3 server over the same file (node-baseline/) that answers the
#     same bodies with the same caching (checked before timing), next to the nginx ceiling (one
#     worker per server core, a fixed body from memory); interleaved rounds, medians and ranges;
#   - the same two reads paced at half of rifa's maximum rate (pace.lua) for p50/p99.
# Purchases have their own section: bench/purchases.sh.
# Writes a Markdown section to BENCH_SECTION_OUT (run.sh puts it in RESULTS.md), or stdout.
# Knobs: RIFA_SERVER_BIN, BENCH_RUNS (3), BENCH_DURATION (10s), BENCH_SERVER_CPU (0),
# BENCH_CLIENT_CPU (1); for profiling, BENCH_KEEP_DB=FILE
# keeps a copy of the seeded database (FILE.half holds the half-sold raffle's id) and
# BENCH_SEED_ONLY=1 stops there.
set -euo pipefail
BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BIN=${RIFA_SERVER_BIN:-$ROOT/build/release/rifa-server}
DURATION=${BENCH_DURATION:-10s}
RUNS=${BENCH_RUNS:-3}
SC=${BENCH_SERVER_CPU:-0}
CC=${BENCH_CLIENT_CPU:-1}

for tool in sqlite3 wrk nginx node curl; do
  command -v "$tool" >/dev/null || { echo "raffles.sh: $tool is missing (make bench installs it)" >&2; exit 1; }
done
if [ ! -d "$BENCH_DIR/node-baseline/node_modules" ]; then
  "$ROOT/scripts/npm-ci.sh" "$BENCH_DIR/node-baseline" >/dev/null
fi

# shellcheck source=bench/common.sh
. "$BENCH_DIR/common.sh"
bench_workdir raffles
log() { printf '[raffles] %s\n' "$*" >&2; }
wait_up() {
  for _ in $(seq 200); do curl -fs -o /dev/null "$1" && return; sleep 0.1; done
  echo "raffles.sh: not up: $1" >&2
  exit 1
}
field() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).$1))"; }
# wrk output → numbers (latencies in ms).
rate_of() { awk '/Requests\/sec/ { printf "%.0f", $2 }' "$1"; }
pct_of() {
  awk -v p="$2" '$1 == p { v = $2
    if (v ~ /us$/) { sub(/us$/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms$/, "", v) }
    else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 }
    printf "%.2f", v }' "$1"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
w() { timeout 120 taskset -c "$CC" wrk -t1 "$@"; }

# --- A server to seed through (the API creates rows exactly as the product does) --------------
start_rifa() { # name, extra env...
  local name=$1 port
  shift
  port=$(free_port)
  # The seeding buyers hold ten unpaid tickets each in one raffle (MAX_PENDING_HOLDS=0: no limit).
  env HOST=127.0.0.1 PORT="$port" LOG_LEVEL=warn NETWORK_THREADS=1 RATE_LIMIT_MULTIPLIER=100000 MAX_PENDING_HOLDS=0 "$@" \
    taskset -c "$SC" "$BIN" >"$T/$name.log" 2>&1 &
  PIDS+=($!)
  eval "${name}_PID=$!"
  eval "${name}_URL=http://127.0.0.1:$port"
  wait_up "http://127.0.0.1:$port/api/v1/health"
}
signup() { # url email name → access token
  curl -fsS -XPOST "$1/auth/v1/signup" -H 'content-type: application/json' \
    -d "{\"email\":\"$2\",\"password\":\"Passw0rd!bench\",\"data\":{\"name\":\"$3\"}}" | field access_token
}
new_raffle() { # url token title total → id
  local end
  end=$(date -u -d '+60 days' +%Y-%m-%dT%H:%M:%S.000Z)
  curl -fsS -XPOST "$1/api/v1/raffles" -H "authorization: Bearer $2" -H 'content-type: application/json' \
    -d "{\"title\":\"$3\",\"description\":\"Moto nueva\",\"ticket_price\":5,\"total_tickets\":$4,\"lottery\":\"zulia\",\"end_date\":\"$end\"}" |
    field id
}
# Creator with the Pro plan (10,000-number raffles).
setup_creator() { # server-name env... ; sets CREATOR_TOKEN
  local name=$1 url
  shift
  url=$(eval echo "\$${name}_URL")
  signup "$url" creator@bench.io "Creador Bench" >/dev/null
  env "$@" "$BIN" grant-plan --email creator@bench.io --plan Pro >/dev/null 2>&1
  CREATOR_TOKEN=$(curl -fsS -XPOST "$url/auth/v1/token?grant_type=password" -H 'content-type: application/json' \
    -d '{"email":"creator@bench.io","password":"Passw0rd!bench"}' | field access_token)
  # Publishing needs an active payment method of the creator.
  curl -fsS -XPOST "$url/api/v1/payment-methods" -H "authorization: Bearer $CREATOR_TOKEN" \
    -H 'content-type: application/json' \
    -d '{"type":"pago_movil","name":"Pago móvil","details":{"bank":"Banesco","phone":"0414-1234567","id_number":"V-12345678"}}' >/dev/null
}

SQLITE_ENV=(DATA_DIR="$T/data")
mkdir -p "$T/data"
start_rifa seed "${SQLITE_ENV[@]}"
setup_creator seed "${SQLITE_ENV[@]}"
HALF=$(new_raffle "$seed_URL" "$CREATOR_TOKEN" "Rifa medio vendida" 10000)
DB=$T/data/rifa.db
# 10,000 more raffles, shaped like the API's (creator and end date copied from the half-sold one),
# created over the past week so the timeline's first page is a real index walk.
sqlite3 "$DB" >/dev/null "PRAGMA busy_timeout = 5000;
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < 10000)
INSERT INTO raffles (id, title, description, search_text, image_url, ticket_price_cents, total_tickets,
  sold_tickets, end_date, draw_at, status, lottery, creator_id, is_private, tags, created_at, updated_at)
SELECT lower(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-a' || substr(h, 18, 3) || '-' || substr(h, 21, 12)),
  'Rifa ' || i, 'Premio ' || i, 'rifa ' || i || ' premio ' || i, NULL, 500,
  CASE i % 3 WHEN 0 THEN 100 WHEN 1 THEN 1000 ELSE 10000 END, 0, r.end_date, r.draw_at, 'active',
  CASE i % 5 WHEN 0 THEN 'nacional' WHEN 1 THEN 'zulia' WHEN 2 THEN 'caracas' WHEN 3 THEN 'tachira' ELSE 'oriente' END,
  r.creator_id, 0, '[]',
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d seconds', 60 + i * 60)),
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d seconds', 60 + i * 60))
FROM (SELECT i, hex(randomblob(16)) AS h FROM s), raffles r WHERE r.id = '$HALF';"
RAFFLES=$(sqlite3 "$DB" 'SELECT count(*) FROM raffles')
# Half sold: 5,000 even numbers in 50 purchases of 100 by 5 buyers.
for b in 1 2 3 4 5; do
  token=$(signup "$seed_URL" "buyer$b@bench.io" "Comprador $b")
  for k in $(seq 0 9); do
    first=$((((b - 1) * 10 + k) * 200))
    curl -fsS -o /dev/null -XPOST "$seed_URL/api/v1/raffles/$HALF/tickets" -H "authorization: Bearer $token" \
      -H 'content-type: application/json' -d "{\"numbers\":[$(seq -s, "$first" 2 $((first + 198)))]}"
  done
done
TAKEN=$(sqlite3 "$DB" "SELECT count(*) FROM ticket_numbers WHERE raffle_id = '$HALF'")
log "$RAFFLES raffles; $TAKEN numbers taken in the half-sold raffle"
if [ -n "${BENCH_KEEP_DB:-}" ]; then # for profiling: a copy of the seeded database and the ids
  sqlite3 "$DB" ".backup '$BENCH_KEEP_DB'"
  echo "$HALF" >"$BENCH_KEEP_DB.half"
  [ "${BENCH_SEED_ONLY:-0}" = 1 ] && exit 0
fi

# --- Reads: rifa vs node vs nginx ------------------------------------------------------------
kill "$seed_PID"
wait "$seed_PID" 2>/dev/null || true
start_rifa rifa "${SQLITE_ENV[@]}"
NODE_PORT=$(free_port)
DB_PATH=$DB PORT=$NODE_PORT taskset -c "$SC" node "$BENCH_DIR/node-baseline/server.js" >"$T/node.log" 2>&1 &
PIDS+=($!)
node_URL=http://127.0.0.1:$NODE_PORT
wait_up "$node_URL/api/v1/raffles?page=0&limit=16"
mkdir -p "$T/ng"
curl -fsS "$rifa_URL/api/v1/health" >"$T/ng/health.json"
NGINX_PORT=$(free_port)
nginx_ceiling_conf "$T/ng" "$NGINX_PORT" "$T/ng/health.json" "$SC" >"$T/ng.conf"
taskset -c "$SC" nginx -p "$T/ng" -c "$T/ng.conf" >/dev/null 2>&1 &
PIDS+=($!)
wait_up "http://127.0.0.1:$NGINX_PORT/health.json"

LIST="/api/v1/raffles?page=0&limit=16"
NUMBERS="/api/v1/raffles/$HALF/numbers"
# Same work on both servers: the same bodies (every key at every depth, every value) and, for the
# numbers, the same cache validators, checked before timing them.
for path in "$LIST" "$NUMBERS"; do
  curl -fsS -D "$T/rifa.h" "$rifa_URL$path" >"$T/rifa.json"
  curl -fsS -D "$T/node.h" "$node_URL$path" >"$T/node.json"
  node "$BENCH_DIR/node-baseline/compare.js" "$T/rifa.json" "$T/node.json" >"$T/compare.txt" ||
    { echo "raffles.sh: rifa and the Node baseline answer $path differently: $(cat "$T/compare.txt")" >&2; exit 1; }
done
got=$(node -e "const x=JSON.parse(require('fs').readFileSync('$T/rifa.json'));console.log(x.total_tickets, x.taken.length)")
[ "$got" = "10000 $TAKEN" ] || { echo "raffles.sh: numbers answered '$got'" >&2; exit 1; }
for s in rifa node; do
  if ! grep -qi '^etag:' "$T/$s.h" || ! grep -qi '^cache-control: no-cache' "$T/$s.h"; then
    echo "raffles.sh: $s's numbers answer has no ETag or Cache-Control: no-cache" >&2
    exit 1
  fi
done
LIST_KEYS=$(curl -fsS "$rifa_URL$LIST" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const x=JSON.parse(s);console.log(Object.keys(x.data[0]).length + Object.keys(x.data[0].creator).length)})")
log "rifa and node answer the same bodies (list: $LIST_KEYS keys per raffle and creator)"

SCENARIOS=("nginx|http://127.0.0.1:$NGINX_PORT/health.json" "rifa_list|$rifa_URL$LIST" "node_list|$node_URL$LIST"
  "rifa_numbers|$rifa_URL$NUMBERS" "node_numbers|$node_URL$NUMBERS")
for s in "${SCENARIOS[@]}"; do w -c50 -d3s "${s#*|}" >/dev/null; done
for r in $(seq "$RUNS"); do
  for s in "${SCENARIOS[@]}"; do
    id=${s%%|*}
    w -c50 -d"$DURATION" --latency "${s#*|}" >"$T/$id-$r.txt"
    log "$id round $r: $(rate_of "$T/$id-$r.txt") req/s"
  done
done
declare -A RATE P50 P99 RANGE
for s in "${SCENARIOS[@]}"; do
  id=${s%%|*}
  RATE[$id]=$(for r in $(seq "$RUNS"); do rate_of "$T/$id-$r.txt"; echo; done | median)
  # shellcheck disable=SC2046
  RANGE[$id]=$(spread $(for r in $(seq "$RUNS"); do rate_of "$T/$id-$r.txt"; echo; done))
  P50[$id]=$(for r in $(seq "$RUNS"); do pct_of "$T/$id-$r.txt" 50%; echo; done | median)
  P99[$id]=$(for r in $(seq "$RUNS"); do pct_of "$T/$id-$r.txt" 99%; echo; done | median)
done
# Paced at half of rifa's maximum: 16 connections, each waiting 16,000 / (max / 2) ms.
declare -A PACED_RATE PACED_P50 PACED_P99
for id in rifa_list rifa_numbers; do
  url=$rifa_URL$LIST
  [ "$id" = rifa_numbers ] && url=$rifa_URL$NUMBERS
  pace=$(awk -v m="${RATE[$id]}" 'BEGIN { printf "%.3f", 16000 / (m / 2) }')
  PACE_MS=$pace w -c16 -d"$DURATION" --latency -s "$BENCH_DIR/pace.lua" "$url" >"$T/$id-paced.txt"
  PACED_RATE[$id]=$(rate_of "$T/$id-paced.txt")
  PACED_P50[$id]=$(pct_of "$T/$id-paced.txt" 50%)
  PACED_P99[$id]=$(pct_of "$T/$id-paced.txt" 99%)
  log "$id paced: ${PACED_RATE[$id]} req/s, p99 ${PACED_P99[$id]} ms"
done

LIST_RATIO=$(ratio "${RATE[rifa_list]}" "${RATE[node_list]}")
NUMBERS_RATIO=$(ratio "${RATE[rifa_numbers]}" "${RATE[node_numbers]}")
# Per round, rifa over Node in the same round: their range is the ratio's spread.
round_ratios() { for r in $(seq "$RUNS"); do ratio "$(rate_of "$T/$1-$r.txt")" "$(rate_of "$T/$2-$r.txt")"; echo; done; }
# shellcheck disable=SC2046
LIST_RANGE=$(SPREAD_FMT=%.2f spread $(round_ratios rifa_list node_list))
# shellcheck disable=SC2046
NUMBERS_RANGE=$(SPREAD_FMT=%.2f spread $(round_ratios rifa_numbers node_numbers))
# shellcheck disable=SC2046
LIST_VERDICT=$(judge ">=" 3 $(round_ratios rifa_list node_list))
# shellcheck disable=SC2046
NUMBERS_VERDICT=$(judge ">=" 3 $(round_ratios rifa_numbers node_numbers))
p99_verdict() { awk -v p="$1" 'BEGIN { print (p < 5 ? "under" : "over") }'; }
CEILING_WARNING=
for id in rifa_list rifa_numbers; do
  awk -v a="${RATE[$id]}" -v c="${RATE[nginx]}" 'BEGIN { exit !(a >= c) }' &&
    CEILING_WARNING="
> **Warning: the ceiling is not a ceiling in this run**: nginx answered ${RATE[nginx]} req/s, not more than $id (${RATE[$id]})."
done
write_section <<EOF
## Raffle reads

Over $RAFFLES raffles in one SQLite file (1 created through the API, 10,000 bulk-inserted with the
same shape); the numbers scenario reads a 10,000-number raffle with $TAKEN numbers taken (bought
through the API). Servers pinned to CPU $SC, wrk to CPU $CC; \`wrk -t1 -c50 -d$DURATION --latency\`,
$RUNS interleaved rounds, medians, and the range over the rounds. The Node baseline is
\`bench/node-baseline\` (Fastify + better-sqlite3 on the same file) doing rifa's work: the script
checks before timing that both answer each request with the same JSON (every key at every depth,
every value: $LIST_KEYS keys per raffle and its creator in the list) and the same \`ETag\` and
\`Cache-Control\` on the numbers; the list's count comes from \`raffle_counts\` on both, and both
keep the numbers' body per raffle and \`numbers_version\` (rifa's \`TakenNumbersCache\`). The
ceiling is nginx answering the health body from memory with one worker per server core.
$CEILING_WARNING

| Scenario | req/s (median) | req/s over the runs | p50 | p99 | rifa / node (per-round range) |
|---|--:|--:|--:|--:|--:|
| nginx fixed JSON (ceiling) | ${RATE[nginx]} | ${RANGE[nginx]} | ${P50[nginx]} ms | ${P99[nginx]} ms | |
| rifa \`GET $LIST\` | ${RATE[rifa_list]} | ${RANGE[rifa_list]} | ${P50[rifa_list]} ms | ${P99[rifa_list]} ms | **${LIST_RATIO}×** ($LIST_RANGE) |
| node same list | ${RATE[node_list]} | ${RANGE[node_list]} | ${P50[node_list]} ms | ${P99[node_list]} ms | |
| rifa \`GET /api/v1/raffles/{id}/numbers\` | ${RATE[rifa_numbers]} | ${RANGE[rifa_numbers]} | ${P50[rifa_numbers]} ms | ${P99[rifa_numbers]} ms | **${NUMBERS_RATIO}×** ($NUMBERS_RANGE) |
| node same numbers | ${RATE[node_numbers]} | ${RANGE[node_numbers]} | ${P50[node_numbers]} ms | ${P99[node_numbers]} ms | |

At half of rifa's maximum rate (\`bench/pace.lua\`: 16 connections, each pausing between requests;
wrk2 is not packaged by Debian, so this is closed-loop pacing: the latencies are service times at
that rate; one paced run each, so no spread):

| Scenario | target req/s | achieved req/s | p50 | p99 | p99 < 5 ms |
|---|--:|--:|--:|--:|---|
| rifa list | $((${RATE[rifa_list]} / 2)) | ${PACED_RATE[rifa_list]} | ${PACED_P50[rifa_list]} ms | ${PACED_P99[rifa_list]} ms | $(p99_verdict "${PACED_P99[rifa_list]}") |
| rifa numbers | $((${RATE[rifa_numbers]} / 2)) | ${PACED_RATE[rifa_numbers]} | ${PACED_P50[rifa_numbers]} ms | ${PACED_P99[rifa_numbers]} ms | $(p99_verdict "${PACED_P99[rifa_numbers]}") |

- List: rifa **${LIST_RATIO}×** the Node server, per round $LIST_RANGE× ($LIST_VERDICT the ≥ 3× target).
  Numbers: **${NUMBERS_RATIO}×**, per round $NUMBERS_RANGE× ($NUMBERS_VERDICT it). A verdict is "meets"
  or "misses" only when every round lies on the same side of the target. Both servers answer the
  numbers of an unchanged raffle from memory after one indexed read of its \`numbers_version\`
  (bumped in the same transaction as every purchase and cancellation), so this row compares the
  request path, not the caching.
- Purchases: the "Purchases" section (\`bench/purchases.sh\`).
EOF
log "section written"
