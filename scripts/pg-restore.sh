#!/usr/bin/env bash
# Restores a backup made by scripts/pg-backup.sh into an EMPTY PostgreSQL database, and the signing
# key to a path where none exists yet; then runs `rifa-server check-data` on it.
#
#   scripts/pg-restore.sh BACKUP_DIR DATABASE_URL KEY_FILE [RIFA_SERVER]
#
# Refuses (exit 2, nothing changed) when a checksum differs, the database has tables, or KEY_FILE
# exists. Exit 0: restored and check-data ok; 1: restored but check-data found a problem.
# RIFA_SERVER defaults to build/release/rifa-server next to this script.
set -euo pipefail
umask 077

[[ $# -ge 3 && $# -le 4 ]] || { echo "usage: $0 BACKUP_DIR DATABASE_URL KEY_FILE [RIFA_SERVER]" >&2; exit 2; }
from=$1 url=$2 key=$3
server=${4:-$(dirname "$0")/../build/release/rifa-server}
PG_RESTORE="${PG_BIN:+$PG_BIN/}pg_restore"
refuse() { echo "pg-restore refused: $*" >&2; exit 2; }

[[ -f $from/manifest.json ]] || refuse "no manifest.json in $from: not a backup"
for name in rifa.dump jwt-es256.pem; do
  want=$(python3 -c 'import json,sys
m = json.load(open(sys.argv[1]))
print(next(f["sha256"] for f in m["files"] if f["name"] == sys.argv[2]))' "$from/manifest.json" "$name") ||
    refuse "the manifest lists no $name"
  [[ $(sha256sum "$from/$name" | cut -d' ' -f1) == "$want" ]] || refuse "$name does not match its checksum"
done
[[ ! -e $key ]] || refuse "the signing key $key exists already"
tables=$(psql -X -A -t -q -d "$url" -c "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")
[[ $tables == 0 ]] || refuse "the database has $tables tables: restore only into an empty database"

"$PG_RESTORE" --exit-on-error --no-owner --single-transaction --dbname="$url" "$from/rifa.dump"
mkdir -p "$(dirname "$key")"
cp "$from/jwt-es256.pem" "$key.restoring"
chmod 0600 "$key.restoring"
mv "$key.restoring" "$key"
DATABASE_URL=$url JWT_KEY_FILE=$key LOG_LEVEL=warn "$server" check-data
