#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "features/subscriptions/subscriptions.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::subscriptions {

// The serialisers of the contract's subscription types: one per type, used by the API routes, the
// admin's answers and the audit trail alike.

// Plan.
nlohmann::json to_json(const Plan& plan);
// PlanList: {data, count}.
nlohmann::json to_json(const std::vector<Plan>& plans);
// Subscription (with its `plan`).
nlohmann::json to_json(const Subscription& subscription);
// SubscriptionPayment.
nlohmann::json to_json(const SubscriptionPayment& payment);
// MyPlan: {plan, subscription} (null when absent).
nlohmann::json to_json(const MyPlan& mine);
// A page: {data, count}.
template <typename T>
nlohmann::json to_json(const Listing<T>& page) {
  nlohmann::json data = nlohmann::json::array();
  for (const auto& item : page.data) data.push_back(to_json(item));
  return {{"data", data}, {"count", page.count}};
}

// SubscriptionMobilePayment; `screenshot_url` is a fresh signed URL (give it only to the payer or
// a super admin).
nlohmann::json to_json(const MobilePayment& payment, const storage::ObjectStore& store);
nlohmann::json to_json(const Listing<MobilePayment>& page, const storage::ObjectStore& store);
// AdminMobilePayment: the payment, its payer {id, name, email} and its duplicate flags.
nlohmann::json to_json(const AdminMobilePayment& payment, const storage::ObjectStore& store);
nlohmann::json to_json(const Listing<AdminMobilePayment>& page, const storage::ObjectStore& store);

// `shortfall`: the reported amount is below the expected one in its currency (the plan's price in
// USD, or that price in bolívares at the stored rate; without a rate a VES report is not compared).
bool is_shortfall(std::int64_t reported_cents, const std::string& currency, std::int64_t amount_cents,
                  std::optional<std::int64_t> amount_ves_cents);

}  // namespace rifa::features::subscriptions
