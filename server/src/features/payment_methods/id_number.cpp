#include "features/payment_methods/id_number.hpp"

#include <cctype>

namespace rifa::features::payment_methods {

std::optional<std::string> normalise_id_number(const std::string& typed) {
  char letter = 0;
  std::string digits;
  for (const char raw : typed) {
    const auto c = static_cast<unsigned char>(raw);
    if (c == ' ' || c == '.' || c == '-') continue;  // the separators people type
    if (std::isdigit(c)) {
      digits += static_cast<char>(c);
      continue;
    }
    const char upper = static_cast<char>(std::toupper(c));
    const bool known = upper == 'V' || upper == 'E' || upper == 'J' || upper == 'G' || upper == 'P';
    if (!known || letter != 0 || !digits.empty()) return std::nullopt;  // one letter, first
    letter = upper;
  }
  if (digits.size() < 5 || digits.size() > 10) return std::nullopt;
  if (letter == 0) letter = 'V';
  if ((letter == 'J' || letter == 'G') && digits.size() == 9) {
    return std::string(1, letter) + "-" + digits.substr(0, 8) + "-" + digits.substr(8);
  }
  return std::string(1, letter) + "-" + digits;
}

}  // namespace rifa::features::payment_methods
