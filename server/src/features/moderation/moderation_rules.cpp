#include "features/moderation/moderation_rules.hpp"

#include <cctype>

#include "common/text.hpp"

namespace rifa::features::moderation {

namespace {

bool is_separator(char c) { return c == '-' || c == '.' || c == ' '; }

}  // namespace

std::optional<std::string> id_number_digits(std::string_view text) {
  std::string digits;
  bool letter_allowed = true;
  for (const char raw : text) {
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(raw)));
    if (std::isdigit(static_cast<unsigned char>(c))) {
      digits += c;
      letter_allowed = false;
    } else if (letter_allowed && (c == 'V' || c == 'E' || c == 'J' || c == 'G' || c == 'P')) {
      letter_allowed = false;
    } else if (!is_separator(c)) {
      return std::nullopt;
    }
  }
  if (digits.size() < 5 || digits.size() > 10) return std::nullopt;
  return digits;
}

std::optional<std::string> phone_digits(std::string_view text) {
  std::string digits;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      digits += c;
    } else if (!(is_separator(c) || c == '(' || c == ')' || (c == '+' && digits.empty()))) {
      return std::nullopt;
    }
  }
  if (digits.starts_with("58") && digits.size() >= 12) digits.erase(0, 2);
  if (digits.starts_with("0")) digits.erase(0, 1);
  if (digits.size() < 7) return std::nullopt;
  return digits;
}

LookupKeys lookup_keys(std::string_view text) {
  LookupKeys keys;
  keys.name = normalize_search(text);
  for (const char c : text) {
    if (c == ' ') continue;
    keys.email += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  keys.id_digits = id_number_digits(text);
  keys.phone_digits = phone_digits(text);
  return keys;
}

}  // namespace rifa::features::moderation
