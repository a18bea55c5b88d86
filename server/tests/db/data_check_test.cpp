// `rifa-server check-data` on both databases (features/tickets/data_check.hpp): sales made the way
// the server makes them (purchases, a counter sale, a cancellation, a raffle sold out) pass; each
// kind of damage is reported under its own name with an example, and nothing else is.
#include <gtest/gtest.h>

#include <set>

#include "features/tickets/data_check.hpp"
#include "features/tickets/tickets_service.hpp"
#include "notifier_fixture.hpp"

namespace rifa::db::testing {
namespace {

namespace tickets = features::tickets;
using nlohmann::json;

class DataCheckTest : public NotifierTest {
 protected:
  void SetUp() override {
    NotifierTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    service_ = std::make_unique<tickets::TicketsService>(db(), *bus_, *notifier_);
    owner_ = make_user("Rifas El Lago");
    buyer_ = make_user("Comprador");
    raffle_ = make_raffle(owner_);
    three_ = buy(raffle_, {1, 2, 3});
    cancelled_ = buy(raffle_, {4});
    service_->set_status(buyer_, cancelled_, "cancelled");
    counter_ = tickets::to_json(
        service_->sell_at_counter({owner_, owner_, "José Núñez", "", "0414-1234567", true}, raffle_, {10, 11}, "")
            .ticket)["id"];
    // A raffle sold out by its last number: `waiting`.
    sold_out_ = make_raffle(owner_);
    std::vector<std::int64_t> all_but_one;
    for (std::int64_t n = 0; n < 99; ++n) all_but_one.push_back(n);
    buy(sold_out_, all_but_one);
    buy(sold_out_, {99});
  }
  void TearDown() override {
    service_.reset();
    NotifierTest::TearDown();
  }

  std::string buy(const std::string& raffle, const std::vector<std::int64_t>& numbers) {
    return tickets::to_json(service_->buy(buyer_, raffle, numbers, "").ticket)["id"];
  }

  // The names of the problems found.
  static std::set<std::string> problems(const json& report) {
    std::set<std::string> out;
    if (report.contains("problems")) {
      for (const auto& [name, found] : report["problems"].items()) out.insert(name);
    }
    return out;
  }

  std::unique_ptr<tickets::TicketsService> service_;
  std::string owner_, buyer_, raffle_, sold_out_, three_, cancelled_, counter_;
};

TEST_P(DataCheckTest, SalesMadeByTheServerPass) {
  ASSERT_EQ(db().query("SELECT status FROM raffles WHERE id = ?", {sold_out_}).first().text("status"), "waiting");
  const json report = tickets::check_data(db());
  EXPECT_EQ(report["ok"], true) << report.dump(2);
  EXPECT_FALSE(report.contains("problems"));
  EXPECT_EQ(report["database"], std::string(dialect_name(dialect())));
  EXPECT_EQ(report["counts"], json({{"raffles", 2}, {"tickets", 5}, {"live_tickets", 4}, {"ticket_numbers", 105}}));
}

TEST_P(DataCheckTest, AStrayRowOfACancelledTicketIsReported) {
  db().query("INSERT INTO ticket_numbers (raffle_id, number, ticket_id) VALUES (?, ?, ?)", {raffle_, 4, cancelled_});
  db().query("UPDATE raffles SET sold_tickets = sold_tickets + 1 WHERE id = ?", {raffle_});
  const json report = tickets::check_data(db());
  EXPECT_EQ(report["ok"], false);
  EXPECT_EQ(problems(report), std::set<std::string>{"stray_numbers"}) << report.dump(2);
  EXPECT_EQ(report["problems"]["stray_numbers"]["count"], 1);
  EXPECT_EQ(report["problems"]["stray_numbers"]["examples"][0], json({{"raffle_id", raffle_},
                                                                      {"number", 4},
                                                                      {"ticket_id", cancelled_},
                                                                      {"ticket_raffle_id", raffle_},
                                                                      {"ticket_status", "cancelled"}}));
}

TEST_P(DataCheckTest, AWrongSoldCountIsReported) {
  db().query("UPDATE raffles SET sold_tickets = sold_tickets + 1 WHERE id = ?", {raffle_});
  const json report = tickets::check_data(db());
  EXPECT_EQ(report["ok"], false);
  EXPECT_EQ(problems(report), std::set<std::string>{"sold_tickets"}) << report.dump(2);
  EXPECT_EQ(report["problems"]["sold_tickets"]["examples"],
            json::array({{{"raffle_id", raffle_}, {"sold_tickets", 6}, {"ticket_numbers", 5}}}));
}

TEST_P(DataCheckTest, ALiveTicketMissingANumberIsReported) {
  // The row of 2 is gone and the sold count agrees with what is left: only the ticket disagrees.
  db().query("DELETE FROM ticket_numbers WHERE ticket_id = ? AND number = 2", {three_});
  db().query("UPDATE raffles SET sold_tickets = sold_tickets - 1 WHERE id = ?", {raffle_});
  const json report = tickets::check_data(db());
  EXPECT_EQ(report["ok"], false);
  EXPECT_EQ(problems(report), std::set<std::string>{"ticket_numbers"}) << report.dump(2);
  EXPECT_EQ(report["problems"]["ticket_numbers"]["examples"], json::array({{{"ticket_id", three_},
                                                                            {"raffle_id", raffle_},
                                                                            {"status", "pending"},
                                                                            {"numbers", {1, 2, 3}},
                                                                            {"number_rows", 2}}}));
}

TEST_P(DataCheckTest, ANumberInTwoLiveTicketsIsReported) {
  // The counter sale's 10 listed in the online ticket too (its rows unchanged): two live tickets
  // would claim 10.
  db().query("UPDATE tickets SET numbers = ? WHERE id = ?", {std::string("[1,2,3,10]"), three_});
  const json report = tickets::check_data(db());
  EXPECT_EQ(problems(report), std::set<std::string>{"ticket_numbers"}) << report.dump(2);
  EXPECT_EQ(report["problems"]["ticket_numbers"]["examples"][0]["ticket_id"], three_);
  // A number listed twice in one ticket is no better.
  db().query("UPDATE tickets SET numbers = ? WHERE id = ?", {std::string("[1,2,2]"), three_});
  EXPECT_EQ(tickets::check_data(db())["problems"]["ticket_numbers"]["examples"][0]["numbers"], json({1, 2, 2}));
}

TEST_P(DataCheckTest, ARaffleStatusThatDisagreesWithItsCountsIsReported) {
  db().query("UPDATE raffles SET status = 'waiting' WHERE id = ?", {raffle_});
  db().query("UPDATE raffles SET status = 'active' WHERE id = ?", {sold_out_});
  const json report = tickets::check_data(db());
  EXPECT_EQ(problems(report), std::set<std::string>{"raffle_status"}) << report.dump(2);
  EXPECT_EQ(report["problems"]["raffle_status"]["count"], 2);
  // Sales closed (sealed): waiting for the draw whatever was sold.
  db().query("UPDATE raffles SET status = 'active' WHERE id = ?", {raffle_});
  db().query("UPDATE raffles SET status = 'waiting', sales_closed_at = ? WHERE id = ?",
             {std::string("2030-07-01T00:00:00.000Z"), sold_out_});
  db().query("UPDATE raffles SET status = 'waiting', sales_closed_at = ? WHERE id = ?",
             {std::string("2030-07-01T00:00:00.000Z"), raffle_});
  EXPECT_EQ(tickets::check_data(db())["ok"], true);
}

TEST_P(DataCheckTest, SqliteForeignKeyDamageIsReported) {
  if (!is_sqlite()) GTEST_SKIP() << "SQLite's own check";
  // A row whose ticket does not exist, written with the foreign keys off.
  db().acquire()->exec_script(
      "PRAGMA foreign_keys = OFF; INSERT INTO ticket_numbers (raffle_id, number, ticket_id) "
      "VALUES ('" +
      raffle_ + "', 50, 'no-such-ticket'); PRAGMA foreign_keys = ON;");
  db().query("UPDATE raffles SET sold_tickets = sold_tickets + 1 WHERE id = ?", {raffle_});
  const json report = tickets::check_data(db());
  EXPECT_EQ(problems(report), (std::set<std::string>{"foreign_key_check", "stray_numbers"})) << report.dump(2);
  EXPECT_EQ(report["problems"]["foreign_key_check"]["examples"][0]["table"], "ticket_numbers");
  EXPECT_TRUE(report["problems"]["stray_numbers"]["examples"][0]["ticket_status"].is_null());
}

INSTANTIATE_TEST_SUITE_P(Dialects, DataCheckTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
