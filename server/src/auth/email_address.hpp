#pragma once

#include <string>

namespace rifa::auth {

// Trimmed and lower-cased: the form addresses are stored and compared in.
std::string normalize_email(const std::string& email);
// Looks like an address (something@domain.tld, at most 254 characters).
bool plausible_email(const std::string& email);

}  // namespace rifa::auth
