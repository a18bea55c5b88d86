#include "features/tickets/numbers_etag.hpp"

#include <cstdio>

#include "auth/crypto.hpp"

namespace rifa::features::tickets {

namespace {
// 48 random bits in hex, the same for every ETag this process writes.
const std::string& process_salt() {
  static const std::string salt = [] {
    std::string hex;
    for (unsigned char byte : auth::random_bytes(6)) {
      char pair[3];
      std::snprintf(pair, sizeof pair, "%02x", byte);
      hex += pair;
    }
    return hex;
  }();
  return salt;
}
}  // namespace

std::string numbers_etag(std::int64_t version) { return "\"n" + std::to_string(version) + "-" + process_salt() + "\""; }

}  // namespace rifa::features::tickets
