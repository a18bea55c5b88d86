#include "http/html_text.hpp"

namespace rifa::http {

std::string escape_html(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string json_for_script(std::string_view json) {
  std::string out;
  out.reserve(json.size() + 16);
  for (std::size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (c == '<') {
      out += "\\u003c";
    } else if (c == '>') {
      out += "\\u003e";
    } else if (c == '&') {
      out += "\\u0026";
    } else if (c == '\xE2' && i + 2 < json.size() && json[i + 1] == '\x80' &&
               (json[i + 2] == '\xA8' || json[i + 2] == '\xA9')) {
      out += json[i + 2] == '\xA8' ? "\\u2028" : "\\u2029";
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

std::string summarize_text(std::string_view text, std::size_t max_bytes) {
  std::string flat;
  flat.reserve(text.size());
  bool space = false;
  for (const char c : text) {
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
      space = !flat.empty();
      continue;
    }
    if (space) flat += ' ';
    space = false;
    flat += c;
  }
  if (flat.size() <= max_bytes) return flat;
  const std::string_view ellipsis = "…";
  std::size_t cut = max_bytes > ellipsis.size() ? max_bytes - ellipsis.size() : 0;
  // Back to the start of a character: UTF-8 continuation bytes are 10xxxxxx.
  while (cut > 0 && (static_cast<unsigned char>(flat[cut]) & 0xC0) == 0x80) --cut;
  // And to the end of a word, when the cut falls inside one and an earlier space exists.
  if (cut > 0 && flat[cut] != ' ' && flat[cut - 1] != ' ') {
    if (const auto space = flat.rfind(' ', cut); space != std::string::npos) cut = space;
  }
  flat.resize(cut);
  while (!flat.empty() && flat.back() == ' ') flat.pop_back();
  return flat + std::string(ellipsis);
}

}  // namespace rifa::http
