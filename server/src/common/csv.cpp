#include "common/csv.hpp"

namespace rifa {

void csv_field(std::string& out, std::string_view value, bool last) {
  std::string text;
  if (!value.empty() && (value[0] == '=' || value[0] == '+' || value[0] == '-' || value[0] == '@')) text = "'";
  text += value;
  if (text.find_first_of(";\"\r\n") != std::string::npos) {
    out += '"';
    for (char c : text) {
      if (c == '"') out += '"';
      out += c;
    }
    out += '"';
  } else {
    out += text;
  }
  out += last ? "\r\n" : ";";
}

std::string decimal_comma(std::int64_t cents) {
  const bool negative = cents < 0;
  const std::uint64_t magnitude = negative ? 0 - static_cast<std::uint64_t>(cents) : static_cast<std::uint64_t>(cents);
  std::string rest = std::to_string(magnitude % 100);
  return (negative ? "-" : "") + std::to_string(magnitude / 100) + "," + (rest.size() == 1 ? "0" + rest : rest);
}

void csv_amount(std::string& out, std::int64_t cents, bool last) {
  out += decimal_comma(cents);
  out += last ? "\r\n" : ";";
}

}  // namespace rifa
