#include "features/admin/admin_json.hpp"

#include "common/money.hpp"
#include "features/subscriptions/subscriptions_json.hpp"

namespace rifa::features::admin {

using nlohmann::json;

namespace {

template <typename T>
json or_null(const std::optional<T>& value) {
  return value ? json(*value) : json(nullptr);
}

template <typename T>
json list_json(const std::vector<T>& items) {
  json data = json::array();
  for (const auto& item : items) data.push_back(to_json(item));
  const auto count = static_cast<std::int64_t>(data.size());
  return {{"data", data}, {"count", count}};
}

json period_json(const DayFigures& d) {
  return {{"new_users", d.new_users},
          {"raffles_created", d.raffles_created},
          {"tickets_sold", d.tickets_sold},
          {"numbers_sold", d.numbers_sold},
          {"amount_sold", cents_to_json(d.amount_sold_cents)},
          {"amount_paid", cents_to_json(d.amount_paid_cents)},
          {"amount_reported", cents_to_json(d.amount_reported_cents)},
          {"subscription_revenue", cents_to_json(d.subscription_revenue_cents)}};
}

}  // namespace

json to_json(const PaymentConfig& c) {
  return {{"id", c.id},
          {"payment_method", c.payment_method},
          {"is_active", c.is_active},
          {"created_at", c.created_at},
          {"updated_at", c.updated_at},
          {"bank", or_null(c.bank)},
          {"phone", or_null(c.phone)},
          {"id_number", or_null(c.id_number)},
          {"holder", or_null(c.holder)},
          {"instructions", or_null(c.instructions)}};
}

json to_json(const std::vector<PaymentConfig>& configs) { return list_json(configs); }

json to_json(const ExchangeRate& rate) {
  return {{"exchange_rate", rate.rate_cents ? cents_to_json(*rate.rate_cents) : json(nullptr)},
          {"exchange_rate_at", or_null(rate.set_at)}};
}

json to_json(const AdminPlan& p) {
  json plan = subscriptions::to_json(p.plan);
  plan["active_subscriptions"] = p.active_subscriptions;
  plan["total_subscriptions"] = p.total_subscriptions;
  return plan;
}

json to_json(const std::vector<AdminPlan>& plans) { return list_json(plans); }

json to_json(const AuditEntry& e) {
  json changes = json::parse(e.data, nullptr, false);
  if (!changes.is_object()) changes = json::object();
  json actor = nullptr;
  if (e.actor) actor = {{"id", e.actor->id}, {"name", e.actor->name}, {"email", or_null(e.actor->email)}};
  return {{"id", e.id},
          {"actor", std::move(actor)},
          {"action", e.action},
          {"entity", e.entity},
          {"entity_id", or_null(e.entity_id)},
          {"data", std::move(changes)},
          {"created_at", e.created_at}};
}

json to_json(const subscriptions::Listing<AuditEntry>& page) {
  json data = json::array();
  for (const auto& e : page.data) data.push_back(to_json(e));
  return {{"data", data}, {"count", page.count}};
}

json to_json(const Dashboard& d) {
  json raffles = json::object();
  for (const auto& [status, n] : d.raffles) raffles[status] = n;
  json subscriptions = json::array();
  for (const auto& s : d.subscriptions) {
    subscriptions.push_back({{"plan_id", s.plan_id}, {"name", s.name}, {"active", s.active}});
  }
  json daily = json::array();
  for (const auto& day : d.daily) {
    daily.push_back({{"date", day.date},
                     {"new_users", day.figures.new_users},
                     {"tickets_sold", day.figures.tickets_sold},
                     {"amount_sold", cents_to_json(day.figures.amount_sold_cents)}});
  }
  return {{"generated_at", d.generated_at},
          {"users", {{"total", d.users.total}, {"business", d.users.business}, {"super_admins", d.users.super_admins}}},
          {"raffles", raffles},
          {"periods",
           {{"today", period_json(d.today)},
            {"last_7_days", period_json(d.last_7_days)},
            {"last_30_days", period_json(d.last_30_days)}}},
          {"subscriptions", subscriptions},
          {"pending", {{"mobile_payments", d.pending.mobile_payments}, {"subscriptions", d.pending.subscriptions}}},
          {"daily", daily}};
}

}  // namespace rifa::features::admin
