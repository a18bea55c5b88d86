#!/usr/bin/env bash
# Runs every test of the repository (called by `make test` after `make build`):
#   0. the contract: api/openapi.yaml validated as OpenAPI 3.1 (Redocly, e2e/ npm script)
#   1. C++ unit tests and the repository suite on SQLite and PostgreSQL (CTest)
#   2. web unit tests (Vitest)
#   3. API tests on SQLite and PostgreSQL, and browser tests (Playwright + Debian Chromium)
# A throw-away PostgreSQL cluster is started for the run and removed afterwards.
# Every suite runs even when an earlier one fails; the exit status reports any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
jobs=$(nproc)

pg_dir=$(mktemp -d /tmp/rifa-pg.XXXXXX)
cleanup() { scripts/pg-cluster.sh stop "$pg_dir" >/dev/null 2>&1 || true; }
trap cleanup EXIT

failed=()
step() { printf '\n==== %s ====\n' "$1"; }

step "contract: api/openapi.yaml validates as OpenAPI 3.1 (Redocly)"
(cd e2e && npm run --silent contract:lint) || failed+=("contract")

step "build: server and C++ tests (Release)"
(cd server && cmake --build --preset release -j "$jobs") || { echo "build failed"; exit 1; }

step "PostgreSQL: starting a throw-away cluster"
RIFA_TEST_PG_URL=$(scripts/pg-cluster.sh start "$pg_dir") || { echo "could not start PostgreSQL"; exit 1; }
export RIFA_TEST_PG_URL
echo "cluster at $RIFA_TEST_PG_URL"

step "C++ unit tests and repository suite (SQLite + PostgreSQL)"
(cd server && ctest --preset release -j "$jobs") || failed+=("ctest")

step "web unit tests (Vitest)"
(cd web && npm test --silent) || failed+=("vitest")

step "API and browser tests (Playwright)"
export RIFA_SERVER_BIN="$root/build/release/rifa-server" RIFA_WEB_DIR="$root/web/dist"
if [ ${#failed[@]} -gt 0 ]; then echo "earlier failures: ${failed[*]}"; fi
(cd e2e && npx playwright test) || failed+=("playwright")
status=$(( ${#failed[@]} > 0 ))
cleanup
trap - EXIT
exit "$status"
