// The notifications repository on both databases: a notification inserted with the transaction
// reads back whole, a user's page newest first (all or unread), marking read and deleting touch
// only the user's own, the raffle-ending claim is taken once, and a raffle's live tickets of
// registered buyers with their numbers.
#include <gtest/gtest.h>

#include "common/ids.hpp"
#include "db_fixture.hpp"
#include "features/notifications/notifications_repository.hpp"

namespace rifa::db::testing {
namespace {

namespace notifications = features::notifications;
using notifications::Notification;
using notifications::NotificationsRepository;

class NotificationsRepositoryTest : public DbTest {
 protected:
  Notification add(const std::string& user, const std::string& at, const std::string& title) {
    Notification n{new_uuid(), user, "payment_received", title, "Mensaje", "high", R"({"ticket_id":"t1"})", false, at};
    db().transaction([&](Connection& c) { NotificationsRepository::insert_later(c, n); });
    return n;
  }
};

TEST_P(NotificationsRepositoryTest, PagesMarksAndDeletesOnlyTheUsersOwn) {
  NotificationsRepository repo(db());
  const auto ana = make_user("Ana"), luis = make_user("Luis");
  const auto older = add(ana, "2030-01-01T00:00:00.000Z", "Primera");
  const auto newer = add(ana, "2030-01-02T00:00:00.000Z", "Segunda");
  const auto his = add(luis, "2030-01-03T00:00:00.000Z", "De Luis");

  auto page = repo.page_of(ana, {0, 16}, false);
  EXPECT_EQ(page.count, 2);
  ASSERT_EQ(page.data.size(), 2U);
  EXPECT_EQ(page.data[0].id, newer.id);
  EXPECT_EQ(page.data[1].title, "Primera");
  EXPECT_EQ(page.data[1].priority, "high");
  EXPECT_EQ(nlohmann::json::parse(page.data[1].data), nlohmann::json::parse(older.data));
  EXPECT_FALSE(page.data[1].is_read);
  EXPECT_EQ(page.data[1].created_at, older.created_at);

  EXPECT_FALSE(repo.mark_read(ana, his.id)) << "another user's notification";
  const auto marked = repo.mark_read(ana, older.id);
  ASSERT_TRUE(marked);
  EXPECT_TRUE(marked->is_read);
  EXPECT_EQ(repo.unread_count(ana), 1);
  page = repo.page_of(ana, {0, 16}, true);
  ASSERT_EQ(page.data.size(), 1U);
  EXPECT_EQ(page.data[0].id, newer.id);
  EXPECT_EQ(repo.mark_all_read(ana), 1);
  EXPECT_EQ(repo.unread_count(ana), 0);
  EXPECT_EQ(repo.unread_count(luis), 1);

  EXPECT_FALSE(repo.remove(ana, his.id));
  EXPECT_TRUE(repo.remove(ana, older.id));
  repo.clear(ana);
  EXPECT_EQ(repo.page_of(ana, {0, 16}, false).count, 0);
  EXPECT_EQ(repo.page_of(luis, {0, 16}, false).count, 1);
}

TEST_P(NotificationsRepositoryTest, ClaimsTheEndingNoticeOnceAndReadsTheLiveTickets) {
  NotificationsRepository repo(db());
  const auto creator = make_user(), buyer = make_user(), fan = make_user();
  const auto raffle = make_raffle(creator);  // ends 2030-06-30T20:00Z
  make_ticket(raffle, buyer, {9, 4});
  const auto cancelled = make_ticket(raffle, buyer, {5});
  db().query("UPDATE tickets SET status = 'cancelled' WHERE id = ?", {cancelled});
  db().query("INSERT INTO favorites (user_id, raffle_id) VALUES (?, ?)", {fan, raffle});

  const std::string now = "2030-06-29T21:00:00.000Z";
  EXPECT_TRUE(repo.raffles_ending(now, "2030-06-30T12:00:00.000Z", 10).empty());
  EXPECT_EQ(repo.raffles_ending(now, "2030-06-30T21:00:00.000Z", 10), std::vector<std::string>{raffle});
  db().transaction([&](Connection& c) {
    const auto claimed = NotificationsRepository::claim_ending(c, raffle, now);
    ASSERT_TRUE(claimed);
    EXPECT_EQ(claimed->creator_id, creator);
    EXPECT_EQ(claimed->total_tickets, 100);
    EXPECT_FALSE(NotificationsRepository::claim_ending(c, raffle, now)) << "claimed once";
    EXPECT_EQ(NotificationsRepository::favorited_by(c, raffle), std::vector<std::string>{fan});
    const auto live = NotificationsRepository::live_tickets(c, raffle);
    ASSERT_EQ(live.size(), 1U);
    EXPECT_EQ(live[0].user_id, buyer);
    EXPECT_EQ(live[0].numbers, (std::vector<std::int64_t>{9, 4}));
    EXPECT_EQ(live[0].status, "pending");
    EXPECT_EQ(live[0].price_cents, 500);
  });
  EXPECT_TRUE(repo.raffles_ending(now, "2030-06-30T21:00:00.000Z", 10).empty());
}

INSTANTIATE_TEST_SUITE_P(Dialects, NotificationsRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
