# Sourced by the bench scripts (raffles.sh, realtime.sh, purchases.sh); ROOT must be set.
# bench_workdir NAME: a work directory $T (removed on exit) with the processes started into PIDS and
# the throw-away PostgreSQL cluster in PG_DIR stopped on exit too. free_port: a free loopback port.
# build_client NAME: builds the load client NAME (bench/CMakeLists.txt) in BENCH_CLIENTS_BUILD
# (build/bench-clients) and sets CLIENT to it; the caller defines log.
# json_field KEY: a top-level field of the JSON on stdin. wait_up URL PID NAME: polls URL until it
# answers (20 s at most), failing (the caller's die) if process PID, logging to $T/NAME.log, exits.
# replace_section TITLE FILE RESULTS: FILE in place of the section TITLE ("## ...", up to the next
# "## " heading) of RESULTS, appended when RESULTS has no such section.
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
replace_section() {
  [ -f "$3" ] || : >"$3"
  awk -v title="$1" -v file="$2" '
    function put() { while ((getline l < file) > 0) print l; done = 1 }
    $0 == title { skip = 1; put(); next }
    skip && /^## / { skip = 0; print "" }
    !skip { print }
    END { if (!done) { print ""; put() } }' "$3" >"$T/results.md"
  cp "$T/results.md" "$3"
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
