#include "features/business/business_access.hpp"

#include "common/errors.hpp"
#include "features/business/business_repository.hpp"

namespace rifa::features::business {

namespace {

ApiError denied() {
  return ApiError(403, "business_access_denied",
                  "Solo usuarios business con membresía activa o cajeros autorizados pueden acceder.");
}

bool active_business(const BusinessProfile& p) { return p.type == "business" && p.membership_active; }

}  // namespace

BusinessAccess business_access(db::Connection& conn, const std::string& user_id) {
  const auto me = BusinessRepository::profile(conn, user_id);
  if (!me) throw denied();
  if (active_business(*me)) return {user_id, user_id, me->name, true};

  const auto business = BusinessRepository::employer(conn, user_id);
  if (!business) throw denied();
  if (!active_business(*business)) {
    throw ApiError(403, "business_membership_inactive", "El negocio asociado no tiene membresía activa.");
  }
  return {user_id, business->id, business->name, false};
}

BusinessAccess business_owner(db::Connection& conn, const std::string& user_id, const std::string& message) {
  auto access = business_access(conn, user_id);
  if (!access.owner) throw ApiError::forbidden(message);
  return access;
}

}  // namespace rifa::features::business
