#include "features/profiles/super_admin.hpp"

#include "common/errors.hpp"
#include "features/profiles/profiles_repository.hpp"

namespace rifa::features::profiles {

bool is_super_admin(db::Connection& conn, const std::string& user_id) {
  return ProfilesRepository::is_super_admin(conn, user_id);
}

bool is_super_admin(db::Database& db, const std::string& user_id) { return is_super_admin(*db.acquire(), user_id); }

void require_super_admin(db::Connection& conn, const std::string& user_id) {
  if (!is_super_admin(conn, user_id)) throw ApiError::forbidden("Solo el super administrador puede hacer esto");
}

void require_super_admin(db::Database& db, const std::string& user_id) { require_super_admin(*db.acquire(), user_id); }

}  // namespace rifa::features::profiles
