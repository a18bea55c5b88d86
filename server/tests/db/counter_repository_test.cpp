// The counter repository on both databases: a seller's counter sales of a period grouped by method
// and status (cancelled ones, other sellers, other businesses and sales outside the period left
// out), and a shift close stored with its lines, listed and signed off once.
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include "db_fixture.hpp"
#include "features/business/counter_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::business::CounterRepository;

class CounterRepositoryTest : public DbTest {
 protected:
  // A counter sale of `numbers` by `seller`, with its method (none: "") and Bs amount.
  std::string sale(const std::string& raffle, const std::string& seller, const std::vector<std::int64_t>& numbers,
                   const std::string& status, const std::string& method, std::int64_t ves_cents,
                   const std::string& when = "2030-01-01T12:00:00.000Z") {
    const auto id = make_ticket(raffle, seller, numbers);
    db().query(
        "UPDATE tickets SET user_id = NULL, sold_by = ?, status = ?, counter_method = ?, counter_rate_cents = ?, "
        "counter_amount_ves_cents = ?, purchase_date = ? WHERE id = ?",
        {seller, status, method.empty() ? Value(nullptr) : Value(method),
         ves_cents ? Value(std::int64_t{3650}) : Value(nullptr), ves_cents ? Value(ves_cents) : Value(nullptr), when,
         id});
    return id;
  }
};

TEST_P(CounterRepositoryTest, GroupsASellersSalesOfThePeriodByMethodAndStatus) {
  const auto owner = make_user("Negocio"), cashier = make_user("Caja"), other = make_user("Otra caja");
  const auto raffle = make_raffle(owner), foreign = make_raffle(other);
  sale(raffle, cashier, {1, 2}, "paid", "pago_movil", 18'250);
  sale(raffle, cashier, {3}, "paid", "pago_movil", 9'125);
  sale(raffle, cashier, {4}, "pending", "pago_movil", 9'125);
  sale(raffle, cashier, {5}, "paid", "", 0);
  sale(raffle, cashier, {6}, "cancelled", "zelle", 0);
  sale(raffle, cashier, {7}, "paid", "zelle", 0, "2030-01-02T00:00:00.000Z");  // the period's end: out
  sale(raffle, other, {8}, "paid", "zelle", 0);
  sale(foreign, cashier, {1}, "paid", "zelle", 0);

  auto conn = db().acquire();
  auto groups =
      CounterRepository::sale_groups(*conn, owner, cashier, "2030-01-01T00:00:00.000Z", "2030-01-02T00:00:00.000Z");
  std::sort(groups.begin(), groups.end(),
            [](const auto& a, const auto& b) { return std::tie(a.method, a.status) < std::tie(b.method, b.status); });
  ASSERT_EQ(groups.size(), 3U);
  EXPECT_EQ(groups[0].method, "pago_movil");
  EXPECT_EQ(groups[0].status, "paid");
  EXPECT_EQ(groups[0].tickets, 2);
  EXPECT_EQ(groups[0].usd_cents, 750);
  EXPECT_EQ(groups[0].ves_cents, 27'375);
  EXPECT_EQ(groups[1].method, "pago_movil");
  EXPECT_EQ(groups[1].status, "pending");
  EXPECT_EQ(groups[1].ves_cents, 9'125);
  EXPECT_EQ(groups[2].method, "sin_metodo") << "a sale made before methods were recorded";
  EXPECT_EQ(groups[2].usd_cents, 250);

  const auto ref = CounterRepository::sale(*conn, make_ticket(raffle, owner, {50}));
  ASSERT_TRUE(ref);
  EXPECT_EQ(ref->creator_id, owner);
  EXPECT_FALSE(ref->sold_by) << "an online purchase";
  EXPECT_EQ(ref->status, "pending");
  EXPECT_FALSE(CounterRepository::sale(*conn, "no-such-ticket"));
}

TEST_P(CounterRepositoryTest, StoresListsAndSignsOffACloseOnce) {
  const auto owner = make_user("Negocio"), cashier = make_user("Perfil"), other = make_user("Otra");
  db().query("INSERT INTO cashiers (id, business_id, email, name, is_active) VALUES (?, ?, ?, ?, ?)",
             {cashier, owner, std::string("caja@example.com"), std::string("Caja 1"), true});
  features::business::ShiftClose close;
  close.id = rifa::new_uuid();
  close.business_id = owner;
  close.seller_id = cashier;
  close.from = "2030-01-01T00:00:00.000Z";
  close.to = "2030-01-02T00:00:00.000Z";
  close.lines = {{"zelle", 1'000, 900}, {"efectivo_bs", 18'250, 18'250}};
  close.owed_usd_cents = 250;
  close.closed_by = cashier;
  close.created_at = "2030-01-02T01:00:00.000Z";
  auto conn = db().acquire();
  CounterRepository::insert_close(*conn, close);

  const auto stored = CounterRepository::close(*conn, owner, close.id);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->seller_name, "Caja 1") << "the cashier row's name";
  EXPECT_EQ(stored->from, close.from);
  EXPECT_EQ(stored->owed_usd_cents, 250);
  ASSERT_EQ(stored->lines.size(), 2U);
  EXPECT_EQ(stored->lines[0].method, "efectivo_bs") << "in the methods' order";
  EXPECT_EQ(stored->lines[1].difference(), -100);
  EXPECT_FALSE(stored->signed_off_at);
  EXPECT_FALSE(CounterRepository::close(*conn, other, close.id)) << "another business's";

  Page page;
  EXPECT_EQ(CounterRepository::closes(*conn, owner, std::nullopt, page).count, 1);
  EXPECT_EQ(CounterRepository::closes(*conn, owner, cashier, page).data.size(), 1U);
  EXPECT_EQ(CounterRepository::closes(*conn, owner, other, page).count, 0);

  EXPECT_FALSE(CounterRepository::sign_off(*conn, other, close.id, other, "2030-01-02T02:00:00.000Z"));
  EXPECT_TRUE(CounterRepository::sign_off(*conn, owner, close.id, owner, "2030-01-02T02:00:00.000Z"));
  EXPECT_FALSE(CounterRepository::sign_off(*conn, owner, close.id, owner, "2030-01-02T03:00:00.000Z")) << "once";
  const auto signed_off = CounterRepository::close(*conn, owner, close.id);
  EXPECT_EQ(signed_off->signed_off_by, owner);
  EXPECT_EQ(signed_off->signed_off_at, "2030-01-02T02:00:00.000Z");
}

INSTANTIATE_TEST_SUITE_P(Dialects, CounterRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
