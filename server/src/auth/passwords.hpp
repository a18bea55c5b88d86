#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rifa::auth {

// Argon2id (libsodium, interactive limits), encoded with its parameters and salt.
std::string hash_password(std::string_view password);
bool verify_password(std::string_view password, const std::string& encoded);
// Spends the same effort as a real verification, so an unknown e-mail takes as long as a wrong
// password.
void burn_password_check(std::string_view password);

// Why a new password is refused: "length" (under 8 characters, or over 256 bytes) or "pwned" (a
// commonly used password). Empty when acceptable.
std::vector<std::string> password_weaknesses(std::string_view password);

}  // namespace rifa::auth
