#pragma once

#include <optional>
#include <string>

#include "common/errors.hpp"
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

// -- Blocked raffles (raffles.is_blocked: taken down, or its organiser suspended; moderation).
// 410 raffle_unavailable: taken down (details: reason taken_down and the super admin's `note`,
// which its buyers are told too) or its organiser suspended (details: no note; that stays between
// the organiser and the administration).
ApiError raffle_unavailable(bool taken_down, const std::string& note);
// For raffle `raffle_id`, already read as blocked by the caller's own query (each read takes
// is_blocked with what it reads anyway: no query more while a raffle is open): throws
// raffle_unavailable unless `viewer_id` (nullopt: anonymous) is its creator or the super admin.
// Nothing when it is gone.
void require_sees_blocked(db::Connection& conn, const std::string& raffle_id,
                          const std::optional<std::string>& viewer_id);

}  // namespace rifa::features::access
