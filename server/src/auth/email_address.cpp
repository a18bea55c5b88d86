#include "auth/email_address.hpp"

#include <algorithm>
#include <regex>

namespace rifa::auth {

std::string normalize_email(const std::string& email) {
  std::string out = email;
  out.erase(0, out.find_first_not_of(" \t"));
  out.erase(out.find_last_not_of(" \t") + 1);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

bool plausible_email(const std::string& email) {
  static const std::regex pattern(R"(^[^\s@]+@[^\s@]+\.[^\s@]+$)");
  return email.size() <= 254 && std::regex_match(email, pattern);
}

}  // namespace rifa::auth
