#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace rifa {

// The number of characters (UTF-8 code points) in `text`.
std::size_t utf8_length(const std::string& text);

// Paging from ?page=&limit= (page ≥ 0, 1 ≤ limit ≤ 100), read by http::QueryFields::page.
struct Page {
  std::int64_t page = 0;
  std::int64_t limit = 16;
  std::int64_t offset() const { return page * limit; }
};

}  // namespace rifa
