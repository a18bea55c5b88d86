#pragma once

#include <memory>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "db/sqlite/group_commit.hpp"

namespace rifa::db {

// SQLite in WAL mode with synchronous=FULL, foreign keys on and a busy timeout.
// Every write transaction goes through one writer thread that commits them in groups (GroupCommitter).
std::unique_ptr<Database> open_sqlite(const std::string& path);

// How the writer of a database opened by open_sqlite() has grouped its transactions so far;
// nullopt for any other database.
std::optional<GroupCommitter::Stats> sqlite_writer_stats(Database& db);

}  // namespace rifa::db
