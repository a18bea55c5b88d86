#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "db/database.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::subscriptions {

// The select list of a subscription (alias `s`) with its plan (alias `p`, kPlanColumns) joined:
//   SELECT <kSubscriptionColumns> FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
extern const std::string kSubscriptionColumns;
// The contract's Subscription (with `plan`) from such a row.
nlohmann::json subscription_json(const db::Row& row);

// The select list of a subscription mobile payment (alias `m`) with its subscription's plan:
//   SELECT <kMobilePaymentColumns> FROM <kMobilePaymentFrom> WHERE …
extern const std::string kMobilePaymentColumns;
extern const std::string kMobilePaymentFrom;
// The contract's SubscriptionMobilePayment from such a row; `screenshot_url` is a fresh signed URL
// (give it only to the payer or a super admin).
nlohmann::json mobile_payment_json(const db::Row& row, const storage::ObjectStore& store);

// `shortfall`: the reported amount is below the expected one in its currency (the plan's price in
// USD, or that price in bolívares at the stored rate; without a rate a VES report is not compared).
bool is_shortfall(std::int64_t reported_cents, const std::string& currency, std::int64_t amount_cents,
                  std::optional<std::int64_t> amount_ves_cents);

}  // namespace rifa::features::subscriptions
