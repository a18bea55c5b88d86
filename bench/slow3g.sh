#!/usr/bin/env bash
# The buyer's pages on emulated Slow 3G (issue 35): builds rifa-server (and the web app when
# web/dist is missing), then runs bench/slow3g/slow3g.mjs, which starts the server on a temporary
# DATA_DIR, seeds it and loads each page cold and warm in Debian's Chromium. Prints a Markdown table
# (or writes it to SLOW3G_OUT). Knobs: SLOW3G_RUNS (3), SLOW3G_ONLY, BENCH_WEB_DIR, RIFA_SERVER_BIN,
# SLOW3G_SKIP_BUILD=1 (use what is built).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ "${SLOW3G_SKIP_BUILD:-0}" != 1 ]; then
  (cd "$ROOT/server" && cmake --build --preset release -j2 --target rifa-server >/dev/null)
  [ -n "${BENCH_WEB_DIR:-}" ] || [ -f "$ROOT/web/dist/index.html" ] || (cd "$ROOT/web" && npm run build >/dev/null)
fi
[ -d "$ROOT/bench/slow3g/node_modules" ] || "$ROOT/scripts/npm-ci.sh" "$ROOT/bench/slow3g" >/dev/null
RIFA_SERVER_BIN="${RIFA_SERVER_BIN:-$ROOT/build/release/rifa-server}" \
  BENCH_WEB_DIR="${BENCH_WEB_DIR:-$ROOT/web/dist}" node "$ROOT/bench/slow3g/slow3g.mjs"
