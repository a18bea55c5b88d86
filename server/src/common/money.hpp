#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/json_writer.hpp"

namespace rifa {

// Money travels as a JSON number with at most two decimals and is kept in integer cents.
// nullopt for non-numbers, negative values, more than two decimals or absurd amounts.
std::optional<std::int64_t> cents_from_json(const nlohmann::json& value);
nlohmann::json cents_to_json(std::int64_t cents);
// The same, written by a JsonWriter: whole units as an integer, otherwise with its cents (2.5, 2.55).
void write_money(JsonWriter& out, std::int64_t cents);

// A whole number as the app writes it (es-VE): "10.000".
std::string count_text(std::int64_t value);
// Dollars as the app shows prices (es-VE): "$ 1.234,56".
std::string usd_text(std::int64_t cents);
// A dollar amount in bolívares at a rate (hundredths of a bolívar per dollar), in Bs-cents rounded
// half up, as the app's toBolivares: cents × (Bs-cents per dollar) / 100; at most 1e8 × 1e8, far
// below 2^63.
constexpr std::int64_t bs_cents(std::int64_t usd_cents, std::int64_t rate_cents) {
  return (usd_cents * rate_cents + 50) / 100;
}
// Bolívares as the app shows them (es-VE): "Bs 1.234,56".
std::string bs_text(std::int64_t cents);

}  // namespace rifa
