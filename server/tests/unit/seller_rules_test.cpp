// The sellers' plain rules (issue 36): commissions, blocks, settlements, and who a sale is
// credited to and which block numbers it may take (tickets/seller_blocks.hpp).
#include <gtest/gtest.h>

#include "common/errors.hpp"
#include "features/sellers/seller_rules.hpp"
#include "features/tickets/seller_blocks.hpp"

namespace {

using namespace rifa::features::sellers;
using rifa::ApiError;
using rifa::features::tickets::credited_seller;
using rifa::features::tickets::SaleChannel;
using rifa::features::tickets::SellerRow;
using Kind = SaleChannel::Kind;

// The code of the ApiError `f` throws ("" when it throws none).
template <typename F>
std::string code_of(F f) {
  try {
    f();
  } catch (const ApiError& e) {
    return e.code();
  }
  return "";
}

TEST(SellerCommission, PercentOfThePaidAmountRoundedToTheCent) {
  EXPECT_EQ(commission_cents({"percent", 1000}, 5000, 2), 500);  // 10 % of $50
  EXPECT_EQ(commission_cents({"percent", 1250}, 333, 1), 42);    // 12.5 % of $3.33 = 41.6 cents
  EXPECT_EQ(commission_cents({"percent", 1000}, 5, 1), 1);       // half a cent rounds up
  EXPECT_EQ(commission_cents({"percent", 0}, 5000, 2), 0);
  EXPECT_EQ(commission_cents({"percent", 10000}, 5000, 2), 5000);
}

TEST(SellerCommission, FixedAmountPerPaidNumber) {
  EXPECT_EQ(commission_cents({"fixed", 50}, 10000, 7), 350);
  EXPECT_EQ(commission_cents({"fixed", 50}, 0, 0), 0);
}

TEST(SellerCommission, PercentOverAHundredIsRefused) {
  EXPECT_EQ(code_of([] { check_commission({"percent", 10001}); }), "validation_failed");
  EXPECT_EQ(code_of([] { check_commission({"percent", 10000}); }), "");
  EXPECT_EQ(code_of([] { check_commission({"fixed", 20000}); }), "");
}

TEST(SellerBlocks, BlockWithinTheRaffleNumbers) {
  EXPECT_EQ(code_of([] { check_block({300, 399}, 1000); }), "");
  EXPECT_EQ(code_of([] { check_block({0, 999}, 1000); }), "");
  EXPECT_EQ(code_of([] { check_block({900, 1000}, 1000); }), "validation_failed");
  EXPECT_EQ(code_of([] { check_block({50, 40}, 1000); }), "validation_failed");
  EXPECT_EQ(code_of([] { check_block({-1, 40}, 1000); }), "validation_failed");
}

TEST(SellerBlocks, BlocksOfOneRaffleNeverOverlap) {
  const std::vector<Block> others{{300, 399}, {500, 500}};
  EXPECT_EQ(code_of([&] { check_no_overlap({200, 299}, others); }), "");
  EXPECT_EQ(code_of([&] { check_no_overlap({400, 499}, others); }), "");
  EXPECT_EQ(code_of([&] { check_no_overlap({399, 410}, others); }), "block_overlap");
  EXPECT_EQ(code_of([&] { check_no_overlap({250, 300}, others); }), "block_overlap");
  EXPECT_EQ(code_of([&] { check_no_overlap({0, 999}, others); }), "block_overlap");
  EXPECT_EQ(code_of([&] { check_no_overlap({500, 500}, others); }), "block_overlap");
}

TEST(SellerSettlement, NoMoreThanWhatIsDue) {
  SellerFigures f;
  f.commission_cents = 1000;
  f.settled_cents = 400;
  EXPECT_EQ(code_of([&] { check_settlement(600, f); }), "");
  EXPECT_EQ(code_of([&] { check_settlement(601, f); }), "settlement_exceeds_due");
}

// Ana holds 300–399 (open online), Luis 500–509 locked, Eva has no block.
std::vector<SellerRow> raffle_sellers() {
  return {{"ana", "codeana", 300, 399, false}, {"luis", "codeluis", 500, 509, true}, {"eva", "codeeva", {}, {}, false}};
}

TEST(SellerCredit, OnlineThroughALinkCreditsItsSeller) {
  const auto sellers = raffle_sellers();
  EXPECT_EQ(credited_seller(sellers, {Kind::online, "codeeva", {}}, {7}), "eva");
  EXPECT_EQ(credited_seller(sellers, {Kind::online, "codeana", {}}, {7}), "ana");
  // Unknown (or removed: not read) codes credit nobody and refuse nothing.
  EXPECT_EQ(credited_seller(sellers, {Kind::online, "nobody", {}}, {7}), std::nullopt);
  EXPECT_EQ(credited_seller(sellers, {Kind::online, {}, {}}, {7}), std::nullopt);
}

TEST(SellerCredit, OnlineBuyersTakeOpenBlockNumbersButNotLockedOnes) {
  const auto sellers = raffle_sellers();
  EXPECT_EQ(credited_seller(sellers, {Kind::online, {}, {}}, {300, 350}), std::nullopt);
  EXPECT_EQ(code_of([&] { credited_seller(sellers, {Kind::online, {}, {}}, {7, 505}); }), "numbers_unavailable");
}

TEST(SellerCredit, TheBusinessCounterSellsNoBlockNumber) {
  const auto sellers = raffle_sellers();
  EXPECT_EQ(credited_seller(sellers, {Kind::business_counter, {}, {}}, {7, 299, 400}), std::nullopt);
  EXPECT_EQ(code_of([&] { credited_seller(sellers, {Kind::business_counter, {}, {}}, {7, 300}); }), "numbers_in_block");
}

TEST(SellerCredit, ASellerWithABlockSellsOnlyItsNumbers) {
  const auto sellers = raffle_sellers();
  EXPECT_EQ(credited_seller(sellers, {Kind::seller_counter, {}, "ana"}, {300, 399}), "ana");
  EXPECT_EQ(code_of([&] { credited_seller(sellers, {Kind::seller_counter, {}, "ana"}, {300, 400}); }), "outside_block");
}

TEST(SellerCredit, ASellerWithoutABlockSellsAnyNumberButOthersBlocks) {
  const auto sellers = raffle_sellers();
  EXPECT_EQ(credited_seller(sellers, {Kind::seller_counter, {}, "eva"}, {1, 2, 999}), "eva");
  EXPECT_EQ(code_of([&] {
              credited_seller(sellers, {Kind::seller_counter, {}, "eva"}, {1, 301});
            }),
            "numbers_in_block");
}

TEST(SellerCredit, NotAnActiveSellerIsRefused) {
  const auto sellers = raffle_sellers();  // a removed seller is not among the rows read
  EXPECT_EQ(code_of([&] { credited_seller(sellers, {Kind::seller_counter, {}, "removed"}, {1}); }), "not_a_seller");
}

TEST(SellerCredit, AnOfflineSaleIsOnlyOfTheSellersCurrentBlock) {
  const auto sellers = raffle_sellers();
  // Still her block: sold, credited to her.
  EXPECT_EQ(credited_seller(sellers, {Kind::seller_counter, {}, "ana", true}, {300, 399}), "ana");
  // The block changed (400 is not in it any more): refused as taken back, not as a live sale's outside_block.
  EXPECT_EQ(code_of([&] {
              credited_seller(sellers, {Kind::seller_counter, {}, "ana", true}, {399, 400});
            }),
            "block_taken_back");
  // No block any more: a live sale could take a free number, an offline one cannot.
  EXPECT_EQ(code_of([&] {
              credited_seller(sellers, {Kind::seller_counter, {}, "eva", true}, {1});
            }),
            "block_taken_back");
  EXPECT_EQ(credited_seller(sellers, {Kind::seller_counter, {}, "eva", false}, {1}), "eva");
  // The business's counter has no block: an offline sale there is bad input.
  EXPECT_EQ(code_of([&] {
              credited_seller(sellers, {Kind::business_counter, {}, {}, true}, {1});
            }),
            "validation_failed");
}

}  // namespace
