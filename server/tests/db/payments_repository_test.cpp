// The payments repository on both databases: a report written and read back as a Payment (its
// stored duplicate flags included), a correction back to pending with the review cleared, the
// hold stopped only while it is live, and the pending page with its typed tickets, oldest first,
// counted and filtered by raffle.
#include <gtest/gtest.h>

#include "common/time.hpp"
#include "db_fixture.hpp"
#include "features/payments/payments_repository.hpp"

namespace rifa::db::testing {
namespace {

namespace payments = features::payments;
using payments::PaymentsRepository;

class PaymentsRepositoryTest : public DbTest {
 protected:
  // A report of `ticket` paid to `payee`, written as the service writes a new one.
  payments::ReportWrite report(const std::string& ticket, const std::string& payee, const std::string& at) {
    payments::PaymentReport r;
    r.method = "pago_movil";
    r.amount_cents = 120000;
    r.currency = "VES";
    r.reference = "Ref. 00-4512";
    r.bank = "Banesco";
    r.screenshot_path = "u/payment-screenshots/1.png";
    const std::string id = new_uuid();
    return {id, ticket, r, payee, 122750, 24550, {id, payee, "004512", "banesco", "abc", -5}, at};
  }
};

TEST_P(PaymentsRepositoryTest, WritesReadsBackAndCorrectsAReport) {
  const auto creator = make_user(), buyer = make_user();
  const auto ticket = make_ticket(make_raffle(creator), buyer, {3, 7});
  auto conn = db().acquire();
  auto write = report(ticket, creator, "2030-01-01T00:00:00.000Z");
  db().transaction([&](Connection& c) {
    PaymentsRepository::insert(c, write);
    PaymentsRepository::set_flags(c, write.id, {{"reference", "earlier", std::nullopt}, {"similar_image", "x", 6}});
  });

  const auto read = PaymentsRepository::of_ticket(*conn, ticket);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->id, write.id);
  EXPECT_EQ(read->amount_cents, 120000);
  EXPECT_EQ(read->currency, "VES");
  EXPECT_EQ(read->expected_amount_cents, 122750);
  EXPECT_EQ(read->exchange_rate_cents, 24550);
  EXPECT_EQ(read->reference, "Ref. 00-4512");
  EXPECT_EQ(read->screenshot_path, "u/payment-screenshots/1.png");
  EXPECT_EQ(read->payment_method_id, std::nullopt);
  EXPECT_EQ(read->verification_status, "pending");
  EXPECT_EQ(read->payee_id, creator);
  ASSERT_EQ(read->duplicate_flags.size(), 2U);
  EXPECT_EQ(read->duplicate_flags[0].kind, "reference");
  EXPECT_EQ(read->duplicate_flags[0].distance, std::nullopt);
  EXPECT_EQ(read->duplicate_flags[1].payment_id, "x");
  EXPECT_EQ(read->duplicate_flags[1].distance, 6);
  EXPECT_EQ(read->created_at, "2030-01-01T00:00:00.000Z");

  // Rejected, then corrected: back to pending with the review cleared.
  db().transaction(
      [&](Connection& c) { PaymentsRepository::reject(c, write.id, creator, "2030-01-02T00:00:00.000Z", "No"); });
  const auto rejected = PaymentsRepository::of_ticket(*conn, ticket);
  EXPECT_EQ(rejected->verification_status, "rejected");
  EXPECT_EQ(rejected->verified_by, creator);
  EXPECT_EQ(rejected->verification_notes, "No");
  write.report.reference = std::nullopt;
  write.report.currency = "USD";
  write.rate_cents = std::nullopt;
  write.now = "2030-01-03T00:00:00.000Z";
  db().transaction([&](Connection& c) { PaymentsRepository::update(c, write); });
  const auto corrected = PaymentsRepository::of_ticket(*conn, ticket);
  EXPECT_EQ(corrected->verification_status, "pending");
  EXPECT_EQ(corrected->verified_by, std::nullopt);
  EXPECT_EQ(corrected->verification_notes, std::nullopt);
  EXPECT_EQ(corrected->reference, std::nullopt);
  EXPECT_EQ(corrected->exchange_rate_cents, std::nullopt);
  EXPECT_EQ(corrected->created_at, "2030-01-01T00:00:00.000Z");
  EXPECT_EQ(corrected->updated_at, "2030-01-03T00:00:00.000Z");

  const auto t = PaymentsRepository::ticket(*conn, ticket);
  ASSERT_TRUE(t);
  EXPECT_EQ(t->numbers, (std::vector<std::int64_t>{3, 7}));
  EXPECT_EQ(t->creator_id, creator);
  EXPECT_EQ(t->user_id, buyer);
  EXPECT_FALSE(t->sales_closed);
  EXPECT_EQ(t->creator_rate_cents, std::nullopt);
}

TEST_P(PaymentsRepositoryTest, StopsOnlyALiveHold) {
  const auto creator = make_user(), buyer = make_user();
  const auto raffle = make_raffle(creator);
  const auto live = make_ticket(raffle, buyer, {1}), ended = make_ticket(raffle, buyer, {2});
  db().query("UPDATE tickets SET expires_at = ? WHERE id = ?", {std::string("2030-01-01T01:00:00.000Z"), live});
  db().query("UPDATE tickets SET expires_at = ? WHERE id = ?", {std::string("2029-12-31T23:00:00.000Z"), ended});
  const std::string now = "2030-01-01T00:00:00.000Z";
  db().transaction([&](Connection& c) {
    EXPECT_TRUE(PaymentsRepository::stop_hold(c, live, now));
    EXPECT_FALSE(PaymentsRepository::stop_hold(c, ended, now));
  });
  EXPECT_TRUE(db().query("SELECT expires_at FROM tickets WHERE id = ?", {live}).first().is_null("expires_at"));
  EXPECT_FALSE(db().query("SELECT expires_at FROM tickets WHERE id = ?", {ended}).first().is_null("expires_at"));
}

TEST_P(PaymentsRepositoryTest, PendingPageOldestFirstWithTypedTickets) {
  const auto creator = make_user(), other = make_user(), buyer = make_user();
  const auto raffle = make_raffle(creator), second = make_raffle(creator), others = make_raffle(other);
  const auto t1 = make_ticket(raffle, buyer, {1}), t2 = make_ticket(second, buyer, {2}),
             t3 = make_ticket(raffle, buyer, {3}), theirs = make_ticket(others, buyer, {4});
  db().transaction([&](Connection& c) {
    PaymentsRepository::insert(c, report(t2, creator, "2030-01-02T00:00:00.000Z"));
    PaymentsRepository::insert(c, report(t1, creator, "2030-01-01T00:00:00.000Z"));
    PaymentsRepository::insert(c, report(t3, creator, "2030-01-03T00:00:00.000Z"));
    PaymentsRepository::insert(c, report(theirs, other, "2030-01-01T00:00:00.000Z"));
  });
  auto conn = db().acquire();
  const auto page = PaymentsRepository::pending(*conn, creator, {0, 2}, std::nullopt);
  EXPECT_EQ(page.count, 3);
  ASSERT_EQ(page.items.size(), 2U);
  EXPECT_EQ(page.items[0].first.ticket_id, t1);
  EXPECT_EQ(page.items[0].second.ticket.id, t1);
  EXPECT_EQ(page.items[0].second.ticket.numbers, (std::vector<std::int64_t>{1}));
  EXPECT_EQ(page.items[0].second.ticket.payment_status, "pending");
  EXPECT_EQ(page.items[0].second.raffle.id, raffle);
  EXPECT_EQ(page.items[1].first.ticket_id, t2);
  EXPECT_EQ(page.items[1].second.raffle.id, second);

  const auto of_raffle = PaymentsRepository::pending(*conn, creator, {0, 16}, raffle);
  EXPECT_EQ(of_raffle.count, 2);
  ASSERT_EQ(of_raffle.items.size(), 2U);
  EXPECT_EQ(of_raffle.items[1].first.ticket_id, t3);

  EXPECT_TRUE(PaymentsRepository::creates_raffles(*conn, creator));
  EXPECT_FALSE(PaymentsRepository::creates_raffles(*conn, buyer));
}

INSTANTIATE_TEST_SUITE_P(Dialects, PaymentsRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
