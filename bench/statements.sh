#!/usr/bin/env bash
# Bank statements (issue 34 part 2): generates the statement corpus with known truth
# (bench/statements/generate.mjs: the same movements in the Banesco, Mercantil and Banco de Venezuela
# layouts), reads each file with the server's CSV reader and checks every credit, then matches
# 10,000 movements against 10,000 reports and 10,000 holds (rifa_statement_bench, built with the
# tests). Knobs: STATEMENTS_MOVEMENTS (10000), STATEMENTS_SEED (34), STATEMENTS_RUNS (5),
# STATEMENTS_CORPUS (a directory to keep the corpus in; default a temporary one).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${RIFA_STATEMENT_BENCH:-$ROOT/build/release/rifa_statement_bench}
[ -x "$BIN" ] || { echo "statements.sh: build it first (cd server && cmake --build --preset release --target rifa_statement_bench)" >&2; exit 1; }
DIR=${STATEMENTS_CORPUS:-}
if [ -z "$DIR" ]; then
  DIR=$(mktemp -d /tmp/rifa-statements.XXXXXX)
  trap 'rm -rf "$DIR"' EXIT
fi
node "$ROOT/bench/statements/generate.mjs" "$DIR" "${STATEMENTS_MOVEMENTS:-10000}" "${STATEMENTS_SEED:-34}" >&2
echo "## Bank statements"
echo
echo "Commit $(git -C "$ROOT" rev-parse --short HEAD), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), seed ${STATEMENTS_SEED:-34}."
echo
"$BIN" "$DIR" "${STATEMENTS_RUNS:-5}"
