#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"

namespace rifa::features::subscriptions {

// POST /subscriptions, checked for types.
struct NewSubscription {
  std::string plan_id;
  std::optional<std::string> payment_method_id;
  bool auto_renew = true;
};

// PATCH /subscriptions/{id}: absent fields keep their value; payment_method_id = {nullopt} unsets it.
struct SubscriptionChange {
  std::optional<bool> auto_renew;
  std::optional<std::optional<std::string>> payment_method_id;
};

// A user's own subscriptions: subscribe (a pending one-month term, paid by a mobile payment that a
// super admin approves), read the current one, switch auto-renew or the payment method, cancel, and
// list a subscription's payments. Another user's subscription is 404.
class SubscriptionsService {
 public:
  explicit SubscriptionsService(db::Database& db) : db_(db) {}

  nlohmann::json list_mine(const std::string& user_id, const Page& page);
  nlohmann::json create(const std::string& user_id, const NewSubscription& request);
  // The latest active subscription in its term; 404 no_active_subscription.
  nlohmann::json current(const std::string& user_id);
  nlohmann::json update(const std::string& user_id, const std::string& id, const SubscriptionChange& change);
  nlohmann::json cancel(const std::string& user_id, const std::string& id);
  nlohmann::json payments(const std::string& user_id, const std::string& id, const Page& page);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::subscriptions
