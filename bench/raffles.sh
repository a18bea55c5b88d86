#!/usr/bin/env bash
# Raffles and buying: seeds >10,000 raffles in one SQLite file, then wrk on the list and numbers reads
# (rifa vs a Fastify + better-sqlite3 server on the same file) and on purchases. Run by run.sh or alone.
set -euo pipefail
BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd); ROOT=$(cd "$BENCH_DIR/.." && pwd)
BIN=${RIFA_SERVER_BIN:-$ROOT/build/release/rifa-server}
D=${BENCH_DURATION:-10s}; RUNS=${BENCH_RUNS:-3}; SC=${BENCH_SERVER_CPU:-0}; CC=${BENCH_CLIENT_CPU:-1}
command -v sqlite3 >/dev/null || apt-get install -y sqlite3 >/dev/null
[ -d "$BENCH_DIR/node-baseline/node_modules" ] || (cd "$BENCH_DIR/node-baseline" && npm ci --no-audit --no-fund >/dev/null && npm rebuild better-sqlite3 >/dev/null)
T=$(mktemp -d /tmp/rifa-raffles.XXXXXX); PIDS=()
trap 'for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; sleep 0.5; rm -rf "$T"' EXIT
log() { printf '[raffles] %s\n' "$*" >&2; }
port() { echo $((20000 + RANDOM % 30000)); }
P=$(port); U=http://127.0.0.1:$P; DB=$T/data/rifa.db; mkdir -p "$T/data"
up() { for _ in $(seq 100); do curl -fs -o /dev/null "$1" && return; sleep 0.1; done; echo "not up: $1" >&2; exit 1; }
j() { node -pe "JSON.parse(require('fs').readFileSync(0)).$1"; }
env HOST=127.0.0.1 PORT=$P DATA_DIR=$T/data RATE_LIMIT_MULTIPLIER=1000 LOG_LEVEL=warn "$BIN" >"$T/seed.log" 2>&1 & PIDS+=($!)
up "$U/api/v1/health"
signup() { curl -fsS -XPOST "$U/auth/v1/signup" -H 'content-type: application/json' -d "{\"email\":\"$1\",\"password\":\"Passw0rd!bench\",\"data\":{\"name\":\"$2\"}}" | j access_token; }
signup creator@bench.io "Creador Bench" >/dev/null
env HOST=127.0.0.1 PORT=$P DATA_DIR=$T/data "$BIN" grant-plan --email creator@bench.io --plan Pro >/dev/null 2>&1
CT=$(curl -fsS -XPOST "$U/auth/v1/token?grant_type=password" -H 'content-type: application/json' -d '{"email":"creator@bench.io","password":"Passw0rd!bench"}' | j access_token)
END=$(date -u -d '+60 days' +%Y-%m-%dT%H:%M:%S.000Z)
mk() { curl -fsS -XPOST "$U/api/v1/raffles" -H "authorization: Bearer $CT" -H 'content-type: application/json' \
  -d "{\"title\":\"$1\",\"description\":\"Moto nueva\",\"ticket_price\":5,\"total_tickets\":$2,\"lottery\":\"zulia\",\"end_date\":\"$END\",\"is_private\":false}" | j id; }
HALF=$(mk "Rifa medio vendida" 10000)
POOL=(); for i in 1 2 3 4 5 6; do POOL+=("$(mk "Rifa compra $i" 10000)"); done
# Bulk rows shaped like the API's (copied from the half-sold raffle), created_at spread over the past.
sqlite3 "$DB" "PRAGMA busy_timeout=5000; WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM s WHERE i < 10000)
INSERT INTO raffles (id,title,description,search_text,image_url,ticket_price_cents,total_tickets,sold_tickets,end_date,status,lottery,creator_id,is_private,tags,created_at,updated_at)
SELECT lower(substr(h,1,8)||'-'||substr(h,9,4)||'-4'||substr(h,14,3)||'-a'||substr(h,18,3)||'-'||substr(h,21,12)),
 'Rifa '||i, 'Premio '||i, 'rifa '||i||' premio '||i, NULL, 500, (CASE i%3 WHEN 0 THEN 100 WHEN 1 THEN 1000 ELSE 10000 END), 0, r.end_date, 'active',
 (CASE i%5 WHEN 0 THEN 'nacional' WHEN 1 THEN 'zulia' WHEN 2 THEN 'caracas' WHEN 3 THEN 'tachira' ELSE 'oriente' END), r.creator_id, 0, '[]',
 strftime('%Y-%m-%dT%H:%M:%fZ','now',printf('-%d seconds', 60+i*60)), strftime('%Y-%m-%dT%H:%M:%fZ','now',printf('-%d seconds', 60+i*60))
FROM s, (SELECT hex(randomblob(16)) AS h, i AS k FROM s) x JOIN raffles r ON r.id='$HALF' WHERE x.k = s.i;"
log "raffles in the database: $(sqlite3 "$DB" 'select count(*) from raffles')"
# Half-sold: 5,000 numbers in batches of 100 by 5 buyers.
for b in 1 2 3 4 5; do
  BT=$(signup "buyer$b@bench.io" "Comprador $b")
  for k in $(seq 0 9); do s=$(( (b-1)*1000 + k*100 ))
    nums=$(seq -s, $((s*2)) 2 $((s*2+198)))
    curl -fsS -o /dev/null -XPOST "$U/api/v1/raffles/$HALF/tickets" -H "authorization: Bearer $BT" -H 'content-type: application/json' -d "{\"numbers\":[$nums]}"
  done
done
BUY_TOKEN=$(signup buyer9@bench.io "Comprador 9")
log "taken in half-sold raffle: $(sqlite3 "$DB" "select count(*) from ticket_numbers where raffle_id='$HALF'")"
kill "${PIDS[0]}"; wait "${PIDS[0]}" 2>/dev/null || true; PIDS=()
# Load servers, pinned.
P=$(port); U=http://127.0.0.1:$P
env HOST=127.0.0.1 PORT=$P DATA_DIR=$T/data LOG_LEVEL=warn NETWORK_THREADS=1 RATE_LIMIT_MULTIPLIER=1000 taskset -c "$SC" "$BIN" >"$T/rifa.log" 2>&1 & PIDS+=($!)
up "$U/api/v1/health"
NP=$(port); N=http://127.0.0.1:$NP
DB_PATH=$DB PORT=$NP taskset -c "$SC" node "$BENCH_DIR/node-baseline/server.js" >"$T/node.log" 2>&1 & PIDS+=($!)
up "$N/api/v1/raffles?page=0&limit=16"
mkdir -p "$T/ng"; curl -fsS "$U/api/v1/health" >"$T/ng/health.json"; chmod -R a+rX "$T"; GP=$(port)
printf 'worker_processes 1; daemon off; pid %s/ng.pid; error_log %s/ng.err warn; events { worker_connections 1024; }
http { access_log off; default_type application/json; keepalive_requests 1000000; sendfile on; open_file_cache max=64;
client_body_temp_path %s/ngb; server { listen 127.0.0.1:%s; root %s/ng; } }\n' "$T" "$T" "$T" "$GP" "$T" >"$T/ng.conf"
taskset -c "$SC" nginx -p "$T" -c "$T/ng.conf" >/dev/null 2>&1 & PIDS+=($!)
up "http://127.0.0.1:$GP/health.json"
L="/api/v1/raffles?page=0&limit=16"; NU="/api/v1/raffles/$HALF/numbers"
for s in rifa node; do b=$U; [ $s = node ] && b=$N
  log "$s list: $(curl -fsS "$b$L" | node -pe 'const x=JSON.parse(require("fs").readFileSync(0)); x.data.length+" raffles, count "+x.count+", creator keys "+Object.keys(x.data[0].creator)')"
  log "$s numbers: $(curl -fsS "$b$NU" | node -pe 'const x=JSON.parse(require("fs").readFileSync(0)); x.total_tickets+" total, "+x.taken.length+" taken"')"
done
w() { timeout 60 taskset -c "$CC" wrk -t1 "$@"; }
SCN=("nginx|http://127.0.0.1:$GP/health.json" "rifa_list|$U$L" "node_list|$N$L" "rifa_numbers|$U$NU" "node_numbers|$N$NU")
for s in "${SCN[@]}"; do w -c50 -d3s "${s#*|}" >/dev/null; done
for r in $(seq "$RUNS"); do for s in "${SCN[@]}"; do id=${s%%|*}
  w -c50 -d"$D" --latency "${s#*|}" >"$T/$id-$r.txt"; log "$id round $r: $(grep Requests/sec "$T/$id-$r.txt")"; done; done
for s in "${SCN[@]:1}"; do id=${s%%|*}; w -c8 -d"$D" --latency "${s#*|}" >"$T/$id-c8.txt"; done
export BUY_RAFFLES=$(IFS=,; echo "${POOL[*]}") BUY_TOKEN
w -c50 -d"$D" --latency -s "$BENCH_DIR/buy.lua" "$U" >"$T/buy.txt"
log "buy: $(grep -E 'Requests/sec|status' "$T/buy.txt" | tr '\n' ' ')"
log "tickets sold in pool: $(sqlite3 "$DB" "select count(*) from ticket_numbers where raffle_id in ('$(echo "$BUY_RAFFLES" | sed "s/,/','/g")')")"
cp "$T"/*.txt "${BENCH_RAW:-/tmp/rifa-raffles-raw}/" 2>/dev/null || { mkdir -p /tmp/rifa-raffles-raw; cp "$T"/*.txt /tmp/rifa-raffles-raw/; }
