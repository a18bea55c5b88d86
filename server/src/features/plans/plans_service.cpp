#include "features/plans/plans_service.hpp"

#include <stdexcept>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/text.hpp"
#include "common/time.hpp"
#include "features/access/access.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/subscriptions/membership.hpp"
#include "features/subscriptions/plan_json.hpp"
#include "features/subscriptions/subscription_json.hpp"

namespace rifa::features::plans {

using nlohmann::json;
using subscriptions::kPlanColumns;
using subscriptions::plan_json;

json PlansService::list_active() {
  const auto rows = db_.query(std::string("SELECT ") + kPlanColumns +
                              " FROM subscription_plans p WHERE p.is_active = TRUE "
                              "ORDER BY p.price_cents, p.sort_order, p.id");
  json data = json::array();
  for (const auto& row : rows.rows) data.push_back(plan_json(row));
  const auto count = static_cast<std::int64_t>(data.size());
  return {{"data", data}, {"count", count}};
}

json PlansService::find(const std::string& id_or_name) {
  // A handful of rows: matched here, so "Básico", "basico" and "BÁSICO" find the same plan.
  const std::string wanted = normalize_search(id_or_name);
  const auto rows =
      db_.query(std::string("SELECT ") + kPlanColumns + " FROM subscription_plans p ORDER BY p.sort_order");
  for (const auto& row : rows.rows) {
    if (row.text("id") == id_or_name || row.text("slug") == wanted || normalize_search(row.text("name")) == wanted) {
      return plan_json(row);
    }
  }
  throw ApiError(404, "plan_not_found", "Plan not found");
}

json PlansService::current_plan(const std::string& user_id) { return my_plan(user_id)["plan"]; }

json PlansService::my_plan(const std::string& user_id) {
  const auto r = db_.query("SELECT " + subscriptions::subscription_columns() +
                               " FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id "
                               "WHERE s.user_id = ? AND " +
                               subscriptions::kInEffect + " ORDER BY s.start_date DESC, s.created_at DESC LIMIT 1",
                           {user_id, now_rfc3339(), now_rfc3339(), now_rfc3339()});
  if (r.empty()) {
    const auto free =
        db_.query(std::string("SELECT ") + kPlanColumns + " FROM subscription_plans p WHERE p.slug = 'gratis'");
    return {{"plan", free.empty() ? json(nullptr) : plan_json(free.first())}, {"subscription", nullptr}};
  }
  json subscription = subscriptions::subscription_json(r.first());
  json plan = subscription["plan"];
  return {{"plan", plan}, {"subscription", subscription}};
}

Allowance PlansService::allowance(const std::string& user_id) {
  Allowance a;
  if (profiles::is_super_admin(db_, user_id)) {
    return {"Super administrador", true, true, true, std::nullopt, 10000};
  }
  const json plan = current_plan(user_id);
  if (plan.is_null()) return a;
  a.plan_name = plan["name"];
  a.can_create_public = plan["can_create_public"];
  a.can_create_private = plan["can_create_private"];
  a.has_admin_panel = plan["has_admin_panel"];
  if (!plan["max_active_raffles"].is_null()) a.max_active_raffles = plan["max_active_raffles"].get<std::int64_t>();
  a.max_tickets_per_raffle = plan["max_tickets_per_raffle"];
  return a;
}

json PlansService::permissions(const std::string& user_id) {
  const Allowance a = allowance(user_id);
  auto conn = db_.acquire();
  const std::int64_t active = count_active_raffles(*conn, user_id);
  const bool room = !a.max_active_raffles || active < *a.max_active_raffles;
  return {{"can_create_public_raffle", a.can_create_public && room},
          {"can_create_private_raffle", a.can_create_private && room},
          {"has_admin_panel_access", access::may_enter_back_office(*conn, user_id)},
          {"active_raffles", active},
          {"max_active_raffles", a.max_active_raffles ? json(*a.max_active_raffles) : json(nullptr)}};
}

std::string PlansService::cheapest_plan_where(const std::string& sql_condition, const db::Params& params) {
  const auto r = db_.query("SELECT name FROM subscription_plans WHERE is_active = TRUE AND (" + sql_condition +
                               ") ORDER BY price_cents, sort_order LIMIT 1",
                           params);
  return r.empty() ? std::string() : r.first().text("name");
}

std::string PlansService::grant(const std::string& email, const std::string& plan) {
  return db_.transaction([&](db::Connection& conn) {
    const auto user = conn.query("SELECT id FROM profiles WHERE email = ?", {email});
    if (user.empty()) throw std::runtime_error("no account with e-mail " + email);
    const auto p = conn.query("SELECT id FROM subscription_plans WHERE name = ? OR slug = ?", {plan, plan});
    if (p.empty()) throw std::runtime_error("Plan not found: " + plan);
    const auto now = std::chrono::system_clock::now();
    const std::string end = to_rfc3339(add_months(now, 1));
    const std::string id = new_uuid();
    conn.query(
        "INSERT INTO user_subscriptions (id, user_id, plan_id, status, start_date, end_date, auto_renew, "
        "next_payment_date, last_payment_date, created_at, updated_at) "
        "VALUES (?, ?, ?, 'active', ?, ?, TRUE, ?, ?, ?, ?)",
        {id, user.first().text("id"), p.first().text("id"), to_rfc3339(now), end, end, to_rfc3339(now), to_rfc3339(now),
         to_rfc3339(now)});
    subscriptions::sync_membership(conn, user.first().text("id"), to_rfc3339(now));  // Negocio opens the back-office
    return id;
  });
}

}  // namespace rifa::features::plans
