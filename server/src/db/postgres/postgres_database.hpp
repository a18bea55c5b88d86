#pragma once

#include <memory>
#include <string>

#include "db/database.hpp"

namespace rifa::db {

// PostgreSQL through libpq; `url` is a libpq connection URI.
std::unique_ptr<Database> open_postgres(const std::string& url);

}  // namespace rifa::db
