#pragma once

#include <string>

#include "db/database.hpp"

namespace rifa::features::payments {

// The payments feature's SQL (issue 38 moves the rest of payments_service.cpp's here).

// Whether the user creates raffles, so payments can be reported to them at all.
bool creates_raffles(db::Connection& conn, const std::string& user_id);

}  // namespace rifa::features::payments
