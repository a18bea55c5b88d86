#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace rifa::auth {

std::string base64url_encode(std::string_view bytes);
std::optional<std::string> base64url_decode(std::string_view text);
std::string random_bytes(std::size_t n);
// A URL-safe random token carrying `bytes` bytes of entropy.
std::string random_token(std::size_t bytes = 32);
std::string sha256(std::string_view data);      // raw digest
std::string sha256_hex(std::string_view data);  // lower-case hex digest (how secrets are stored)
bool constant_time_equal(std::string_view a, std::string_view b);

}  // namespace rifa::auth
