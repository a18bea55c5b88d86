// The rules of a shift close (issue 36 part 3): a seller's counter sales of a period, grouped by
// method and status, become collected and owed per method in the method's currency (Bs for
// efectivo_bs, pago_movil, transferencia; USD otherwise); a close's lines are expected (collected)
// against counted, with the difference.
#include <gtest/gtest.h>

#include "features/shifts/shifts.hpp"

namespace rifa::features::shifts {
namespace {

TEST(CounterRules, BolivaresAreTheCashBsMobileAndTransferMethods) {
  EXPECT_TRUE(in_bolivares("efectivo_bs"));
  EXPECT_TRUE(in_bolivares("pago_movil"));
  EXPECT_TRUE(in_bolivares("transferencia"));
  EXPECT_FALSE(in_bolivares("efectivo_usd"));
  EXPECT_FALSE(in_bolivares("zelle"));
  EXPECT_FALSE(in_bolivares("usdt"));
  EXPECT_FALSE(in_bolivares("sin_metodo"));
  EXPECT_EQ(method_label("usdt"), "USDT/Binance");
  EXPECT_EQ(method_label("pago_movil"), "Pago móvil");
}

TEST(CounterRules, TotalsSplitCollectedFromOwedInEachMethodsCurrency) {
  const std::vector<SaleGroup> groups{
      {"pago_movil", "paid", 2, 500, 18'250},    // 5 USD = 182,50 Bs
      {"pago_movil", "pending", 1, 250, 9'125},  // owed in Bs
      {"zelle", "paid", 1, 1'000, 0},           {"efectivo_usd", "pending", 3, 750, 0},
      {"sin_metodo", "paid", 1, 250, 0},
  };
  const auto totals = shift_totals("s", "2030-01-01T00:00:00.000Z", "2030-01-02T00:00:00.000Z", groups);
  ASSERT_EQ(totals.methods.size(), 4U);
  // kShiftMethods order, whatever the groups' order.
  EXPECT_EQ(totals.methods[0].method, "efectivo_usd");
  EXPECT_EQ(totals.methods[1].method, "pago_movil");
  EXPECT_EQ(totals.methods[2].method, "zelle");
  EXPECT_EQ(totals.methods[3].method, "sin_metodo");

  const auto& movil = totals.methods[1];
  EXPECT_EQ(movil.tickets, 3);
  EXPECT_EQ(movil.collected, 18'250) << "in Bs";
  EXPECT_EQ(movil.owed, 9'125);
  EXPECT_EQ(movil.collected_usd_cents, 500);
  EXPECT_EQ(movil.owed_usd_cents, 250);

  const auto& cash = totals.methods[0];
  EXPECT_EQ(cash.collected, 0);
  EXPECT_EQ(cash.owed, 750) << "in USD";

  EXPECT_EQ(totals.collected_usd_cents, 500 + 1'000 + 250);
  EXPECT_EQ(totals.owed_usd_cents, 250 + 750);
}

TEST(CounterRules, NoSalesNoMethods) {
  const auto totals = shift_totals("s", "a", "b", {});
  EXPECT_TRUE(totals.methods.empty());
  EXPECT_EQ(totals.collected_usd_cents, 0);
  EXPECT_EQ(totals.owed_usd_cents, 0);
}

TEST(CounterRules, CloseLinesCompareCountedWithCollected) {
  const auto totals = shift_totals("s", "a", "b",
                                   {{"efectivo_bs", "paid", 2, 500, 18'250},
                                    {"zelle", "paid", 1, 1'000, 0},
                                    {"efectivo_usd", "pending", 1, 250, 0}});
  // Bs short by 2,50; Zelle not counted (0); USDT counted without sales (a surplus).
  const auto lines = close_lines(totals, {{"efectivo_bs", 18'000}, {"usdt", 300}});
  ASSERT_EQ(lines.size(), 3U) << "a method only owed, neither collected nor counted, has no line";
  EXPECT_EQ(lines[0].method, "efectivo_bs");
  EXPECT_EQ(lines[0].expected, 18'250);
  EXPECT_EQ(lines[0].counted, 18'000);
  EXPECT_EQ(lines[0].difference(), -250);
  EXPECT_EQ(lines[1].method, "zelle");
  EXPECT_EQ(lines[1].expected, 1'000);
  EXPECT_EQ(lines[1].counted, 0);
  EXPECT_EQ(lines[1].difference(), -1'000);
  EXPECT_EQ(lines[2].method, "usdt");
  EXPECT_EQ(lines[2].expected, 0);
  EXPECT_EQ(lines[2].difference(), 300);
}

}  // namespace
}  // namespace rifa::features::shifts
