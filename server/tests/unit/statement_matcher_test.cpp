// Matching statement credits with waiting reports: by whole reference, by its last digits, by amount
// and date alone only where a reference is missing; tolerance and window; ambiguity; money with no
// report and the holds it suggests; reports with no money.
#include <gtest/gtest.h>

#include "features/statements/statement_matcher.hpp"

namespace rifa::features::statements {
namespace {

Movement movement(std::string reference, std::int64_t cents, std::string date = "2026-11-27") {
  return {"m-" + reference, "acct", std::move(date), std::move(reference), "", cents};
}

WaitingReport report(std::string reference, std::int64_t bs_cents, std::string date = "2026-11-27") {
  WaitingReport r;
  r.payment_id = "p-" + reference;
  r.ticket_id = "t-" + reference;
  r.reference = std::move(reference);
  r.date = std::move(date);
  r.amount_bs_cents = bs_cents;
  return r;
}

TEST(StatementMatcher, MatchesByWholeReferenceAndByItsLastDigits) {
  const auto out = match_statement({movement("000123456789", 100000), movement("5566", 50000)},
                                   {report("123456789", 100000), report("0102775566", 50000)}, {}, {});
  ASSERT_EQ(out.matched.size(), 2u);
  EXPECT_EQ(out.matched[0].rule, MatchRule::reference_suffix);
  EXPECT_EQ(out.matched[0].report, 0u);
  EXPECT_EQ(out.matched[1].report, 1u);
  EXPECT_TRUE(out.matched[1].exact());
  const auto whole = match_statement({movement("12345", 100)}, {report("12345", 100)}, {}, {});
  ASSERT_EQ(whole.matched.size(), 1u);
  EXPECT_EQ(whole.matched[0].rule, MatchRule::reference);
}

TEST(StatementMatcher, ThreeDigitsAreNotAReference) {
  // 3 digits (or none) count as no reference: amount and date alone, never exact.
  for (const char* short_ref : {"789", ""}) {
    const auto out = match_statement({movement(short_ref, 100000)}, {report("123456789", 100000)}, {}, {});
    ASSERT_EQ(out.matched.size(), 1u) << short_ref;
    EXPECT_EQ(out.matched[0].rule, MatchRule::amount_date);
    EXPECT_FALSE(out.matched[0].exact());
  }
}

TEST(StatementMatcher, DifferentReferencesNeverMatch) {
  const auto out = match_statement({movement("11112222", 100000)}, {report("33334444", 100000)}, {}, {});
  EXPECT_TRUE(out.matched.empty());
  EXPECT_EQ(out.unreported.size(), 1u);
  EXPECT_EQ(out.unpaid.size(), 1u);
}

TEST(StatementMatcher, AmountWithinTheToleranceAndDateWithinTheWindow) {
  // 1% of 1.000,00 is 10,00.
  EXPECT_EQ(match_statement({movement("1234", 99000)}, {report("1234", 100000)}, {}, {}).matched.size(), 1u);
  EXPECT_EQ(match_statement({movement("1234", 98999)}, {report("1234", 100000)}, {}, {}).matched.size(), 0u);
  EXPECT_EQ(match_statement({movement("1234", 98999)}, {report("1234", 100000)}, {}, {200, 3}).matched.size(), 1u);
  EXPECT_EQ(match_statement({movement("1234", 100000, "2026-11-30")}, {report("1234", 100000)}, {}, {}).matched.size(),
            1u);
  EXPECT_EQ(match_statement({movement("1234", 100000, "2026-12-01")}, {report("1234", 100000)}, {}, {}).matched.size(),
            0u);
  EXPECT_EQ(match_statement({movement("1234", 100000, "2026-11-24")}, {report("1234", 100000)}, {}, {}).matched.size(),
            1u);
  // A dollar report with no rate has no Bs amount: it cannot be matched.
  auto no_rate = report("1234", 0);
  no_rate.amount_bs_cents.reset();
  const auto out = match_statement({movement("1234", 100000)}, {no_rate}, {}, {});
  EXPECT_TRUE(out.matched.empty());
  EXPECT_EQ(out.unpaid.size(), 1u);
}

TEST(StatementMatcher, TwoCandidatesAreAmbiguous) {
  const auto out = match_statement({movement("", 100000)}, {report("", 100000), report("", 100500)}, {}, {});
  EXPECT_TRUE(out.matched.empty());
  ASSERT_EQ(out.ambiguous.size(), 1u);
  EXPECT_EQ(out.ambiguous[0].candidates.size(), 2u);
  EXPECT_TRUE(out.unpaid.empty());
  // Two movements for one report: both ambiguous.
  const auto twice =
      match_statement({movement("9999", 100000), movement("19999", 100000)}, {report("9999", 100000)}, {}, {});
  EXPECT_TRUE(twice.matched.empty());
  EXPECT_EQ(twice.ambiguous.size(), 2u);
}

TEST(StatementMatcher, AReferenceOutranksAmountAndDate) {
  // The movement agrees by reference with one report and by amount alone with one that has none.
  const auto out =
      match_statement({movement("12345678", 100000)}, {report("", 100000), report("5678", 100000)}, {}, {});
  ASSERT_EQ(out.matched.size(), 1u);
  EXPECT_EQ(out.matched[0].report, 1u);
  EXPECT_EQ(out.unpaid, std::vector<std::size_t>{0});
}

TEST(StatementMatcher, MoneyWithNoReportSuggestsHoldsOfThatAmount) {
  std::vector<OpenHold> holds = {
      {"h1", "Ana", "Rifa", {1}, 100000}, {"h2", "Luis", "Rifa", {2}, 200000}, {"h3", "Eva", "Rifa", {3}, 100400}};
  const auto out = match_statement({movement("4444", 100000)}, {}, holds, {});
  ASSERT_EQ(out.unreported.size(), 1u);
  auto suggested = out.unreported[0].holds;
  std::sort(suggested.begin(), suggested.end());
  EXPECT_EQ(suggested, (std::vector<std::size_t>{0, 2}));
}

TEST(StatementMatcher, TenThousandAgainstTenThousand) {
  std::vector<Movement> movements;
  std::vector<WaitingReport> reports;
  for (int i = 0; i < 10'000; ++i) {
    const std::string ref = std::to_string(10'000'000 + i * 7);
    movements.push_back(movement("0102" + ref, 100000 + i, "2026-11-27"));
    reports.push_back(report(ref, 100000 + i, "2026-11-26"));
  }
  const auto out = match_statement(movements, reports, {}, {});
  EXPECT_EQ(out.matched.size(), 10'000u);
  EXPECT_TRUE(out.unpaid.empty());
}

}  // namespace
}  // namespace rifa::features::statements
