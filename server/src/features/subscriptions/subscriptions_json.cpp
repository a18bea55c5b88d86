#include "features/subscriptions/subscriptions_json.hpp"

#include "common/money.hpp"
#include "features/payments/payment_screenshots.hpp"

namespace rifa::features::subscriptions {

using nlohmann::json;

namespace {

template <typename T>
json or_null(const std::optional<T>& value) {
  return value ? json(*value) : json(nullptr);
}

json cents_or_null(const std::optional<std::int64_t>& cents) { return cents ? cents_to_json(*cents) : json(nullptr); }

template <typename T>
json page_json(const Listing<T>& page, const storage::ObjectStore& store) {
  json data = json::array();
  for (const auto& item : page.data) data.push_back(to_json(item, store));
  return {{"data", data}, {"count", page.count}};
}

}  // namespace

json to_json(const Plan& p) {
  return {{"id", p.id},
          {"name", p.name},
          {"slug", p.slug},
          {"description", p.description},
          {"price", cents_to_json(p.price_cents)},
          {"can_create_public", p.can_create_public},
          {"can_create_private", p.can_create_private},
          {"has_admin_panel", p.has_admin_panel},
          {"max_active_raffles", or_null(p.max_active_raffles)},
          {"max_tickets_per_raffle", p.max_tickets_per_raffle},
          {"max_cashiers", or_null(p.max_cashiers)},
          {"is_active", p.is_active},
          {"sort_order", p.sort_order},
          {"created_at", p.created_at},
          {"updated_at", p.updated_at}};
}

json to_json(const std::vector<Plan>& plans) {
  json data = json::array();
  for (const auto& p : plans) data.push_back(to_json(p));
  const auto count = static_cast<std::int64_t>(data.size());
  return {{"data", data}, {"count", count}};
}

json to_json(const Subscription& s) {
  return {{"id", s.id},
          {"user_id", s.user_id},
          {"plan_id", s.plan_id},
          {"status", s.status},
          {"start_date", s.start_date},
          {"end_date", s.end_date},
          {"auto_renew", s.auto_renew},
          {"payment_method_id", or_null(s.payment_method_id)},
          {"next_payment_date", or_null(s.next_payment_date)},
          {"last_payment_date", or_null(s.last_payment_date)},
          {"grace_until", or_null(s.grace_until)},
          {"renewal_of", or_null(s.renewal_of)},
          {"created_at", s.created_at},
          {"updated_at", s.updated_at},
          {"plan", to_json(s.plan)}};
}

json to_json(const SubscriptionPayment& p) {
  return {{"id", p.id},
          {"subscription_id", p.subscription_id},
          {"amount", cents_to_json(p.amount_cents)},
          {"payment_method_id", or_null(p.payment_method_id)},
          {"status", p.status},
          {"reference", or_null(p.reference)},
          {"payment_date", p.payment_date},
          {"created_at", p.created_at}};
}

json to_json(const MyPlan& mine) {
  return {{"plan", mine.plan ? to_json(*mine.plan) : json(nullptr)},
          {"subscription", mine.subscription ? to_json(*mine.subscription) : json(nullptr)}};
}

bool is_shortfall(std::int64_t reported_cents, const std::string& currency, std::int64_t amount_cents,
                  std::optional<std::int64_t> amount_ves_cents) {
  if (currency == "USD") return reported_cents < amount_cents;
  return amount_ves_cents && reported_cents < *amount_ves_cents;
}

json to_json(const MobilePayment& m, const storage::ObjectStore& store) {
  return {{"id", m.id},
          {"user_id", m.user_id},
          {"subscription_id", m.subscription_id},
          {"plan", {{"id", m.plan.id}, {"name", m.plan.name}, {"price", cents_to_json(m.plan.price_cents)}}},
          {"amount", cents_to_json(m.amount_cents)},
          {"amount_ves", cents_or_null(m.amount_ves_cents)},
          {"exchange_rate", cents_or_null(m.exchange_rate_cents)},
          {"reported_amount", cents_to_json(m.reported_amount_cents)},
          {"reported_currency", m.reported_currency},
          {"shortfall", is_shortfall(m.reported_amount_cents, m.reported_currency, m.amount_cents, m.amount_ves_cents)},
          {"mobile_number", m.mobile_number},
          {"payment_method", m.payment_method},
          {"reference_number", m.reference_number},
          {"screenshot_url", payments::proof_url(store, m.screenshot_path)},
          {"status", m.status},
          {"admin_id", or_null(m.admin_id)},
          {"admin_notes", or_null(m.admin_notes)},
          {"reviewed_at", or_null(m.reviewed_at)},
          {"created_at", m.created_at},
          {"updated_at", m.updated_at}};
}

json to_json(const Listing<MobilePayment>& page, const storage::ObjectStore& store) { return page_json(page, store); }

json to_json(const AdminMobilePayment& a, const storage::ObjectStore& store) {
  json out = to_json(a.payment, store);
  out["user"] = {{"id", a.user.id}, {"name", a.user.name}, {"email", or_null(a.user.email)}};
  json flags = json::array();
  for (const auto& f : a.duplicate_flags) {
    const bool ticket = f.source == "ticket";
    flags.push_back({{"kind", f.kind},
                     {"source", f.source},
                     {"reported_at", f.reported_at},
                     {"payment_id", or_null(f.payment_id)},
                     {"user_name", or_null(f.user_name)},
                     {"screenshot_url", ticket ? json(nullptr) : payments::proof_url(store, f.screenshot_path)},
                     {"distance", or_null(f.distance)}});
  }
  out["duplicate_flags"] = std::move(flags);
  out["proof_check"] = a.proof_check;
  return out;
}

json to_json(const Listing<AdminMobilePayment>& page, const storage::ObjectStore& store) {
  return page_json(page, store);
}

}  // namespace rifa::features::subscriptions
