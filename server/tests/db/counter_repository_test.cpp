// The counter and shift repositories on both databases: a seller's counter sales of a period
// grouped by method and status (cancelled ones, other sellers, other businesses and sales outside
// the period left out; in a raffle's scope, only that raffle's), and a shift close stored with its
// lines, listed and signed off once, a business's and a raffle's closes kept apart.
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include "db_fixture.hpp"
#include "features/business/counter_repository.hpp"
#include "features/shifts/shifts_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::business::CounterRepository;
using features::shifts::ShiftScope;
using features::shifts::ShiftsRepository;

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
  const ShiftScope business{owner, std::nullopt};
  auto groups =
      ShiftsRepository::sale_groups(*conn, business, cashier, "2030-01-01T00:00:00.000Z", "2030-01-02T00:00:00.000Z");
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

  // A raffle's scope: that raffle's sales only.
  const auto second = make_raffle(owner);
  sale(second, cashier, {9}, "paid", "usdt", 0);
  const auto in_second = ShiftsRepository::sale_groups(*conn, ShiftScope{owner, second}, cashier,
                                                       "2030-01-01T00:00:00.000Z", "2030-01-02T00:00:00.000Z");
  ASSERT_EQ(in_second.size(), 1U);
  EXPECT_EQ(in_second[0].method, "usdt");
  EXPECT_TRUE(ShiftsRepository::sale_groups(*conn, ShiftScope{other, second}, cashier, "2030-01-01T00:00:00.000Z",
                                            "2030-01-02T00:00:00.000Z")
                  .empty())
      << "not the raffle's creator";

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
  features::shifts::ShiftClose close;
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
  ShiftsRepository::insert_close(*conn, close);
  const ShiftScope business{owner, std::nullopt};

  const auto stored = ShiftsRepository::close(*conn, business, close.id);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->seller_name, "Caja 1") << "the cashier row's name";
  EXPECT_EQ(stored->from, close.from);
  EXPECT_EQ(stored->owed_usd_cents, 250);
  ASSERT_EQ(stored->lines.size(), 2U);
  EXPECT_EQ(stored->lines[0].method, "efectivo_bs") << "in the methods' order";
  EXPECT_EQ(stored->lines[1].difference(), -100);
  EXPECT_FALSE(stored->signed_off_at);
  EXPECT_FALSE(ShiftsRepository::close(*conn, ShiftScope{other, std::nullopt}, close.id)) << "another business's";

  Page page;
  EXPECT_EQ(ShiftsRepository::closes(*conn, business, std::nullopt, page).count, 1);
  EXPECT_EQ(ShiftsRepository::closes(*conn, business, cashier, page).data.size(), 1U);
  EXPECT_EQ(ShiftsRepository::closes(*conn, business, other, page).count, 0);

  EXPECT_FALSE(
      ShiftsRepository::sign_off(*conn, ShiftScope{other, std::nullopt}, close.id, other, "2030-01-02T02:00:00.000Z"));
  EXPECT_TRUE(ShiftsRepository::sign_off(*conn, business, close.id, owner, "2030-01-02T02:00:00.000Z"));
  EXPECT_FALSE(ShiftsRepository::sign_off(*conn, business, close.id, owner, "2030-01-02T03:00:00.000Z")) << "once";
  const auto signed_off = ShiftsRepository::close(*conn, business, close.id);
  EXPECT_EQ(signed_off->signed_off_by, owner);
  EXPECT_EQ(signed_off->signed_off_at, "2030-01-02T02:00:00.000Z");

  // A raffle seller's close: in the raffle's scope only, not in the business's list.
  const auto raffle = make_raffle(owner);
  features::shifts::ShiftClose seller_close = close;
  seller_close.id = rifa::new_uuid();
  seller_close.raffle_id = raffle;
  seller_close.signed_off_by.reset();
  seller_close.signed_off_at.reset();
  ShiftsRepository::insert_close(*conn, seller_close);
  const ShiftScope in_raffle{owner, raffle};
  EXPECT_EQ(ShiftsRepository::closes(*conn, business, std::nullopt, page).count, 1);
  EXPECT_EQ(ShiftsRepository::closes(*conn, in_raffle, cashier, page).count, 1);
  EXPECT_FALSE(ShiftsRepository::close(*conn, business, seller_close.id));
  const auto raffles_close = ShiftsRepository::close(*conn, in_raffle, seller_close.id);
  ASSERT_TRUE(raffles_close);
  EXPECT_EQ(raffles_close->raffle_id, raffle);
  EXPECT_EQ(raffles_close->seller_name, "Perfil") << "a seller's own name, not a cashier row's";
  EXPECT_FALSE(ShiftsRepository::sign_off(*conn, business, seller_close.id, owner, "2030-01-02T02:00:00.000Z"));
  EXPECT_TRUE(ShiftsRepository::sign_off(*conn, in_raffle, seller_close.id, owner, "2030-01-02T02:00:00.000Z"));
}

INSTANTIATE_TEST_SUITE_P(Dialects, CounterRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
