#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "common/errors.hpp"
#include "db/database.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::subscriptions {

// The select list of a subscription (alias `s`) with its plan (alias `p`, kPlanColumns) joined:
//   SELECT <subscription_columns()> FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
// (a function, built on first use: safe to call from another file's static initialiser).
const std::string& subscription_columns();
// The contract's Subscription (with `plan`) from such a row.
nlohmann::json subscription_json(const db::Row& row);

// The select list of a subscription mobile payment (alias `m`) with its subscription's plan:
//   SELECT <kMobilePaymentColumns> FROM <kMobilePaymentFrom> WHERE …
inline constexpr const char* kMobilePaymentColumns =
    "m.id AS m_id, m.user_id AS m_user_id, m.subscription_id AS m_subscription_id, m.amount_cents, "
    "m.amount_ves_cents, m.exchange_rate_cents, m.reported_amount_cents, m.reported_currency, m.mobile_number, "
    "m.payment_method, m.reference_number, m.screenshot_url, m.status AS m_status, m.admin_id, m.admin_notes, "
    "m.reviewed_at, m.duplicate_flags, m.created_at AS m_created_at, m.updated_at AS m_updated_at, "
    "p.id AS plan_id, p.name AS plan_name, p.price_cents AS plan_price_cents";
inline constexpr const char* kMobilePaymentFrom =
    "subscription_mobile_payments m JOIN user_subscriptions s ON s.id = m.subscription_id "
    "JOIN subscription_plans p ON p.id = s.plan_id";
// The contract's SubscriptionMobilePayment from such a row; `screenshot_url` is a fresh signed URL
// (give it only to the payer or a super admin).
nlohmann::json mobile_payment_json(const db::Row& row, const storage::ObjectStore& store);

// 409 mobile_payment_pending: the subscription has a payment waiting for the super admin's review.
ApiError payment_under_review();

// `shortfall`: the reported amount is below the expected one in its currency (the plan's price in
// USD, or that price in bolívares at the stored rate; without a rate a VES report is not compared).
bool is_shortfall(std::int64_t reported_cents, const std::string& currency, std::int64_t amount_cents,
                  std::optional<std::int64_t> amount_ves_cents);

}  // namespace rifa::features::subscriptions
