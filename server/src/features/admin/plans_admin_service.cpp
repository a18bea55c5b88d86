#include "features/admin/plans_admin_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/text.hpp"
#include "common/time.hpp"
#include "features/admin/admin_json.hpp"
#include "features/admin/audit_log.hpp"

namespace rifa::features::admin {

namespace {

constexpr const char* kFreeSlug = "gratis";

ApiError plan_not_found() { return {404, "plan_not_found", "Plan not found"}; }
ApiError name_taken() { return ApiError::conflict("plan_name_taken", "Ya existe un plan con ese nombre"); }
ApiError plan_required() {
  return ApiError::conflict("plan_required", "El plan Gratis debe seguir activo y sin costo");
}

// 409 plan_name_taken when another plan's name is `name` with accents and case ignored.
void require_free_name(db::Connection& conn, const std::string& name, const std::string& except_id) {
  const std::string wanted = normalize_search(name);
  for (const auto& [id, other] : AdminRepository::plan_names(conn)) {
    if (id != except_id && normalize_search(other) == wanted) throw name_taken();
  }
}

AdminPlan with_counts(subscriptions::Plan plan, const std::map<std::string, PlanCounts>& counts) {
  const auto it = counts.find(plan.id);
  const PlanCounts c = it == counts.end() ? PlanCounts{} : it->second;
  return {std::move(plan), c.active, c.total};
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

std::optional<AdminPlan> PlansAdminService::find(db::Connection& conn, const std::string& id) {
  auto plan = catalog_.by_id(conn, id);
  if (!plan) return std::nullopt;
  return with_counts(std::move(*plan), AdminRepository::plan_counts(conn, now_rfc3339(), id));
}

std::vector<AdminPlan> PlansAdminService::list() {
  auto plans = catalog_.all();
  const auto counts = AdminRepository::plan_counts(*db_.acquire(), now_rfc3339());
  std::vector<AdminPlan> out;
  out.reserve(plans.size());
  for (auto& plan : plans) out.push_back(with_counts(std::move(plan), counts));
  return out;
}

AdminPlan PlansAdminService::create(const std::string& admin_id, const PlanInput& input) {
  return db_.transaction([&](db::Connection& conn) {
    const std::string& name = input.name.value();
    require_free_name(conn, name, "");
    const std::string now = now_rfc3339();
    subscriptions::Plan plan{new_uuid(),
                             name,
                             plan_slug(name),
                             input.description.value_or(""),
                             input.price_cents.value(),
                             input.can_create_public.value_or(true),
                             input.can_create_private.value_or(false),
                             input.has_admin_panel.value_or(false),
                             input.max_active_raffles.value_or(std::nullopt),
                             input.max_tickets_per_raffle.value(),
                             input.max_cashiers.value_or(std::nullopt),
                             input.is_active.value_or(true),
                             input.sort_order.value_or(0),
                             now,
                             now};
    try {
      AdminRepository::insert_plan(conn, plan);
    } catch (const db::UniqueViolation&) {
      throw name_taken();  // two names apart only in punctuation give the same slug
    }
    AdminPlan created = find(conn, plan.id).value();
    audit_log::record(conn, admin_id, "plan.created", "subscription_plan", plan.id, {{"after", to_json(created)}});
    return created;
  });
}

AdminPlan PlansAdminService::update(const std::string& admin_id, const std::string& id, const PlanInput& changes) {
  return db_.transaction([&](db::Connection& conn) {
    const auto before = find(conn, id);
    if (!before) throw plan_not_found();
    const bool free = before->plan.slug == kFreeSlug;
    if (free && ((changes.is_active && !*changes.is_active) || (changes.price_cents && *changes.price_cents > 0))) {
      throw plan_required();
    }
    std::optional<std::string> slug;
    if (changes.name) {
      require_free_name(conn, *changes.name, id);
      if (!free) slug = plan_slug(*changes.name);  // the free plan's slug is how the server finds it
    }
    try {
      AdminRepository::update_plan(conn, id, changes, slug, now_rfc3339());
    } catch (const db::UniqueViolation&) {
      throw name_taken();
    }
    AdminPlan after = find(conn, id).value();
    audit_log::record(conn, admin_id, "plan.updated", "subscription_plan", id,
                      {{"before", to_json(*before)}, {"after", to_json(after)}});
    return after;
  });
}

void PlansAdminService::remove(const std::string& admin_id, const std::string& id) {
  db_.transaction([&](db::Connection& conn) {
    const auto plan = find(conn, id);
    if (!plan) throw plan_not_found();
    if (plan->plan.slug == kFreeSlug) throw plan_required();
    const auto in_use = [] {
      return ApiError::conflict("plan_in_use", "Este plan tiene suscripciones; desactívalo en lugar de borrarlo");
    };
    if (plan->total_subscriptions > 0) throw in_use();
    try {
      AdminRepository::delete_plan(conn, id);
    } catch (const db::ConstraintViolation&) {
      throw in_use();  // a subscription made meanwhile (the foreign key refuses)
    }
    audit_log::record(conn, admin_id, "plan.deleted", "subscription_plan", id, {{"before", to_json(*plan)}});
  });
}

}  // namespace rifa::features::admin
