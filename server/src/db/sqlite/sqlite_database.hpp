#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "db/sqlite/group_commit.hpp"

namespace rifa::db {

// Around the fsync of the WAL that makes the writer's commits durable: gets that step, and calls it
// or throws instead (tests hold it, or fail it). Runs on the writer's syncer thread.
using SyncAround = std::function<void(const std::function<void()>& fsync_wal)>;

// SQLite in WAL mode, foreign keys on and a busy timeout. Every write transaction goes through one
// writer thread that commits them in groups (GroupCommitter); its COMMIT writes the WAL
// (synchronous=NORMAL on that connection alone) and a syncer thread fdatasyncs the WAL before any
// of the group's callers is answered. Every other connection and the checkpointer keep FULL.
std::unique_ptr<Database> open_sqlite(const std::string& path, SyncAround around = {});

// How the writer of a database opened by open_sqlite() has grouped its transactions so far;
// nullopt for any other database.
std::optional<GroupCommitter::Stats> sqlite_writer_stats(Database& db);

}  // namespace rifa::db
