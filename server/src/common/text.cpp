#include "common/text.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace rifa {

namespace {
// Maps the second byte of a two-byte UTF-8 sequence starting with 0xC3 (U+00C0–U+00FF).
char fold_latin1(unsigned char second) {
  static constexpr const char* table =
      "aaaaaaaceeeeiiii"   // C0–CF: À Á Â Ã Ä Å Æ Ç È É Ê Ë Ì Í Î Ï
      "dnooooo*ouuuuyts"   // D0–DF: Ð Ñ Ò Ó Ô Õ Ö × Ø Ù Ú Û Ü Ý Þ ß
      "aaaaaaaceeeeiiii"   // E0–EF
      "dnooooo/ouuuuyty";  // F0–FF
  if (second < 0x80 || second > 0xBF) return 0;
  return table[(second - 0x80) + 0];
}
}  // namespace

std::string normalize_search(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      out += static_cast<char>(std::tolower(c));
    } else if (c == 0xC3 && i + 1 < text.size()) {
      const char folded = fold_latin1(static_cast<unsigned char>(text[i + 1]));
      if (folded) {
        out += folded;
      } else {
        out.append(text.substr(i, 2));
      }
      ++i;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

std::string escape_like(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

namespace {

// The bytes of the UTF-8 character starting at text[0] (1 for ASCII or a stray byte).
std::size_t utf8_length(unsigned char lead) {
  if (lead >= 0xF0) return 4;
  if (lead >= 0xE0) return 3;
  if (lead >= 0xC0) return 2;
  return 1;
}

}  // namespace

std::string mask_name(std::string_view name) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < name.size()) {
    while (i < name.size() && std::isspace(static_cast<unsigned char>(name[i]))) ++i;
    const std::size_t start = i;
    while (i < name.size() && !std::isspace(static_cast<unsigned char>(name[i]))) ++i;
    if (i > start) words.push_back(name.substr(start, i - start));
  }
  if (words.empty()) return "Comprador";
  if (words.size() == 1) return std::string(words.front());
  const std::string_view last = words.back();
  const std::size_t n = std::min(utf8_length(static_cast<unsigned char>(last.front())), last.size());
  std::string initial(last.substr(0, n));
  if (n == 1) initial[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(initial[0])));
  return std::string(words.front()) + " " + initial + ".";
}

}  // namespace rifa
