#include "db/database.hpp"
#include "db/postgres/postgres_database.hpp"
#include "db/sqlite/sqlite_database.hpp"

namespace rifa::db {

std::unique_ptr<Database> open_database(const std::string& url) {
  if (url.rfind("postgresql://", 0) == 0 || url.rfind("postgres://", 0) == 0) return open_postgres(url);
  if (url.rfind("sqlite:", 0) == 0) return open_sqlite(url.substr(7));
  return open_sqlite(url);
}

}  // namespace rifa::db
