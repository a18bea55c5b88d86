#include "features/sellers/invitations.hpp"

#include <chrono>

#include "auth/crypto.hpp"
#include "common/time.hpp"

namespace rifa::features::sellers {

namespace {

constexpr auto kInvitationLinkLife = std::chrono::hours(24 * 7);
constexpr std::size_t kInvitationTokenBytes = 24;  // 32 URL-safe characters

}  // namespace

InvitationToken new_invitation_token() {
  InvitationToken out;
  out.token = auth::random_token(kInvitationTokenBytes);
  out.hash = auth::sha256_hex(out.token);
  out.expires_at = to_rfc3339(std::chrono::system_clock::now() + kInvitationLinkLife);
  return out;
}

std::string invitation_token_hash(const std::string& token) {
  if (token.empty() || token.size() > 64) throw invitation_not_found_error();
  return auth::sha256_hex(token);
}

std::string invitation_link(const std::string& site_url, const std::string& token) {
  return site_url + "/app/invitation/" + token;
}

ApiError invitation_not_found_error() { return ApiError::not_found("Invitación no encontrada"); }

ApiError invitation_closed_error() {
  return ApiError::conflict("invitation_closed", "Esta invitación ya no está disponible");
}

}  // namespace rifa::features::sellers
