#include "features/payments/payment_amounts.hpp"

#include <algorithm>

#include "common/text.hpp"

namespace rifa::features::payments {

std::int64_t expected_cents(std::int64_t price_usd_cents, const std::string& currency,
                            std::optional<std::int64_t> rate_cents) {
  if (currency != "VES" || !rate_cents) return price_usd_cents;
  // cents × (Bs-cents per dollar) / 100 = Bs-cents; at most 1e8 × 1e8, far below 2^63.
  return (price_usd_cents * *rate_cents + 50) / 100;
}

std::int64_t shortfall_cents(std::int64_t expected, std::int64_t amount) {
  return std::max<std::int64_t>(0, expected - amount);
}

std::optional<std::string> reference_key(std::string_view reference) {
  std::string digits;
  for (char c : reference) {
    if (c >= '0' && c <= '9') digits += c;
  }
  if (digits.empty()) return std::nullopt;
  return digits;
}

std::optional<std::string> bank_key(std::string_view bank) {
  std::string key;
  for (char c : normalize_search(bank)) {
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '.' && c != ',' && c != '-') key += c;
  }
  if (key.empty()) return std::nullopt;
  return key;
}

}  // namespace rifa::features::payments
