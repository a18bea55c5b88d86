#include "db/sqlite/snapshot.hpp"

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

#include "db/database.hpp"
#include "db/sqlite/wal_writes.hpp"

namespace rifa::db {
namespace {

// One sqlite3 handle, closed on every path.
struct SnapshotHandle {
  sqlite3* db = nullptr;
  ~SnapshotHandle() { sqlite3_close(db); }
};

[[noreturn]] void snapshot_failed(sqlite3* db, const std::string& what) {
  throw DatabaseError("backup: " + what + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
}

void snapshot_exec(sqlite3* db, const char* sql) {
  if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK) snapshot_failed(db, sql);
}

void open_snapshot_handle(SnapshotHandle& handle, const std::string& path, int flags) {
  // The project's VFS (the default one but for WAL writes): the serving process's connections use
  // it, so a connection of the same process shares their locks' bookkeeping.
  if (sqlite3_open_v2(path.c_str(), &handle.db, flags, wal_writes_vfs()) != SQLITE_OK) {
    snapshot_failed(handle.db, "cannot open " + path);
  }
  sqlite3_busy_timeout(handle.db, 5000);
}

void fsync_file(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0 || ::fsync(fd) != 0) {
    if (fd >= 0) ::close(fd);
    throw DatabaseError("backup: cannot fsync " + path);
  }
  ::close(fd);
}

}  // namespace

Snapshot snapshot_sqlite(const std::string& source, const std::string& target) {
  SnapshotHandle from;
  open_snapshot_handle(from, source, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX);
  // The read transaction begins at the first read: from here on the copy sees exactly this snapshot.
  snapshot_exec(from.db, "BEGIN");
  Snapshot snapshot;
  sqlite3_stmt* stmt = nullptr;
  if (sqlite3_prepare_v2(from.db, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations", -1, &stmt, nullptr) !=
      SQLITE_OK) {
    snapshot_failed(from.db, "no schema_migrations in " + source);
  }
  const int rc = sqlite3_step(stmt);
  if (rc == SQLITE_ROW) snapshot.schema_version = sqlite3_column_int(stmt, 0);
  sqlite3_finalize(stmt);
  if (rc != SQLITE_ROW) snapshot_failed(from.db, "reading the schema version");

  {
    SnapshotHandle to;
    open_snapshot_handle(to, target, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX);
    // The file is new and fsynced below as a whole: no journal, no syncs while copying.
    snapshot_exec(to.db, "PRAGMA synchronous=OFF");
    sqlite3_backup* backup = sqlite3_backup_init(to.db, "main", from.db, "main");
    if (!backup) snapshot_failed(to.db, "backup_init");
    const int step = sqlite3_backup_step(backup, -1);  // every page, under the read transaction above
    const int finish = sqlite3_backup_finish(backup);
    if (step != SQLITE_DONE || finish != SQLITE_OK) snapshot_failed(to.db, "copying " + source);
  }
  snapshot_exec(from.db, "COMMIT");
  fsync_file(target);
  return snapshot;
}

}  // namespace rifa::db
