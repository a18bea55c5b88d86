// The realtime repository on both databases: whether a raffle a socket subscribes to exists.
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "realtime/realtime_repository.hpp"

namespace rifa::db::testing {
namespace {

class RealtimeRepositoryTest : public DbTest {};

TEST_P(RealtimeRepositoryTest, FindsWhetherARaffleExists) {
  realtime::RealtimeRepository repo(db());
  EXPECT_TRUE(repo.raffle_exists(make_raffle(make_user("Ana"))));
  EXPECT_FALSE(repo.raffle_exists(new_uuid()));
}

INSTANTIATE_TEST_SUITE_P(Dialects, RealtimeRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
