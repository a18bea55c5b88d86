// The ratings repository on both databases: the ticket a rating or a prize confirmation checks,
// one rating per ticket, the creator's record recomputed, the received list (newest first, names
// as stored) and the prize claimed once.
#include <gtest/gtest.h>

#include "common/time.hpp"
#include "db_fixture.hpp"
#include "features/ratings/ratings_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::ratings::Rating;
using features::ratings::RatingsRepository;

class RatingsRepositoryTest : public DbTest {};

TEST_P(RatingsRepositoryTest, StoresRatingsAndRecomputesTheCreatorsRecord) {
  RatingsRepository repo(db());
  const std::string creator = make_user("Ana Creadora");
  const std::string raffle = make_raffle(creator, RaffleSpec{.status = "completed", .title = "Moto nueva"});
  const std::string ana = make_user("Ana Compradora"), luis = make_user("Luis Comprador");
  const std::string t1 = make_ticket(raffle, ana, {1}), t2 = make_ticket(raffle, luis, {2});

  db().transaction([&](Connection& conn) {
    const auto t = RatingsRepository::ticket(conn, t1);
    ASSERT_TRUE(t);
    EXPECT_EQ(t->user_id, ana);
    EXPECT_EQ(t->raffle_id, raffle);
    EXPECT_EQ(t->raffle_status, "completed");
    EXPECT_EQ(t->creator_id, creator);
    EXPECT_FALSE(t->winner_ticket_id);
    EXPECT_FALSE(t->prize_confirmed_at);
    EXPECT_FALSE(RatingsRepository::ticket(conn, new_uuid()));

    EXPECT_FALSE(RatingsRepository::ticket_rated(conn, t1));
    RatingsRepository::insert(conn, Rating{new_uuid(), t1, raffle, 5, "Excelente", "2030-02-01T00:00:00.000Z"}, ana,
                              creator);
    RatingsRepository::insert(conn, Rating{new_uuid(), t2, raffle, 4, "", "2030-02-02T00:00:00.000Z"}, luis, creator);
    EXPECT_TRUE(RatingsRepository::ticket_rated(conn, t1));
    RatingsRepository::recompute_creator(conn, creator);
  });
  EXPECT_THROW(db().transaction([&](Connection& conn) {
    RatingsRepository::insert(conn, Rating{new_uuid(), t1, raffle, 1, "", now_rfc3339()}, ana, creator);
  }),
               UniqueViolation);

  const Row record = db().query("SELECT rating, rating_count FROM profiles WHERE id = ?", {creator}).first();
  EXPECT_NEAR(record.real("rating"), 4.5, 1e-9);
  EXPECT_EQ(record.integer("rating_count"), 2);

  EXPECT_TRUE(repo.profile_exists(creator));
  EXPECT_FALSE(repo.profile_exists(new_uuid()));
  const auto page = repo.received(creator, Page{0, 1});
  EXPECT_EQ(page.count, 2);
  ASSERT_EQ(page.items.size(), 1U);
  EXPECT_EQ(page.items[0].rater_name, "Luis Comprador");
  EXPECT_EQ(page.items[0].rating, 4);
  EXPECT_EQ(page.items[0].raffle_title, "Moto nueva");
  const auto second = repo.received(creator, Page{1, 1});
  ASSERT_EQ(second.items.size(), 1U);
  EXPECT_EQ(second.items[0].comment, "Excelente");
  EXPECT_EQ(repo.received(ana, Page{}).count, 0);
}

TEST_P(RatingsRepositoryTest, ClaimsThePrizeOnce) {
  const std::string creator = make_user("Ana Creadora");
  const std::string raffle = make_raffle(creator, RaffleSpec{.status = "completed"});
  db().transaction([&](Connection& conn) {
    EXPECT_TRUE(RatingsRepository::claim_prize(conn, raffle, "2030-03-01T00:00:00.000Z"));
    EXPECT_FALSE(RatingsRepository::claim_prize(conn, raffle, "2030-03-02T00:00:00.000Z"));
    RatingsRepository::count_prize_delivered(conn, creator);
  });
  EXPECT_EQ(
      db().query("SELECT prize_confirmed_at FROM raffles WHERE id = ?", {raffle}).first().text("prize_confirmed_at"),
      "2030-03-01T00:00:00.000Z");
  EXPECT_EQ(
      db().query("SELECT prizes_delivered FROM profiles WHERE id = ?", {creator}).first().integer("prizes_delivered"),
      1);
}

INSTANTIATE_TEST_SUITE_P(Dialects, RatingsRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
