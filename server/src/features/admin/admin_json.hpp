#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "features/admin/admin.hpp"

namespace rifa::features::admin {

// The serialisers of the back office's types, used by the routes and the audit trail alike.

// MobilePaymentConfig; a list as {data, count}.
nlohmann::json to_json(const PaymentConfig& config);
nlohmann::json to_json(const std::vector<PaymentConfig>& configs);
// ExchangeRate: {exchange_rate, exchange_rate_at}.
nlohmann::json to_json(const ExchangeRate& rate);
// AdminPlan: the Plan with active_subscriptions and total_subscriptions; a list as {data, count}.
nlohmann::json to_json(const AdminPlan& plan);
nlohmann::json to_json(const std::vector<AdminPlan>& plans);
// AuditLogEntry (`data` an object; a stored text that is not one reads as {}); a page as {data, count}.
nlohmann::json to_json(const AuditEntry& entry);
nlohmann::json to_json(const subscriptions::Listing<AuditEntry>& page);
// AdminDashboard.
nlohmann::json to_json(const Dashboard& dashboard);

}  // namespace rifa::features::admin
