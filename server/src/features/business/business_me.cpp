#include "features/business/business_me.hpp"

#include "common/errors.hpp"
#include "features/business/business_access.hpp"
#include "features/profiles/super_admin.hpp"

namespace rifa::features::business {

using nlohmann::json;

namespace {

json role(const char* role, const char* label, json business) {
  return {{"role", role}, {"label", label}, {"business", std::move(business)}};
}

json business_of(const BusinessAccess& access) { return {{"id", access.business_id}, {"name", access.business_name}}; }

}  // namespace

json business_me(db::Connection& conn, const std::string& user_id) {
  if (profiles::is_super_admin(conn, user_id)) {
    // Their own business when they have one with an active membership (never one they are a cashier of).
    try {
      const auto access = business_access(conn, user_id);
      return role("super_admin", "Super Administrador", access.owner ? business_of(access) : json(nullptr));
    } catch (const ApiError&) {
      return role("super_admin", "Super Administrador", nullptr);
    }
  }
  const auto access = business_access(conn, user_id);
  return access.owner ? role("business", "Administrador", business_of(access))
                      : role("cashier", "Cajero", business_of(access));
}

bool may_enter_back_office(db::Connection& conn, const std::string& user_id) {
  try {
    business_me(conn, user_id);
    return true;
  } catch (const ApiError&) {
    return false;
  }
}

}  // namespace rifa::features::business
