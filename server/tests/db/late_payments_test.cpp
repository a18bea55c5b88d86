// Late payments on both databases (issue 34 part 4): the creator reinstates a ticket whose hold
// expired when its numbers are still free (one transaction; 409 names the numbers sold since; a
// number is never sold twice, also when a purchase of it races the reinstatement), and a buyer whose
// report was rejected and who is correcting it when sales close keeps her numbers in the sealed list
// as pending, can correct and be verified until the draw.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "common/errors.hpp"
#include "common/time.hpp"
#include "features/draw/seal_job.hpp"
#include "features/payments/payments_service.hpp"
#include "features/tickets/hold_jobs.hpp"
#include "features/tickets/tickets_service.hpp"
#include "notifier_fixture.hpp"
#include "storage/object_store.hpp"

namespace rifa::db::testing {
namespace {

namespace tickets = features::tickets;
namespace payments = features::payments;
using nlohmann::json;

constexpr const char* kEnd = "2030-06-30T20:00:00.000Z";  // make_raffle's end date

class LatePaymentsTest : public NotifierTest {
 protected:
  void SetUp() override {
    NotifierTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    store_ = std::make_unique<storage::ObjectStore>(db(), "secret-for-tests");
    tickets_ = std::make_unique<tickets::TicketsService>(db(), *bus_, *notifier_);
    payments_ = std::make_unique<payments::PaymentsService>(db(), *bus_, *notifier_, *store_, *tickets_);
    creator_ = make_user("Ana Creadora");
    buyer_ = make_user("Beto Comprador");
    raffle_ = make_raffle(creator_);
  }
  void TearDown() override {
    payments_.reset();
    tickets_.reset();
    store_.reset();
    NotifierTest::TearDown();
  }

  tickets::Ticket buy(const std::string& user, const std::vector<std::int64_t>& numbers) {
    return tickets_->buy(user, raffle_, numbers, "").ticket;
  }
  // Buys `numbers` for the buyer and lets the hold expire through the job.
  std::string expired(const std::vector<std::int64_t>& numbers) {
    const auto t = buy(buyer_, numbers);
    EXPECT_GE(tickets::expire_holds(db(), *bus_, *notifier_, *tickets_, *t.expires_at), 1);
    EXPECT_EQ(ticket(t.id).text("status"), "cancelled");
    return t.id;
  }
  Row ticket(const std::string& id) {
    return db().query("SELECT status, expires_at, expired_at, reminded_at FROM tickets WHERE id = ?", {id}).first();
  }
  Row raffle_row() {
    return db().query("SELECT status, sold_tickets, numbers_version FROM raffles WHERE id = ?", {raffle_}).first();
  }
  std::string refused_code(const std::function<void()>& call) {
    try {
      call();
    } catch (const ApiError& e) {
      return e.code();
    }
    return "";
  }

  std::unique_ptr<storage::ObjectStore> store_;
  std::unique_ptr<tickets::TicketsService> tickets_;
  std::unique_ptr<payments::PaymentsService> payments_;
  std::string creator_, buyer_, raffle_;
};

TEST_P(LatePaymentsTest, TheCreatorReinstatesAnExpiredHoldWhoseNumbersAreFree) {
  const std::string id = expired({7, 21});
  ASSERT_EQ(ticket(id).text("status"), "cancelled");
  EXPECT_FALSE(ticket(id).is_null("expired_at"));
  const auto version = raffle_row().integer("numbers_version");

  const auto before = std::chrono::system_clock::now();
  const tickets::Ticket back = tickets_->reinstate(creator_, id);
  EXPECT_EQ(back.status, "pending");
  EXPECT_FALSE(back.expired_at.has_value());
  ASSERT_TRUE(back.expires_at.has_value());
  // A new hold of the raffle's reservation time (24 h by default).
  EXPECT_GE(*parse_rfc3339(*back.expires_at),
            std::chrono::floor<std::chrono::milliseconds>(before) + std::chrono::minutes(1440));
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ? AND ticket_id = ?", {raffle_, id}), 2);
  const Row raffle = raffle_row();
  EXPECT_EQ(raffle.integer("sold_tickets"), 2);
  EXPECT_EQ(raffle.integer("numbers_version"), version + 1);
  EXPECT_TRUE(ticket(id).is_null("reminded_at"));

  // The buyer is told, in the app and by e-mail (high priority: the outbox).
  const auto n = db().query("SELECT title, message, data, priority FROM notifications WHERE user_id = ? AND type = ?",
                            {buyer_, std::string("ticket_reinstated")});
  ASSERT_EQ(n.rows.size(), 1u);
  EXPECT_EQ(n.first().text("title"), "Ticket reactivado");
  EXPECT_NE(n.first().text("message").find("07 y 21"), std::string::npos) << n.first().text("message");
  EXPECT_EQ(json::parse(n.first().text("data"))["expires_at"], *back.expires_at);
  EXPECT_EQ(n.first().text("priority"), "high");
  EXPECT_EQ(count("mail_outbox", "subject LIKE ?", {std::string("%Ticket reactivado%")}), 1);

  // The numbers are the buyer's again: nobody else can buy them, and the buyer can report.
  EXPECT_EQ(refused_code([&] { buy(make_user(), {21}); }), "numbers_unavailable");
  payments::PaymentReport cash;
  cash.method = "efectivo";
  cash.amount_cents = 500;
  EXPECT_EQ(payments_->report(buyer_, id, cash).payment.verification_status, "pending");
  EXPECT_EQ(payments_->verify(creator_, id).payment.verification_status, "verified");
}

TEST_P(LatePaymentsTest, OnlyTheCreatorOnlyAnExpiredHoldOnlyWhileTheRaffleSells) {
  const std::string id = expired({3});
  EXPECT_EQ(refused_code([&] { tickets_->reinstate(buyer_, id); }), "forbidden");
  EXPECT_EQ(refused_code([&] { tickets_->reinstate(make_user(), id); }), "not_found");

  // Cancelled by its buyer or the creator, pending or paid: not a late payment.
  const auto by_buyer = buy(buyer_, {4});
  tickets_->set_status(buyer_, by_buyer.id, "cancelled");
  EXPECT_EQ(refused_code([&] { tickets_->reinstate(creator_, by_buyer.id); }), "not_expired");
  const auto held = buy(buyer_, {5});
  EXPECT_EQ(refused_code([&] { tickets_->reinstate(creator_, held.id); }), "not_expired");

  // The end date passed, or the list is sealed: the raffle no longer sells.
  db().query("UPDATE raffles SET end_date = ? WHERE id = ?", {std::string("2020-01-01T00:00:00.000Z"), raffle_});
  EXPECT_EQ(refused_code([&] { tickets_->reinstate(creator_, id); }), "raffle_not_active");
  db().query("UPDATE raffles SET end_date = ?, sales_closed_at = ? WHERE id = ?",
             {std::string(kEnd), now_rfc3339(), raffle_});
  EXPECT_EQ(refused_code([&] { tickets_->reinstate(creator_, id); }), "raffle_not_active");
  EXPECT_EQ(ticket(id).text("status"), "cancelled");
}

TEST_P(LatePaymentsTest, ANumberSoldSinceIsNamedAndNothingChanges) {
  const std::string id = expired({7, 21, 42});
  buy(make_user(), {21, 42});
  const auto version = raffle_row().integer("numbers_version");
  try {
    tickets_->reinstate(creator_, id);
    FAIL() << "a number sold since must refuse the reinstatement";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 409);
    EXPECT_EQ(e.code(), "numbers_unavailable");
    EXPECT_EQ(e.details()["numbers"], json::array({21, 42}));
    EXPECT_NE(std::string(e.what()).find("21 y 42"), std::string::npos) << e.what();
  }
  EXPECT_EQ(ticket(id).text("status"), "cancelled");
  EXPECT_EQ(count("ticket_numbers", "ticket_id = ?", {id}), 0);
  EXPECT_EQ(raffle_row().integer("numbers_version"), version);
  EXPECT_EQ(notifications_of(buyer_, "ticket_reinstated"), 0);
}

// The race: the creator reinstates a ticket while someone buys one of its numbers. Whatever the
// order, exactly one of them gets the number, and the counters match the rows.
TEST_P(LatePaymentsTest, AReinstatementRacingAPurchaseOfTheSameNumberSellsItOnce) {
  for (std::int64_t round = 0; round < 8; ++round) {
    const std::string id = expired({round * 2, round * 2 + 1});
    const std::string rival = make_user();
    std::atomic<int> go{0};
    bool reinstated = false, bought = false;
    std::string reinstate_error, buy_error;
    std::thread a([&] {
      ++go;
      while (go.load() < 2) std::this_thread::yield();
      try {
        tickets_->reinstate(creator_, id);
        reinstated = true;
      } catch (const ApiError& e) {
        reinstate_error = e.code();
      }
    });
    std::thread b([&] {
      ++go;
      while (go.load() < 2) std::this_thread::yield();
      try {
        buy(rival, {round * 2 + 1});
        bought = true;
      } catch (const ApiError& e) {
        buy_error = e.code();
      }
    });
    a.join();
    b.join();
    EXPECT_NE(reinstated, bought) << "round " << round;
    EXPECT_EQ(reinstated ? buy_error : reinstate_error, "numbers_unavailable");
    const auto owner =
        db().query("SELECT ticket_id FROM ticket_numbers WHERE raffle_id = ? AND number = ?", {raffle_, round * 2 + 1});
    ASSERT_EQ(owner.rows.size(), 1u);
    EXPECT_EQ(owner.first().text("ticket_id") == id, reinstated);
    EXPECT_EQ(ticket(id).text("status"), reinstated ? "pending" : "cancelled");
  }
  EXPECT_EQ(raffle_row().integer("sold_tickets"), count("ticket_numbers", "raffle_id = ?", {raffle_}));
}

// The buyer's report was rejected; she is correcting it when sales close (her correction hold runs
// past the end date, and the expiry job ticks before the seal, here ten minutes after the end). She
// stays in the sealed list as pending, corrects, and the creator verifies before the draw.
TEST_P(LatePaymentsTest, ARejectedBuyerCorrectingWhenSalesCloseKeepsHerNumbersInTheSealedList) {
  const auto t = buy(buyer_, {9});
  payments::PaymentReport cash;
  cash.method = "efectivo";
  cash.amount_cents = 250;  // the whole price: verified, the ticket is paid
  payments_->report(buyer_, t.id, cash);
  payments_->reject(creator_, t.id, "Falta el comprobante");
  ASSERT_FALSE(ticket(t.id).is_null("expires_at"));
  // Her fresh hold ends five minutes after the raffle's end; the jobs tick ten minutes after it.
  db().query("UPDATE tickets SET expires_at = ? WHERE id = ?", {std::string("2030-06-30T20:05:00.000Z"), t.id});
  const std::string tick = "2030-06-30T20:10:00.000Z";
  EXPECT_EQ(tickets::expire_holds(db(), *bus_, *notifier_, *tickets_, tick), 0);
  EXPECT_EQ(features::draw::seal_due_raffles(db(), *bus_, *notifier_, tick), 1);

  EXPECT_EQ(ticket(t.id).text("status"), "pending");
  EXPECT_TRUE(ticket(t.id).is_null("expires_at"));
  const auto seal = db().query("SELECT body FROM raffle_seals WHERE raffle_id = ?", {raffle_});
  ASSERT_EQ(seal.rows.size(), 1u);
  EXPECT_EQ(seal.first().text("body"), "09;" + t.id + ";pending\n");
  EXPECT_EQ(notifications_of(buyer_, "ticket_cancelled"), 0);

  payments::PaymentCorrection change;
  change.reference = std::optional<std::string>("778899");
  EXPECT_EQ(payments_->correct(buyer_, t.id, change).payment.verification_status, "pending");
  EXPECT_EQ(payments_->verify(creator_, t.id).payment.verification_status, "verified");
  EXPECT_EQ(ticket(t.id).text("status"), "paid");
}

// A hold that ran out before the end is still freed, not sealed.
TEST_P(LatePaymentsTest, AHoldThatRanOutBeforeTheEndIsFreedNotSealed) {
  const auto t = buy(buyer_, {11});
  db().query("UPDATE tickets SET expires_at = ? WHERE id = ?", {std::string("2030-06-30T19:55:00.000Z"), t.id});
  const std::string tick = "2030-06-30T20:10:00.000Z";
  EXPECT_EQ(tickets::expire_holds(db(), *bus_, *notifier_, *tickets_, tick), 1);
  EXPECT_EQ(features::draw::seal_due_raffles(db(), *bus_, *notifier_, tick), 1);
  EXPECT_EQ(ticket(t.id).text("status"), "cancelled");
  EXPECT_EQ(db().query("SELECT body FROM raffle_seals WHERE raffle_id = ?", {raffle_}).first().text("body"), "");
}

INSTANTIATE_TEST_SUITE_P(Dialects, LatePaymentsTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
