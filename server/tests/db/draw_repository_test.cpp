// The draw repository on both databases: the raffle held for a draw, the paid numbers a draw picks
// from, attempts recorded and read back (the winner's name joined), the result and its photo on the
// raffle, the creator's record never below zero, the seal claimed once and stored (holds stop
// running out), and the raffles due to the seal and reminder jobs.
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "features/draw/draw_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::draw::DrawAttempt;
using features::draw::DrawRepository;
using features::draw::Seal;

const std::string kSha(64, 'a');  // a SHA-256's length, as the schema checks

class DrawRepositoryTest : public DbTest {
 protected:
  void pay(const std::string& ticket, const std::string& at) {
    db().query("UPDATE tickets SET status = 'paid', paid_at = ? WHERE id = ?", {at, ticket});
  }
  std::int64_t completed_of(const std::string& user) {
    return db()
        .query("SELECT raffles_completed FROM profiles WHERE id = ?", {user})
        .first()
        .integer("raffles_completed");
  }
};

TEST_P(DrawRepositoryTest, RecordsAttemptsResultsAndTheCreatorsRecord) {
  DrawRepository repo(db());
  const std::string ana = make_user("Ana"), beto = make_user("Beto");
  const std::string raffle = make_raffle(ana);
  const std::string paid = make_ticket(raffle, beto, {7, 8});
  make_ticket(raffle, beto, {9});  // pending: takes no part
  pay(paid, "2030-01-02T00:00:00.000Z");
  db().query("INSERT INTO favorites (user_id, raffle_id, created_at) VALUES (?, ?, ?)",
             {beto, raffle, std::string("2030-01-01T00:00:00.000Z")});

  db().transaction([&](Connection& conn) {
    const auto held = DrawRepository::hold_raffle(conn, raffle);
    ASSERT_TRUE(held);
    EXPECT_EQ(held->creator_id, ana);
    EXPECT_EQ(held->status, "active");
    EXPECT_EQ(held->total_tickets, 100);
    EXPECT_FALSE(held->draw_outcome);
    EXPECT_FALSE(DrawRepository::hold_raffle(conn, new_uuid()));
    auto numbers = DrawRepository::paid_numbers(conn, raffle);
    ASSERT_EQ(numbers.size(), 2U);
    for (const auto& n : numbers) {
      EXPECT_TRUE(n.number == 7 || n.number == 8);
      EXPECT_EQ(n.ticket_id, paid);
      EXPECT_EQ(n.user_id, beto);
      EXPECT_EQ(n.buyer_name, "Comprador");
    }
    EXPECT_EQ(DrawRepository::savers(conn, raffle), std::vector<std::string>{beto});

    const DrawAttempt attempt{new_uuid(),
                              raffle,
                              std::string("4807"),
                              7,
                              "winner",
                              7,
                              paid,
                              beto,
                              std::nullopt,
                              std::nullopt,
                              std::nullopt,
                              ana,
                              std::nullopt,
                              "2030-07-01T00:00:00.000Z"};
    DrawRepository::insert_attempt(conn, attempt);
    DrawRepository::record_result(conn, attempt, "completed");
    DrawRepository::count_completed(conn, ana, true);
    DrawRepository::set_result_photo(conn, raffle, "/storage/v1/object/public/raffle-images/r.png?v=1",
                                     "2030-07-01T01:00:00.000Z");
    EXPECT_EQ(DrawRepository::ticket_buyer(conn, paid)->user_id, beto);
    EXPECT_FALSE(DrawRepository::ticket_buyer(conn, new_uuid()));
  });
  const auto attempts = repo.attempts(raffle);
  ASSERT_EQ(attempts.size(), 1U);
  EXPECT_EQ(attempts[0].lottery_result, "4807");
  EXPECT_EQ(attempts[0].winner_number, 7);
  EXPECT_EQ(attempts[0].winner_buyer_name, "Comprador");
  EXPECT_EQ(attempts[0].result_image_url, "/storage/v1/object/public/raffle-images/r.png?v=1");
  EXPECT_FALSE(attempts[0].correction_reason);
  const Row r =
      db().query("SELECT status, winner_id, draw_outcome, drawn_at, result_image_url FROM raffles WHERE id = ?",
                 {raffle})
          .first();
  EXPECT_EQ(r.text("status"), "completed");
  EXPECT_EQ(r.text("winner_id"), beto);
  EXPECT_EQ(r.text("drawn_at"), "2030-07-01T00:00:00.000Z");
  EXPECT_EQ(r.text("result_image_url"), "/storage/v1/object/public/raffle-images/r.png?v=1");
  EXPECT_EQ(completed_of(ana), 1);

  db().transaction([&](Connection& conn) {
    DrawRepository::record_correction(conn, raffle, "Error de tipeo", "2030-07-02T00:00:00.000Z");
    DrawRepository::count_completed(conn, ana, false);
    DrawRepository::count_completed(conn, ana, false);  // never below zero
  });
  EXPECT_EQ(completed_of(ana), 0);
  EXPECT_EQ(db().query("SELECT draw_correction_reason FROM raffles WHERE id = ?", {raffle})
                .first()
                .text("draw_correction_reason"),
            "Error de tipeo");
}

TEST_P(DrawRepositoryTest, ClaimsTheSealOnceAndStoresIt) {
  DrawRepository repo(db());
  const std::string ana = make_user("Ana"), beto = make_user("Beto");
  const std::string raffle = make_raffle(ana);
  const std::string paid = make_ticket(raffle, beto, {42, 7});
  const std::string held = make_ticket(raffle, beto, {3});
  const std::string gone = make_ticket(raffle, beto, {5});
  pay(paid, "2030-01-02T00:00:00.000Z");
  db().query("UPDATE tickets SET status = 'cancelled' WHERE id = ?", {gone});
  db().query("UPDATE tickets SET expires_at = ? WHERE id = ?", {std::string("2030-01-03T00:00:00.000Z"), held});

  EXPECT_FALSE(repo.seal_of(new_uuid()));
  EXPECT_FALSE(repo.seal_of(raffle)->seal);
  EXPECT_EQ(repo.due_to_seal("2030-07-01T00:00:00.000Z", 10), std::vector<std::string>{raffle});
  EXPECT_TRUE(repo.due_to_seal("2030-01-01T00:00:00.000Z", 10).empty());

  db().transaction([&](Connection& conn) {
    DrawRepository::lock_raffle(conn, raffle);
    EXPECT_EQ(DrawRepository::status_of(conn, raffle), "active");
    const auto claimed = DrawRepository::claim_sales_close(conn, raffle, "2030-07-01T00:00:00.000Z");
    ASSERT_TRUE(claimed);
    EXPECT_EQ(claimed->creator_id, ana);
    EXPECT_EQ(claimed->total_tickets, 100);
    EXPECT_FALSE(DrawRepository::claim_sales_close(conn, raffle, "2030-07-01T00:00:01.000Z"));  // once
    const auto sold = DrawRepository::sold_numbers(conn, raffle);
    ASSERT_EQ(sold.size(), 3U);  // the cancelled ticket's number left out, by number
    EXPECT_EQ(sold[0].number, 3);
    EXPECT_FALSE(sold[0].paid);
    EXPECT_EQ(sold[1].number, 7);
    EXPECT_TRUE(sold[1].paid);
    EXPECT_EQ(sold[2].number, 42);
    DrawRepository::store_seal(conn, raffle, Seal{kSha, "03;x;pending\n", 3, 2, "2030-07-01T00:00:00.000Z"});
  });
  const auto record = repo.seal_of(raffle);
  ASSERT_TRUE(record && record->seal);
  EXPECT_EQ(record->total_tickets, 100);
  EXPECT_EQ(record->seal->sha256, kSha);
  EXPECT_EQ(record->seal->line_count, 3);
  EXPECT_EQ(record->seal->paid_count, 2);
  EXPECT_EQ(db().query("SELECT status, seal_sha256 FROM raffles WHERE id = ?", {raffle}).first().text("seal_sha256"),
            kSha);
  EXPECT_TRUE(db().query("SELECT expires_at FROM tickets WHERE id = ?", {held}).first().is_null("expires_at"));
  EXPECT_TRUE(repo.due_to_seal("2030-08-01T00:00:00.000Z", 10).empty());

  const auto paid_tickets = repo.paid_tickets(raffle);
  ASSERT_EQ(paid_tickets.size(), 1U);
  EXPECT_EQ(paid_tickets[0].id, paid);
  EXPECT_EQ(paid_tickets[0].paid_at, "2030-01-02T00:00:00.000Z");
  EXPECT_EQ(repo.buyer_names(raffle).size(), 3U);
}

TEST_P(DrawRepositoryTest, RemindsOfADueDrawOnce) {
  DrawRepository repo(db());
  const std::string ana = make_user("Ana");
  const std::string raffle = make_raffle(ana);  // draw_at 2030-06-30T20:00:00.000Z
  EXPECT_TRUE(repo.due_draw_ids("2030-06-01T00:00:00.000Z", 10).empty());
  EXPECT_EQ(repo.due_draw_ids("2030-07-01T00:00:00.000Z", 10), std::vector<std::string>{raffle});
  db().transaction([&](Connection& conn) {
    const auto due = DrawRepository::claim_due_draw(conn, raffle, "2030-07-01T00:00:00.000Z");
    ASSERT_TRUE(due);
    EXPECT_EQ(due->creator_id, ana);
    EXPECT_EQ(due->title, "Rifa de prueba");
    EXPECT_FALSE(DrawRepository::claim_due_draw(conn, raffle, "2030-07-01T00:00:00.000Z"));
  });
  EXPECT_TRUE(repo.due_draw_ids("2030-07-01T00:00:00.000Z", 10).empty());
}

INSTANTIATE_TEST_SUITE_P(Dialects, DrawRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
