#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rifa::features::payments {

// What a payment report must cover, in the reported currency: the ticket's price in dollars, or in
// bolívares at the creator's rate (hundredths of a bolívar per dollar), rounded to the cent
// (half up). Integer arithmetic only.
std::int64_t expected_cents(std::int64_t price_usd_cents, const std::string& currency,
                            std::optional<std::int64_t> rate_cents);

// How much less than `expected` was reported (0 when `amount` covers it).
std::int64_t shortfall_cents(std::int64_t expected, std::int64_t amount);

// A verified part of a ticket's payment as the balance reads it: the amount in its currency and, for
// VES, the rate stored with it (hundredths of a bolívar per dollar).
struct PartAmount {
  std::int64_t amount_cents = 0;
  std::string currency;
  std::optional<std::int64_t> rate_cents;
};

// What a ticket's verified parts leave (ARCHITECTURE §12), in USD cents: each part converted at its
// own stored rate; owed and to-return also in bolívares at the creator's current rate (nullopt
// without one).
struct Balance {
  std::int64_t price_cents = 0, verified_cents = 0, owed_cents = 0, overpaid_cents = 0;
  std::optional<std::int64_t> owed_bs_cents, overpaid_bs_cents;
};

// A part in USD cents: USD as is; VES at its rate, rounded to the cent (half up); a VES part without
// a rate counts nothing.
std::int64_t part_usd_cents(const PartAmount& part);

// The balance of a ticket of `price_usd_cents` with `verified` parts. A cancelled ticket owes nothing
// and everything verified is to be returned; otherwise what exceeds the price is; less what was
// already returned (`returned_cents`, the ticket's refunds in USD cents).
Balance balance_of(std::int64_t price_usd_cents, const std::vector<PartAmount>& verified,
                   std::optional<std::int64_t> creator_rate_cents, bool cancelled = false,
                   std::int64_t returned_cents = 0);

// Recording that a ticket's money to return was returned ("Devuelto"), decided on its balance (with
// what was already returned, `returned_cents`): the amount still to return, in USD cents and in Bs
// at the creator's rate, and the ticket's whole amount returned once it counts (the unique key that
// keeps the same return from being recorded twice). Nothing left after an earlier return is
// `already_returned` (409); nothing to return ever is `nothing_to_return` (422).
struct RefundDue {
  enum class Outcome { due, already_returned, nothing_to_return };
  Outcome outcome = Outcome::nothing_to_return;
  std::int64_t amount_cents = 0;
  std::optional<std::int64_t> amount_bs_cents;
  std::int64_t returned_upto_cents = 0;
};
RefundDue refund_due(const Balance& balance, std::int64_t returned_cents);

// The keys duplicate detection compares. A reference as its digits only ("Ref. 00-4512" → "004512"),
// nullopt when it has none; a bank lower-cased without accents or spaces ("Banco de Venezuela" →
// "bancodevenezuela"), nullopt when blank.
std::optional<std::string> reference_key(std::string_view reference);
std::optional<std::string> bank_key(std::string_view bank);

}  // namespace rifa::features::payments
