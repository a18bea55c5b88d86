#pragma once

#include <string>

#include "db/database.hpp"

namespace rifa::features::subscriptions {

// A subscription `s` in effect at a time given three times as parameters: active, started, and in
// its term or in the grace period after an auto-renewing term (its renewal prepared, not yet paid).
inline constexpr const char* kInEffect =
    "s.status = 'active' AND s.start_date <= ? AND (s.end_date > ? OR s.grace_until > ?)";

// Makes the profile's back-office membership match its subscriptions as of `now` (RFC 3339): with a
// subscription in effect (kInEffect) to a plan with has_admin_panel, the
// profile becomes `type = business, membership_active = true`; otherwise `membership_active` turns
// off (the type stays: a former business keeps its raffles and cashier rows, and regains access when
// it pays again). Call it in the transaction that approves, cancels or expires a subscription.
void sync_membership(db::Connection& conn, const std::string& user_id, const std::string& now);

}  // namespace rifa::features::subscriptions
