// The tickets repository on both databases: a sale recorded as the purchase records it is read back
// by the purchase's one-round-trip read (the raffle and buyer, the taken numbers, the earlier
// purchase with the key, the live holds), freed as a cancellation frees it, listed with its raffle,
// and found and claimed by the hold jobs' queries; check-data's queries see a broken counter.
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "features/tickets/data_check_repository.hpp"
#include "features/tickets/tickets_repository.hpp"

namespace rifa::db::testing {
namespace {

namespace tickets = features::tickets;
using tickets::TicketsRepository;

constexpr const char* kNow = "2030-01-10T12:00:00.000Z";

class TicketsRepositoryTest : public DbTest {
 protected:
  void SetUp() override {
    DbTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    creator_ = make_user("Ana Creadora");
    buyer_ = make_user("Beto Comprador");
    raffle_ = make_raffle(creator_);
  }

  // A sale of `numbers` by buyer_, recorded as the purchase records it.
  tickets::Ticket sell(const std::vector<std::int64_t>& numbers, const std::string& key, bool sold_out = false,
                       const std::string& expires_at = "2030-01-10T12:30:00.000Z") {
    tickets::NewSale sale;
    tickets::Ticket& t = sale.ticket;
    t.id = new_uuid();
    t.raffle_id = raffle_;
    t.user_id = buyer_;
    t.numbers = numbers;
    t.status = "pending";
    t.price_cents = 250 * static_cast<std::int64_t>(numbers.size());
    t.buyer_name = "Beto Comprador";
    t.buyer_email = "beto@example.com";
    t.buyer_phone = "0414-123 45 67";
    t.expires_at = expires_at;
    t.receipt_code = "RC" + t.id.substr(0, 6);
    t.purchase_date = t.created_at = t.updated_at = kNow;
    if (!key.empty()) sale.idempotency_key = key;
    sale.sold_out = sold_out;
    db().transaction([&](Connection& conn) { TicketsRepository::record_sale(conn, sale); });
    return t;
  }

  tickets::PurchaseReads read(const std::vector<std::int64_t>& numbers, const std::string& key) {
    tickets::PurchaseQuery q{raffle_,      numbers,           false,        buyer_,      std::nullopt,
                             std::nullopt, std::string(kNow), std::nullopt, std::nullopt};
    if (!key.empty()) q.previous = tickets::PurchaseKey{false, buyer_, key};
    tickets::PurchaseReads out;
    db().transaction([&](Connection& conn) { out = TicketsRepository::read_purchase(conn, q); });
    return out;
  }

  std::string creator_, buyer_, raffle_;
};

TEST_P(TicketsRepositoryTest, AReadOfAPurchaseSeesTheSalesRecordedBefore) {
  const auto before = read({1}, "");
  ASSERT_TRUE(before.raffle);
  EXPECT_EQ(before.raffle->creator_id, creator_);
  EXPECT_EQ(before.raffle->buyer_id, buyer_);
  EXPECT_EQ(before.raffle->buyer_name, "Beto Comprador");
  EXPECT_FALSE(before.raffle->session_id);  // none asked for
  EXPECT_EQ(before.raffle->sold_tickets, 0);
  EXPECT_TRUE(before.taken.empty());
  EXPECT_EQ(before.held, 0);

  const auto sold = sell({3, 1}, "key-1");
  const auto after = read({0, 1, 3}, "key-1");
  EXPECT_EQ(after.raffle->sold_tickets, 2);
  EXPECT_EQ(after.raffle->numbers_version, before.raffle->numbers_version + 1);
  EXPECT_EQ(after.raffle->status, "active");
  EXPECT_EQ(after.taken, (std::vector<std::int64_t>{1, 3}));
  EXPECT_EQ(after.held, 1);  // a live hold without a payment report
  ASSERT_TRUE(after.previous);
  EXPECT_EQ(after.previous->id, sold.id);
  EXPECT_EQ(after.previous->numbers, (std::vector<std::int64_t>{3, 1}));
  EXPECT_EQ(after.previous->expires_at, sold.expires_at);
  EXPECT_FALSE(after.previous->payment_status);
  EXPECT_FALSE(after.previous->rating);
  EXPECT_FALSE(read({0}, "key-2").previous);

  {
    auto conn = db().acquire();
    EXPECT_EQ(TicketsRepository::taken_among(*conn, raffle_, {0, 1, 2, 3}), (std::vector<std::int64_t>{1, 3}));
    EXPECT_EQ(TicketsRepository::previous_purchase(*conn, {false, buyer_, "key-1"})->id, sold.id);
    EXPECT_FALSE(TicketsRepository::previous_purchase(*conn, {true, buyer_, "key-1"}));  // not a counter sale
    EXPECT_TRUE(TicketsRepository::profile_exists(*conn, buyer_));
    EXPECT_FALSE(TicketsRepository::session_exists(*conn, new_uuid()));
  }

  // A number sold twice fails the primary key, and nothing of that sale is left.
  EXPECT_THROW(sell({2, 3}, ""), UniqueViolation);
  EXPECT_EQ(read({2}, "").taken, std::vector<std::int64_t>{});
  EXPECT_EQ(read({2}, "").raffle->sold_tickets, 2);
}

TEST_P(TicketsRepositoryTest, TheLastNumberTurnsTheRaffleWaitingAndACancellationReopensIt) {
  const auto t = sell({0, 1, 2, 3}, "", true);  // the purchase says when the last number sold
  EXPECT_EQ(read({0}, "").raffle->status, "waiting");

  tickets::RaffleCounters after;
  db().transaction([&](Connection& conn) { after = TicketsRepository::release_numbers(conn, raffle_, t.id, kNow); });
  EXPECT_EQ(after.sold_tickets, 0);
  EXPECT_EQ(after.status, "active");
  auto conn = db().acquire();
  EXPECT_TRUE(TicketsRepository::taken_numbers(*conn, raffle_).empty());
  EXPECT_EQ(TicketsRepository::numbers_version(*conn, raffle_)->numbers_version, after.numbers_version);
  EXPECT_EQ(TicketsRepository::numbers_version(*conn, raffle_)->total_tickets, 100);
  EXPECT_FALSE(TicketsRepository::numbers_version(*conn, raffle_)->blocked);
  conn->query("UPDATE raffles SET is_blocked = TRUE WHERE id = ?", {raffle_});  // moderation
  EXPECT_TRUE(TicketsRepository::numbers_version(*conn, raffle_)->blocked);
  EXPECT_FALSE(TicketsRepository::numbers_version(*conn, new_uuid()));
}

TEST_P(TicketsRepositoryTest, ListsTicketsWithTheirRaffleNewestFirst) {
  TicketsRepository repo(db());
  const auto first = sell({0}, "");
  const auto second = sell({1}, "");
  db().query("UPDATE tickets SET created_at = ? WHERE id = ?", {std::string("2030-01-10T12:00:01.000Z"), second.id});
  db().transaction([&](Connection& conn) { TicketsRepository::mark_paid(conn, first.id, creator_, kNow); });

  tickets::TicketQuery all{Page{0, 10}, std::nullopt, std::nullopt};
  const auto mine = repo.of_buyer(buyer_, all);
  ASSERT_EQ(mine.count, 2);
  ASSERT_EQ(mine.data.size(), 2U);
  EXPECT_EQ(mine.data[0].ticket.id, second.id);
  EXPECT_EQ(mine.data[0].raffle.id, raffle_);
  EXPECT_EQ(mine.data[0].raffle.creator_id, creator_);
  EXPECT_EQ(mine.data[0].raffle.total_tickets, 100);
  EXPECT_EQ(mine.data[0].raffle.lottery, "nacional");
  EXPECT_FALSE(mine.data[0].raffle.winner_number);

  tickets::TicketQuery paid{Page{0, 10}, std::string("paid"), std::nullopt};
  const auto sales = repo.of_creator(creator_, paid);
  ASSERT_EQ(sales.count, 1);
  EXPECT_EQ(sales.data[0].ticket.id, first.id);
  EXPECT_EQ(sales.data[0].ticket.status, "paid");
  EXPECT_FALSE(sales.data[0].ticket.expires_at);  // paying ends the hold

  const auto page = repo.of_raffle(raffle_, tickets::TicketQuery{Page{1, 1}, std::nullopt, std::nullopt});
  EXPECT_EQ(page.count, 2);
  ASSERT_EQ(page.data.size(), 1U);
  EXPECT_EQ(page.data[0].id, first.id);
  EXPECT_EQ(repo.of_buyer(creator_, all).count, 0);

  EXPECT_EQ(repo.with_raffle(second.id)->ticket.buyer_phone, "0414-123 45 67");
  EXPECT_FALSE(repo.with_raffle(new_uuid()));
  EXPECT_EQ(repo.raffle_creator(raffle_), creator_);
}

TEST_P(TicketsRepositoryTest, TheHoldJobsFindAndClaimEachHoldOnce) {
  TicketsRepository repo(db());
  const auto ending = sell({0}, "", false, "2030-01-10T12:05:00.000Z");
  const auto later = sell({1}, "", false, "2030-01-10T14:00:00.000Z");

  const auto due = repo.due_holds("2030-01-10T12:05:00.000Z", 10);
  ASSERT_EQ(due.size(), 1U);
  EXPECT_EQ(due[0].ticket_id, ending.id);
  EXPECT_EQ(due[0].raffle_id, raffle_);
  EXPECT_EQ(repo.longest_reservation(), 1440);

  // The reminder: a day's reservation has a lead of 2 hours; the horizon stops the scan first.
  const auto remind = repo.holds_to_remind(kNow, "2030-01-10T12:07:00.000Z", 10);
  ASSERT_EQ(remind.size(), 1U);
  EXPECT_EQ(remind[0].ticket_id, ending.id);
  db().transaction([&](Connection& conn) {
    const auto claimed = TicketsRepository::claim_reminder(conn, ending.id, kNow);
    ASSERT_TRUE(claimed);
    EXPECT_EQ(claimed->expires_at, "2030-01-10T12:05:00.000Z");
    EXPECT_FALSE(TicketsRepository::claim_reminder(conn, ending.id, kNow));  // once
  });
  EXPECT_TRUE(repo.holds_to_remind(kNow, "2030-01-10T12:07:00.000Z", 10).empty());

  db().transaction([&](Connection& conn) {
    const auto raffle = TicketsRepository::raffle_for_expiry(conn, raffle_);
    ASSERT_TRUE(raffle);
    EXPECT_EQ(raffle->creator_id, creator_);
    EXPECT_FALSE(raffle->sales_closed);
    EXPECT_FALSE(TicketsRepository::claim_expired(conn, later.id, "2030-01-10T12:05:00.000Z",
                                                  raffle->end_date));  // still running
    const auto claimed =
        TicketsRepository::claim_expired(conn, ending.id, "2030-01-10T12:05:00.000Z", raffle->end_date);
    ASSERT_TRUE(claimed);
    EXPECT_EQ(claimed->numbers, std::vector<std::int64_t>{0});
    EXPECT_EQ(claimed->buyer_name, "Beto Comprador");
    EXPECT_FALSE(
        TicketsRepository::claim_expired(conn, ending.id, "2030-01-10T12:05:00.000Z", raffle->end_date));  // once
  });
  EXPECT_TRUE(repo.due_holds("2030-01-10T12:05:00.000Z", 10).empty());
}

TEST_P(TicketsRepositoryTest, DataCheckQueriesFindABrokenCounter) {
  sell({0, 1}, "");
  tickets::DataCheckRepository repo(db());
  EXPECT_TRUE(repo.sold_tickets(10).empty());
  EXPECT_TRUE(repo.ticket_numbers(10).empty());
  db().query("UPDATE raffles SET sold_tickets = 3 WHERE id = ?", {raffle_});
  const auto problems = repo.sold_tickets(10);
  ASSERT_EQ(problems.size(), 1U);
  EXPECT_EQ(problems[0][0].first, "raffle_id");
  EXPECT_EQ(std::get<std::string>(problems[0][0].second), raffle_);
  EXPECT_EQ(repo.counts().ticket_numbers, 2);
  EXPECT_EQ(repo.counts().live_tickets, 1);
}

INSTANTIATE_TEST_SUITE_P(Dialects, TicketsRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
