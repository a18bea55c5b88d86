// Counter sales on both databases: the same purchase transaction as online (TicketsService::purchase),
// so online buyers and counter sellers racing for the same numbers never share one, and the raffle's
// sold count, grid version and ticket_numbers agree afterwards; a counter sale is paid at once with no
// hold, records its seller and its buyer's search text, and is refused in another creator's raffle.
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "common/errors.hpp"
#include "features/tickets/tickets_service.hpp"
#include "notifier_fixture.hpp"

namespace rifa::db::testing {
namespace {

namespace tickets = features::tickets;
using nlohmann::json;

class CounterSalesTest : public NotifierTest {
 protected:
  void SetUp() override {
    NotifierTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    service_ = std::make_unique<tickets::TicketsService>(db(), *bus_, *notifier_);
    owner_ = make_user("Rifas El Lago");
    raffle_ = make_raffle(owner_);
  }
  void TearDown() override {
    service_.reset();
    NotifierTest::TearDown();
  }

  tickets::Purchase sell(const std::string& seller, const std::vector<std::int64_t>& numbers,
                         const std::string& business, bool paid = true, const std::string& key = "") {
    return service_->sell_at_counter({seller, business, "José Núñez", "", "0414-123 45 67", paid}, raffle_, numbers,
                                     key);
  }

  std::unique_ptr<tickets::TicketsService> service_;
  std::string owner_, raffle_;
};

TEST_P(CounterSalesTest, ACounterSaleIsPaidWithoutHoldAndRecordsItsSeller) {
  const json ticket = tickets::to_json(sell(owner_, {4, 2}, owner_).ticket);
  EXPECT_EQ(ticket["status"], "paid");
  EXPECT_EQ(ticket["numbers"], json({2, 4}));
  EXPECT_TRUE(ticket["expires_at"].is_null());
  EXPECT_TRUE(ticket["user_id"].is_null());
  EXPECT_EQ(ticket["sold_by"], owner_);
  const Row row =
      db().query("SELECT buyer_search, paid_at FROM tickets WHERE id = ?", {ticket["id"].get<std::string>()}).first();
  EXPECT_EQ(row.text("buyer_search"), "jose nunez 04141234567");
  EXPECT_FALSE(row.is_null("paid_at"));

  const json pending = tickets::to_json(sell(owner_, {5}, owner_, false).ticket);
  EXPECT_EQ(pending["status"], "pending");
  EXPECT_TRUE(pending["expires_at"].is_null());
  // No notice to the business about its own sales.
  EXPECT_EQ(count("notifications", "user_id = ? AND type = 'new_purchase'", {owner_}), 0);
}

TEST_P(CounterSalesTest, AnotherCreatorsRaffleIsNotFound) {
  const std::string other = make_user("Otro Negocio");
  try {
    sell(other, {1}, other);
    FAIL() << "sold in another business's raffle";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 404);
  }
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ?", {raffle_}), 0);
}

TEST_P(CounterSalesTest, OnlineAndCounterRacesNeverSellANumberTwice) {
  constexpr int kAttempts = 24;
  std::vector<std::string> buyers;
  for (int i = 0; i < kAttempts; ++i) buyers.push_back(make_user("Comprador"));
  std::mutex mutex;
  std::map<std::int64_t, std::string> winner;  // number → ticket id
  std::atomic<int> sold{0}, refused{0}, sold_online{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < kAttempts; ++i) {
    threads.emplace_back([&, i] {
      // Each attempt wants 4 numbers from 2i: it overlaps its neighbours; even ones buy online.
      std::vector<std::int64_t> numbers;
      for (int k = 0; k < 4; ++k) numbers.push_back((2 * i + k) % 40);
      try {
        const json t = tickets::to_json(i % 2 == 0 ? service_->buy(buyers[i], raffle_, numbers, "").ticket
                                                   : sell(owner_, numbers, owner_).ticket);
        std::lock_guard lock(mutex);
        for (const auto& n : t["numbers"]) {
          EXPECT_FALSE(winner.contains(n.get<std::int64_t>())) << "number " << n << " sold twice";
          winner[n.get<std::int64_t>()] = t["id"];
        }
        ++sold;
        if (i % 2 == 0) ++sold_online;
      } catch (const ApiError& e) {
        EXPECT_EQ(e.status(), 409);
        ++refused;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(sold + refused, kAttempts);
  EXPECT_GT(sold.load(), 1);
  const Row raffle = db().query("SELECT sold_tickets, numbers_version FROM raffles WHERE id = ?", {raffle_}).first();
  EXPECT_EQ(raffle.integer("sold_tickets"), static_cast<std::int64_t>(winner.size()));
  EXPECT_EQ(raffle.integer("numbers_version"), sold.load());
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ?", {raffle_}), static_cast<std::int64_t>(winner.size()));
  // Purchases committed in groups (both databases): a refused one rolled back its savepoint only,
  // its ticket and the creator's notification with it.
  EXPECT_EQ(count("tickets", "raffle_id = ?", {raffle_}), sold.load());
  EXPECT_EQ(count("notifications", "type = 'new_purchase'", {}), sold_online.load());
  for (const auto& [number, ticket_id] : winner) {
    EXPECT_EQ(count("ticket_numbers", "raffle_id = ? AND number = ? AND ticket_id = ?", {raffle_, number, ticket_id}),
              1);
  }
}

INSTANTIATE_TEST_SUITE_P(Dialects, CounterSalesTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
