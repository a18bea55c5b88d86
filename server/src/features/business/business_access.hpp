#pragma once

#include <string>

#include "db/database.hpp"

namespace rifa::features::business {

// Who the caller is for the business routes, evaluated on every request (no caching), so a cashier
// deactivated or a membership ended loses access on the very next request.
struct BusinessAccess {
  std::string user_id;
  std::string business_id;    // the business owner's profile id (the creator of its raffles)
  std::string business_name;  // the owner's profile name
  bool owner = false;         // the business owner (a super admin with their own business too); false: a cashier
};

// A business profile with an active membership (owner = true), or an active cashier of one. An active
// cashier of a business without membership → 403 business_membership_inactive; anyone else (a super
// admin without a business of their own included) → 403 business_access_denied (spec §8 texts).
BusinessAccess business_access(db::Connection& conn, const std::string& user_id);

// business_access, for what only the owner may do: a cashier gets 403 `forbidden` with `message`.
BusinessAccess business_owner(db::Connection& conn, const std::string& user_id, const std::string& message);

// May `user_id` act on the tickets (and their payments) of a raffle `creator_id` created, as its
// creator does: the creator, or an active cashier of the creator's business while that business
// (type business) has an active membership. The one check the tickets and payments features use.
bool acts_for_creator(db::Connection& conn, const std::string& user_id, const std::string& creator_id);

// The owner-only message of cashier management (the contract's BusinessOwnerOnly example).
inline constexpr const char* kOwnerOnlyCashiers = "Solo el administrador del negocio puede gestionar cajeros";

}  // namespace rifa::features::business
