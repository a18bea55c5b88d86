#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rifa::features::payments {

// What a payment report must cover, in the reported currency: the ticket's price in dollars, or in
// bolívares at the creator's rate (hundredths of a bolívar per dollar), rounded to the cent
// (half up). Integer arithmetic only.
std::int64_t expected_cents(std::int64_t price_usd_cents, const std::string& currency,
                            std::optional<std::int64_t> rate_cents);

// How much less than `expected` was reported (0 when `amount` covers it).
std::int64_t shortfall_cents(std::int64_t expected, std::int64_t amount);

// The keys duplicate detection compares. A reference as its digits only ("Ref. 00-4512" → "004512"),
// nullopt when it has none; a bank lower-cased without accents or spaces ("Banco de Venezuela" →
// "bancodevenezuela"), nullopt when blank.
std::optional<std::string> reference_key(std::string_view reference);
std::optional<std::string> bank_key(std::string_view bank);

}  // namespace rifa::features::payments
