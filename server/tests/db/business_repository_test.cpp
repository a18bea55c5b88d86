// The business repository on both databases: who a user is to a business (their own profile, the
// business whose active cashier they are), the business's raffles page with its filters, and the
// figures of each raffle in one grouped query (numbers and cents by status, counter and online).
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

INSTANTIATE_TEST_SUITE_P(Dialects, BusinessRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
