#include "features/payments/payment_amounts.hpp"

#include <algorithm>

#include "common/money.hpp"
#include "common/text.hpp"

namespace rifa::features::payments {

std::int64_t expected_cents(std::int64_t price_usd_cents, const std::string& currency,
                            std::optional<std::int64_t> rate_cents) {
  if (currency != "VES" || !rate_cents) return price_usd_cents;
  return bs_cents(price_usd_cents, *rate_cents);
}

std::int64_t shortfall_cents(std::int64_t expected, std::int64_t amount) {
  return std::max<std::int64_t>(0, expected - amount);
}

std::int64_t part_usd_cents(const PartAmount& part) {
  if (part.currency != "VES") return part.amount_cents;
  if (!part.rate_cents || *part.rate_cents <= 0) return 0;
  // Bs-cents × 100 / (Bs-cents per dollar) = USD cents, half up.
  return (part.amount_cents * 100 + *part.rate_cents / 2) / *part.rate_cents;
}

Balance balance_of(std::int64_t price_usd_cents, const std::vector<PartAmount>& verified,
                   std::optional<std::int64_t> creator_rate_cents, bool cancelled, std::int64_t returned_cents) {
  Balance b;
  b.price_cents = price_usd_cents;
  for (const auto& part : verified) b.verified_cents += part_usd_cents(part);
  b.owed_cents = cancelled ? 0 : std::max<std::int64_t>(0, price_usd_cents - b.verified_cents);
  const std::int64_t to_return =
      cancelled ? b.verified_cents : std::max<std::int64_t>(0, b.verified_cents - price_usd_cents);
  b.overpaid_cents = std::max<std::int64_t>(0, to_return - returned_cents);
  if (creator_rate_cents) {
    b.owed_bs_cents = expected_cents(b.owed_cents, "VES", creator_rate_cents);
    b.overpaid_bs_cents = expected_cents(b.overpaid_cents, "VES", creator_rate_cents);
  }
  return b;
}

RefundDue refund_due(const Balance& balance, std::int64_t returned_cents) {
  RefundDue due;
  if (balance.overpaid_cents <= 0) {
    due.outcome = returned_cents > 0 ? RefundDue::Outcome::already_returned : RefundDue::Outcome::nothing_to_return;
    return due;
  }
  due.outcome = RefundDue::Outcome::due;
  due.amount_cents = balance.overpaid_cents;
  due.amount_bs_cents = balance.overpaid_bs_cents;
  due.returned_upto_cents = returned_cents + balance.overpaid_cents;
  return due;
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
