// The payment methods repository on both databases: rows map to PaymentMethod (details a map of
// texts, stored as a JSON object), lists of a user's active methods newest first or default first,
// soft delete, and the default cleared and set.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "common/time.hpp"
#include "db_fixture.hpp"
#include "features/payment_methods/payment_methods_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::payment_methods::PaymentMethod;
using features::payment_methods::PaymentMethodsRepository;

class PaymentMethodsRepositoryTest : public DbTest {
 protected:
  // A method of `user` inserted as the service does, created at `at`.
  PaymentMethod add(const std::string& user, const std::string& name, const std::string& at, bool is_default = false) {
    PaymentMethod m{new_uuid(), user, "pago_movil", name, {{"bank", "Banesco"}, {"phone", "0414-1234567"}},
                    is_default, true, at,           at};
    db().transaction([&](Connection& conn) { PaymentMethodsRepository(db()).insert(conn, m); });
    return m;
  }
};

TEST_P(PaymentMethodsRepositoryTest, ReadsBackWhatItStoresAndListsActiveMethodsInOrder) {
  PaymentMethodsRepository repo(db());
  const std::string ana = make_user("Ana"), luis = make_user("Luis");
  const auto older = add(ana, "Banesco", "2030-01-01T00:00:00.000Z", true);
  const auto newer = add(ana, "Mercantil", "2030-01-02T00:00:00.000Z");
  add(luis, "De Luis", "2030-01-03T00:00:00.000Z");

  const auto found = repo.by_id(older.id);
  ASSERT_TRUE(found);
  EXPECT_EQ(found->user_id, ana);
  EXPECT_EQ(found->type, "pago_movil");
  EXPECT_EQ(found->details, older.details);
  EXPECT_TRUE(found->is_default);
  EXPECT_EQ(found->created_at, "2030-01-01T00:00:00.000Z");
  // Stored as a JSON object (jsonb on PostgreSQL, so compared parsed).
  EXPECT_EQ(nlohmann::json::parse(
                db().query("SELECT details FROM payment_methods WHERE id = ?", {older.id}).first().text("details")),
            nlohmann::json::parse(R"({"bank":"Banesco","phone":"0414-1234567"})"));

  auto newest_first = repo.active_of(ana);
  ASSERT_EQ(newest_first.size(), 2U);
  EXPECT_EQ(newest_first[0].id, newer.id);
  auto default_first = repo.active_of(ana, true);
  ASSERT_EQ(default_first.size(), 2U);
  EXPECT_EQ(default_first[0].id, older.id);

  EXPECT_FALSE(repo.active_own(luis, older.id));
  EXPECT_TRUE(repo.active_own(ana, older.id));
  EXPECT_FALSE(repo.by_id(new_uuid()));
}

TEST_P(PaymentMethodsRepositoryTest, SoftDeletesAndMovesTheDefault) {
  PaymentMethodsRepository repo(db());
  const std::string ana = make_user("Ana");
  const auto first = add(ana, "Banesco", "2030-01-01T00:00:00.000Z", true);
  const auto second = add(ana, "Mercantil", "2030-01-02T00:00:00.000Z");
  const std::string now = now_rfc3339();

  db().transaction([&](Connection& conn) {
    EXPECT_TRUE(repo.active_own_exists(conn, ana, second.id));
    PaymentMethodsRepository::lock_owner(conn, ana);
    repo.clear_default(conn, ana, now);
    repo.make_default(conn, second.id, now);
  });
  EXPECT_FALSE(repo.by_id(first.id)->is_default);
  EXPECT_TRUE(repo.by_id(second.id)->is_default);
  EXPECT_EQ(repo.by_id(second.id)->updated_at, now);

  repo.update(ana, second.id, "zelle", "Zelle", {{"email", "a@b.co"}, {"holder", "Ana"}}, now);
  EXPECT_EQ(repo.by_id(second.id)->type, "zelle");
  EXPECT_EQ(repo.by_id(second.id)->details.at("holder"), "Ana");

  db().transaction([&](Connection& conn) {
    EXPECT_EQ(PaymentMethodsRepository::count_active(conn, ana), 2);
    EXPECT_TRUE(PaymentMethodsRepository::deactivate(conn, ana, second.id, now));
    EXPECT_FALSE(PaymentMethodsRepository::deactivate(conn, ana, second.id, now));
    EXPECT_EQ(PaymentMethodsRepository::count_active(conn, ana), 1);
  });
  const auto gone = repo.by_id(second.id);
  EXPECT_FALSE(gone->is_active);
  EXPECT_FALSE(gone->is_default);
  ASSERT_EQ(repo.active_of(ana).size(), 1U);

  repo.clear_default(ana, now);
  EXPECT_EQ(count("payment_methods", "is_default = ?", {true}), 0);
}

TEST_P(PaymentMethodsRepositoryTest, FindsARafflesCreator) {
  PaymentMethodsRepository repo(db());
  const std::string ana = make_user("Ana");
  const auto owner = repo.raffle_creator(make_raffle(ana));
  ASSERT_TRUE(owner);
  EXPECT_EQ(owner->creator_id, ana);
  EXPECT_FALSE(owner->blocked);
  EXPECT_FALSE(repo.raffle_creator(new_uuid()));
}

INSTANTIATE_TEST_SUITE_P(Dialects, PaymentMethodsRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
