// Notifications on both databases: the notifier (row, realtime event after commit, e-mail switch),
// the events bus (nothing leaves a rolled-back transaction) and the raffle_ending job (once per
// raffle and user, with several runners at once, and at the next start after downtime).
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "events/bus.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/notifier.hpp"
#include "features/notifications/raffle_ending_job.hpp"
#include "notifier_fixture.hpp"

namespace rifa::db::testing {
namespace {

namespace notifications = features::notifications;

class NotificationsTest : public NotifierTest {
 protected:
  int run_ending_job(const std::string& now) {
    return notifications::notify_raffles_ending(db(), *bus_, *notifier_, now);
  }
  void favourite(const std::string& user_id, const std::string& raffle_id) {
    db().query("INSERT INTO favorites (user_id, raffle_id) VALUES (?, ?)", {user_id, raffle_id});
  }
};

const notifications::RaffleRef kRaffle{"", "Moto 0 km", 100};

TEST_P(NotificationsTest, NotifierWritesTheRowAndPublishesAfterCommitOnly) {
  const auto user = make_user();
  auto raffle = kRaffle;
  raffle.id = make_raffle(make_user());
  const auto json = bus_->transaction(db(), [&](Connection& conn, events::Batch& batch) {
    return notifier_->send(conn, batch, notifications::raffle_sold_out(user, raffle));
  });
  EXPECT_EQ(json["type"], "raffle_sold_out");
  EXPECT_EQ(json["priority"], "medium");
  EXPECT_EQ(json["is_read"], false);
  EXPECT_EQ(json["data"]["raffle_id"], raffle.id);
  EXPECT_EQ(notifications_of(user, "raffle_sold_out"), 1);
  if (is_sqlite()) {
    // One instance: handed to the local subscribers after commit. (PostgreSQL's LISTEN
    // connection delivers instead; the realtime tests cover it.)
    ASSERT_EQ(delivered().size(), 1u);
    EXPECT_EQ(delivered()[0].topic, "user:" + user);
    EXPECT_EQ(delivered()[0].name, "notification.created");
    EXPECT_EQ(delivered()[0].payload["id"], json["id"]);
  } else {
    EXPECT_TRUE(delivered().empty());
  }

  // A transaction that fails after notifying leaves no row and sends nothing.
  EXPECT_THROW(bus_->transaction(db(),
                                 [&](Connection& conn, events::Batch& batch) {
                                   notifier_->send(conn, batch, notifications::raffle_sold_out(user, raffle));
                                   throw std::runtime_error("rolled back");
                                 }),
               std::runtime_error);
  EXPECT_EQ(notifications_of(user, "raffle_sold_out"), 1);
  EXPECT_LE(delivered().size(), 1u);
}

TEST_P(NotificationsTest, HighPriorityIsMailedOnlyToUsersWhoKeepTheSwitchOn) {
  const auto keeps = make_user();
  const auto opted_out = make_user();
  db().query("UPDATE profiles SET email_notifications = ? WHERE id = ?", {false, opted_out});
  auto raffle = kRaffle;
  raffle.id = make_raffle(make_user());
  const std::string ticket_id = new_uuid();
  bus_->transaction(db(), [&](Connection& conn, events::Batch& batch) {
    for (const auto& user : {keeps, opted_out}) {
      notifier_->send(conn, batch, notifications::ticket_paid(user, raffle, ticket_id, {7, 21}));
      notifier_->send(conn, batch, notifications::raffle_ending(user, raffle, {7}));  // medium: never mailed
    }
  });
  EXPECT_EQ(notifications_of(keeps, "ticket_paid"), 1);
  EXPECT_EQ(notifications_of(opted_out, "ticket_paid"), 1);
  const auto mail = db().query("SELECT to_address, subject, body_text FROM mail_outbox");
  ASSERT_EQ(mail.rows.size(), 1u);
  const auto email = db().query("SELECT email FROM profiles WHERE id = ?", {keeps}).first().text("email");
  EXPECT_EQ(mail.first().text("to_address"), email);
  EXPECT_EQ(mail.first().text("subject"), "Rifa: Pago confirmado");
  EXPECT_NE(mail.first().text("body_text").find("07 y 21"), std::string::npos);
  // A mail about a ticket opens the ticket page.
  EXPECT_NE(mail.first().text("body_text").find("https://rifa.test/app/tickets/" + ticket_id), std::string::npos);
}

class RaffleEndingTest : public NotificationsTest {
 protected:
  // A raffle whose sales end at 2030-06-30T20:00:00.000Z (make_raffle's end date).
  static constexpr const char* kDayBefore = "2030-06-29T21:00:00.000Z";
};

TEST_P(RaffleEndingTest, TellsBuyersAndFavouritesOnceNotTheCreatorNorOthers) {
  const auto creator = make_user();
  const auto buyer = make_user();
  const auto fan = make_user();
  const auto stranger = make_user();
  const auto raffle = make_raffle(creator);
  make_ticket(raffle, buyer, {3, 41});
  favourite(fan, raffle);
  favourite(buyer, raffle);  // a buyer who also saved it gets one notice
  favourite(creator, raffle);

  EXPECT_EQ(run_ending_job("2030-06-28T12:00:00.000Z"), 0) << "more than a day before the end";
  EXPECT_EQ(run_ending_job(kDayBefore), 1);
  EXPECT_EQ(run_ending_job(kDayBefore), 0) << "already announced";
  EXPECT_EQ(run_ending_job("2030-06-30T19:00:00.000Z"), 0);

  EXPECT_EQ(notifications_of(buyer, "raffle_ending"), 1);
  EXPECT_EQ(notifications_of(fan, "raffle_ending"), 1);
  EXPECT_EQ(notifications_of(creator, "raffle_ending"), 0);
  EXPECT_EQ(notifications_of(stranger, "raffle_ending"), 0);
  const auto message =
      db().query("SELECT message FROM notifications WHERE user_id = ?", {buyer}).first().text("message");
  EXPECT_NE(message.find("03 y 41"), std::string::npos) << message;
}

TEST_P(RaffleEndingTest, RunsMissedDuringDowntimeButNotAfterTheEnd) {
  const auto creator = make_user();
  const auto buyer = make_user();
  const auto ended = make_raffle(creator);
  make_ticket(ended, buyer, {5});
  // Down from two days before until after the end: nothing to say any more.
  EXPECT_EQ(run_ending_job("2030-07-01T00:00:00.000Z"), 0);
  // Down from two days before until six hours before the end: announced at the next start.
  const auto later = make_raffle(creator);
  db().query("UPDATE raffles SET end_date = ? WHERE id = ?", {std::string("2030-07-02T00:00:00.000Z"), later});
  make_ticket(later, buyer, {6});
  EXPECT_EQ(run_ending_job("2030-07-01T18:00:00.000Z"), 1);
  EXPECT_EQ(notifications_of(buyer, "raffle_ending"), 1);
}

TEST_P(RaffleEndingTest, CancelledAndCompletedRafflesAreNotAnnounced) {
  const auto creator = make_user();
  const auto buyer = make_user();
  for (const char* status : {"cancelled", "completed"}) {
    const auto raffle = make_raffle(creator, RaffleSpec{.status = status});
    make_ticket(raffle, buyer, {1});
  }
  EXPECT_EQ(run_ending_job(kDayBefore), 0);
  EXPECT_EQ(notifications_of(buyer, "raffle_ending"), 0);
}

TEST_P(RaffleEndingTest, SeveralRunnersAtOnceAnnounceEachRaffleOnce) {
  const auto creator = make_user();
  const auto buyer = make_user();
  std::vector<std::string> raffles;
  for (int i = 0; i < 6; ++i) {
    raffles.push_back(make_raffle(creator));
    make_ticket(raffles.back(), buyer, {i});
  }
  std::atomic<int> announced{0};
  std::vector<std::thread> runners;
  for (int i = 0; i < 4; ++i) runners.emplace_back([&] { announced += run_ending_job(kDayBefore); });
  for (auto& runner : runners) runner.join();
  EXPECT_EQ(announced.load(), 6);
  EXPECT_EQ(notifications_of(buyer, "raffle_ending"), 6);
}

INSTANTIATE_TEST_SUITE_P(Dialects, NotificationsTest, kAllDialects, DialectParamName);
INSTANTIATE_TEST_SUITE_P(Dialects, RaffleEndingTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
