#include "features/business/cashiers_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/text.hpp"
#include "common/time.hpp"
#include "features/business/sales_totals.hpp"
#include "realtime/origin.hpp"

namespace rifa::features::business {

using nlohmann::json;

namespace {

ApiError not_found() { return ApiError::not_found("Cajero no encontrado"); }

ApiError already_here() { return ApiError::conflict("cashier_exists", "El cajero ya existe en este negocio"); }

ApiError elsewhere() {
  return ApiError::conflict("cashier_of_other_business", "Este usuario ya es cajero en otro negocio");
}

// The business's cashiers (all, or the one `id`) with their sales in one grouped query: the totals
// of every seller of the business's raffles, joined to the cashier rows.
db::Result select_cashiers(db::Connection& conn, const std::string& business_id, const std::string* id,
                           const Page* page) {
  std::string sql =
      "SELECT c.id, c.business_id, c.email, c.name, c.is_active, c.created_at, c.updated_at, s.* FROM cashiers c "
      "LEFT JOIN (SELECT t.sold_by, " +
      sales_totals_columns(conn.dialect()) +
      " FROM tickets t JOIN raffles r ON r.id = t.raffle_id WHERE r.creator_id = ? AND t.sold_by IS NOT NULL"
      " GROUP BY t.sold_by) s ON s.sold_by = c.id WHERE c.business_id = ?";
  db::Params params{business_id, business_id};
  if (id) {
    sql += " AND c.id = ?";
    params.emplace_back(*id);
  }
  sql += " ORDER BY c.created_at DESC, c.id";
  if (page) {
    sql += " LIMIT ? OFFSET ?";
    params.emplace_back(page->limit);
    params.emplace_back(page->offset());
  }
  return conn.query(sql, params);
}

json cashier_json(const db::Row& r) {
  return {{"id", r.text("id")},
          {"business_id", r.text("business_id")},
          {"email", r.text("email")},
          {"name", r.text("name")},
          {"is_active", r.boolean("is_active")},
          {"sales", sales_totals_json(r)},
          {"created_at", r.text("created_at")},
          {"updated_at", r.text("updated_at")}};
}

// The cashier `id` of the business as its row with sales, or 404.
json one(db::Connection& conn, const std::string& business_id, const std::string& id) {
  if (!is_uuid(id)) throw not_found();
  const auto r = select_cashiers(conn, business_id, &id, nullptr);
  if (r.empty()) throw not_found();
  return cashier_json(r.first());
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
  json data = json::array();
  for (const auto& row : select_cashiers(*conn, owner.business_id, nullptr, &page).rows) {
    data.push_back(cashier_json(row));
  }
  const auto count =
      conn->query("SELECT COUNT(*) AS n FROM cashiers WHERE business_id = ?", {owner.business_id}).first().integer("n");
  return {{"data", std::move(data)}, {"count", count}};
}

json CashiersService::get(const BusinessAccess& owner, const std::string& id) {
  return one(*db_.acquire(), owner.business_id, id);
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
    if (conn.dialect() == db::Dialect::postgresql) {
      conn.query("SELECT id FROM profiles WHERE id = ? FOR UPDATE", {business_id});
    }
    if (!conn.query("SELECT id FROM cashiers WHERE business_id = ? AND email = ?", {business_id, cashier.email})
             .empty()) {
      throw already_here();
    }
    const auto user = conn.query(
        "SELECT p.id, p.name, p.type, p.is_super_admin FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = ?",
        {cashier.email});
    if (user.empty()) {
      const std::string message = "El usuario debe estar registrado en " + host_;
      throw ApiError(422, "user_not_registered", message, {{"email", message}});
    }
    const std::string user_id = user.first().text("id");
    if (user_id == business_id) {
      const std::string message = "No puedes agregarte como cajero de tu propio negocio";
      throw ApiError(422, "cashier_is_owner", message, {{"email", message}});
    }
    if (user.first().boolean("is_super_admin")) {
      const std::string message = "El super administrador no puede ser cajero de un negocio";
      throw ApiError(422, "cashier_is_super_admin", message, {{"email", message}});
    }
    // A business owner (a business profile, with its membership active or not) runs their own.
    if (user.first().text("type") == "business") {
      throw ApiError::conflict("owner_of_other_business", "Este usuario ya es administrador de otro negocio");
    }
    const auto current = conn.query("SELECT business_id FROM cashiers WHERE id = ?", {user_id});
    if (!current.empty()) throw current.first().text("business_id") == business_id ? already_here() : elsewhere();
    if (max) {
      const auto count =
          conn.query("SELECT COUNT(*) AS n FROM cashiers WHERE business_id = ?", {business_id}).first().integer("n");
      if (count >= *max) {
        throw ApiError(403, "cashier_limit_reached", "Alcanzaste el límite de cajeros de tu plan",
                       {{"max_cashiers", *max}});
      }
    }
    const std::string now = now_rfc3339();
    conn.query(
        "INSERT INTO cashiers (id, business_id, email, name, is_active, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        {user_id, business_id, cashier.email, cashier.name.value_or(user.first().text("name")), cashier.is_active, now,
         now});
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
    const auto changed = conn.query(
        "UPDATE cashiers SET name = COALESCE(?, name), is_active = COALESCE(?, is_active), updated_at = ? "
        "WHERE id = ? AND business_id = ?",
        {changes.name ? db::Value(*changes.name) : db::Value(nullptr),
         changes.is_active ? db::Value(*changes.is_active) : db::Value(nullptr), now, id, owner.business_id});
    if (changed.affected == 0) throw not_found();
    if (changes.name) {
      // The cashier's profile carries the name too (spec §7: update profile and cashier).
      conn.query("UPDATE profiles SET name = ?, name_search = ?, updated_at = ? WHERE id = ?",
                 {*changes.name, normalize_search(*changes.name), now, id});
    }
  });
  return get(owner, id);
}

void CashiersService::remove(const BusinessAccess& owner, const std::string& id) {
  if (!is_uuid(id)) throw not_found();
  // Tickets they sold keep sold_by (it names a profile, not the cashier row).
  if (db_.query("DELETE FROM cashiers WHERE id = ? AND business_id = ?", {id, owner.business_id}).affected == 0) {
    throw not_found();
  }
}

BusinessAccess CashiersService::tickets_reader(const std::string& user_id, const std::string& id) {
  auto conn = db_.acquire();
  BusinessAccess access = business_access(*conn, user_id);
  if (!is_uuid(id) || (!access.owner && access.user_id != id)) throw not_found();
  if (conn->query("SELECT id FROM cashiers WHERE id = ? AND business_id = ?", {id, access.business_id}).empty()) {
    throw not_found();
  }
  return access;
}

json CashiersService::tickets(const BusinessAccess& reader, const std::string& id, SalesFilter filter,
                              const Page& page) {
  filter.seller = id;
  return list_sales(*db_.acquire(), reader.business_id, filter, page);
}

}  // namespace rifa::features::business
