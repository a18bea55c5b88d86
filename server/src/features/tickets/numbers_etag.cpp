#include "features/tickets/numbers_etag.hpp"

#include "auth/crypto.hpp"

namespace rifa::features::tickets {

std::string numbers_etag(std::int64_t version) {
  // 48 random bits (base64url, 8 characters), the same for every ETag this process writes.
  static const std::string salt = auth::random_token(6);
  return "\"n" + std::to_string(version) + "-" + salt + "\"";
}

}  // namespace rifa::features::tickets
