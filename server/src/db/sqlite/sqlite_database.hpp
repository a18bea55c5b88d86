#pragma once

#include <memory>
#include <string>

#include "db/database.hpp"

namespace rifa::db {

// SQLite in WAL mode with synchronous=FULL, foreign keys on and a busy timeout.
std::unique_ptr<Database> open_sqlite(const std::string& path);

}  // namespace rifa::db
