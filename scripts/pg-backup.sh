#!/usr/bin/env bash
# Backup of a PostgreSQL deployment of Rifa: the database (pg_dump -Fc: consistent, taken while the
# instances keep selling; stored files included, they live in the database) and the signing key.
#
#   scripts/pg-backup.sh DATABASE_URL KEY_FILE DIR
#
# Writes DIR/rifa-pg-backup-<UTC time>/ (mode 0700) holding rifa.dump, jwt-es256.pem and
# manifest.json (time, sizes and SHA-256 of both files), each 0600, and prints that directory.
# Restore it with scripts/pg-restore.sh. pg_dump must be as new as the server (PG_BIN chooses it).
set -euo pipefail
umask 077

[[ $# -eq 3 ]] || { echo "usage: $0 DATABASE_URL KEY_FILE DIR" >&2; exit 2; }
url=$1 key=$2 root=$3
PG_DUMP="${PG_BIN:+$PG_BIN/}pg_dump"
[[ -f $key ]] || { echo "pg-backup: no signing key at $key" >&2; exit 1; }

created=$(date -u +%Y-%m-%dT%H:%M:%SZ)
name="rifa-pg-backup-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$root"
chmod 0700 "$root"
partial="$root/.$name.partial"
rm -rf "$partial"
mkdir -m 0700 "$partial"
trap 'rm -rf "$partial"' EXIT

"$PG_DUMP" --format=custom --no-owner --file="$partial/rifa.dump" "$url"
cp "$key" "$partial/jwt-es256.pem"
chmod 0600 "$partial/rifa.dump" "$partial/jwt-es256.pem"

entry() { printf '{"name": "%s", "bytes": %s, "sha256": "%s"}' "$1" "$(stat -c %s "$partial/$1")" \
  "$(sha256sum "$partial/$1" | cut -d' ' -f1)"; }
schema=$(psql -X -A -t -q -d "$url" -c 'SELECT COALESCE(MAX(version), 0) FROM schema_migrations')
printf '{"format": 1, "created_at": "%s", "database": "postgresql", "schema_version": %s,\n "files": [%s, %s]}\n' \
  "$created" "$schema" "$(entry rifa.dump)" "$(entry jwt-es256.pem)" >"$partial/manifest.json"
chmod 0600 "$partial/manifest.json"
sync "$partial"/* 2>/dev/null || sync
mv "$partial" "$root/$name"
trap - EXIT
echo "$root/$name"
