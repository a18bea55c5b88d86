// Money returned ("Devuelto", issue 34 part 3): what a ticket's organiser records as returned is what
// the balance says is to return (everything verified of a cancelled ticket, what exceeds the price of
// a paid one), less what was already returned; the same return is never recorded twice, and a ticket
// with nothing to return has nothing to record.
#include <gtest/gtest.h>

#include "features/payments/payment_amounts.hpp"

namespace rifa::features::payments {
namespace {

TEST(TicketRefunds, ACancelledTicketReturnsEverythingVerifiedInDollarsAndBolivares) {
  // $10,00 with Bs 100,00 verified at 40,00 ($2,50); cancelled; the creator's rate is now 40,00.
  const auto balance = balance_of(1000, {{10000, "VES", 4000}}, 4000, true);
  const auto due = refund_due(balance, 0);
  EXPECT_EQ(due.outcome, RefundDue::Outcome::due);
  EXPECT_EQ(due.amount_cents, 250);
  EXPECT_EQ(due.amount_bs_cents, 10000);
  EXPECT_EQ(due.returned_upto_cents, 250);
}

TEST(TicketRefunds, OnceReturnedNothingIsLeftAndASecondRecordIsRefused) {
  const auto after = balance_of(1000, {{10000, "VES", 4000}}, 4000, true, 250);
  EXPECT_EQ(after.overpaid_cents, 0);
  EXPECT_EQ(after.overpaid_bs_cents, 0);
  EXPECT_EQ(refund_due(after, 250).outcome, RefundDue::Outcome::already_returned);
}

TEST(TicketRefunds, NothingToReturnIsNotARefund) {
  // Paid exactly, part-paid and still owing, or nothing verified at all.
  EXPECT_EQ(refund_due(balance_of(1000, {{1000, "USD", std::nullopt}}, 4000), 0).outcome,
            RefundDue::Outcome::nothing_to_return);
  EXPECT_EQ(refund_due(balance_of(1000, {{400, "USD", std::nullopt}}, 4000), 0).outcome,
            RefundDue::Outcome::nothing_to_return);
  EXPECT_EQ(refund_due(balance_of(1000, {}, 4000, true), 0).outcome, RefundDue::Outcome::nothing_to_return);
}

TEST(TicketRefunds, AnOverpaymentReturnedThenTheTicketCancelledLeavesTheRestToReturn) {
  // $10,00 paid with $11,50: $1,50 to return, returned; then the organiser cancels it: $10,00 more.
  const std::vector<PartAmount> parts{{600, "USD", std::nullopt}, {22000, "VES", 4000}};
  const auto paid = refund_due(balance_of(1000, parts, 4000), 0);
  ASSERT_EQ(paid.outcome, RefundDue::Outcome::due);
  EXPECT_EQ(paid.amount_cents, 150);
  EXPECT_EQ(paid.amount_bs_cents, 6000);
  EXPECT_EQ(paid.returned_upto_cents, 150);
  EXPECT_EQ(refund_due(balance_of(1000, parts, 4000, false, 150), 150).outcome, RefundDue::Outcome::already_returned);
  const auto cancelled = refund_due(balance_of(1000, parts, 4000, true, 150), 150);
  ASSERT_EQ(cancelled.outcome, RefundDue::Outcome::due);
  EXPECT_EQ(cancelled.amount_cents, 1000);
  EXPECT_EQ(cancelled.returned_upto_cents, 1150);  // a new key: not the first return again
}

TEST(TicketRefunds, WithoutARateTheReturnIsInDollarsOnly) {
  const auto due = refund_due(balance_of(500, {{300, "USD", std::nullopt}}, std::nullopt, true), 0);
  EXPECT_EQ(due.outcome, RefundDue::Outcome::due);
  EXPECT_EQ(due.amount_cents, 300);
  EXPECT_EQ(due.amount_bs_cents, std::nullopt);
}

}  // namespace
}  // namespace rifa::features::payments
