#include "features/business/business_me.hpp"

#include "common/errors.hpp"

namespace rifa::features::business {

using nlohmann::json;

namespace {

bool active_business(const db::Row& row, const char* type, const char* membership) {
  return row.text(type) == "business" && row.boolean(membership);
}

json role(const char* role, const char* label, json business) {
  return {{"role", role}, {"label", label}, {"business", std::move(business)}};
}

}  // namespace

json business_me(db::Connection& conn, const std::string& user_id) {
  const auto me =
      conn.query("SELECT id, name, type, membership_active, is_super_admin FROM profiles WHERE id = ?", {user_id});
  const auto denied = [] {
    return ApiError(403, "business_access_denied",
                    "Solo usuarios business con membresía activa o cajeros autorizados pueden acceder.");
  };
  if (me.empty()) throw denied();
  const db::Row& profile = me.first();
  const bool owner = active_business(profile, "type", "membership_active");
  const json own = owner ? json{{"id", profile.text("id")}, {"name", profile.text("name")}} : json(nullptr);
  if (profile.boolean("is_super_admin")) return role("super_admin", "Super Administrador", own);
  if (owner) return role("business", "Administrador", own);

  const auto cashier = conn.query(
      "SELECT b.id, b.name, b.type, b.membership_active FROM cashiers c JOIN profiles b ON b.id = c.business_id "
      "WHERE c.id = ? AND c.is_active = TRUE",
      {user_id});
  if (cashier.empty()) throw denied();
  const db::Row& business = cashier.first();
  if (!active_business(business, "type", "membership_active")) {
    throw ApiError(403, "business_membership_inactive", "El negocio asociado no tiene membresía activa.");
  }
  return role("cashier", "Cajero", {{"id", business.text("id")}, {"name", business.text("name")}});
}

}  // namespace rifa::features::business
