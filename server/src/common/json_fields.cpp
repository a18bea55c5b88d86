#include "common/json_fields.hpp"

#include <algorithm>

namespace rifa {

std::size_t utf8_length(const std::string& text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

nlohmann::json nullable_text(const db::Row& row, const char* column) {
  auto value = row.opt_text(column);
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json nullable_integer(const db::Row& row, const char* column) {
  return row.is_null(column) ? nlohmann::json(nullptr) : nlohmann::json(row.integer(column));
}

}  // namespace rifa
