#include "common/json_fields.hpp"

#include <algorithm>
#include <charconv>

namespace rifa {

std::optional<std::string> string_field(const nlohmann::json& body, const char* name, nlohmann::json& errors) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) {
    errors[name] = "Debe ser un texto";
    return std::nullopt;
  }
  return it->get<std::string>();
}

std::size_t utf8_length(const std::string& text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

nlohmann::json nullable_text(const db::Row& row, const char* column) {
  auto value = row.opt_text(column);
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

Page parse_page(const std::optional<std::string>& page, const std::optional<std::string>& limit,
                std::int64_t default_limit) {
  auto number = [](const std::optional<std::string>& text, std::int64_t fallback) {
    if (!text || text->empty()) return fallback;
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
    return ec == std::errc() && end == text->data() + text->size() ? value : fallback;
  };
  Page p;
  p.page = std::clamp<std::int64_t>(number(page, 0), 0, 1'000'000);
  p.limit = std::clamp<std::int64_t>(number(limit, default_limit), 1, 100);
  return p;
}

}  // namespace rifa
