// Ratings and the organiser's record on both databases: the creator's rating is the average of
// every rating, recomputed in the rating's transaction (never drifting); one rating per ticket,
// also when many requests race; only the buyer of a paid ticket of a completed raffle rates; the
// winner's prize confirmation counts once in prizes_delivered.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <functional>
#include <thread>
#include <vector>

#include "common/errors.hpp"
#include "features/ratings/ratings_service.hpp"
#include "features/tickets/tickets_service.hpp"
#include "notifier_fixture.hpp"

namespace rifa::db::testing {
namespace {

using nlohmann::json;

// The code of the ApiError `work` throws ("" when it returns).
std::string error_of(const std::function<void()>& work) {
  try {
    work();
  } catch (const ApiError& e) {
    return std::to_string(e.status()) + " " + e.code();
  }
  return "";
}

class RatingsTest : public NotifierTest {
 protected:
  void SetUp() override {
    NotifierTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    tickets_ = std::make_unique<features::tickets::TicketsService>(db(), *bus_, *notifier_);
    ratings_ = std::make_unique<features::ratings::RatingsService>(db(), *tickets_);
    creator_ = make_user("Ana Creadora");
    raffle_ = make_raffle(creator_, RaffleSpec{.status = "completed", .title = "Moto nueva"});
  }
  void TearDown() override {
    ratings_.reset();
    tickets_.reset();
    NotifierTest::TearDown();
  }

  // A ticket of `buyer` holding `number` in the raffle, paid.
  std::string paid_ticket(const std::string& buyer, std::int64_t number) {
    const std::string id = make_ticket(raffle_, buyer, {number});
    db().query("UPDATE tickets SET status = 'paid' WHERE id = ?", {id});
    return id;
  }
  Row creator_row() {
    return db().query("SELECT rating, rating_count, prizes_delivered FROM profiles WHERE id = ?", {creator_}).first();
  }

  std::unique_ptr<features::tickets::TicketsService> tickets_;
  std::unique_ptr<features::ratings::RatingsService> ratings_;
  std::string creator_, raffle_;
};

TEST_P(RatingsTest, TheRatingIsTheAverageOfEveryRatingRecomputedNotAdjusted) {
  const std::vector<std::int64_t> stars{5, 4, 4};
  std::vector<std::string> buyers;
  for (std::size_t i = 0; i < stars.size(); ++i) {
    buyers.push_back(make_user("Comprador Número " + std::to_string(i)));
    const auto ticket = paid_ticket(buyers.back(), static_cast<std::int64_t>(i));
    const auto rated = ratings_->rate(buyers.back(), ticket, stars[i], i == 0 ? "Entregó el mismo día" : "");
    EXPECT_EQ(rated.rating, stars[i]);
    EXPECT_EQ(rated.ticket_id, ticket);
    EXPECT_EQ(rated.raffle_id, raffle_);
  }
  Row row = creator_row();
  EXPECT_NEAR(row.real("rating"), 4.33, 1e-9);
  EXPECT_EQ(row.integer("rating_count"), 3);

  // A stored value that drifted is replaced by the recomputed one at the next rating.
  db().query("UPDATE profiles SET rating = 1, rating_count = 40 WHERE id = ?", {creator_});
  const auto late = make_user("Último Comprador");
  ratings_->rate(late, paid_ticket(late, 50), 1, "");
  row = creator_row();
  EXPECT_NEAR(row.real("rating"), 3.5, 1e-9);  // (5 + 4 + 4 + 1) / 4
  EXPECT_EQ(row.integer("rating_count"), 4);

  // The public list: newest first, raters masked, the raffle's title, the count.
  const auto list = ratings_->of_profile(creator_, Page{0, 3});
  EXPECT_EQ(list.count, 4);
  ASSERT_EQ(list.items.size(), 3U);
  EXPECT_EQ(list.items[0].rater_name, "Último C.");
  EXPECT_EQ(list.items[0].rating, 1);
  EXPECT_EQ(list.items[0].raffle_title, "Moto nueva");
  EXPECT_EQ(ratings_->of_profile(creator_, Page{1, 3}).items.at(0).comment, "Entregó el mismo día");
  EXPECT_EQ(error_of([&] { ratings_->of_profile(new_uuid(), Page{}); }), "404 not_found");
}

TEST_P(RatingsTest, OneRatingPerTicketWhenRequestsRace) {
  const auto buyer = make_user("Beto Comprador");
  const auto ticket = paid_ticket(buyer, 7);
  std::atomic<int> created{0}, refused{0};
  std::vector<std::string> others;
  std::vector<std::thread> racers;
  for (int i = 0; i < 6; ++i) {
    racers.emplace_back([&, i] {
      const std::string error = error_of([&] { ratings_->rate(buyer, ticket, 1 + i % 5, ""); });
      if (error.empty()) ++created;
      if (error == "409 already_rated") ++refused;
    });
  }
  for (auto& r : racers) r.join();
  EXPECT_EQ(created.load(), 1);
  EXPECT_EQ(refused.load(), 5);
  EXPECT_EQ(count("ratings", "ticket_id = ?", {ticket}), 1);
  EXPECT_EQ(creator_row().integer("rating_count"), 1);
  EXPECT_EQ(error_of([&] { ratings_->rate(buyer, ticket, 5, ""); }), "409 already_rated");
}

TEST_P(RatingsTest, RatingsOfManyTicketsAtOnceAllCount) {
  std::vector<std::pair<std::string, std::string>> rated;  // buyer, ticket
  for (std::int64_t n = 0; n < 8; ++n) {
    const auto buyer = make_user();
    rated.emplace_back(buyer, paid_ticket(buyer, n));
  }
  std::vector<std::thread> racers;
  std::atomic<int> failed{0};
  for (std::size_t i = 0; i < rated.size(); ++i) {
    racers.emplace_back([&, i] {
      if (!error_of([&] { ratings_->rate(rated[i].first, rated[i].second, i < 4 ? 5 : 2, ""); }).empty()) ++failed;
    });
  }
  for (auto& r : racers) r.join();
  EXPECT_EQ(failed.load(), 0);
  const Row row = creator_row();
  EXPECT_EQ(row.integer("rating_count"), 8);
  EXPECT_NEAR(row.real("rating"), 3.5, 1e-9);
}

TEST_P(RatingsTest, OnlyThePaidBuyerOfACompletedRaffleRates) {
  const auto buyer = make_user("Beto Comprador");
  const auto pending = make_ticket(raffle_, buyer, {1});
  EXPECT_EQ(error_of([&] { ratings_->rate(buyer, pending, 5, ""); }), "409 cannot_rate");

  const auto paid = paid_ticket(buyer, 2);
  EXPECT_EQ(error_of([&] { ratings_->rate(make_user(), paid, 5, ""); }), "404 not_found");
  EXPECT_EQ(error_of([&] { ratings_->rate(creator_, paid, 5, ""); }), "404 not_found");
  EXPECT_EQ(error_of([&] { ratings_->rate(buyer, "no-es-un-id", 5, ""); }), "404 not_found");

  db().query("UPDATE raffles SET status = 'waiting' WHERE id = ?", {raffle_});
  EXPECT_EQ(error_of([&] { ratings_->rate(buyer, paid, 5, ""); }), "409 cannot_rate");
  db().query("UPDATE raffles SET status = 'completed' WHERE id = ?", {raffle_});

  // The creator's own numbers do not rate the creator.
  const auto own = paid_ticket(creator_, 3);
  EXPECT_EQ(error_of([&] { ratings_->rate(creator_, own, 5, ""); }), "409 cannot_rate");
  EXPECT_EQ(count("ratings"), 0);
  EXPECT_EQ(creator_row().integer("rating_count"), 0);
}

TEST_P(RatingsTest, TheWinnerConfirmsThePrizeOnceWhateverTheRaces) {
  const auto winner = make_user("Gana Dora");
  const auto loser = make_user("Pierde Pedro");
  const auto winning = paid_ticket(winner, 4);
  const auto losing = paid_ticket(loser, 5);
  db().query("UPDATE raffles SET winner_number = 4, winner_ticket_id = ? WHERE id = ?", {winning, raffle_});

  EXPECT_EQ(error_of([&] { ratings_->confirm_prize(loser, losing); }), "409 not_winner");
  EXPECT_EQ(error_of([&] { ratings_->confirm_prize(loser, winning); }), "404 not_found");

  std::vector<std::thread> racers;
  std::atomic<int> ok{0};
  for (int i = 0; i < 4; ++i) {
    racers.emplace_back([&] {
      if (error_of([&] { ratings_->confirm_prize(winner, winning); }).empty()) ++ok;
    });
  }
  for (auto& r : racers) r.join();
  EXPECT_EQ(ok.load(), 4);  // every call answers the same
  EXPECT_EQ(creator_row().integer("prizes_delivered"), 1);
  const json again = ratings_->confirm_prize(winner, winning);
  EXPECT_TRUE(again["raffle"]["prize_confirmed_at"].is_string());
  EXPECT_EQ(creator_row().integer("prizes_delivered"), 1);
}

TEST_P(RatingsTest, ACreatorWhoWonTheirOwnRaffleDoesNotCountAsADeliveredPrize) {
  const auto own = paid_ticket(creator_, 7);
  db().query("UPDATE raffles SET winner_number = 7, winner_ticket_id = ? WHERE id = ?", {own, raffle_});
  const json confirmed = ratings_->confirm_prize(creator_, own);
  EXPECT_TRUE(confirmed["raffle"]["prize_confirmed_at"].is_string());
  EXPECT_EQ(creator_row().integer("prizes_delivered"), 0);
}

INSTANTIATE_TEST_SUITE_P(Dialects, RatingsTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
