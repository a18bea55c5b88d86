#include "common/money.hpp"

#include <cmath>
#include <cstdio>

namespace rifa {

std::optional<std::int64_t> cents_from_json(const nlohmann::json& value) {
  if (value.is_number_integer()) {
    const auto units = value.get<std::int64_t>();
    if (units < 0 || units > 100'000'000) return std::nullopt;
    return units * 100;
  }
  if (!value.is_number_float()) return std::nullopt;
  const double amount = value.get<double>();
  if (!std::isfinite(amount) || amount < 0 || amount > 100'000'000) return std::nullopt;
  const double cents = amount * 100.0;
  const double rounded = std::round(cents);
  if (std::fabs(cents - rounded) > 1e-6) return std::nullopt;
  return static_cast<std::int64_t>(rounded);
}

nlohmann::json cents_to_json(std::int64_t cents) {
  if (cents % 100 == 0) return cents / 100;
  return static_cast<double>(cents) / 100.0;
}

void write_money(JsonWriter& out, std::int64_t cents) {
  if (cents % 100 == 0) {
    out.number(cents / 100);
  } else {
    out.number(static_cast<double>(cents) / 100.0);
  }
}

std::string count_text(std::int64_t value) {
  std::string digits = std::to_string(value < 0 ? -value : value);
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(static_cast<std::size_t>(i), ".");
  return value < 0 ? "-" + digits : digits;
}

std::string usd_text(std::int64_t cents) {
  char fraction[4];
  std::snprintf(fraction, sizeof fraction, "%02lld", static_cast<long long>(cents % 100));
  return "$ " + count_text(cents / 100) + "," + fraction;
}

std::string bs_text(std::int64_t cents) { return "Bs " + usd_text(cents).substr(2); }

}  // namespace rifa
