// The business repository on both databases: who a user is to a business (their own profile, the
// business whose active cashier they are), the business's raffles page with its filters, and the
// figures of each raffle in one grouped query (numbers and cents by status, counter and online),
// the sold tickets with their filters and totals, and the cashiers with their sales.
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "features/business/business_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::business::BusinessRepository;

class BusinessRepositoryTest : public DbTest {};

TEST_P(BusinessRepositoryTest, ReadsTheBusinessOfAnOwnerAndOfAnActiveCashier) {
  const auto owner = make_user("Negocio"), cashier = make_user("Caja"), former = make_user("Antes");
  db().query("UPDATE profiles SET type = 'business', membership_active = TRUE WHERE id = ?", {owner});
  db().query("INSERT INTO cashiers (id, business_id, email, name, is_active) VALUES (?, ?, ?, ?, ?)",
             {cashier, owner, std::string("caja@example.com"), std::string("Caja"), true});
  db().query("INSERT INTO cashiers (id, business_id, email, name, is_active) VALUES (?, ?, ?, ?, ?)",
             {former, owner, std::string("antes@example.com"), std::string("Antes"), false});
  auto conn = db().acquire();
  const auto me = BusinessRepository::profile(*conn, owner);
  ASSERT_TRUE(me);
  EXPECT_EQ(me->type, "business");
  EXPECT_TRUE(me->membership_active);
  const auto employer = BusinessRepository::employer(*conn, cashier);
  ASSERT_TRUE(employer);
  EXPECT_EQ(employer->id, owner);
  EXPECT_EQ(employer->name, "Negocio");
  EXPECT_FALSE(BusinessRepository::employer(*conn, former)) << "an inactive cashier";
  EXPECT_FALSE(BusinessRepository::profile(*conn, "no-such-user"));
  EXPECT_EQ(BusinessRepository::cashier_count(*conn, owner), 2);
  EXPECT_FALSE(BusinessRepository::exchange_rate(*conn, owner).rate_cents);
}

TEST_P(BusinessRepositoryTest, PagesTheRafflesAndSumsTheirFigures) {
  const auto owner = make_user(), buyer = make_user(), other = make_user();
  RaffleSpec older;
  older.title = "Moto nueva";
  older.created_at = "2030-01-01T00:00:00.000Z";
  RaffleSpec newer;
  newer.title = "Televisor";
  newer.created_at = "2030-01-02T00:00:00.000Z";
  newer.status = "completed";
  const auto moto = make_raffle(owner, older), tv = make_raffle(owner, newer);
  make_raffle(other);
  // As the raffles feature stores it: normalised (lower case, no accents).
  db().query("UPDATE raffles SET search_text = 'moto nueva' WHERE id = ?", {moto});
  const auto paid = make_ticket(moto, buyer, {1, 2});
  db().query("UPDATE tickets SET status = 'paid', sold_by = ? WHERE id = ?", {owner, paid});
  make_ticket(moto, buyer, {3});
  const auto cancelled = make_ticket(moto, buyer, {4});
  db().query("UPDATE tickets SET status = 'cancelled' WHERE id = ?", {cancelled});

  auto conn = db().acquire();
  features::raffles::RaffleListQuery query;
  auto page = BusinessRepository::raffle_page(*conn, owner, query);
  EXPECT_EQ(page.count, 2);
  EXPECT_EQ(page.ids, (std::vector<std::string>{tv, moto}));
  query.status = "active";
  EXPECT_EQ(BusinessRepository::raffle_page(*conn, owner, query).ids, std::vector<std::string>{moto});
  query.status.reset();
  query.q = "MOTO";
  EXPECT_EQ(BusinessRepository::raffle_page(*conn, owner, query).ids, std::vector<std::string>{moto});

  const auto figures = BusinessRepository::figures_of(*conn, page.ids);
  ASSERT_EQ(figures.size(), 1U) << "a raffle without tickets has no entry";
  const auto& f = figures.at(moto);
  EXPECT_EQ(f.sold_numbers, 3);
  EXPECT_EQ(f.paid_numbers, 2);
  EXPECT_EQ(f.pending_numbers, 1);
  EXPECT_EQ(f.paid_cents, 500);
  EXPECT_EQ(f.pending_cents, 250);
  EXPECT_EQ(f.counter_tickets, 1);
  EXPECT_EQ(f.online_tickets, 1);
}

TEST_P(BusinessRepositoryTest, ListsTheSoldTicketsWithTheirSellerFiltersAndTotals) {
  const auto owner = make_user("Negocio"), cashier = make_user("Perfil de caja"), buyer = make_user();
  const auto other = make_user();
  db().query("INSERT INTO cashiers (id, business_id, email, name, is_active) VALUES (?, ?, ?, ?, ?)",
             {cashier, owner, std::string("caja@example.com"), std::string("Caja 1"), true});
  const auto raffle = make_raffle(owner), foreign = make_raffle(other);
  const auto online = make_ticket(raffle, buyer, {7});
  const auto counter = make_ticket(raffle, buyer, {1, 2});
  db().query(
      "UPDATE tickets SET sold_by = ?, status = 'paid', buyer_name = 'Ana Pérez', buyer_search = 'ana perez "
      "04141234567', created_at = '2030-01-02T00:00:00.000Z', purchase_date = '2030-01-02T10:00:00.000Z' "
      "WHERE id = ?",
      {cashier, counter});
  const auto cancelled = make_ticket(raffle, buyer, {42});
  db().query(
      "UPDATE tickets SET status = 'cancelled', sold_by = ?, created_at = '2030-01-03T00:00:00.000Z' "
      "WHERE id = ?",
      {owner, cancelled});
  db().query("DELETE FROM ticket_numbers WHERE ticket_id = ?", {cancelled});
  make_ticket(foreign, buyer, {1});

  using features::business::SalesFilter;
  auto conn = db().acquire();
  const auto all = BusinessRepository::sales(*conn, owner, SalesFilter{}, 10, 0);
  ASSERT_EQ(all.size(), 3U) << "another creator's tickets are not listed";
  EXPECT_EQ(all[0].ticket.ticket.id, cancelled) << "newest first";
  ASSERT_TRUE(all[0].seller);
  EXPECT_EQ(all[0].seller->role, "owner");
  ASSERT_TRUE(all[1].seller);
  EXPECT_EQ(all[1].seller->name, "Caja 1") << "the cashier row's name";
  EXPECT_EQ(all[1].seller->role, "cashier");
  EXPECT_EQ(all[1].ticket.ticket.numbers, (std::vector<std::int64_t>{1, 2}));
  EXPECT_EQ(all[1].ticket.raffle.id, raffle);
  EXPECT_FALSE(all[2].seller) << "an online purchase";

  const auto [count, totals] = BusinessRepository::sales_totals(*conn, owner, SalesFilter{});
  EXPECT_EQ(count, 3);
  EXPECT_EQ(totals.tickets, 2);
  EXPECT_EQ(totals.numbers, 3);
  EXPECT_EQ(totals.amount_cents, 750);
  EXPECT_EQ(totals.paid_cents, 500);
  EXPECT_EQ(totals.pending_cents, 250);
  EXPECT_EQ(totals.cancelled, 1);

  const auto ids = [&](const SalesFilter& filter) {
    std::vector<std::string> out;
    for (const auto& sold : BusinessRepository::sales(*conn, owner, filter, 10, 0))
      out.push_back(sold.ticket.ticket.id);
    return out;
  };
  EXPECT_EQ(ids({.seller = "online"}), std::vector<std::string>{online});
  EXPECT_EQ(ids({.seller = cashier}), std::vector<std::string>{counter});
  EXPECT_EQ(ids({.status = "paid"}), std::vector<std::string>{counter});
  EXPECT_EQ(ids({.q = "ANA"}), std::vector<std::string>{counter}) << "the buyer's name, normalised";
  EXPECT_EQ(ids({.q = "0414-123"}), std::vector<std::string>{counter}) << "the phone as typed";
  EXPECT_EQ(ids({.q = "2"}), std::vector<std::string>{counter}) << "a live ticket's number";
  EXPECT_EQ(ids({.q = "42"}), std::vector<std::string>{cancelled}) << "a cancelled ticket's number, from its list";
  EXPECT_EQ(ids({.from = "2030-01-02T00:00:00.000Z", .to = "2030-01-03T00:00:00.000Z"}),
            std::vector<std::string>{counter})
      << "purchase_date in [from, to)";
  EXPECT_EQ(BusinessRepository::sales(*conn, owner, SalesFilter{}, 1, 1).front().ticket.ticket.id, counter);
}

TEST_P(BusinessRepositoryTest, KeepsTheCashiersWithTheirSales) {
  const auto owner = make_user("Negocio"), user = make_user("Luis"), other_owner = make_user();
  auto conn = db().acquire();
  const std::string email = *conn->query("SELECT email FROM users WHERE id = ?", {user}).first().opt_text("email");
  const auto found = BusinessRepository::user_by_email(*conn, email);
  ASSERT_TRUE(found);
  EXPECT_EQ(found->id, user);
  EXPECT_EQ(found->name, "Luis");
  EXPECT_FALSE(found->is_super_admin);
  EXPECT_FALSE(BusinessRepository::user_by_email(*conn, "nadie@example.com"));

  BusinessRepository::lock_business(*conn, owner);
  BusinessRepository::insert_cashier(*conn, user, owner, email, "Luis", true, "2030-01-01T00:00:00.000Z");
  EXPECT_TRUE(BusinessRepository::has_cashier_email(*conn, owner, email));
  EXPECT_FALSE(BusinessRepository::has_cashier_email(*conn, other_owner, email));
  EXPECT_EQ(BusinessRepository::business_of_cashier(*conn, user), owner);
  EXPECT_FALSE(BusinessRepository::business_of_cashier(*conn, owner));
  EXPECT_TRUE(BusinessRepository::is_cashier_of(*conn, user, owner));
  EXPECT_FALSE(BusinessRepository::is_cashier_of(*conn, user, other_owner));

  const auto raffle = make_raffle(owner), foreign = make_raffle(other_owner);
  const auto sold = make_ticket(raffle, owner, {5, 6});
  conn->query("UPDATE tickets SET sold_by = ? WHERE id = ?", {user, sold});
  const auto elsewhere = make_ticket(foreign, owner, {5});
  conn->query("UPDATE tickets SET sold_by = ? WHERE id = ?", {user, elsewhere});

  const auto cashier = BusinessRepository::cashier(*conn, owner, user);
  ASSERT_TRUE(cashier);
  EXPECT_EQ(cashier->sales.tickets, 1) << "only the business's raffles";
  EXPECT_EQ(cashier->sales.numbers, 2);
  EXPECT_EQ(cashier->sales.pending_cents, 500);
  EXPECT_FALSE(BusinessRepository::cashier(*conn, other_owner, user));

  features::business::CashierChanges changes{std::string("Luis G."), false};
  EXPECT_TRUE(BusinessRepository::update_cashier(*conn, owner, user, changes, "2030-01-02T00:00:00.000Z"));
  EXPECT_FALSE(BusinessRepository::update_cashier(*conn, other_owner, user, changes, "2030-01-02T00:00:00.000Z"));
  BusinessRepository::rename_profile(*conn, user, "Luis G.", "2030-01-02T00:00:00.000Z");
  const auto page = BusinessRepository::cashiers(*conn, owner, Page{});
  ASSERT_EQ(page.size(), 1U);
  EXPECT_EQ(page[0].name, "Luis G.");
  EXPECT_FALSE(page[0].is_active);
  EXPECT_EQ(page[0].updated_at, "2030-01-02T00:00:00.000Z");
  EXPECT_EQ(count("profiles", "id = ? AND name = 'Luis G.'", {user}), 1);

  EXPECT_FALSE(BusinessRepository::delete_cashier(*conn, other_owner, user));
  EXPECT_TRUE(BusinessRepository::delete_cashier(*conn, owner, user));
  EXPECT_TRUE(BusinessRepository::cashiers(*conn, owner, Page{}).empty());
}

INSTANTIATE_TEST_SUITE_P(Dialects, BusinessRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
