#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/admin/admin.hpp"

namespace rifa::features::admin::audit_log {

// The entities an entry can be about (the contract's `?entity` filter).
inline constexpr const char* kEntityMessage =
    "Entidad inválida: subscription_mobile_payment, mobile_payment_config, exchange_rate, subscription_plan, raffle, "
    "user o raffle_report";

// The one way to write the audit trail: who (`actor_id`, null for the server's own work) did
// `action` (e.g. "plan.updated") to `entity` / `entity_id`, with `data` saying what changed. Call it
// inside the transaction of the change, so the entry exists exactly when the change does.
void record(db::Connection& conn, const std::optional<std::string>& actor_id, const std::string& action,
            const std::string& entity, const std::optional<std::string>& entity_id, const nlohmann::json& data);

// GET /admin/audit-log: newest first, optionally only about `entity`, with the actor's name and e-mail.
subscriptions::Listing<AuditEntry> list(db::Connection& conn, const std::optional<std::string>& entity,
                                        const Page& page);

}  // namespace rifa::features::admin::audit_log
