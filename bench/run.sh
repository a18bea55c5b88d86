#!/usr/bin/env bash
# Load benchmark: wrk against rifa-server and baselines, server and load generator on different
# cores. Writes bench/RESULTS.md whole: every section of the run, the commit and the machine, nothing
# kept from before or written by hand (lab notes: docs/performance.md). Method: bench/README.md, ARCHITECTURE.md §9.
#
# Knobs (environment): RIFA_SERVER_BIN, BENCH_RUNS (3), BENCH_DURATION (10s), BENCH_WARMUP (3s),
# BENCH_CONNECTIONS (50), BENCH_SERVER_CPU (0), BENCH_CLIENT_CPU (1), BENCH_WORKER_THREADS (server
# default), BENCH_WEB_DIR (web/dist), BENCH_OUT (bench/RESULTS.md), BENCH_ONLY (regex on scenario
# ids, for quick runs; the references always run), BENCH_SKIP_RAFFLES=1 (no raffles section; its knobs:
# bench/raffles.sh), BENCH_SKIP_REALTIME=1 (no realtime fan-out section; its knobs: bench/realtime.sh).
# BENCH_SKIP_PURCHASES=1 skips the purchases section (its knobs: bench/purchases.sh).
# BENCH_SKIP_LIGHTHOUSE=1 skips the Lighthouse (mobile) section (its knobs: bench/lighthouse/lighthouse.mjs).
# BENCH_SKIP_SLOW3G=1 skips the Slow 3G section (its knobs: bench/slow3g.sh).
set -euo pipefail

# Other work on this machine (builds, tests) would steal the two cores mid-run. The run gets its own
# session, hence its own scheduler autogroup, at nice -20 (root only; BENCH_PRIORITY=0 turns it off).
# The outer process only forwards signals and waits.
if [ "${BENCH_PRIORITY:-1}" = 1 ] && [ -z "${RIFA_BENCH_INNER:-}" ] && [ -w /proc/self/autogroup ] &&
  command -v setsid >/dev/null; then
  RIFA_BENCH_INNER=1 setsid bash "${BASH_SOURCE[0]}" "$@" &
  inner=$!
  trap 'kill -TERM "$inner" 2>/dev/null || true' INT TERM
  status=0
  wait "$inner" || status=$?
  # A signal interrupts the first wait: wait again for the inner run to clean up.
  while kill -0 "$inner" 2>/dev/null; do wait "$inner" || status=$?; done
  exit "$status"
fi
PRIORITY_NOTE="normal priority"
if [ -n "${RIFA_BENCH_INNER:-}" ] && echo -20 >/proc/self/autogroup 2>/dev/null; then
  renice -n -20 -p $$ >/dev/null 2>&1 || true # matters when autogroups are disabled
  PRIORITY_NOTE="own session (scheduler autogroup) at nice -20, ahead of other work on the machine"
fi

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
# shellcheck source=bench/common.sh
. "$BENCH_DIR/common.sh" # spread, judge, nginx_ceiling_conf (this script keeps its own workdir helpers)

RIFA_SERVER_BIN=${RIFA_SERVER_BIN:-$ROOT/build/release/rifa-server}
RUNS=${BENCH_RUNS:-3}
DURATION=${BENCH_DURATION:-10s}
WARMUP=${BENCH_WARMUP:-3s}
CONNECTIONS=${BENCH_CONNECTIONS:-50}
SERVER_CPU=${BENCH_SERVER_CPU:-0}
CLIENT_CPU=${BENCH_CLIENT_CPU:-1}
WEB_SRC=${BENCH_WEB_DIR:-$ROOT/web/dist}
OUT=${BENCH_OUT:-$BENCH_DIR/RESULTS.md}
ONLY=${BENCH_ONLY:-}
TARGET_RATIO=0.5 # health must reach this fraction of the ceiling

# ---------------------------------------------------------------------------------------------
# Scenarios: id | label | server | path | extra request header ("" for none).
# The references (servers nginx and beast) answer a fixed body; the faster of them in the run is the
# one every ratio is computed against, and it is called the ceiling only if it is above every rifa row. To add a scenario, add a line; to
# add a server, write start_<name> (it sets URL[<name>], PID_OF[<name>], appends its pid to PIDS,
# logs to $TMP/<name>.log and pins itself with taskset -c "$SERVER_CPU") and use its
# name here. Scenarios run interleaved (round 1 of every scenario, then round 2, ...), so drift of
# the machine hits every scenario alike.
SCENARIOS=(
  "nginx_json|nginx fixed JSON|nginx|/health.json|"
  "beast_json|Beast fixed JSON, one thread|beast|/health.json|"
  "rifa_health|rifa GET /api/v1/health|rifa|/api/v1/health|"
  "rifa_asset|rifa GET /assets/{ASSET} (br)|rifa|/assets/{ASSET}|Accept-Encoding: br"
  "rifa_index|rifa GET / (index.html)|rifa|/|"
)
HEALTH_ID=rifa_health
# ---------------------------------------------------------------------------------------------

log() { printf '[bench] %s\n' "$*" >&2; }
die() { printf '[bench] error: %s\n' "$*" >&2; exit 1; }

for tool in wrk taskset curl awk; do
  command -v "$tool" >/dev/null || die "$tool not found (make bench installs wrk and nginx-light)"
done
NGINX_BIN=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$NGINX_BIN" ] || die "nginx not found (apt-get install nginx-light)"
[ -x "$RIFA_SERVER_BIN" ] || die "server binary $RIFA_SERVER_BIN not found (make build)"
[ "$(nproc)" -ge 2 ] || log "warning: fewer than 2 CPUs: server and wrk share a core"
[[ $RUNS =~ ^[1-9][0-9]?$ ]] || die "BENCH_RUNS must be 1..99"

LOAD_BEFORE=$(cut -d' ' -f1 /proc/loadavg)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/rifa-bench.XXXXXX")
chmod 755 "$TMP" # nginx workers started by root run as nobody and must reach the docroot
PIDS=()
declare -A URL PID_OF

cleanup() {
  local pid
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A port nobody listens on (random, bounded tries).
free_port() {
  local port
  for _ in $(seq 50); do
    port=$((20000 + RANDOM % 30000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  die "no free port found"
}

# Poll a URL until it answers (at most ~10 s); fail if the process died.
wait_ready() {
  local url=$1 pid=$2 name=$3
  for _ in $(seq 100); do
    kill -0 "$pid" 2>/dev/null || die "$name exited during start-up: $(tail -n 5 "$TMP/$name.log")"
    curl -fsS -o /dev/null --max-time 1 "$url" 2>/dev/null && return
    sleep 0.1
  done
  die "$name did not answer $url within 10 s"
}

# ---- web directory: a snapshot of web/dist, or a synthetic one ------------------------------
compress_siblings() { # file: writes file.gz and file.br next to it
  local f=$1
  if command -v gzip >/dev/null && command -v brotli >/dev/null; then
    gzip -9 -k -n -f "$f"
    brotli -q 11 -f -o "$f.br" "$f"
  else
    node -e 'const z=require("zlib"),fs=require("fs"),f=process.argv[1],b=fs.readFileSync(f);
      fs.writeFileSync(f+".gz",z.gzipSync(b,{level:9}));
      fs.writeFileSync(f+".br",z.brotliCompressSync(b,{params:{[z.constants.BROTLI_PARAM_QUALITY]:11}}));' "$f"
  fi
}

WEB_DIR=$TMP/web
if [ -f "$WEB_SRC/index.html" ]; then
  cp -a "$WEB_SRC" "$WEB_DIR" # a snapshot: a rebuild during the run cannot change what is served
  WEB_NOTE="snapshot of \`${WEB_SRC#"$ROOT"/}\` (the built SPA)"
else
  # No build yet: an index.html and a ~150 KB script shaped like minified code.
  mkdir -p "$WEB_DIR/assets"
  awk 'BEGIN { srand(42); split("map filter reduce then push slice join keys assign render state props", w, " ");
    while (n < 150000) { i++; line = sprintf("export function f%d(a,b){const c%d=a.%s(x=>x*%d+b.%s(%d));return c%d.%s(\"k%x\")}\n",
      i, i, w[int(rand()*12)+1], int(rand()*1000), w[int(rand()*12)+1], int(rand()*100000), i, w[int(rand()*12)+1], int(rand()*2^31));
      printf "%s", line; n += length(line) } }' >"$TMP/app.js"
  ASSET_HASH=$(sha256sum "$TMP/app.js" | cut -c1-8)
  mv "$TMP/app.js" "$WEB_DIR/assets/app-$ASSET_HASH.js"
  cat >"$WEB_DIR/index.html" <<EOF
<!doctype html>
<html lang="es"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Rifa</title><script type="module" crossorigin src="/assets/app-$ASSET_HASH.js"></script></head>
<body><div id="root"></div></body></html>
EOF
  WEB_NOTE="synthetic (\`${WEB_SRC#"$ROOT"/}\` not built): index.html + a $(stat -c %s "$WEB_DIR/assets/app-$ASSET_HASH.js")-byte generated script"
fi
ASSET=$(find "$WEB_DIR/assets" -maxdepth 1 -name '*.js' -printf '%s %f\n' 2>/dev/null | sort -n | tail -n 1 | cut -d' ' -f2-)
[ -n "$ASSET" ] || die "no .js file under $WEB_DIR/assets"
if [ ! -f "$WEB_DIR/assets/$ASSET.br" ]; then
  compress_siblings "$WEB_DIR/assets/$ASSET"
  WEB_NOTE="$WEB_NOTE; \`.gz\`/\`.br\` of the asset generated by the bench (the build had none)"
fi
ASSET_SIZE=$(stat -c %s "$WEB_DIR/assets/$ASSET")
ASSET_BR_SIZE=$(stat -c %s "$WEB_DIR/assets/$ASSET.br")
log "web: $WEB_NOTE; asset $ASSET ($ASSET_SIZE B, br $ASSET_BR_SIZE B)"

# ---- servers -------------------------------------------------------------------------------
# A copy of the binary: a rebuild during the run must not swap it under the running server.
cp "$RIFA_SERVER_BIN" "$TMP/rifa-server"
start_rifa() {
  local port data
  port=$(free_port)
  data=$TMP/rifa-data
  mkdir -p "$data"
  # One event-loop thread, like the one nginx worker it is compared with. wrk is one client buying
  # as fast as it can: the write limits (checked on every purchase, as in production) get budgets
  # that a load test from one address and one buyer does not exhaust.
  env HOST=127.0.0.1 PORT="$port" DATA_DIR="$data" WEB_DIR="$WEB_DIR" LOG_LEVEL=warn NETWORK_THREADS=1 \
    RATE_LIMIT_WRITES_PER_MINUTE_USER=1000000 RATE_LIMIT_WRITES_PER_MINUTE_IP=1000000 \
    ${BENCH_WORKER_THREADS:+WORKER_THREADS=$BENCH_WORKER_THREADS} \
    taskset -c "$SERVER_CPU" "$TMP/rifa-server" >"$TMP/rifa.log" 2>&1 &
  PIDS+=($!)
  PID_OF[rifa]=$!
  URL[rifa]=http://127.0.0.1:$port
  wait_ready "${URL[rifa]}/api/v1/health" "$!" rifa
}

start_nginx() {
  local port
  port=$(free_port)
  mkdir -p "$TMP/nginx"
  # The same bytes the server answers for health (key order included).
  if [ -n "${URL[rifa]:-}" ]; then
    curl -fsS --max-time 2 "${URL[rifa]}/api/v1/health" >"$TMP/nginx/health.json"
  else
    printf '{"database":"sqlite","status":"ok","version":"0.1.0"}' >"$TMP/nginx/health.json"
  fi
  # One worker per core the servers get, the body from memory (bench/common.sh).
  nginx_ceiling_conf "$TMP/nginx" "$port" "$TMP/nginx/health.json" "$SERVER_CPU" >"$TMP/nginx/nginx.conf"
  NGINX_WORKERS=$(taskset -c "$SERVER_CPU" nproc)
  taskset -c "$SERVER_CPU" "$NGINX_BIN" -p "$TMP/nginx" -c "$TMP/nginx/nginx.conf" -e "$TMP/nginx/error.log" \
    >"$TMP/nginx.log" 2>&1 &
  PIDS+=($!)
  PID_OF[nginx]=$!
  URL[nginx]=http://127.0.0.1:$port
  wait_ready "${URL[nginx]}/health.json" "$!" nginx
}

# The minimal one-thread Beast server of ARCHITECTURE §2 (bench/ceiling/beast_ceiling.cpp), built
# with the load clients; the same body as nginx.
start_beast() {
  local port
  port=$(free_port)
  build_client beast_ceiling
  [ -f "$TMP/nginx/health.json" ] || { mkdir -p "$TMP/nginx"; curl -fsS --max-time 2 "${URL[rifa]}/api/v1/health" >"$TMP/nginx/health.json"; }
  taskset -c "$SERVER_CPU" "$CLIENT" "$port" "$TMP/nginx/health.json" >"$TMP/beast.log" 2>&1 &
  PIDS+=($!)
  PID_OF[beast]=$!
  URL[beast]=http://127.0.0.1:$port
  wait_ready "${URL[beast]}/health.json" "$!" beast
}

check_alive() {
  local name
  for name in "${!PID_OF[@]}"; do
    kill -0 "${PID_OF[$name]}" 2>/dev/null || die "$name died during the run: $(tail -n 5 "$TMP/$name.log")"
  done
}

# ---- wrk output ------------------------------------------------------------------------------
# Prints: requests/s, p50 ms, p99 ms, transfer bytes/s, non-2xx/3xx count, socket errors.
# Works for wrk ("  50%  1.2ms") and wrk2 (" 50.000%  1.2ms"); units us, ms, s, m, h.
parse_wrk() {
  awk '
    function ms(v,  n, u) { n = v + 0; u = v; sub(/^[0-9.]+/, "", u)
      if (u == "us") return n / 1000; if (u == "ms") return n; if (u == "s") return n * 1000
      if (u == "m") return n * 60000; if (u == "h") return n * 3600000; return -1 }
    function bytes(v,  n, u) { n = v + 0; u = v; sub(/^[0-9.]+/, "", u)
      if (u == "B") return n; if (u == "KB") return n * 1024; if (u == "MB") return n * 1048576
      if (u == "GB") return n * 1073741824; return -1 }
    BEGIN { rps = -1; p50 = -1; p99 = -1; tps = -1; non2xx = 0; errors = 0 }
    /^Requests\/sec:/ { rps = $2 }
    /^Transfer\/sec:/ { tps = bytes($2) }
    /^[ \t]*50(\.0+)?%[ \t]/ { p50 = ms($2) }
    /^[ \t]*99(\.0+)?%[ \t]/ { p99 = ms($2) }
    /Non-2xx or 3xx responses:/ { non2xx = $NF }
    /Socket errors:/ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+,?$/) errors += $i + 0 }
    END { printf "%s %s %s %s %s %s\n", rps, p50, p99, tps, non2xx, errors }'
}

median() { # numbers as arguments
  printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

run_wrk() { # tool duration url header -> raw output on stdout
  local tool=$1 duration=$2 url=$3 header=$4 extra=()
  shift 4
  [ -n "$header" ] && extra+=(-H "$header")
  timeout 60 taskset -c "$CLIENT_CPU" "$tool" -t1 -c"$CONNECTIONS" -d"$duration" --latency "${extra[@]}" "$@" "$url"
}

# ---- run ---------------------------------------------------------------------------------------
declare -A S_LABEL S_SERVER S_PATH S_HEADER S_CHECK
IDS=()
for line in "${SCENARIOS[@]}"; do
  IFS='|' read -r id label server path header <<<"$line"
  if [ -n "$ONLY" ] && [[ $server = rifa ]] && ! [[ $id =~ $ONLY ]]; then continue; fi
  IDS+=("$id")
  S_LABEL[$id]=${label//\{ASSET\}/$ASSET}
  S_SERVER[$id]=$server
  S_PATH[$id]=${path//\{ASSET\}/$ASSET}
  S_HEADER[$id]=$header
done
is_reference() { [[ ${S_SERVER[$1]} = nginx || ${S_SERVER[$1]} = beast ]]; }

# rifa first: nginx copies its health body.
for server in rifa nginx beast; do
  for id in "${IDS[@]}"; do
    if [ "${S_SERVER[$id]}" = "$server" ]; then "start_$server"; break; fi
  done
done
for id in "${IDS[@]}"; do
  [ -n "${URL[${S_SERVER[$id]}]:-}" ] || "start_${S_SERVER[$id]}"
done

# Check every scenario answers 200 (a benchmark of 404s is worthless) and note what it sends.
for id in "${IDS[@]}"; do
  url=${URL[${S_SERVER[$id]}]}${S_PATH[$id]}
  hdr=()
  [ -n "${S_HEADER[$id]}" ] && hdr=(-H "${S_HEADER[$id]}")
  read -r code size hsize < <(curl -sS --max-time 5 "${hdr[@]}" -o /dev/null -D "$TMP/headers" \
    -w '%{http_code} %{size_download} %{size_header}\n' "$url")
  enc=$(awk 'tolower($1) == "content-encoding:" { print $2 }' "$TMP/headers" | tr -d '\r')
  [ "$code" = 200 ] || die "${S_LABEL[$id]}: $url answered $code"
  S_CHECK[$id]="$size B${enc:+ $enc} + $hsize B headers"
  log "${S_LABEL[$id]}: 200, body ${S_CHECK[$id]}"
done

for id in "${IDS[@]}"; do
  log "warm-up $WARMUP: ${S_LABEL[$id]}"
  run_wrk wrk "$WARMUP" "${URL[${S_SERVER[$id]}]}${S_PATH[$id]}" "${S_HEADER[$id]}" >/dev/null
done

declare -A RPS P50 P99 TPS BAD
for round in $(seq "$RUNS"); do
  for id in "${IDS[@]}"; do
    out=$TMP/wrk-$id-$round.txt
    run_wrk wrk "$DURATION" "${URL[${S_SERVER[$id]}]}${S_PATH[$id]}" "${S_HEADER[$id]}" >"$out"
    check_alive
    read -r rps p50 p99 tps non2xx errors < <(parse_wrk <"$out")
    if [ "$rps" = -1 ] || [ "$p50" = -1 ] || [ "$p99" = -1 ]; then die "cannot parse wrk output: $(cat "$out")"; fi
    RPS[$id]+="$rps "
    P50[$id]+="$p50 "
    P99[$id]+="$p99 "
    TPS[$id]+="$tps "
    BAD[$id]=$(( ${BAD[$id]:-0} + non2xx + errors ))
    log "round $round/$RUNS ${S_LABEL[$id]}: $rps req/s, p50 $p50 ms, p99 $p99 ms, non-2xx $non2xx, socket errors $errors"
    sleep 1
  done
done

declare -A M_RPS
for id in "${IDS[@]}"; do
  # shellcheck disable=SC2086 # word splitting of the run lists is intended
  M_RPS[$id]=$(median ${RPS[$id]})
done
CEILING=
for id in "${IDS[@]}"; do
  is_reference "$id" || continue
  if [ -z "$CEILING" ] || awk -v a="${M_RPS[$id]}" -v c="${M_RPS[$CEILING]}" 'BEGIN { exit !(a > c) }'; then CEILING=$id; fi
done

# Latency under load: health at half its maximum rate. Needs wrk2 (constant rate, no coordinated
# omission); plain wrk cannot hold a rate, so without wrk2 the line is skipped.
LOAD_LINE=
if [ -n "${M_RPS[$HEALTH_ID]:-}" ]; then
  half=$(awk -v r="${M_RPS[$HEALTH_ID]}" 'BEGIN { printf "%d", r / 2 }')
  if command -v wrk2 >/dev/null; then
    log "latency under load: health at $half req/s with wrk2"
    run_wrk wrk2 "$DURATION" "${URL[rifa]}${S_PATH[$HEALTH_ID]}" "" -R"$half" >"$TMP/wrk2.txt"
    read -r rps p50 p99 _ _ _ < <(parse_wrk <"$TMP/wrk2.txt")
    LOAD_LINE="Health at a constant $half req/s (half its max, wrk2 \`-R$half\`): p50 $(printf '%.2f' "$p50") ms, p99 $(printf '%.2f' "$p99") ms."
  else
    LOAD_LINE="Skipped: \`wrk2\` is not installed (Debian 12 does not package it), and plain \`wrk\` cannot hold a constant rate (its latencies at a fixed rate would suffer coordinated omission). With wrk2 on PATH the script measures health at $half req/s (half its max)."
  fi
fi

# ---- report ------------------------------------------------------------------------------------
fmt_ms() { awk -v v="$1" 'BEGIN { if (v < 1) printf "%.3f ms", v; else if (v < 100) printf "%.2f ms", v; else printf "%.0f ms", v }'; }
fmt_int() { awk -v v="$1" 'BEGIN { printf "%.0f", v }'; }
fmt_mbs() { awk -v v="$1" 'BEGIN { printf "%.1f", v / 1048576 }'; }

# The ceiling must be above every rifa row, or it is no ceiling.
CEILING_NOTE=
for id in "${IDS[@]}"; do
  ! is_reference "$id" || continue
  if awk -v a="${M_RPS[$id]}" -v c="${M_RPS[$CEILING]}" 'BEGIN { exit !(a >= c) }'; then
    CEILING_NOTE+="${S_LABEL[$id]} ($(fmt_int "${M_RPS[$id]}") req/s), "
  fi
done
# Called the ceiling only when it is one; the run says so either way.
REF_NAME=${S_LABEL[$CEILING]}
if [ -z "$CEILING_NOTE" ]; then
  S_LABEL[$CEILING]+=" (ceiling)"
  CEILING_NOTE="The ceiling is $REF_NAME, the faster reference in this run: its median ($(fmt_int "${M_RPS[$CEILING]}") req/s) is above every rifa row's; the ratios are against it."
  # Above by the medians, but do the runs overlap? Then the margin is noise.
  close=
  for id in "${IDS[@]}"; do
    ! is_reference "$id" || continue
    # shellcheck disable=SC2086
    if awk -v top="$(printf '%s\n' ${RPS[$id]} | sort -g | tail -n 1)" -v low="$(printf '%s\n' ${RPS[$CEILING]} | sort -g | head -n 1)" \
      'BEGIN { exit !(top >= low) }'; then close+="${S_LABEL[$id]}, "; fi
  done
  [ -z "$close" ] ||
    CEILING_NOTE+=" **Within noise** of ${close%, }: some run of it reached the ceiling's slowest run, so the ceiling is not clearly above it (the load client, one \`wrk\` thread on one core, may be the limit of both)."
else
  S_LABEL[$CEILING]+=" (reference, not a ceiling in this run)"
  CEILING_NOTE="> **Warning: no ceiling in this run.** $REF_NAME answered $(fmt_int "${M_RPS[$CEILING]}") req/s (median), not more than ${CEILING_NOTE%, }, and it was the faster reference. The ratios below are against it as a reference, not against an upper bound; the load client (one \`wrk\` thread on one core) may be the limit of both."
fi

TABLE="| Scenario | Response | Req/s (median) | Runs (req/s) | p50 | p99 | MB/s | Ratio to the reference |
|---|---|--:|---|--:|--:|--:|--:|"
for id in "${IDS[@]}"; do
  # shellcheck disable=SC2086
  runs=$(printf '%s\n' ${RPS[$id]} | awk '{ printf "%s%.0f", (NR > 1 ? ", " : ""), $1 }')
  # shellcheck disable=SC2086
  ratio=$(awk -v a="${M_RPS[$id]}" -v b="${M_RPS[$CEILING]}" 'BEGIN { printf "%.2f", a / b }')
  bad=
  [ "${BAD[$id]}" = 0 ] || bad=" (${BAD[$id]} errors/non-2xx)"
  # shellcheck disable=SC2086
  TABLE+="
| ${S_LABEL[$id]}$bad | ${S_CHECK[$id]} | $(fmt_int "${M_RPS[$id]}") | $runs | $(fmt_ms "$(median ${P50[$id]})") | $(fmt_ms "$(median ${P99[$id]})") | $(fmt_mbs "$(median ${TPS[$id]})") | ${ratio}× |"
done

COMMAND="make bench"
[ "${MAKELEVEL:-}" ] || COMMAND="bench/run.sh"
overrides=$(env | grep -E '^(BENCH_[A-Z_]+|RIFA_SERVER_BIN)=' | grep -v '^BENCH_OUT=' | sort | sed "s#=$ROOT/#=#" | tr '\n' ' ' || true)
[ -z "$overrides" ] || COMMAND="$overrides$COMMAND"
# Knobs that shorten or narrow the run: with any of them set, RESULTS.md says it is not the full run.
QUICK=$(env | grep -E '^BENCH_(RUNS|DURATION|WARMUP|ONLY|SKIP_[A-Z_]+|BUYERS|FLASH_NUMBERS|RAFFLES_PER_RUN|SUBSCRIBERS|PURCHASES|PROFILE)=' |
  sort | tr '\n' ' ' || true)

# Per round: each scenario's rate over the ceiling's in the same round.
ratios_of() { # id
  # shellcheck disable=SC2086 # word splitting of the run lists is intended
  paste -d' ' <(printf '%s\n' ${RPS[$1]}) <(printf '%s\n' ${RPS[$CEILING]}) | awk '{ printf "%.2f\n", ($2 > 0 ? $1 / $2 : 0) }'
}

SPREAD=0
for id in "${IDS[@]}"; do
  # shellcheck disable=SC2086
  SPREAD=$(printf '%s\n' ${RPS[$id]} | awk -v m="${M_RPS[$id]}" -v w="$SPREAD" '
    NR == 1 { lo = hi = $1 } { if ($1 < lo) lo = $1; if ($1 > hi) hi = $1 }
    END { s = 100 * (hi - lo) / m; printf "%.0f", (s > w ? s : w) }')
done

INTERP=
if [ -n "${M_RPS[$HEALTH_ID]:-}" ]; then
  hr=$(awk -v a="${M_RPS[$HEALTH_ID]}" -v b="${M_RPS[$CEILING]}" 'BEGIN { printf "%.2f", a / b }')
  # shellcheck disable=SC2046
  set -- $(ratios_of "$HEALTH_ID")
  verdict=$(judge ">=" "$TARGET_RATIO" "$@")
  INTERP="- Health reaches **${hr}×** the reference, $REF_NAME (per round $(SPREAD_FMT=%.2f spread "$@")× over $RUNS runs): it **$verdict** the ≥ ${TARGET_RATIO}× target. Each health
  request parses HTTP, routes, runs a \`SELECT 1\` on SQLite (on the network thread: it cannot block), serialises JSON and adds
  the security headers; the reference writes a body held in memory with none of that."
fi
INTERP+="
- The asset and index rows serve bytes held in memory; their rate against the reference shows the cost of
  the static path alone (no database, no worker hop), and the MB/s column what the asset row moves.
- Absolute numbers are for this machine only; compare ratios within one run. The widest spread
  between runs of one scenario here was ${SPREAD}% of its median. A verdict is \"meets\" or \"misses\"
  only when every run lies on the same side of its target, otherwise \"within noise of\"."

# Raffles and buying (bench/raffles.sh): its own servers, same pinning, appended as a section.
RAFFLES_SECTION=
if [ "${BENCH_SKIP_RAFFLES:-0}" != 1 ]; then
  log "raffles and buying (bench/raffles.sh)"
  BENCH_SECTION_OUT="$TMP/raffles.md" RIFA_SERVER_BIN="$RIFA_SERVER_BIN" BENCH_RUNS="$RUNS" \
    BENCH_DURATION="$DURATION" BENCH_SERVER_CPU="$SERVER_CPU" BENCH_CLIENT_CPU="$CLIENT_CPU" \
    "$BENCH_DIR/raffles.sh"
  RAFFLES_SECTION=$(cat "$TMP/raffles.md")
fi

# Purchases (bench/purchases.sh): across raffles and a flash sale on rifa (SQLite, PostgreSQL) and
# the Node baseline; its own servers, same pinning.
PURCHASES_SECTION=
if [ "${BENCH_SKIP_PURCHASES:-0}" != 1 ]; then
  log "purchases (bench/purchases.sh)"
  BENCH_SECTION_OUT="$TMP/purchases.md" BENCH_COMMAND="$COMMAND" RIFA_SERVER_BIN="$RIFA_SERVER_BIN" \
    BENCH_RUNS="$RUNS" BENCH_DURATION="$DURATION" BENCH_WARMUP="$WARMUP" BENCH_SERVER_CPU="$SERVER_CPU" \
    BENCH_CLIENT_CPU="$CLIENT_CPU" "$BENCH_DIR/purchases.sh"
  PURCHASES_SECTION=$(cat "$TMP/purchases.md")
fi

# Lighthouse (mobile) on the buyer's pages (bench/lighthouse/lighthouse.mjs): its own server, seeded.
LIGHTHOUSE_SECTION=
[ "${BENCH_SKIP_LIGHTHOUSE:-0}" = 1 ] || [ -f "$WEB_SRC/index.html" ] ||
  LIGHTHOUSE_SECTION="## Lighthouse (mobile)

Not run: \`${WEB_SRC#"$ROOT"/}\` is not built (\`make bench\` builds it)."
# Only on a real build (not the stand-in above).
if [ "${BENCH_SKIP_LIGHTHOUSE:-0}" != 1 ] && [ -f "$WEB_SRC/index.html" ]; then
  log "lighthouse (bench/lighthouse/lighthouse.mjs)"
  [ -d "$BENCH_DIR/lighthouse/node_modules" ] ||
    "$ROOT/scripts/npm-ci.sh" "$BENCH_DIR/lighthouse" >/dev/null
  BENCH_SECTION_OUT="$TMP/lighthouse.md" RIFA_SERVER_BIN="$RIFA_SERVER_BIN" BENCH_WEB_DIR="$WEB_DIR" \
    BENCH_RUNS="$RUNS" node "$BENCH_DIR/lighthouse/lighthouse.mjs"
  LIGHTHOUSE_SECTION=$(cat "$TMP/lighthouse.md")
fi

# The buyer's pages on emulated Slow 3G (bench/slow3g/slow3g.mjs): its own server, seeded.
SLOW3G_SECTION=
if [ "${BENCH_SKIP_SLOW3G:-0}" != 1 ] && [ -f "$WEB_SRC/index.html" ]; then
  log "slow 3G (bench/slow3g/slow3g.mjs)"
  [ -d "$BENCH_DIR/slow3g/node_modules" ] || "$ROOT/scripts/npm-ci.sh" "$BENCH_DIR/slow3g" >/dev/null
  SLOW3G_OUT="$TMP/slow3g.md" RIFA_SERVER_BIN="$RIFA_SERVER_BIN" BENCH_WEB_DIR="$WEB_DIR" \
    SLOW3G_RUNS="$RUNS" node "$BENCH_DIR/slow3g/slow3g.mjs"
  SLOW3G_SECTION="## The buyer's pages on Slow 3G

Goals (issue 35): price and free numbers visible ≤ 6 s cold, a number picked ≤ 8 s, ≤ 120 KB before
the first pick. Method and history: [README.md](README.md), \"Slow 3G\".

$(cat "$TMP/slow3g.md")"
fi

# Realtime fan-out (bench/realtime.sh): WebSocket subscribers and purchases, its own servers.
REALTIME_SECTION=
if [ "${BENCH_SKIP_REALTIME:-0}" != 1 ]; then
  log "realtime fan-out (bench/realtime.sh)"
  BENCH_SECTION_OUT="$TMP/realtime.md" BENCH_COMMAND="$COMMAND" RIFA_SERVER_BIN="$RIFA_SERVER_BIN" \
    BENCH_SERVER_CPU="$SERVER_CPU" BENCH_CLIENT_CPU="$CLIENT_CPU" "$BENCH_DIR/realtime.sh"
  REALTIME_SECTION=$(cat "$TMP/realtime.md")
fi

# ---- the file -------------------------------------------------------------------------------------
# Written whole from this run: nothing in RESULTS.md is kept from before or written by hand.
version_of() { # command args...: the first line of its version output, or "not installed"
  command -v "$1" >/dev/null 2>&1 && "$@" 2>/dev/null | head -n 1 | sed 's/^ *//' || echo "not installed"
}
npm_version() { # dir package
  node -e 'try { console.log(require(process.argv[1] + "/node_modules/" + process.argv[2] + "/package.json").version) } catch { console.log("not installed") }' "$1" "$2"
}
COMMIT=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')
DIRTY=$({ git -C "$ROOT" status --porcelain --untracked-files=no 2>/dev/null || true; } | { grep -v ' bench/RESULTS.md$' || true; } | wc -l)
if [ "$DIRTY" = 0 ]; then TREE="clean tree"; else TREE="**dirty tree**: $DIRTY tracked files with uncommitted changes"; fi
PG_VERSION=$(version_of "${PG_BIN:-/usr/lib/postgresql/15/bin}/postgres" --version)
QUICK_LINE=
[ -z "$QUICK" ] ||
  QUICK_LINE="
> **Quick validation run** (\`${QUICK% }\`): fewer or shorter runs than the full benchmark; these figures check the scripts and are not results. \`make bench\` with no knobs set regenerates the full file.
"

cat >"$OUT" <<EOF
# Benchmark results

Generated whole by \`$COMMAND\` on $(date -u '+%Y-%m-%d %H:%M UTC') at commit \`$COMMIT\` ($TREE).
Method: [README.md](README.md). Nothing here is written by hand: the lab notes and past
experiments are in [docs/performance.md](../docs/performance.md).
$QUICK_LINE
## Machine and software

- CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cores; memory $(awk '/^MemTotal:/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo); kernel $(uname -r); $(. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME")
- Pinning: servers on CPU $SERVER_CPU, load clients on CPU $CLIENT_CPU (\`taskset\`); $PRIORITY_NOTE
- Load average (1 min) before / after: $LOAD_BEFORE / $(cut -d' ' -f1 /proc/loadavg)
- Load: \`wrk -t1 -c$CONNECTIONS -d$DURATION --latency\`, a $WARMUP warm-up per scenario, $RUNS runs each (interleaved), medians
- rifa-server: \`${RIFA_SERVER_BIN#"$ROOT"/}\` (built $(date -u -r "$RIFA_SERVER_BIN" '+%Y-%m-%d %H:%M UTC')), \`NETWORK_THREADS=1\`, \`WORKER_THREADS=${BENCH_WORKER_THREADS:-default}\`, \`LOG_LEVEL=warn\`
- References (fixed answers; the faster is the ceiling if it is above every rifa row): nginx $("$NGINX_BIN" -v 2>&1 | sed 's/.*nginx\///'), ${NGINX_WORKERS:-1} worker(s) (one per server core), \`return 200\` of the health body from memory, \`access_log off\`, keep-alive unlimited; \`bench/ceiling/beast_ceiling\`, Boost.Beast on one thread (ARCHITECTURE §2) answering the same body serialised once
- Tools: wrk $(wrk --version 2>&1 | head -n 1 | awk '{ print $2 }'); Node $(node --version 2>/dev/null || echo 'not installed') with better-sqlite3 $(npm_version "$BENCH_DIR/node-baseline" better-sqlite3) and Fastify $(npm_version "$BENCH_DIR/node-baseline" fastify); $(version_of sqlite3 --version | cut -d' ' -f1-2 | sed 's/^/SQLite CLI /'); $PG_VERSION; $(version_of c++ --version); $(version_of cmake --version); $(version_of chromium --version); Lighthouse $(npm_version "$BENCH_DIR/lighthouse" lighthouse)
- Web files: $WEB_NOTE; asset \`$ASSET\` is $ASSET_SIZE B, $ASSET_BR_SIZE B as brotli

## Results
${CEILING_NOTE:+
$CEILING_NOTE
}
$TABLE

Latency under load: $LOAD_LINE

## Interpretation

$INTERP
${RAFFLES_SECTION:+
$RAFFLES_SECTION
}${PURCHASES_SECTION:+
$PURCHASES_SECTION
}${LIGHTHOUSE_SECTION:+
$LIGHTHOUSE_SECTION
}${SLOW3G_SECTION:+
$SLOW3G_SECTION
}${REALTIME_SECTION:+
$REALTIME_SECTION
}
EOF

printf '\n%s\n\n' "$TABLE"
[ -z "$LOAD_LINE" ] || printf 'Latency under load: %s\n\n' "$LOAD_LINE"
log "wrote ${OUT#"$ROOT"/}"
