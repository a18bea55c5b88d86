#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/errors.hpp"

namespace rifa::features::sellers {

// The invitation links (issue 36 part 1): one mechanism for every role a person is invited to. A
// link carries a random token (stored only as its SHA-256, expiring 7 days later) and opens
// /app/invitation/<token> (the web's page for every role; /app/seller-invitation/<token>, the
// first links', still opens it), whose page reads GET /seller-invitations/{token} (its `role`
// says what is offered) and, signed in, accepts or declines it. A raffle's sellers keep theirs in
// their seller row (this feature); another role (a business's cashiers) plugs in as an
// InvitationRole, and the routes answer a token through the role that knows it.

// A new token, its hash and when it expires (RFC 3339).
struct InvitationToken {
  std::string token, hash, expires_at;
};
InvitationToken new_invitation_token();

// The stored hash of a token from a link; a token that cannot be one is 404 'Invitación no encontrada'.
std::string invitation_token_hash(const std::string& token);

// <site_url>/app/invitation/<token>.
std::string invitation_link(const std::string& site_url, const std::string& token);

ApiError invitation_not_found_error();
// 409 invitation_closed: declined, withdrawn, expired or accepted by another account.
ApiError invitation_closed_error();

// Another role the invitation links carry. Each method answers for a token of this role and
// nullopt / false for any other token (the next role is asked).
class InvitationRole {
 public:
  virtual ~InvitationRole() = default;
  // What the link shows, no sign-in needed (the contract's CashierInvitation, ...).
  virtual std::optional<nlohmann::json> view(const std::string& token_hash) = 0;
  // The signed-in user accepts it; the answer is the role's own body.
  virtual std::optional<nlohmann::json> accept(const std::string& user_id, const std::string& token_hash) = 0;
  virtual bool decline(const std::string& user_id, const std::string& token_hash) = 0;
};

}  // namespace rifa::features::sellers
