# Sourced by the bench scripts (raffles.sh, realtime.sh, purchases.sh); ROOT must be set.
# bench_workdir NAME: a work directory $T (removed on exit) with the processes started into PIDS and
# the throw-away PostgreSQL cluster in PG_DIR stopped on exit too. free_port: a free loopback port.
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
