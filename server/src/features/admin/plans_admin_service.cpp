#include "features/admin/plans_admin_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/text.hpp"
#include "common/time.hpp"
#include "features/admin/audit_log.hpp"
#include "features/subscriptions/plan_json.hpp"

namespace rifa::features::admin {

using nlohmann::json;

namespace {

constexpr const char* kFreeSlug = "gratis";

ApiError plan_not_found() { return {404, "plan_not_found", "Plan not found"}; }
ApiError name_taken() { return ApiError::conflict("plan_name_taken", "Ya existe un plan con ese nombre"); }
ApiError plan_required() {
  return ApiError::conflict("plan_required", "El plan Gratis debe seguir activo y sin costo");
}

// A plan with its subscribers: active ones in their term as of `now`, and any at all.
std::string select_plans(const std::string& where) {
  return std::string("SELECT ") + subscriptions::kPlanColumns +
         ", (SELECT COUNT(*) FROM user_subscriptions s WHERE s.plan_id = p.id AND s.status = 'active' "
         "AND s.start_date <= ? AND s.end_date > ?) AS active_subscriptions, "
         "(SELECT COUNT(*) FROM user_subscriptions s WHERE s.plan_id = p.id) AS total_subscriptions "
         "FROM subscription_plans p" +
         where;
}

json admin_plan_json(const db::Row& row) {
  json plan = subscriptions::plan_json(row);
  plan["active_subscriptions"] = row.integer("active_subscriptions");
  plan["total_subscriptions"] = row.integer("total_subscriptions");
  return plan;
}

std::optional<db::Row> find_plan(db::Connection& conn, const std::string& id) {
  const std::string now = now_rfc3339();
  const auto r = conn.query(select_plans(" WHERE p.id = ?"), {now, now, id});
  if (r.empty()) return std::nullopt;
  return r.first();
}

// 409 plan_name_taken when another plan's name is `name` with accents and case ignored.
void require_free_name(db::Connection& conn, const std::string& name, const std::string& except_id) {
  const std::string wanted = normalize_search(name);
  for (const auto& row : conn.query("SELECT id, name FROM subscription_plans").rows) {
    if (row.text("id") != except_id && normalize_search(row.text("name")) == wanted) throw name_taken();
  }
}

db::Value limit_value(const std::optional<std::int64_t>& limit) {
  return limit ? db::Value(*limit) : db::Value(nullptr);
}

}  // namespace

std::string plan_slug(const std::string& name) {
  std::string slug;
  for (const char c : normalize_search(name)) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      slug += c;
    } else if ((c == ' ' || c == '-' || c == '_' || c == '\t') && !slug.empty() && slug.back() != '-') {
      slug += '-';
    }
  }
  while (!slug.empty() && slug.back() == '-') slug.pop_back();
  return slug.empty() ? "plan-" + new_uuid().substr(0, 8) : slug;
}

json PlansAdminService::list() {
  const std::string now = now_rfc3339();
  const auto rows = db_.query(select_plans(" ORDER BY p.sort_order, p.price_cents, p.id"), {now, now});
  json data = json::array();
  for (const auto& row : rows.rows) data.push_back(admin_plan_json(row));
  const auto count = static_cast<std::int64_t>(data.size());
  return {{"data", data}, {"count", count}};
}

json PlansAdminService::create(const std::string& admin_id, const PlanInput& input) {
  return db_.transaction([&](db::Connection& conn) {
    const std::string& name = input.name.value();
    require_free_name(conn, name, "");
    const std::string id = new_uuid();
    const std::string now = now_rfc3339();
    try {
      conn.query(
          "INSERT INTO subscription_plans (id, name, slug, description, price_cents, is_active, can_create_public, "
          "can_create_private, has_admin_panel, max_active_raffles, max_tickets_per_raffle, max_cashiers, sort_order, "
          "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          {id, name, plan_slug(name), input.description.value_or(""), input.price_cents.value(),
           input.is_active.value_or(true), input.can_create_public.value_or(true),
           input.can_create_private.value_or(false), input.has_admin_panel.value_or(false),
           limit_value(input.max_active_raffles.value_or(std::nullopt)), input.max_tickets_per_raffle.value(),
           limit_value(input.max_cashiers.value_or(std::nullopt)), input.sort_order.value_or(0), now, now});
    } catch (const db::UniqueViolation&) {
      throw name_taken();  // two names apart only in punctuation give the same slug
    }
    json created = admin_plan_json(*find_plan(conn, id));
    audit_log::record(conn, admin_id, "plan.created", "subscription_plan", id, {{"after", created}});
    return created;
  });
}

json PlansAdminService::update(const std::string& admin_id, const std::string& id, const PlanInput& changes) {
  return db_.transaction([&](db::Connection& conn) {
    const auto before = find_plan(conn, id);
    if (!before) throw plan_not_found();
    const bool free = before->text("slug") == kFreeSlug;
    if (free && ((changes.is_active && !*changes.is_active) || (changes.price_cents && *changes.price_cents > 0))) {
      throw plan_required();
    }
    std::string sets;
    db::Params params;
    const auto set = [&](const char* column, db::Value value) {
      sets += std::string(column) + " = ?, ";
      params.push_back(std::move(value));
    };
    if (changes.name) {
      require_free_name(conn, *changes.name, id);
      set("name", *changes.name);
      if (!free) set("slug", plan_slug(*changes.name));  // the free plan's slug is how the server finds it
    }
    if (changes.description) set("description", *changes.description);
    if (changes.price_cents) set("price_cents", *changes.price_cents);
    if (changes.is_active) set("is_active", *changes.is_active);
    if (changes.can_create_public) set("can_create_public", *changes.can_create_public);
    if (changes.can_create_private) set("can_create_private", *changes.can_create_private);
    if (changes.has_admin_panel) set("has_admin_panel", *changes.has_admin_panel);
    if (changes.max_active_raffles) set("max_active_raffles", limit_value(*changes.max_active_raffles));
    if (changes.max_tickets_per_raffle) set("max_tickets_per_raffle", *changes.max_tickets_per_raffle);
    if (changes.max_cashiers) set("max_cashiers", limit_value(*changes.max_cashiers));
    if (changes.sort_order) set("sort_order", *changes.sort_order);
    params.emplace_back(now_rfc3339());
    params.emplace_back(id);
    try {
      conn.query("UPDATE subscription_plans SET " + sets + "updated_at = ? WHERE id = ?", params);
    } catch (const db::UniqueViolation&) {
      throw name_taken();
    }
    json after = admin_plan_json(*find_plan(conn, id));
    audit_log::record(conn, admin_id, "plan.updated", "subscription_plan", id,
                      {{"before", admin_plan_json(*before)}, {"after", after}});
    return after;
  });
}

void PlansAdminService::remove(const std::string& admin_id, const std::string& id) {
  db_.transaction([&](db::Connection& conn) {
    const auto plan = find_plan(conn, id);
    if (!plan) throw plan_not_found();
    if (plan->text("slug") == kFreeSlug) throw plan_required();
    const auto in_use = [] {
      return ApiError::conflict("plan_in_use", "Este plan tiene suscripciones; desactívalo en lugar de borrarlo");
    };
    if (plan->integer("total_subscriptions") > 0) throw in_use();
    try {
      conn.query("DELETE FROM subscription_plans WHERE id = ?", {id});
    } catch (const db::ConstraintViolation&) {
      throw in_use();  // a subscription made meanwhile (the foreign key refuses)
    }
    audit_log::record(conn, admin_id, "plan.deleted", "subscription_plan", id, {{"before", admin_plan_json(*plan)}});
  });
}

}  // namespace rifa::features::admin
