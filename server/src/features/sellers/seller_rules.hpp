#pragma once

// The sellers' money and block rules, plain functions (tests/unit/seller_rules_test.cpp).

#include <cstdint>
#include <optional>
#include <vector>

#include "features/sellers/sellers.hpp"

namespace rifa::features::sellers {

// The commission earned on `paid_numbers` numbers paid for `paid_cents`: a percentage rounded to
// the nearest cent (half up), or the fixed amount per number.
std::int64_t commission_cents(const Commission& commission, std::int64_t paid_cents, std::int64_t paid_numbers);

// 422 validation_failed (`commission_value`) for a percentage over 100 %.
void check_commission(const Commission& commission);

// 422 validation_failed (`block`) when the block is not within the raffle's numbers 0 … total-1.
void check_block(const Block& block, std::int64_t total_tickets);

// 409 block_overlap when `block` shares a number with one of `others`.
void check_no_overlap(const Block& block, const std::vector<Block>& others);

// 409 settlement_exceeds_due when `amount_cents` is more than what is still due (commission −
// settled); the amount itself is checked positive by the route.
void check_settlement(std::int64_t amount_cents, const SellerFigures& figures);

}  // namespace rifa::features::sellers
