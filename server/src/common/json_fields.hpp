#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace rifa {

// Reads an optional string field of a request body: absent or null → nullopt; any other
// non-string → the field's name is added to `errors` (422 details) with a Spanish message.
std::optional<std::string> string_field(const nlohmann::json& body, const char* name, nlohmann::json& errors);

// The number of characters (UTF-8 code points) in `text`.
std::size_t utf8_length(const std::string& text);

// A nullable text column as JSON (null when NULL).
nlohmann::json nullable_text(const db::Row& row, const char* column);

// Clamped paging from ?page=&limit= (page ≥ 0, 1 ≤ limit ≤ 100).
struct Page {
  std::int64_t page = 0;
  std::int64_t limit = 16;
  std::int64_t offset() const { return page * limit; }
};
Page parse_page(const std::optional<std::string>& page, const std::optional<std::string>& limit,
                std::int64_t default_limit);

}  // namespace rifa
