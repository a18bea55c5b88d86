#pragma once

#include <string>

#include "db/database.hpp"

namespace rifa::features::subscriptions {

// Makes the profile's back-office membership match its subscriptions as of `now` (RFC 3339): with a
// subscription in effect (active, started, in its term or its grace period) to a plan with
// has_admin_panel, the profile becomes `type = business, membership_active = true`; otherwise
// `membership_active` turns off (the type stays: a former business keeps its raffles and cashier
// rows, and regains access when it pays again). Call it in the transaction that approves, cancels
// or expires a subscription.
void sync_membership(db::Connection& conn, const std::string& user_id, const std::string& now);

}  // namespace rifa::features::subscriptions
