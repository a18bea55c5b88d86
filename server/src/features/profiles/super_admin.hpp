#pragma once

#include <string>

#include "db/database.hpp"

namespace rifa::features::profiles {

// Whether `user_id` is a super administrator (profiles.is_super_admin).
bool is_super_admin(db::Connection& conn, const std::string& user_id);
bool is_super_admin(db::Database& db, const std::string& user_id);

// 403 forbidden, 'Solo el super administrador puede hacer esto', unless `user_id` is one.
void require_super_admin(db::Connection& conn, const std::string& user_id);
void require_super_admin(db::Database& db, const std::string& user_id);

}  // namespace rifa::features::profiles
