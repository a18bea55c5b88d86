// The balance of a ticket paid in parts (abonos, issue 34 part 3, ARCHITECTURE §12): what is owed is
// the price minus the verified parts, each converted to USD cents at the rate stored with it (USD as
// is); owed and to-return in bolívares at the creator's current rate; a cancelled ticket returns all.
#include <gtest/gtest.h>

#include "features/payments/payment_amounts.hpp"

namespace rifa::features::payments {
namespace {

TEST(PartPayments, APartInDollarsCountsAsIsAndOneInBolivaresAtItsOwnRate) {
  EXPECT_EQ(part_usd_cents({500, "USD", std::nullopt}), 500);
  EXPECT_EQ(part_usd_cents({500, "USD", 3650}), 500);          // a rate on a USD part is ignored
  EXPECT_EQ(part_usd_cents({18250, "VES", 3650}), 500);        // Bs 182,50 at 36,50 = $5,00
  EXPECT_EQ(part_usd_cents({10000, "VES", 3650}), 274);        // 273,97… → 274 (half up)
  EXPECT_EQ(part_usd_cents({10000, "VES", 3000}), 333);        // 333,33… → 333
  EXPECT_EQ(part_usd_cents({5, "VES", 1000}), 1);              // 0,5 → 1 (half up)
  EXPECT_EQ(part_usd_cents({4, "VES", 1000}), 0);              // 0,4 → 0
  EXPECT_EQ(part_usd_cents({10000, "VES", std::nullopt}), 0);  // no rate: nothing can be counted
}

TEST(PartPayments, MixedPartsAtDifferentRatesCoverTheTicketExactly) {
  // $10,00: Bs 182,50 at 36,50 ($5,00), then $2,00 in dollars, then Bs 120,00 at 40,00 ($3,00).
  const auto b = balance_of(1000, {{18250, "VES", 3650}, {200, "USD", std::nullopt}, {12000, "VES", 4000}}, 4000);
  EXPECT_EQ(b.price_cents, 1000);
  EXPECT_EQ(b.verified_cents, 1000);
  EXPECT_EQ(b.owed_cents, 0);
  EXPECT_EQ(b.overpaid_cents, 0);
  EXPECT_EQ(b.owed_bs_cents, 0);
  EXPECT_EQ(b.overpaid_bs_cents, 0);
}

TEST(PartPayments, WhatIsOwedInDollarsAndInBolivaresAtTheCreatorsCurrentRate) {
  // $10,00 with $5,00 paid at 36,50; the creator's rate is now 40,00: Bs 200,00 to go.
  const auto b = balance_of(1000, {{18250, "VES", 3650}}, 4000);
  EXPECT_EQ(b.verified_cents, 500);
  EXPECT_EQ(b.owed_cents, 500);
  EXPECT_EQ(b.owed_bs_cents, 20000);
  EXPECT_EQ(b.overpaid_cents, 0);
  // Without a rate, no bolívares.
  const auto no_rate = balance_of(1000, {{300, "USD", std::nullopt}}, std::nullopt);
  EXPECT_EQ(no_rate.owed_cents, 700);
  EXPECT_EQ(no_rate.owed_bs_cents, std::nullopt);
  EXPECT_EQ(no_rate.overpaid_bs_cents, std::nullopt);
  // Nothing verified yet: the whole price.
  const auto none = balance_of(250, {}, 3650);
  EXPECT_EQ(none.owed_cents, 250);
  EXPECT_EQ(none.owed_bs_cents, 9125);  // $2,50 × 36,50
}

TEST(PartPayments, PayingWhatTheBalanceSaysInBolivaresCoversItDespiteRounding) {
  // $3,33 at 245,55: the first part Bs 400,00 ($1,63 rounded), then exactly the Bs the balance asks.
  const std::int64_t rate = 24555;
  const auto first = balance_of(333, {{40000, "VES", rate}}, rate);
  EXPECT_EQ(first.verified_cents, 163);
  ASSERT_TRUE(first.owed_bs_cents);
  const auto after = balance_of(333, {{40000, "VES", rate}, {*first.owed_bs_cents, "VES", rate}}, rate);
  EXPECT_EQ(after.owed_cents, 0);
  EXPECT_EQ(after.overpaid_cents, 0);
}

TEST(PartPayments, AnOverpaymentIsToBeReturned) {
  const auto b = balance_of(1000, {{600, "USD", std::nullopt}, {22000, "VES", 4000}}, 4000);  // $6 + $5,50
  EXPECT_EQ(b.verified_cents, 1150);
  EXPECT_EQ(b.owed_cents, 0);
  EXPECT_EQ(b.overpaid_cents, 150);
  EXPECT_EQ(b.overpaid_bs_cents, 6000);
}

TEST(PartPayments, ACancelledTicketOwesNothingAndReturnsEverythingVerified) {
  const auto b = balance_of(1000, {{400, "USD", std::nullopt}}, 4000, true);
  EXPECT_EQ(b.owed_cents, 0);
  EXPECT_EQ(b.overpaid_cents, 400);
  EXPECT_EQ(b.overpaid_bs_cents, 16000);
}

}  // namespace
}  // namespace rifa::features::payments
