// The seal and the draw on both databases: several job runners at once seal each due raffle exactly
// once with the canonical text and its SHA-256, a sealed raffle's unpaid holds no longer expire, and
// two draws of the same raffle at once record one result and count one completed raffle.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "auth/crypto.hpp"
#include "common/errors.hpp"
#include "common/time.hpp"
#include "features/draw/draw_reminder_job.hpp"
#include "features/draw/draw_service.hpp"
#include "features/draw/seal_job.hpp"
#include "features/tickets/hold_jobs.hpp"
#include "features/tickets/tickets_service.hpp"
#include "notifier_fixture.hpp"
#include "storage/object_store.hpp"

namespace rifa::db::testing {
namespace {

namespace draw = features::draw;
namespace tickets = features::tickets;

constexpr const char* kPast = "2020-01-01T00:00:00.000Z";
constexpr const char* kNow = "2030-07-01T00:00:00.000Z";

class DrawTest : public NotifierTest {
 protected:
  void SetUp() override {
    NotifierTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    creator_ = make_user("Ana Creadora");
    buyer_ = make_user("Beto Comprador");
  }

  // A raffle whose sales ended (and whose lottery drew) in the past, with a paid ticket holding
  // `paid` and an unpaid hold holding `pending`.
  std::string ended_raffle(const std::vector<std::int64_t>& paid, const std::vector<std::int64_t>& pending) {
    const std::string raffle = make_raffle(creator_);
    db().query("UPDATE raffles SET end_date = ?, draw_at = ? WHERE id = ?", {kPast, kPast, raffle});
    if (!paid.empty()) {
      const std::string t = make_ticket(raffle, buyer_, paid);
      db().query("UPDATE tickets SET status = 'paid', paid_at = ? WHERE id = ?", {kPast, t});
    }
    if (!pending.empty()) {
      const std::string t = make_ticket(raffle, buyer_, pending);
      db().query("UPDATE tickets SET expires_at = ? WHERE id = ?", {"2030-06-30T21:00:00.000Z", t});
    }
    db().query("UPDATE raffles SET sold_tickets = ? WHERE id = ?",
               {static_cast<std::int64_t>(paid.size() + pending.size()), raffle});
    return raffle;
  }

  std::string creator_, buyer_;
};

// Several instances' job runners at once: each raffle whose draw passed without a result reminds
// its creator exactly once (the claim on draw_reminded_at), and sealing tells the creator once.
TEST_P(DrawTest, ConcurrentJobRunnersRemindEachDrawOnce) {
  for (int i = 0; i < 3; ++i) ended_raffle({7}, {});
  const std::string drawn = ended_raffle({7}, {});
  db().query("UPDATE raffles SET status = 'completed', draw_outcome = 'winner' WHERE id = ?", {drawn});

  std::atomic<int> sealed{0}, reminded{0};
  std::vector<std::thread> runners;
  for (int i = 0; i < 4; ++i) {
    runners.emplace_back([&] {
      sealed += draw::seal_due_raffles(db(), *bus_, *notifier_, kNow);
      reminded += draw::remind_due_draws(db(), *bus_, *notifier_, kNow);
    });
  }
  for (auto& r : runners) r.join();

  EXPECT_EQ(sealed.load(), 3);
  EXPECT_EQ(reminded.load(), 3);
  EXPECT_EQ(notifications_of(creator_, "sales_closed"), 3);
  EXPECT_EQ(notifications_of(creator_, "draw_reminder"), 3);
  EXPECT_EQ(draw::remind_due_draws(db(), *bus_, *notifier_, kNow), 0);  // once per raffle
}

TEST_P(DrawTest, ConcurrentJobRunnersSealEachRaffleOnce) {
  std::vector<std::string> raffles;
  for (int i = 0; i < 5; ++i) raffles.push_back(ended_raffle({7, 42}, {3}));
  const std::string selling = make_raffle(creator_);  // still selling at kNow: not sealed
  db().query("UPDATE raffles SET end_date = ?, draw_at = ? WHERE id = ?",
             {"2031-01-01T00:00:00.000Z", "2031-01-01T00:00:00.000Z", selling});

  std::atomic<int> total{0};
  std::vector<std::thread> runners;
  for (int i = 0; i < 4; ++i)
    runners.emplace_back([&] { total += draw::seal_due_raffles(db(), *bus_, *notifier_, kNow); });
  for (auto& r : runners) r.join();

  EXPECT_EQ(total.load(), 5);
  EXPECT_EQ(count("raffle_seals"), 5);
  EXPECT_EQ(draw::seal_due_raffles(db(), *bus_, *notifier_, kNow), 0);  // nothing left
  EXPECT_TRUE(
      db().query("SELECT sales_closed_at FROM raffles WHERE id = ?", {selling}).first().is_null("sales_closed_at"));
  for (const auto& raffle : raffles) {
    const Row r = db().query(
                          "SELECT r.status, r.sales_closed_at, r.seal_sha256, s.body, s.sha256, s.line_count, "
                          "s.paid_count FROM raffles r JOIN raffle_seals s ON s.raffle_id = r.id WHERE r.id = ?",
                          {raffle})
                      .first();
    EXPECT_EQ(r.text("status"), "waiting");
    EXPECT_EQ(r.text("sales_closed_at"), kNow);
    const std::string body = r.text("body");
    const auto ids = db().query("SELECT id, status FROM tickets WHERE raffle_id = ? ORDER BY status", {raffle});
    const std::string paid_id = ids.rows[0].text("id"), pending_id = ids.rows[1].text("id");
    EXPECT_EQ(body, "03;" + pending_id + ";pending\n07;" + paid_id + ";paid\n42;" + paid_id + ";paid\n");
    EXPECT_EQ(r.text("sha256"), auth::sha256_hex(body));
    EXPECT_EQ(r.text("seal_sha256"), r.text("sha256"));
    EXPECT_EQ(r.integer("line_count"), 3);
    EXPECT_EQ(r.integer("paid_count"), 2);
    // The unpaid hold is in the list and stops counting down.
    EXPECT_TRUE(db().query("SELECT expires_at FROM tickets WHERE id = ?", {pending_id}).first().is_null("expires_at"));
  }
}

TEST_P(DrawTest, ASealedRafflesHoldIsNeitherExpiredNorCancelledButCanBePaid) {
  const std::string raffle = ended_raffle({}, {5});
  const std::string hold = db().query("SELECT id FROM tickets WHERE raffle_id = ?", {raffle}).first().text("id");
  ASSERT_EQ(draw::seal_due_raffles(db(), *bus_, *notifier_, kNow), 1);
  // Even a hold given a clock again (a rejected report) stays: the job skips sealed raffles.
  db().query("UPDATE tickets SET expires_at = ? WHERE id = ?", {"2030-07-01T00:10:00.000Z", hold});
  tickets::TicketsService service(db(), *bus_, *notifier_);
  EXPECT_EQ(tickets::expire_holds(db(), *bus_, *notifier_, service, "2031-01-01T00:00:00.000Z"), 0);
  EXPECT_EQ(db().query("SELECT status FROM tickets WHERE id = ?", {hold}).first().text("status"), "pending");
  try {
    service.set_status(creator_, hold, "cancelled");
    FAIL() << "a sealed ticket was cancelled";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.code(), "raffle_sealed");
  }
  EXPECT_EQ(service.set_status(creator_, hold, "paid").status, "paid");
}

TEST_P(DrawTest, TwoDrawsAtOnceRecordOneResult) {
  const std::string raffle = ended_raffle({7}, {});
  storage::ObjectStore store(db(), "test-secret");
  draw::DrawService service(db(), *bus_, *notifier_, store);
  draw::DrawInput input;
  input.lottery_result = "4807";
  std::atomic<int> recorded{0}, refused{0};
  std::vector<std::thread> drawers;
  for (int i = 0; i < 4; ++i) {
    drawers.emplace_back([&] {
      try {
        service.draw(creator_, raffle, input);
        ++recorded;
      } catch (const ApiError& e) {
        if (e.code() == "already_drawn") ++refused;
      }
    });
  }
  for (auto& d : drawers) d.join();
  EXPECT_EQ(recorded.load(), 1);
  EXPECT_EQ(refused.load(), 3);
  EXPECT_EQ(count("raffle_draws", "raffle_id = ?", {raffle}), 1);
  EXPECT_EQ(count("raffle_seals", "raffle_id = ?", {raffle}), 1);
  const Row r =
      db().query("SELECT status, winner_number, winner_id, draw_outcome FROM raffles WHERE id = ?", {raffle}).first();
  EXPECT_EQ(r.text("status"), "completed");
  EXPECT_EQ(r.integer("winner_number"), 7);
  EXPECT_EQ(r.text("winner_id"), buyer_);
  EXPECT_EQ(r.text("draw_outcome"), "winner");
  EXPECT_EQ(db().query("SELECT raffles_completed FROM profiles WHERE id = ?", {creator_})
                .first()
                .integer("raffles_completed"),
            1);
  EXPECT_EQ(notifications_of(buyer_, "ticket_winner"), 1);
  EXPECT_EQ(notifications_of(creator_, "raffle_completed"), 1);
  EXPECT_EQ(count("audit_log", "entity = 'raffle' AND entity_id = ? AND action = 'raffle.drawn'", {raffle}), 1);
}

INSTANTIATE_TEST_SUITE_P(Dialects, DrawTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
