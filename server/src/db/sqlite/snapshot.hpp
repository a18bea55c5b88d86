#pragma once

#include <string>

namespace rifa::db {

// A consistent copy of a live SQLite database (`rifa-server backup`, the BACKUP_INTERVAL scheduler).
// A connection of its own opens a read transaction first: the copy is that snapshot, so it holds
// every commit made before it began (every acknowledged one: GroupCommitter answers after COMMIT)
// and nothing of a transaction still open. The copy is SQLite's online backup API in one step
// under that read transaction: writers go on (WAL mode: a reader never blocks them); only the
// checkpoints cannot copy past the snapshot until it ends. Works from another process on the same
// file (the CLI beside `serve`) and from a thread of the serving process.
struct Snapshot {
  int schema_version = 0;  // MAX(version) of schema_migrations in the snapshot
};

// Writes the snapshot of the database at `source` into the new file `target` (made durable with
// fsync) and returns what it read; throws DatabaseError (and leaves `target` to the caller).
Snapshot snapshot_sqlite(const std::string& source, const std::string& target);

}  // namespace rifa::db
