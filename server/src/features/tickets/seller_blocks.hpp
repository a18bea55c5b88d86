#pragma once

// The sellers' rules a purchase applies under its raffle's lock (issue 36): who a sale is credited
// to, and which numbers a block (talonario) keeps from whom. Plain functions of what the purchase
// read, so they are tested without a database (tests/unit/seller_blocks_test.cpp).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::tickets {

// An active seller of the raffle as the purchase reads it: every one with a block, and the ones the
// sale names (by link code online, by profile at the counter).
struct SellerRow {
  std::string user_id, code;
  std::optional<std::int64_t> block_start, block_end;  // both or neither; inclusive
  bool block_locked = false;                           // online buyers cannot take its numbers either
  std::string name;                                    // the seller's profile name (the creator's notice)
};

// How the sale reaches the raffle.
struct SaleChannel {
  enum class Kind { online, business_counter, seller_counter } kind = Kind::online;
  std::optional<std::string> seller_code;  // online: the code of the seller's link the buyer came through
  std::optional<std::string> seller_id;    // seller_counter: the seller's profile
  bool offline = false;  // at a counter: the sale was made without a connection, in the seller's block
};

// The profile a sale is credited to (none: nobody), or the ApiError that refuses it:
// - online: numbers in a locked block are 409 numbers_unavailable; an active seller's code credits
//   them, an unknown or removed code credits nobody (never an error);
// - at the business's counter (owner, cashier): numbers in any seller's block are 409 numbers_in_block;
// - at a seller's counter: not an active seller of the raffle is 403 not_a_seller; a seller with a
//   block sells only its numbers (409 outside_block); without one, not another's (409 numbers_in_block);
// - a sale made offline (a queue sent when the connection returned) is one of the seller's block only:
//   when the block was taken back or changed meanwhile, 409 block_taken_back (never a sale outside the
//   block); the business's counter has no block, so an offline sale there is 422 on `offline`.
std::optional<std::string> credited_seller(const std::vector<SellerRow>& sellers, const SaleChannel& channel,
                                           const std::vector<std::int64_t>& numbers);

}  // namespace rifa::features::tickets
