#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/subscriptions/subscriptions.hpp"
#include "features/subscriptions/subscriptions_repository.hpp"

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

// The plans a subscription is to (subscription_plans), read for the plans' pages and the super
// admin's plans.
class PlanCatalog {
 public:
  explicit PlanCatalog(db::Database& db) : repo_(db) {}

  // The active plans by price, then sort_order.
  std::vector<Plan> active() { return repo_.plans(true); }
  // Every plan by sort_order, then price.
  std::vector<Plan> all() { return repo_.plans(false); }
  // The free plan (slug `gratis`), if seeded.
  std::optional<Plan> free_plan() { return repo_.plan_by_slug("gratis"); }
  std::optional<Plan> by_id(db::Connection& conn, const std::string& id) { return repo_.plan(conn, id); }

 private:
  SubscriptionsRepository repo_;
};

// A user's own subscriptions: subscribe (a pending one-month term, paid by a mobile payment that a
// super admin approves), read the current one, switch auto-renew or the payment method, cancel, and
// list a subscription's payments. Another user's subscription is 404.
class SubscriptionsService {
 public:
  explicit SubscriptionsService(db::Database& db) : db_(db), repo_(db) {}

  Listing<Subscription> list_mine(const std::string& user_id, const Page& page);
  Subscription create(const std::string& user_id, const NewSubscription& request);
  // The latest subscription in effect (active, in its term or grace period); 404 no_active_subscription.
  Subscription current(const std::string& user_id);
  // The same, or nothing.
  std::optional<Subscription> in_effect(const std::string& user_id);
  Subscription update(const std::string& user_id, const std::string& id, const SubscriptionChange& change);
  Subscription cancel(const std::string& user_id, const std::string& id);
  Listing<SubscriptionPayment> payments(const std::string& user_id, const std::string& id, const Page& page);
  // Operator command: an active one-month subscription to `plan` (name or slug) for `email`; its id.
  // Throws std::runtime_error when there is no such account or plan.
  std::string grant(const std::string& email, const std::string& plan);

 private:
  db::Database& db_;
  SubscriptionsRepository repo_;
};

}  // namespace rifa::features::subscriptions
