# Sourced by the bench scripts (raffles.sh, realtime.sh, purchases.sh); ROOT must be set.
# bench_workdir NAME: a work directory $T (removed on exit) with the processes started into PIDS and
# the throw-away PostgreSQL cluster in PG_DIR stopped on exit too. free_port: a free loopback port.
# build_client NAME: builds the load client NAME (bench/CMakeLists.txt) in BENCH_CLIENTS_BUILD
# (build/bench-clients) and sets CLIENT to it; the caller defines log.
# json_field KEY: a top-level field of the JSON on stdin. wait_up URL PID NAME: polls URL until it
# answers (20 s at most), failing (the caller's die) if process PID, logging to $T/NAME.log, exits.
# write_section: the section (stdin) to BENCH_SECTION_OUT when set (run.sh gathers the sections
# into the one RESULTS.md of the run), otherwise to stdout; a section script never edits RESULTS.md.
# Verdicts over the runs: spread VALUES... prints "min–max" (SPREAD_FMT, %.0f); judge OP TARGET
# VALUES... prints "meets" or "misses" when every run lies on the same side of the target, and
# "within noise of" when the runs straddle it.
# nginx_ceiling_conf DIR PORT BODYFILE CPUS: an nginx.conf answering BODYFILE's bytes from memory at
# /health.json with one worker per CPU in the list CPUS (the cores the servers get).
bench_workdir() {
  T=$(mktemp -d "/tmp/rifa-$1.XXXXXX")
  chmod 755 "$T"
  PIDS=()
  PG_DIR=
  trap bench_cleanup EXIT
}
bench_cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [ -z "$PG_DIR" ] || "$ROOT/scripts/pg-cluster.sh" stop "$PG_DIR" >/dev/null 2>&1 || true
  rm -rf "$T"
}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
write_section() {
  if [ -n "${BENCH_SECTION_OUT:-}" ]; then cat >"$BENCH_SECTION_OUT"; else cat; fi
}
spread() {
  printf '%s\n' "$@" | sort -g | awk -v f="${SPREAD_FMT:-%.0f}" 'NR == 1 { lo = $1 } { hi = $1 }
    END { if (sprintf(f, lo) == sprintf(f, hi)) printf f, lo; else printf f "–" f, lo, hi }'
}
judge() {
  local op=$1 target=$2
  shift 2
  printf '%s\n' "$@" | awk -v op="$op" -v t="$target" '
    { ok = (op == ">=") ? $1 >= t : (op == "<=") ? $1 <= t : (op == "<") ? $1 < t : $1 > t; if (ok) y++; else n++ }
    END { print (!n ? "meets" : !y ? "misses" : "within noise of") }'
}
nginx_ceiling_conf() {
  local body workers
  body=$(sed "s/'/\\\\'/g" "$3")
  workers=$(taskset -c "$4" nproc)
  cat <<EOF
worker_processes $workers;
daemon off;
pid $1/nginx.pid;
error_log $1/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  keepalive_requests 100000000;  # nginx would otherwise close each connection after 1000 requests
  keepalive_timeout 300s;
  tcp_nodelay on;
  client_body_temp_path $1/body;
  proxy_temp_path $1/proxy;
  fastcgi_temp_path $1/fastcgi;
  uwsgi_temp_path $1/uwsgi;
  scgi_temp_path $1/scgi;
  server {
    listen 127.0.0.1:$2;
    # The body from memory: no file, no stat, no sendfile; the least work an HTTP answer can be.
    location = /health.json { default_type application/json; return 200 '$body'; }
  }
}
EOF
}
json_field() { python3 -c "import json,sys; print(json.load(sys.stdin)['$1'])"; }
wait_up() { # url pid name
  for _ in $(seq 200); do
    kill -0 "$2" 2>/dev/null || die "$3 exited during start-up: $(tail -n 5 "$T/$3.log")"
    curl -fs -o /dev/null "$1" && return
    sleep 0.1
  done
  die "$3 did not answer $1 within 20 s"
}
build_client() {
  local dir=${BENCH_CLIENTS_BUILD:-$ROOT/build/bench-clients}
  log "building the load client $1 in ${dir#"$ROOT"/}"
  cmake -S "$ROOT/bench" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$dir" --target "$1" >/dev/null
  CLIENT=$dir/$1
}
