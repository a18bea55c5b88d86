#include "features/business/cashiers_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/business/business_json.hpp"
#include "features/business/business_repository.hpp"
#include "realtime/origin.hpp"

namespace rifa::features::business {

using nlohmann::json;

namespace {

ApiError not_found() { return ApiError::not_found("Cajero no encontrado"); }

ApiError already_here() { return ApiError::conflict("cashier_exists", "El cajero ya existe en este negocio"); }

ApiError elsewhere() {
  return ApiError::conflict("cashier_of_other_business", "Este usuario ya es cajero en otro negocio");
}

// The cashier `id` of the business with its sales, or 404.
Cashier one(db::Connection& conn, const std::string& business_id, const std::string& id) {
  if (!is_uuid(id)) throw not_found();
  auto found = BusinessRepository::cashier(conn, business_id, id);
  if (!found) throw not_found();
  return std::move(*found);
}

// "host[:port]" of the site, as the message names it.
std::string host_of(const std::string& site_url) {
  const std::string origin = realtime::origin_of(site_url);
  const auto scheme_end = origin.find("://");
  return scheme_end == std::string::npos ? origin : origin.substr(scheme_end + 3);
}

}  // namespace

CashiersService::CashiersService(db::Database& db, plans::PlansService& plans, const std::string& site_url)
    : db_(db), plans_(plans), host_(host_of(site_url)) {}

BusinessAccess CashiersService::owner(const std::string& user_id) {
  return business_owner(*db_.acquire(), user_id, kOwnerOnlyCashiers);
}

json CashiersService::list(const BusinessAccess& owner, const Page& page) {
  auto conn = db_.acquire();
  CashierPage out{BusinessRepository::cashiers(*conn, owner.business_id, page), 0};
  out.count = BusinessRepository::cashier_count(*conn, owner.business_id);
  return to_json(out);
}

json CashiersService::get(const BusinessAccess& owner, const std::string& id) {
  return to_json(one(*db_.acquire(), owner.business_id, id));
}

json CashiersService::create(const BusinessAccess& owner, const NewCashier& cashier) {
  const std::string& business_id = owner.business_id;
  // The limit of the owner's current plan (none: unlimited; no plan at all: 0).
  const auto plan = plans_.plan_of(business_id);
  const std::optional<std::int64_t> max = plan ? plan->max_cashiers : std::optional<std::int64_t>(0);

  const auto add = [&](db::Connection& conn) {
    // One add at a time per business (PostgreSQL; SQLite has one writer), so the count below sees
    // every committed cashier; the primary key (a user is the cashier of one business) is the last
    // guard across businesses.
    BusinessRepository::lock_business(conn, business_id);
    if (BusinessRepository::has_cashier_email(conn, business_id, cashier.email)) throw already_here();
    const auto user = BusinessRepository::user_by_email(conn, cashier.email);
    if (!user) {
      const std::string message = "El usuario debe estar registrado en " + host_;
      throw ApiError(422, "user_not_registered", message, {{"email", message}});
    }
    const std::string& user_id = user->id;
    if (user_id == business_id) {
      const std::string message = "No puedes agregarte como cajero de tu propio negocio";
      throw ApiError(422, "cashier_is_owner", message, {{"email", message}});
    }
    if (user->is_super_admin) {
      const std::string message = "El super administrador no puede ser cajero de un negocio";
      throw ApiError(422, "cashier_is_super_admin", message, {{"email", message}});
    }
    // A business owner (a business profile, with its membership active or not) runs their own.
    if (user->type == "business") {
      throw ApiError::conflict("owner_of_other_business", "Este usuario ya es administrador de otro negocio");
    }
    if (const auto current = BusinessRepository::business_of_cashier(conn, user_id)) {
      throw *current == business_id ? already_here() : elsewhere();
    }
    if (max && BusinessRepository::cashier_count(conn, business_id) >= *max) {
      throw ApiError(403, "cashier_limit_reached", "Alcanzaste el límite de cajeros de tu plan",
                     {{"max_cashiers", *max}});
    }
    BusinessRepository::insert_cashier(conn, user_id, business_id, cashier.email, cashier.name.value_or(user->name),
                                       cashier.is_active, now_rfc3339());
    return user_id;
  };
  for (int attempt = 1;; ++attempt) {
    try {
      const std::string id = db_.transaction(add, {.isolation = db::Isolation::row_locks});
      return get(owner, id);
    } catch (const db::UniqueViolation&) {
      // A concurrent add of the same user committed first: once more, the rules above now see it.
      if (attempt == 2) throw;
    }
  }
}

json CashiersService::update(const BusinessAccess& owner, const std::string& id, const CashierChanges& changes) {
  if (!is_uuid(id)) throw not_found();
  db_.transaction([&](db::Connection& conn) {
    const std::string now = now_rfc3339();
    if (!BusinessRepository::update_cashier(conn, owner.business_id, id, changes, now)) throw not_found();
    // The cashier's profile carries the name too (spec §7: update profile and cashier).
    if (changes.name) BusinessRepository::rename_profile(conn, id, *changes.name, now);
  });
  return get(owner, id);
}

void CashiersService::remove(const BusinessAccess& owner, const std::string& id) {
  if (!is_uuid(id)) throw not_found();
  // Tickets they sold keep sold_by (it names a profile, not the cashier row).
  if (!BusinessRepository::delete_cashier(*db_.acquire(), owner.business_id, id)) throw not_found();
}

BusinessAccess CashiersService::tickets_reader(const std::string& user_id, const std::string& id) {
  auto conn = db_.acquire();
  BusinessAccess access = business_access(*conn, user_id);
  if (!is_uuid(id) || (!access.owner && access.user_id != id)) throw not_found();
  if (!BusinessRepository::is_cashier_of(*conn, id, access.business_id)) throw not_found();
  return access;
}

json CashiersService::tickets(const BusinessAccess& reader, const std::string& id, SalesFilter filter,
                              const Page& page) {
  filter.seller = id;
  return list_sales(*db_.acquire(), reader.business_id, filter, page);
}

}  // namespace rifa::features::business
