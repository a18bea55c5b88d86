#pragma once

#include <string>

#include "db/database.hpp"

// Who may act for whom, the rules several features share (tickets, payments, plans, business).
// They sit in a feature of their own that includes no other, so those features need not include
// each other for them (docs/boundaries.md). Evaluated on every call, never cached: a cashier
// deactivated or a membership ended loses access on the very next request.
namespace rifa::features::access {

// May `user_id` act on the tickets (and their payments) of a raffle `creator_id` created, as its
// creator does: the creator, or an active cashier of the creator's business while that business
// (type business) has an active membership.
bool acts_for_creator(db::Connection& conn, const std::string& user_id, const std::string& creator_id);

// May `user_id` enter the back-office (GET /business/me answers rather than refuses): a super
// administrator, a business profile with an active membership, or an active cashier of one.
bool may_enter_back_office(db::Connection& conn, const std::string& user_id);

}  // namespace rifa::features::access
