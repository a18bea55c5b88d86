// Holds on both databases: a purchase holds its numbers until expires_at; the expiry job frees them
// exactly like a cancellation and tells buyer and creator, once, with several runners at once, and
// never a ticket whose payment is under review; the reminder goes out once per hold; the hoarding
// limit; the buyer cannot cancel while a report is under review; marking paid verifies the report.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "common/errors.hpp"
#include "common/time.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"
#include "features/tickets/hold_jobs.hpp"
#include "features/tickets/tickets_service.hpp"
#include "notifier_fixture.hpp"

namespace rifa::db::testing {
namespace {

namespace tickets = features::tickets;
namespace notifications = features::notifications;
using nlohmann::json;

class HoldsTest : public NotifierTest {
 protected:
  void SetUp() override {
    NotifierTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    service_ = std::make_unique<tickets::TicketsService>(db(), *bus_, *notifier_,
                                                         tickets::TicketsOptions{.max_pending_holds = 2});
    creator_ = make_user("Ana Creadora");
    buyer_ = make_user("Beto Comprador");
    raffle_ = make_raffle(creator_);
  }
  void TearDown() override {
    service_.reset();
    NotifierTest::TearDown();
  }

  json buy(const std::string& user, const std::vector<std::int64_t>& numbers, const std::string& key = "") {
    return tickets::to_json(service_->buy(user, raffle_, numbers, key).ticket);
  }
  int expire(const std::string& now) { return tickets::expire_holds(db(), *bus_, *notifier_, *service_, now); }
  int remind(const std::string& now) { return tickets::remind_expiring_holds(db(), *bus_, *notifier_, now); }

  Row ticket(const std::string& id) {
    return db().query("SELECT status, expires_at, reminded_at FROM tickets WHERE id = ?", {id}).first();
  }
  Row raffle_row() {
    return db().query("SELECT status, sold_tickets, numbers_version FROM raffles WHERE id = ?", {raffle_}).first();
  }
  // What a payment report does to a ticket (the payments feature): a pending report, the clock stopped.
  void report_payment(const std::string& ticket_id, const std::string& status = "pending") {
    db().transaction([&](Connection& c) {
      c.query(
          "INSERT INTO payment_details (id, ticket_id, method, amount_cents, verification_status) "
          "VALUES (?, ?, 'pago_movil', 250, ?)",
          {new_uuid(), ticket_id, status});
      c.query("UPDATE tickets SET expires_at = NULL WHERE id = ?", {ticket_id});
    });
  }

  // `text` moved by `minutes` (negative: earlier).
  static std::string shifted(const std::string& text, int minutes) {
    return to_rfc3339(*parse_rfc3339(text) + std::chrono::minutes(minutes));
  }
  static std::string plus_seconds(const std::string& text, int seconds) {
    return to_rfc3339(*parse_rfc3339(text) + std::chrono::seconds(seconds));
  }

  std::unique_ptr<tickets::TicketsService> service_;
  std::string creator_, buyer_, raffle_;
};

TEST_P(HoldsTest, PurchaseHoldsForTheRafflesReservationTime) {
  db().query("UPDATE raffles SET reservation_minutes = 90 WHERE id = ?", {raffle_});
  const auto before = std::chrono::system_clock::now();
  const json t = buy(buyer_, {7, 21});
  const auto after = std::chrono::system_clock::now();
  ASSERT_TRUE(t["expires_at"].is_string());
  EXPECT_TRUE(t["payment_status"].is_null());
  const auto expires = *parse_rfc3339(t["expires_at"].get<std::string>());
  EXPECT_GE(expires, std::chrono::floor<std::chrono::milliseconds>(before) + std::chrono::minutes(90));
  EXPECT_LE(expires, after + std::chrono::minutes(90));
  EXPECT_EQ(t["expires_at"], ticket(t["id"]).text("expires_at"));
}

TEST_P(HoldsTest, ExpiryFreesTheNumbersLikeACancellationAndTellsBothSides) {
  // The whole raffle in one hold: it turns `waiting`, and expiry reopens it.
  std::vector<std::int64_t> all;
  for (std::int64_t n = 0; n < 100; ++n) all.push_back(n);
  const json t = buy(buyer_, all);
  const std::string id = t["id"];
  const std::string expires_at = t["expires_at"];
  ASSERT_EQ(raffle_row().text("status"), "waiting");
  const auto version = raffle_row().integer("numbers_version");

  EXPECT_EQ(expire(plus_seconds(expires_at, -1)), 0);  // not yet
  EXPECT_EQ(ticket(id).text("status"), "pending");

  EXPECT_EQ(expire(expires_at), 1);
  EXPECT_EQ(ticket(id).text("status"), "cancelled");
  EXPECT_TRUE(ticket(id).is_null("expires_at"));
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ?", {raffle_}), 0);
  const Row raffle = raffle_row();
  EXPECT_EQ(raffle.text("status"), "active");
  EXPECT_EQ(raffle.integer("sold_tickets"), 0);
  EXPECT_EQ(raffle.integer("numbers_version"), version + 1);

  for (const auto& user : {buyer_, creator_}) {
    const auto n = db().query("SELECT title, message, data FROM notifications WHERE user_id = ? AND type = ?",
                              {user, std::string("ticket_cancelled")});
    ASSERT_EQ(n.rows.size(), 1u) << user;
    const json data = json::parse(n.first().text("data"));
    EXPECT_EQ(data["reason"], "expired");
    EXPECT_EQ(data["ticket_id"], id);
    EXPECT_EQ(n.first().text("title"), "Reserva vencida");
  }
  const auto to_creator = db().query("SELECT message FROM notifications WHERE user_id = ?", {creator_});
  bool names_buyer = false;
  for (const auto& row : to_creator.rows)
    names_buyer |= row.text("message").find("Beto Comprador") != std::string::npos;
  EXPECT_TRUE(names_buyer);

  if (is_sqlite()) {
    // Realtime after commit (PostgreSQL delivers through LISTEN instead).
    bool numbers_event = false, reopened = false;
    for (const auto& e : delivered()) {
      if (e.name == "raffle.numbers" && e.payload["numbers_version"] == version + 1) {
        numbers_event = true;
        EXPECT_EQ(e.payload["freed"].size(), 100u);
      }
      if (e.name == "raffle.status" && e.payload["status"] == "active") reopened = true;
    }
    EXPECT_TRUE(numbers_event);
    EXPECT_TRUE(reopened);
  }

  // Done once: a later run finds nothing, and the numbers can be bought again.
  EXPECT_EQ(expire(shifted(expires_at, 60)), 0);
  EXPECT_EQ(notifications_of(buyer_, "ticket_cancelled"), 1);
  EXPECT_EQ(buy(make_user(), {7})["status"], "pending");
}

TEST_P(HoldsTest, SeveralRunnersAtOnceExpireEachHoldOnce) {
  std::vector<std::string> ids;
  std::string latest;
  for (std::int64_t n = 0; n < 12; ++n) {
    const json t = buy(make_user(), {n});
    ids.push_back(t["id"]);
    latest = std::max(latest, t["expires_at"].get<std::string>());
  }
  std::atomic<int> total{0};
  std::vector<std::thread> runners;
  for (int i = 0; i < 4; ++i) runners.emplace_back([&] { total += expire(latest); });
  for (auto& r : runners) r.join();
  EXPECT_EQ(total.load(), 12);
  EXPECT_EQ(count("tickets", "raffle_id = ? AND status = 'cancelled'", {raffle_}), 12);
  EXPECT_EQ(count("notifications", "user_id = ? AND type = 'ticket_cancelled'", {creator_}), 12);
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ?", {raffle_}), 0);
  const Row raffle = raffle_row();
  EXPECT_EQ(raffle.integer("sold_tickets"), 0);
  EXPECT_EQ(raffle.integer("numbers_version"), 24);  // 12 purchases, 12 expiries
}

TEST_P(HoldsTest, AReportedOrPaidTicketOrAClosedRaffleIsNotExpired) {
  const json reported = buy(buyer_, {1});
  const json paid = buy(buyer_, {2});
  const std::string later = shifted(reported["expires_at"], 60);
  report_payment(reported["id"]);
  service_->set_status(creator_, paid["id"], "paid");
  EXPECT_EQ(expire(later), 0);
  EXPECT_EQ(ticket(reported["id"]).text("status"), "pending");
  EXPECT_EQ(ticket(paid["id"]).text("status"), "paid");
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ?", {raffle_}), 2);

  // A rejected report reopens the clock: the fresh hold expires like any other.
  db().query("UPDATE payment_details SET verification_status = 'rejected' WHERE ticket_id = ?",
             {reported["id"].get<std::string>()});
  db().query("UPDATE tickets SET expires_at = ? WHERE id = ?", {shifted(later, 30), reported["id"].get<std::string>()});
  EXPECT_EQ(expire(later), 0);
  EXPECT_EQ(expire(shifted(later, 30)), 1);

  // Holds in a cancelled raffle stay as they are.
  const json held = buy(buyer_, {3});
  db().query("UPDATE raffles SET status = 'cancelled' WHERE id = ?", {raffle_});
  EXPECT_EQ(expire(shifted(held["expires_at"], 1)), 0);
  EXPECT_EQ(ticket(held["id"]).text("status"), "pending");
}

TEST_P(HoldsTest, TheReminderGoesOutOnceWhenAQuarterOfTheWindowIsLeft) {
  EXPECT_EQ(tickets::reminder_lead_minutes(15), 5);
  EXPECT_EQ(tickets::reminder_lead_minutes(60), 15);
  EXPECT_EQ(tickets::reminder_lead_minutes(1440), 120);
  EXPECT_EQ(tickets::reminder_lead_minutes(4320), 120);

  db().query("UPDATE raffles SET reservation_minutes = 60 WHERE id = ?", {raffle_});
  const json t = buy(buyer_, {7, 21});
  const std::string expires_at = t["expires_at"];
  EXPECT_EQ(remind(shifted(expires_at, -20)), 0);  // 20 minutes left: more than a quarter
  EXPECT_EQ(notifications_of(buyer_, "hold_expiring"), 0);

  std::atomic<int> total{0};
  std::vector<std::thread> runners;
  for (int i = 0; i < 3; ++i) runners.emplace_back([&] { total += remind(shifted(expires_at, -10)); });
  for (auto& r : runners) r.join();
  EXPECT_EQ(total.load(), 1);
  const auto n = db().query("SELECT message, priority, data FROM notifications WHERE user_id = ? AND type = ?",
                            {buyer_, std::string("hold_expiring")});
  ASSERT_EQ(n.rows.size(), 1u);
  EXPECT_EQ(n.first().text("priority"), "high");
  EXPECT_NE(n.first().text("message").find("07 y 21"), std::string::npos);
  EXPECT_NE(n.first().text("message").find("«Rifa de prueba»"), std::string::npos);
  EXPECT_NE(n.first().text("message").find("vence en 10 minutos"), std::string::npos);
  EXPECT_EQ(json::parse(n.first().text("data"))["ticket_id"], t["id"]);

  EXPECT_EQ(remind(shifted(expires_at, -5)), 0);      // once
  EXPECT_EQ(remind(plus_seconds(expires_at, 1)), 0);  // never after the end
  // A fresh hold (a rejected report) gets its own reminder.
  db().query("UPDATE tickets SET expires_at = ?, reminded_at = NULL WHERE id = ?",
             {shifted(expires_at, 60), t["id"].get<std::string>()});
  EXPECT_EQ(remind(shifted(expires_at, 50)), 1);
  EXPECT_EQ(notifications_of(buyer_, "hold_expiring"), 2);
}

TEST_P(HoldsTest, TheJobsReadTheHoldsIndexNotEveryTicketOfTheOpenRaffles) {
  if (db().dialect() != Dialect::sqlite) GTEST_SKIP() << "PostgreSQL plans from its statistics";
  for (const std::string& rest : {"AND t.expires_at <= ? ORDER BY t.expires_at LIMIT 10",
                                  "AND t.expires_at > ? ORDER BY t.expires_at LIMIT 10"}) {
    std::string plan;
    for (const auto& row :
         db().query("EXPLAIN QUERY PLAN " + tickets::TicketsRepository::open_holds(Dialect::sqlite) + rest,
                    {std::string("2026-11-24T00:00:00.000Z")})
             .rows) {
      plan += row.text("detail") + "\n";
    }
    EXPECT_NE(plan.find("tickets_hold_expiry_idx"), std::string::npos) << plan;
    EXPECT_EQ(plan.find("tickets_raffle_idx"), std::string::npos) << plan;
    EXPECT_EQ(plan.find("TEMP B-TREE"), std::string::npos) << plan;
  }
}

TEST_P(HoldsTest, AReportedTicketIsNotReminded) {
  const json t = buy(buyer_, {4});
  report_payment(t["id"]);
  EXPECT_EQ(remind(shifted(t["expires_at"], -1)), 0);
}

TEST_P(HoldsTest, ABuyerMayKeepOnlyTheConfiguredNumberOfUnreportedHolds) {
  const json first = buy(buyer_, {1}, "key-1");
  buy(buyer_, {2});
  try {
    buy(buyer_, {3});
    FAIL() << "a third hold was allowed";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 409);
    EXPECT_EQ(e.code(), "too_many_holds");
    EXPECT_STREQ(e.what(),
                 "Ya tienes 2 reservas sin pagar en esta rifa. Reporta su pago o cancélalas antes de reservar más.");
  }
  EXPECT_EQ(count("ticket_numbers", "number = 3"), 0);
  // A replay of a purchase already made is not a new hold.
  EXPECT_EQ(tickets::to_json(service_->buy(buyer_, raffle_, {1}, "key-1").ticket)["id"], first["id"]);
  // Another buyer is not limited by them.
  buy(creator_, {3});
  // A reported hold no longer counts; neither does a cancelled one.
  report_payment(first["id"]);
  const json third = buy(buyer_, {4});
  service_->set_status(buyer_, third["id"], "cancelled");
  EXPECT_EQ(buy(buyer_, {5})["status"], "pending");
}

TEST_P(HoldsTest, TheBuyerCannotCancelWhileTheReportIsUnderReviewAndPayingVerifiesIt) {
  const json t = buy(buyer_, {9});
  const std::string id = t["id"];
  report_payment(id);
  EXPECT_EQ(service_->get(buyer_, id).ticket.payment_status, "pending");
  try {
    service_->set_status(buyer_, id, "cancelled");
    FAIL() << "cancelled under review";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.code(), "payment_under_review");
    EXPECT_STREQ(e.what(), "Tu pago está en revisión; no puedes cancelar este ticket");
  }
  EXPECT_EQ(ticket(id).text("status"), "pending");

  const json paid = tickets::to_json(service_->set_status(creator_, id, "paid"));
  EXPECT_EQ(paid["status"], "paid");
  EXPECT_EQ(paid["payment_status"], "verified");
  EXPECT_TRUE(paid["expires_at"].is_null());
  const Row report =
      db().query("SELECT verified_by, verified_at FROM payment_details WHERE ticket_id = ?", {id}).first();
  EXPECT_EQ(report.text("verified_by"), creator_);
  EXPECT_FALSE(report.is_null("verified_at"));

  // Cancelling ends the hold too; a rejected report does not stop the buyer from cancelling.
  const json other = buy(buyer_, {10});
  report_payment(other["id"], "rejected");
  const json cancelled = tickets::to_json(service_->set_status(buyer_, other["id"], "cancelled"));
  EXPECT_EQ(cancelled["status"], "cancelled");
  EXPECT_TRUE(cancelled["expires_at"].is_null());
  EXPECT_EQ(cancelled["payment_status"], "rejected");
}

INSTANTIATE_TEST_SUITE_P(Dialects, HoldsTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
