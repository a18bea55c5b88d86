// An online purchase reads the token's session inside its own transaction, with the raffle (no
// round trip of its own): a live session buys; a session signed out or revoked (its row deleted)
// is 401 invalid_token and nothing is sold, and for a raffle that does not exist it is still 401
// before anything is said of the raffle.
#include <gtest/gtest.h>

#include <future>

#include "common/errors.hpp"
#include "features/tickets/tickets_service.hpp"
#include "notifier_fixture.hpp"

namespace rifa::db::testing {
namespace {

namespace tickets = features::tickets;

class OnlinePurchaseTest : public NotifierTest {
 protected:
  void SetUp() override {
    NotifierTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    service_ = std::make_unique<tickets::TicketsService>(db(), *bus_, *notifier_);
    creator_ = make_user("Ana Creadora");
    buyer_ = make_user("Beto Comprador");
    raffle_ = make_raffle(creator_);
    session_ = rifa::new_uuid();
    db().query("INSERT INTO sessions (id, user_id) VALUES (?, ?)", {session_, buyer_});
  }
  void TearDown() override {
    service_.reset();
    NotifierTest::TearDown();
  }

  // What buy_then() answers, as the route gets it: the ticket, or the ApiError that refused it.
  tickets::Purchase buy(const std::string& raffle_id, std::int64_t number) {
    std::promise<tickets::Purchase> answer;
    service_->buy_then({buyer_, session_, std::nullopt}, raffle_id, {number}, "",
                       [&answer](std::exception_ptr error, tickets::Purchase purchase) {
                         if (error) return answer.set_exception(error);
                         answer.set_value(std::move(purchase));
                       });
    return answer.get_future().get();
  }
  static void expect_session_expired(const std::function<void()>& call) {
    try {
      call();
      ADD_FAILURE() << "expected 401 invalid_token";
    } catch (const ApiError& e) {
      EXPECT_EQ(e.status(), 401);
      EXPECT_EQ(e.code(), "invalid_token");
    }
  }

  std::unique_ptr<tickets::TicketsService> service_;
  std::string creator_, buyer_, raffle_, session_;
};

INSTANTIATE_TEST_SUITE_P(Dialects, OnlinePurchaseTest, kAllDialects, DialectParamName);

TEST_P(OnlinePurchaseTest, ALiveSessionBuysAndASignedOutOneIsRefusedBeforeAnythingIsSold) {
  const auto bought = tickets::to_json(buy(raffle_, 7).ticket);
  EXPECT_EQ(bought["numbers"], nlohmann::json({7}));
  EXPECT_EQ(bought["buyer_name"], "Beto Comprador");

  db().query("DELETE FROM sessions WHERE id = ?", {session_});
  expect_session_expired([&] { buy(raffle_, 8); });
  expect_session_expired([&] { buy("00000000-0000-4000-8000-00000000abcd", 8); });
  EXPECT_EQ(db().query("SELECT COUNT(*) AS n FROM ticket_numbers WHERE raffle_id = ?", {raffle_}).first().integer("n"),
            1);
  EXPECT_EQ(db().query("SELECT sold_tickets FROM raffles WHERE id = ?", {raffle_}).first().integer("sold_tickets"), 1);
}

}  // namespace
}  // namespace rifa::db::testing
