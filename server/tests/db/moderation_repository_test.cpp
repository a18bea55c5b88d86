// Moderation's repository on both databases: the user lookup (name, e-mail, phone's digits, a
// cédula's digits however it was typed, computed by the database), suspension blocking and
// unblocking a creator's raffles (a raffle taken down stays blocked), take-down and restore, and
// the reports' queue (one open report per user and raffle; resolved by the admin).
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "features/moderation/moderation_repository.hpp"
#include "features/moderation/moderation_rules.hpp"

namespace rifa::db::testing {
namespace {

using features::moderation::lookup_keys;
using features::moderation::ModerationRepository;

constexpr const char* kModerationNow = "2030-01-05T00:00:00.000Z";

class ModerationRepositoryTest : public DbTest {
 protected:
  void add_method(const std::string& user, const std::string& id_number) {
    db().query("INSERT INTO payment_methods (id, user_id, type, name, details) VALUES (?, ?, 'pago_movil', 'Pago', ?)",
               {new_uuid(), user, nlohmann::json{{"bank", "Banesco"}, {"id_number", id_number}}.dump()});
  }
  std::vector<std::string> found(const std::string& text) {
    auto conn = db().acquire();
    std::vector<std::string> ids;
    for (const auto& u : ModerationRepository::find_users(*conn, lookup_keys(text), false, Page{0, 50}).data) {
      ids.push_back(u.id);
    }
    return ids;
  }
  bool blocked(const std::string& raffle) {
    return db().query("SELECT is_blocked FROM raffles WHERE id = ?", {raffle}).first().boolean("is_blocked");
  }
};

TEST_P(ModerationRepositoryTest, LooksUsersUpByNameEmailPhoneAndCedula) {
  const std::string ana = make_user("ana maria lookup");
  db().query("UPDATE profiles SET phone = ? WHERE id = ?", {std::string("0414-555.12.34"), ana});
  add_method(ana, "V-18456789");
  const std::string other = make_user("otro usuario");
  add_method(other, "J-30123456-7");

  for (const char* text : {"ana maria", "ANA MARÍA", "+58 414 5551234", "V-18.456.789", "18456789", "v18456789"}) {
    EXPECT_EQ(found(text), std::vector<std::string>{ana}) << text;
  }
  EXPECT_EQ(found("30.123.456-7"), std::vector<std::string>{other});
  EXPECT_TRUE(found("nadie").empty());

  auto conn = db().acquire();
  const auto one = ModerationRepository::user(*conn, ana);
  ASSERT_TRUE(one);
  EXPECT_EQ(one->id_numbers, std::vector<std::string>{"V-18456789"});
}

TEST_P(ModerationRepositoryTest, SuspensionBlocksTheCreatorsRafflesAndATakeDownOutlivesTheReinstatement) {
  const std::string creator = make_user("Creador");
  const std::string a = make_raffle(creator), b = make_raffle(creator);
  db().transaction([&](Connection& conn) { ModerationRepository::take_down(conn, b, "Premio falso", kModerationNow); });
  EXPECT_TRUE(blocked(b));
  db().transaction([&](Connection& conn) {
    ModerationRepository::set_suspension(conn, creator, std::string(kModerationNow), std::string("Estafa"),
                                         kModerationNow);
    const auto newly = ModerationRepository::block_raffles_of(conn, creator, kModerationNow);
    ASSERT_EQ(newly.size(), 1U);  // b was blocked already
    EXPECT_EQ(newly[0].id, a);
  });
  EXPECT_TRUE(blocked(a));
  {
    auto conn = db().acquire();
    const auto raffle = ModerationRepository::lock_raffle(*conn, b);
    ASSERT_TRUE(raffle);
    EXPECT_TRUE(raffle->creator_suspended);
    EXPECT_TRUE(raffle->taken_down_at);
  }
  db().transaction([&](Connection& conn) {
    ModerationRepository::set_suspension(conn, creator, std::nullopt, std::nullopt, kModerationNow);
    EXPECT_EQ(ModerationRepository::unblock_raffles_of(conn, creator, kModerationNow).size(), 1U);
  });
  EXPECT_FALSE(blocked(a));
  EXPECT_TRUE(blocked(b));  // still taken down
  db().transaction([&](Connection& conn) { ModerationRepository::restore(conn, b, false, kModerationNow); });
  EXPECT_FALSE(blocked(b));
  EXPECT_EQ(count("raffle_counts", "is_blocked = TRUE AND n > 0"), 0);
}

TEST_P(ModerationRepositoryTest, OneOpenReportPerUserAndRaffleUntilResolved) {
  const std::string creator = make_user("Creador"), reporter = make_user("Denunciante"), admin = make_user("Admin");
  const std::string raffle = make_raffle(creator);
  const std::string first = new_uuid();
  db().transaction([&](Connection& conn) {
    ModerationRepository::insert_report(conn, first, raffle, reporter, "Falsa", kModerationNow);
  });
  EXPECT_THROW(db().transaction([&](Connection& conn) {
    ModerationRepository::insert_report(conn, new_uuid(), raffle, reporter, "Otra vez", kModerationNow);
  }),
               UniqueViolation);
  auto conn = db().acquire();
  EXPECT_EQ(ModerationRepository::reports_since(*conn, reporter, "2030-01-01T00:00:00.000Z"), 1);
  EXPECT_EQ(ModerationRepository::reports(*conn, std::string("open"), Page{0, 10}).count, 1);
  EXPECT_TRUE(ModerationRepository::resolve_report(*conn, first, "dismissed", admin, kModerationNow));
  EXPECT_FALSE(ModerationRepository::resolve_report(*conn, first, "dismissed", admin, kModerationNow));
  const auto report = ModerationRepository::report(*conn, first);
  ASSERT_TRUE(report);
  EXPECT_EQ(report->status, "dismissed");
  EXPECT_TRUE(report->resolved_at);
  // Resolved, the user may report again; a take-down acts on every open report of the raffle.
  ModerationRepository::insert_report(*conn, new_uuid(), raffle, reporter, "Sigue siendo falsa", kModerationNow);
  EXPECT_EQ(ModerationRepository::resolve_reports_of(*conn, raffle, "actioned", admin, kModerationNow), 1);
  EXPECT_EQ(ModerationRepository::reports(*conn, std::nullopt, Page{0, 10}).count, 2);
}

INSTANTIATE_TEST_SUITE_P(Dialects, ModerationRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
