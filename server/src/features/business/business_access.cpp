#include "features/business/business_access.hpp"

#include "common/errors.hpp"

namespace rifa::features::business {

namespace {

ApiError denied() {
  return ApiError(403, "business_access_denied",
                  "Solo usuarios business con membresía activa o cajeros autorizados pueden acceder.");
}

bool active_business(const db::Row& row) { return row.text("type") == "business" && row.boolean("membership_active"); }

}  // namespace

BusinessAccess business_access(db::Connection& conn, const std::string& user_id) {
  const auto me = conn.query("SELECT id, name, type, membership_active FROM profiles WHERE id = ?", {user_id});
  if (me.empty()) throw denied();
  if (active_business(me.first())) return {user_id, user_id, me.first().text("name"), true};

  const auto cashier = conn.query(
      "SELECT b.id, b.name, b.type, b.membership_active FROM cashiers c JOIN profiles b ON b.id = c.business_id "
      "WHERE c.id = ? AND c.is_active = TRUE",
      {user_id});
  if (cashier.empty()) throw denied();
  const db::Row& business = cashier.first();
  if (!active_business(business)) {
    throw ApiError(403, "business_membership_inactive", "El negocio asociado no tiene membresía activa.");
  }
  return {user_id, business.text("id"), business.text("name"), false};
}

bool acts_for_creator(db::Connection& conn, const std::string& user_id, const std::string& creator_id) {
  if (user_id == creator_id) return true;
  return !conn.query(
                  "SELECT c.id FROM cashiers c JOIN profiles b ON b.id = c.business_id "
                  "WHERE c.id = ? AND c.business_id = ? AND c.is_active = TRUE AND b.type = 'business' "
                  "AND b.membership_active = TRUE",
                  {user_id, creator_id})
              .empty();
}

BusinessAccess business_owner(db::Connection& conn, const std::string& user_id, const std::string& message) {
  auto access = business_access(conn, user_id);
  if (!access.owner) throw ApiError::forbidden(message);
  return access;
}

}  // namespace rifa::features::business
