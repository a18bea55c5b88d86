#!/usr/bin/env bash
# npm ci for one folder (web or e2e) that survives a flaky registry: npm's own fetch retries,
# then up to three whole attempts (npm ci starts again from an empty node_modules each time).
set -euo pipefail
cd "$1"
for attempt in 1 2 3; do
  if npm ci --no-audit --no-fund --fetch-retries=5 --fetch-retry-mintimeout=5000 \
    --fetch-retry-maxtimeout=60000 --fetch-timeout=120000; then
    exit 0
  fi
  echo "npm ci in $1 failed (attempt $attempt of 3)" >&2
  [ "$attempt" -lt 3 ] && sleep $((attempt * 20))
done
exit 1
