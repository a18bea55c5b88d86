// The draw's plain rules: digits, the drawn number of a lottery result, the nearest paid number
// with wrap, the outcome of each unsold rule, the seal's line and the Caracas time of messages.
#include <gtest/gtest.h>

#include "common/time.hpp"
#include "features/draw/draw_rules.hpp"

namespace {

using namespace rifa::features::draw;

TEST(DrawRules, DigitsFollowTheRaffleSize) {
  EXPECT_EQ(digits_for(100), 2);
  EXPECT_EQ(digits_for(1000), 3);
  EXPECT_EQ(digits_for(10000), 4);
}

TEST(DrawRules, DrawnNumberIsTheLastDigitsOfTheResult) {
  EXPECT_EQ(drawn_number_of("4821", 100), 21);
  EXPECT_EQ(drawn_number_of("4821", 1000), 821);
  EXPECT_EQ(drawn_number_of("4821", 10000), 4821);
  EXPECT_EQ(drawn_number_of("12340007", 10000), 7);
  EXPECT_EQ(drawn_number_of("05", 100), 5);
  EXPECT_EQ(drawn_number_of("007", 1000), 7);
}

TEST(DrawRules, DrawnNumberRefusesShortLongOrNonDigitResults) {
  EXPECT_FALSE(drawn_number_of("21", 1000));  // fewer digits than the raffle uses
  EXPECT_FALSE(drawn_number_of("821", 10000));
  EXPECT_FALSE(drawn_number_of("5", 100));
  EXPECT_FALSE(drawn_number_of("123456789", 100));  // more than 8
  EXPECT_FALSE(drawn_number_of("48a1", 1000));
  EXPECT_FALSE(drawn_number_of("-821", 1000));
  EXPECT_FALSE(drawn_number_of("", 100));
}

TEST(DrawRules, NearestPaidAboveWrapsPastTheLastNumber) {
  EXPECT_EQ(nearest_paid_above(40, {3, 41, 90}, 100), 41);
  EXPECT_EQ(nearest_paid_above(41, {3, 41, 90}, 100), 90);  // strictly above
  EXPECT_EQ(nearest_paid_above(95, {3, 41, 90}, 100), 3);   // after 99 comes 00
  EXPECT_EQ(nearest_paid_above(99, {0}, 100), 0);
  EXPECT_EQ(nearest_paid_above(5, {5}, 100), 5);  // the only paid one, all the way round
  EXPECT_FALSE(nearest_paid_above(5, {}, 100));
}

TEST(DrawRules, DecideAppliesEachRule) {
  const std::set<std::int64_t> paid{7, 42};
  for (const char* rule : {"next_draw", "nearest_sold", "void"}) {
    const auto won = decide(42, paid, 100, rule);
    EXPECT_EQ(won.outcome, "winner") << rule;
    EXPECT_EQ(won.winner_number, 42) << rule;
    EXPECT_TRUE(won.completes());
  }
  const auto nearest = decide(50, paid, 100, "nearest_sold");
  EXPECT_EQ(nearest.outcome, "nearest_sold");
  EXPECT_EQ(nearest.winner_number, 7);  // wraps
  const auto none = decide(50, paid, 100, "void");
  EXPECT_EQ(none.outcome, "void");
  EXPECT_FALSE(none.winner_number);
  EXPECT_TRUE(none.completes());
  const auto next = decide(50, paid, 100, "next_draw");
  EXPECT_EQ(next.outcome, "next_draw");
  EXPECT_FALSE(next.winner_number);
  EXPECT_FALSE(next.completes());
  const auto nothing_paid = decide(50, {}, 100, "nearest_sold");
  EXPECT_EQ(nothing_paid.outcome, "void");
  EXPECT_TRUE(nothing_paid.completes());
}

TEST(DrawRules, SealLineIsPaddedNumberTicketAndState) {
  EXPECT_EQ(seal_line(7, 100, "t-1", true), "07;t-1;paid\n");
  EXPECT_EQ(seal_line(42, 1000, "t-2", false), "042;t-2;pending\n");
  EXPECT_EQ(seal_line(9999, 10000, "t-3", true), "9999;t-3;paid\n");
  EXPECT_EQ(seal_line(5, 10000, "t-4", false), "0005;t-4;pending\n");
}

TEST(DrawRules, CaracasTimeIsUtcMinusFour) {
  EXPECT_EQ(rifa::caracas_text(*rifa::parse_rfc3339("2026-12-25T00:00:00Z")), "24/12/2026 20:00");
  EXPECT_EQ(rifa::caracas_text(*rifa::parse_rfc3339("2026-07-01T13:05:00Z")), "01/07/2026 09:05");
}

}  // namespace
