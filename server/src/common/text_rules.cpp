#include "common/text_rules.hpp"

#include <regex>

#include "common/json_fields.hpp"

namespace rifa {

std::string phone_error(const std::string& phone) {
  static const std::regex pattern(R"(^\+?[0-9][0-9 ()-]{6,19}$)");
  return phone.empty() || std::regex_match(phone, pattern) ? "" : kPersonPhone.length_message;
}

std::string trim(std::string_view text) {
  constexpr std::string_view blanks = " \t\r\n";
  const auto first = text.find_first_not_of(blanks);
  if (first == std::string_view::npos) return "";
  return std::string(text.substr(first, text.find_last_not_of(blanks) - first + 1));
}

bool valid_utf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t extra = 0;
    char32_t code = 0;
    if (c < 0x80) {
      ++i;
      continue;
    } else if (c >= 0xC2 && c <= 0xDF) {
      extra = 1;
      code = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
      extra = 2;
      code = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      extra = 3;
      code = c & 0x07;
    } else {
      return false;
    }
    if (i + extra >= text.size()) return false;
    for (std::size_t k = 1; k <= extra; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return false;
      code = (code << 6) | (next & 0x3F);
    }
    const char32_t smallest[] = {0, 0x80, 0x800, 0x10000};
    if (code < smallest[extra] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return false;
    i += extra + 1;
  }
  return true;
}

bool has_control_characters(std::string_view text, bool multiline) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20) {
      if (multiline && (c == '\n' || c == '\r' || c == '\t')) continue;
      return true;
    }
    if (c == 0x7F) return true;
    // U+0080–U+009F are encoded as C2 80 – C2 9F.
    if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) <= 0x9F &&
        static_cast<unsigned char>(text[i + 1]) >= 0x80) {
      return true;
    }
  }
  return false;
}

CheckedText check_text(std::string_view raw, const TextRule& rule) {
  if (!valid_utf8(raw)) return {"", "El texto no es UTF-8 válido"};
  std::string value = trim(raw);
  if (has_control_characters(value, rule.multiline)) return {"", "El texto no puede tener caracteres de control"};
  const std::size_t length = utf8_length(value);
  if (length < rule.min || length > rule.max) return {"", rule.length_message};
  return {std::move(value), ""};
}

}  // namespace rifa
