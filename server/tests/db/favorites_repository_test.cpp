// The favorites repository on both databases: adding is idempotent, a user's page is newest first
// (ties by raffle id), removal reports whether there was one, and the count per raffle tells a
// missing raffle from one nobody saved.
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "features/favorites/favorites_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::favorites::Favorite;
using features::favorites::FavoritesRepository;

class FavoritesRepositoryTest : public DbTest {
 protected:
  bool add(const Favorite& favorite) {
    return db().transaction([&](Connection& conn) { return FavoritesRepository::insert(conn, favorite); });
  }
};

TEST_P(FavoritesRepositoryTest, AddsOnceListsNewestFirstAndRemoves) {
  FavoritesRepository repo(db());
  const std::string ana = make_user("Ana"), luis = make_user("Luis");
  const std::string first = make_raffle(luis), second = make_raffle(luis), third = make_raffle(luis);
  EXPECT_TRUE(add({ana, first, "2030-01-01T00:00:00.000Z"}));
  EXPECT_FALSE(add({ana, first, "2030-01-05T00:00:00.000Z"}));  // kept as first saved
  EXPECT_TRUE(add({ana, second, "2030-01-02T00:00:00.000Z"}));
  EXPECT_TRUE(add({ana, third, "2030-01-03T00:00:00.000Z"}));
  EXPECT_TRUE(add({luis, first, "2030-01-04T00:00:00.000Z"}));

  EXPECT_EQ(repo.count_of_user(ana), 3);
  const auto page = repo.page_of_user(ana, Page{0, 2});
  ASSERT_EQ(page.size(), 2U);
  EXPECT_EQ(page[0].raffle_id, third);
  EXPECT_EQ(page[1].raffle_id, second);
  EXPECT_EQ(page[0].user_id, ana);
  const auto rest = repo.page_of_user(ana, Page{1, 2});
  ASSERT_EQ(rest.size(), 1U);
  EXPECT_EQ(rest[0].raffle_id, first);
  EXPECT_EQ(rest[0].created_at, "2030-01-01T00:00:00.000Z");

  EXPECT_EQ(repo.find(ana, first)->created_at, "2030-01-01T00:00:00.000Z");
  EXPECT_EQ(repo.count_of_raffle(first)->count, 2);
  EXPECT_FALSE(repo.count_of_raffle(first)->blocked);
  EXPECT_EQ(repo.count_of_raffle(new_uuid()), std::nullopt);
  EXPECT_TRUE(db().transaction([&](Connection& conn) { return FavoritesRepository::remove(conn, ana, first); }));
  EXPECT_FALSE(db().transaction([&](Connection& conn) { return FavoritesRepository::remove(conn, ana, first); }));
  EXPECT_FALSE(repo.find(ana, first));
  EXPECT_EQ(repo.count_of_raffle(first)->count, 1);
  EXPECT_EQ(repo.count_of_raffle(third)->count, 1);
}

INSTANTIATE_TEST_SUITE_P(Dialects, FavoritesRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
