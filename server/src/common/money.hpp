#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>

namespace rifa {

// Money travels as a JSON number with at most two decimals and is kept in integer cents.
// nullopt for non-numbers, negative values, more than two decimals or absurd amounts.
std::optional<std::int64_t> cents_from_json(const nlohmann::json& value);
nlohmann::json cents_to_json(std::int64_t cents);

}  // namespace rifa
