#!/usr/bin/env bash
# The C++ tests under AddressSanitizer and UndefinedBehaviorSanitizer (CMake preset `debug`), on
# SQLite and on a throw-away PostgreSQL cluster started for the run (called by `make sanitize`,
# which CI runs). Any sanitizer report fails its test: ASan aborts on the first error, UBSan is
# made to abort too.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

pg_dir=$(mktemp -d /tmp/rifa-pg.XXXXXX)
cleanup() { scripts/pg-cluster.sh stop "$pg_dir" >/dev/null 2>&1 || true; }
trap cleanup EXIT

(cd server && cmake --preset debug >/dev/null && cmake --build --preset debug -j "$jobs") || { echo "sanitizer build failed"; exit 1; }
RIFA_TEST_PG_URL=$(scripts/pg-cluster.sh start "$pg_dir") || { echo "could not start PostgreSQL"; exit 1; }
export RIFA_TEST_PG_URL
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
# Third-party caches that live as long as the process (server/tests/lsan.supp says which and why).
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/server/tests/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
(cd server && ctest --preset debug -j "$jobs")
