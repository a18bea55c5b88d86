#!/usr/bin/env bash
# Backup and restore of a SQLite database holding BENCH_BACKUP_TICKETS tickets (default 1,000,000:
# 100 sold-out raffles of 10,000 numbers, one number a ticket), timed.
#
#   bench/backup.sh            (needs build/release/rifa-server and the sqlite3 CLI)
#
# Builds the database quickly (one migrated file, then SQL inserts in one transaction through the
# sqlite3 CLI), then times `rifa-server backup --to` and `rifa-server restore --from` (which
# verifies the checksums and runs check-data: its integrity_check reads every page) and prints the
# figures as a Markdown table. BENCH_BACKUP_KEEP=1 keeps the work directory.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
server=${RIFA_SERVER_BIN:-$root/build/release/rifa-server}
tickets=${BENCH_BACKUP_TICKETS:-1000000}
(( tickets % 10000 == 0 )) || { echo "BENCH_BACKUP_TICKETS must be a multiple of 10000" >&2; exit 2; }
raffles=$(( tickets / 10000 ))
[[ -x $server ]] || { echo "build the server first: $server" >&2; exit 1; }
command -v sqlite3 >/dev/null || { echo "the sqlite3 CLI is needed (apt-get install sqlite3)" >&2; exit 1; }

work=$(mktemp -d /tmp/rifa-bench-backup.XXXXXX)
[[ ${BENCH_BACKUP_KEEP:-0} == 1 ]] || trap 'rm -rf "$work"' EXIT
export LOG_LEVEL=warn
seconds() { python3 -c 'import time; print(time.monotonic())'; }
elapsed() { python3 -c "print(f'{$(seconds) - $1:.2f}')"; }

DATA_DIR=$work/data "$server" migrate
owner=$(DATA_DIR=$work/data "$server" create-user --email bench-backup@example.com --password 'correct horse battery' --name Banca)

start=$(seconds)
sqlite3 "$work/data/rifa.db" >/dev/null <<SQL
PRAGMA journal_mode=WAL;
PRAGMA synchronous=OFF;
BEGIN;
WITH RECURSIVE r(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM r WHERE i + 1 < $raffles)
INSERT INTO raffles (id, title, ticket_price_cents, total_tickets, sold_tickets, end_date, status, lottery, creator_id)
SELECT printf('bench-raffle-%04d', i), 'Rifa ' || i, 100, 10000, 10000, '2030-01-01T00:00:00.000Z', 'waiting', 'zulia', '$owner'
FROM r;
WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k + 1 < 10000)
INSERT INTO tickets (id, raffle_id, user_id, numbers, status, price_cents, buyer_name, buyer_email)
SELECT printf('bench-ticket-%04d-%05d', substr(r.id, 14) + 0, n.k), r.id, '$owner', '[' || n.k || ']', 'paid', 100,
       'Comprador', 'bench-backup@example.com'
FROM raffles r, n WHERE r.id GLOB 'bench-raffle-*';
INSERT INTO ticket_numbers (raffle_id, number, ticket_id)
SELECT raffle_id, json_extract(numbers, '\$[0]'), id FROM tickets WHERE id GLOB 'bench-ticket-*';
COMMIT;
PRAGMA wal_checkpoint(TRUNCATE);
SQL
build=$(elapsed "$start")
db_bytes=$(stat -c %s "$work/data/rifa.db")

start=$(seconds)
DATA_DIR=$work/data "$server" backup --to "$work/backups" >"$work/backup.json" </dev/null
backup_s=$(elapsed "$start")
dir=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["backup"])' "$work/backup.json")
backup_bytes=$(du -sb "$dir" | cut -f1)

start=$(seconds)
DATA_DIR=$work/restored "$server" restore --from "$dir" >"$work/restore.json"
restore_s=$(elapsed "$start")
counted=$(python3 -c 'import json,sys; r = json.load(open(sys.argv[1])); assert r["ok"], r; print(r["counts"]["tickets"])' \
  "$work/restore.json")
[[ $counted == "$tickets" ]] || { echo "the restored database holds $counted tickets, not $tickets" >&2; exit 1; }

gzip_s=$( { start=$(seconds); gzip -1 -c "$dir/rifa.db" >"$work/rifa.db.gz"; elapsed "$start"; } )
gzip_bytes=$(stat -c %s "$work/rifa.db.gz")
mb() { python3 -c "print(f'{$1 / 1e6:.0f} MB')"; }

cat <<EOF2
| $tickets tickets ($raffles raffles), $(nproc) cores | |
|---|---|
| building the database (sqlite3, one transaction) | ${build} s |
| database file | $(mb "$db_bytes") |
| \`rifa-server backup --to\` | ${backup_s} s |
| backup directory (database, key, manifest) | $(mb "$backup_bytes") |
| \`rifa-server restore --from\` (checksums + check-data) | ${restore_s} s, ok, $counted tickets |
| the copy through \`gzip -1\`, if archived | $(mb "$gzip_bytes") in ${gzip_s} s |
EOF2
