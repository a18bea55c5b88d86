#include "features/plans/plans_service.hpp"

#include <stdexcept>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "common/text.hpp"
#include "common/time.hpp"

namespace rifa::features::plans {

using nlohmann::json;

namespace {
constexpr const char* kPlanColumns =
    "p.id, p.name, p.slug, p.description, p.price_cents, p.can_create_public, p.can_create_private, "
    "p.has_admin_panel, p.max_active_raffles, p.max_tickets_per_raffle, p.max_cashiers, p.is_active, p.sort_order, "
    "p.created_at, p.updated_at";

json plan_json(const db::Row& r) {
  auto nullable_int = [&](const char* c) { return r.is_null(c) ? json(nullptr) : json(r.integer(c)); };
  return {{"id", r.text("id")},
          {"name", r.text("name")},
          {"slug", r.text("slug")},
          {"description", r.text("description")},
          {"price", cents_to_json(r.integer("price_cents"))},
          {"can_create_public", r.boolean("can_create_public")},
          {"can_create_private", r.boolean("can_create_private")},
          {"has_admin_panel", r.boolean("has_admin_panel")},
          {"max_active_raffles", nullable_int("max_active_raffles")},
          {"max_tickets_per_raffle", r.integer("max_tickets_per_raffle")},
          {"max_cashiers", nullable_int("max_cashiers")},
          {"is_active", r.boolean("is_active")},
          {"sort_order", r.integer("sort_order")},
          {"created_at", r.text("created_at")},
          {"updated_at", r.text("updated_at")}};
}
}  // namespace

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
  const auto r = db_.query(
      std::string("SELECT s.id AS s_id, s.user_id AS s_user_id, s.plan_id AS s_plan_id, s.status AS s_status, "
                  "s.start_date AS s_start_date, s.end_date AS s_end_date, s.auto_renew AS s_auto_renew, "
                  "s.payment_method_id AS s_payment_method_id, s.next_payment_date AS s_next_payment_date, "
                  "s.last_payment_date AS s_last_payment_date, s.created_at AS s_created_at, "
                  "s.updated_at AS s_updated_at, ") +
          kPlanColumns +
          " FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id "
          "WHERE s.user_id = ? AND s.status = 'active' AND s.end_date > ? ORDER BY s.created_at DESC LIMIT 1",
      {user_id, now_rfc3339()});
  if (r.empty()) {
    const auto free =
        db_.query(std::string("SELECT ") + kPlanColumns + " FROM subscription_plans p WHERE p.slug = 'gratis'");
    return {{"plan", free.empty() ? json(nullptr) : plan_json(free.first())}, {"subscription", nullptr}};
  }
  const auto& row = r.first();
  const json plan = plan_json(row);
  return {{"plan", plan},
          {"subscription",
           {{"id", row.text("s_id")},
            {"user_id", row.text("s_user_id")},
            {"plan_id", row.text("s_plan_id")},
            {"status", row.text("s_status")},
            {"start_date", row.text("s_start_date")},
            {"end_date", row.text("s_end_date")},
            {"auto_renew", row.boolean("s_auto_renew")},
            {"payment_method_id", nullable_text(row, "s_payment_method_id")},
            {"next_payment_date", nullable_text(row, "s_next_payment_date")},
            {"last_payment_date", nullable_text(row, "s_last_payment_date")},
            {"created_at", row.text("s_created_at")},
            {"updated_at", row.text("s_updated_at")},
            {"plan", plan}}}};
}

Allowance PlansService::allowance(const std::string& user_id) {
  Allowance a;
  const auto admin = db_.query("SELECT is_super_admin FROM profiles WHERE id = ?", {user_id});
  if (!admin.empty() && admin.first().boolean("is_super_admin")) {
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
  return {{"can_create_public_raffle", a.can_create_public},
          {"can_create_private_raffle", a.can_create_private},
          {"has_admin_panel_access", a.has_admin_panel}};
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
    const std::string end = to_rfc3339(now + std::chrono::hours(24 * 30));
    const std::string id = new_uuid();
    conn.query(
        "INSERT INTO user_subscriptions (id, user_id, plan_id, status, start_date, end_date, auto_renew, "
        "next_payment_date, last_payment_date, created_at, updated_at) "
        "VALUES (?, ?, ?, 'active', ?, ?, TRUE, ?, ?, ?, ?)",
        {id, user.first().text("id"), p.first().text("id"), to_rfc3339(now), end, end, to_rfc3339(now), to_rfc3339(now),
         to_rfc3339(now)});
    return id;
  });
}

}  // namespace rifa::features::plans
