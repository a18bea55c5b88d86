#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace rifa::db {

struct Migration {
  int version;
  std::string name;
  std::string sql;
};

struct MigrationReport {
  int from;  // schema version found
  int to;    // schema version after migrating
};

// The database was written by a newer binary: refuse to touch it.
class SchemaTooNew : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The migrations compiled into this binary for `dialect`, in version order.
std::vector<Migration> builtin_migrations(Dialect dialect);

// Parses "V012__add_things.sql" into {12, "add_things"}; returns false for other names.
bool parse_migration_file_name(const std::string& file_name, int& version, std::string& name);

// Applies the migrations newer than the recorded schema version, each in its own transaction,
// recording each one in `schema_migrations`. Throws SchemaTooNew when the database has a version
// this binary does not know.
MigrationReport migrate(Database& db, const std::vector<Migration>& migrations);

}  // namespace rifa::db
