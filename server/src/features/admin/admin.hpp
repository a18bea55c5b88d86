#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "features/subscriptions/subscriptions.hpp"

namespace rifa::features::admin {

// A text field of a change: absent (nullopt) leaves it as is; a present nullopt clears it.
using TextChange = std::optional<std::optional<std::string>>;
// A nullable integer field of a change: absent (nullopt) leaves it as is; a present nullopt means
// unlimited.
using LimitChange = std::optional<std::optional<std::int64_t>>;

// A platform account for subscription payments (mobile_payment_config).
struct PaymentConfig {
  std::string id, payment_method;
  std::optional<std::string> bank, phone, id_number, holder, instructions;
  bool is_active = true;
  std::string created_at, updated_at;
};

// A mobile payment configuration entry as the routes read it (lengths already checked).
struct PaymentConfigInput {
  std::optional<std::string> payment_method;  // required on creation
  TextChange bank, phone, id_number, holder, instructions;
  std::optional<bool> is_active;
};

// The platform's Bs-per-USD rate (platform_settings): empty until a super admin sets one.
struct ExchangeRate {
  std::optional<std::int64_t> rate_cents;
  std::optional<std::string> set_at;
};

// A plan with its subscribers: active ones in their term now, and any at all.
struct AdminPlan {
  subscriptions::Plan plan;
  std::int64_t active_subscriptions = 0;
  std::int64_t total_subscriptions = 0;
};

// A plan as the routes read it (ranges already checked); on creation name, price and
// max_tickets_per_raffle are present.
struct PlanInput {
  std::optional<std::string> name, description;
  std::optional<std::int64_t> price_cents;
  std::optional<bool> is_active, can_create_public, can_create_private, has_admin_panel;
  LimitChange max_active_raffles, max_cashiers;
  std::optional<std::int64_t> max_tickets_per_raffle, sort_order;
};

// Who wrote an audit entry.
struct AuditActor {
  std::string id, name;
  std::optional<std::string> email;
};

// An entry of the audit trail; `data` is the stored JSON object (what changed).
struct AuditEntry {
  std::string id;
  std::optional<AuditActor> actor;
  std::string action, entity;
  std::optional<std::string> entity_id;
  std::string data;
  std::string created_at;
};

// What happened on one UTC day (or in a period: the sum of its days).
struct DayFigures {
  std::int64_t new_users = 0, raffles_created = 0, tickets_sold = 0, numbers_sold = 0;
  std::int64_t amount_sold_cents = 0, amount_paid_cents = 0, amount_reported_cents = 0, subscription_revenue_cents = 0;

  void add(const DayFigures& o) {
    new_users += o.new_users;
    raffles_created += o.raffles_created;
    tickets_sold += o.tickets_sold;
    numbers_sold += o.numbers_sold;
    amount_sold_cents += o.amount_sold_cents;
    amount_paid_cents += o.amount_paid_cents;
    amount_reported_cents += o.amount_reported_cents;
    subscription_revenue_cents += o.subscription_revenue_cents;
  }
};

// A day of the dashboard's chart ("2026-11-22").
struct DailyFigures {
  std::string date;
  DayFigures figures;
};

// Accounts: all, businesses with an active membership, super admins.
struct UserTotals {
  std::int64_t total = 0, business = 0, super_admins = 0;
};

// A plan's subscriptions in their term now.
struct PlanSubscribers {
  std::string plan_id, name;
  std::int64_t active = 0;
};

// What waits for the super admin.
struct PendingWork {
  std::int64_t mobile_payments = 0, subscriptions = 0;
};

// The contract's AdminDashboard.
struct Dashboard {
  std::string generated_at;
  UserTotals users;
  std::map<std::string, std::int64_t> raffles;  // by status
  DayFigures today, last_7_days, last_30_days;
  std::vector<PlanSubscribers> subscriptions;
  PendingWork pending;
  std::vector<DailyFigures> daily;
};

}  // namespace rifa::features::admin
