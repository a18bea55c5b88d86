#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace rifa {

// The rule for one text field: its length in characters (after trimming) and whether it may span
// lines. Control characters (NUL, ESC, DEL, C1 …) are refused everywhere; a multi-line field
// accepts line breaks and tabs.
struct TextRule {
  std::size_t min = 0;
  std::size_t max = 0;
  bool multiline = false;
  const char* length_message = "";  // Spanish, for a length outside min..max
};

// A text as it will be kept (trimmed), or the Spanish reason it cannot be (`error` not empty).
struct CheckedText {
  std::string value;
  std::string error;
  bool ok() const { return error.empty(); }
};

CheckedText check_text(std::string_view raw, const TextRule& rule);

// Spaces, tabs and line breaks removed from both ends.
std::string trim(std::string_view text);
// False for bytes that are not well-formed UTF-8 (overlong forms and surrogates included).
bool valid_utf8(std::string_view text);
// True when `text` holds a C0 control (U+0000–U+001F, except tab and line breaks when
// `multiline`), DEL or a C1 control (U+0080–U+009F).
bool has_control_characters(std::string_view text, bool multiline);

// A person's name: the profile's `name` and the name given at sign-up.
// A Venezuelan mobile number as people write it: 0414-1234567, 04141234567, +58 414 1234567.
inline constexpr const char* kMobileNumberPattern = R"(^(\+?58|0)?[ -]?4[0-9]{2}[ -]?[0-9]{3}[ -]?[0-9]{4}$)";
inline constexpr TextRule kPersonName{2, 80, false, "El nombre debe tener entre 2 y 80 caracteres"};
// A person's phone or WhatsApp number: the profile's `phone` and `whatsapp`, and the phone given at
// sign-up. Any country: digits with spaces, dashes, parentheses and a leading +.
inline constexpr TextRule kPersonPhone{
    0, 20, false, "Teléfono inválido: usa solo números, espacios, +, - y paréntesis (7 a 20 caracteres)"};
// "" or the Spanish reason a (trimmed) phone number is not one ("" is no number, and fine).
std::string phone_error(const std::string& phone);

}  // namespace rifa
