// The back office's repository on both databases: the audit trail (newest first, by entity, with
// its actor), the payment accounts and the rate, plans created, changed (limits cleared) and
// refused deletion while subscribed, the review of a mobile payment (held, decided once, the term
// activated, another plan replaced), and the dashboard's figures by UTC day.
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "features/admin/admin_repository.hpp"
#include "features/subscriptions/subscriptions_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::admin::AdminRepository;
using features::admin::PaymentConfig;
using features::admin::PaymentConfigInput;
using features::admin::PlanInput;
using features::subscriptions::NewMobilePayment;
using features::subscriptions::Plan;
using features::subscriptions::Subscription;
using features::subscriptions::SubscriptionsRepository;

constexpr const char* kPro = "00000000-0000-4000-8000-000000000003";
constexpr const char* kNegocio = "00000000-0000-4000-8000-000000000004";

class AdminRepositoryTest : public DbTest {
 protected:
  Subscription subscribe(const std::string& user, const std::string& plan, const std::string& status,
                         const std::string& start, const std::string& end) {
    Subscription s;
    s.id = new_uuid();
    s.user_id = user;
    s.plan_id = plan;
    s.status = status;
    s.start_date = start;
    s.end_date = end;
    s.created_at = s.updated_at = start;
    db().transaction([&](Connection& conn) { SubscriptionsRepository(db()).insert(conn, s); });
    return s;
  }
};

TEST_P(AdminRepositoryTest, TheAuditTrailNewestFirstByEntityWithItsActor) {
  const std::string admin = make_user("Admin");
  db().transaction([&](Connection& conn) {
    AdminRepository::insert_audit(conn, new_uuid(), admin, "plan.updated", "subscription_plan", kPro,
                                  R"({"before":{}})", "2030-01-01T00:00:00.000Z");
    AdminRepository::insert_audit(conn, new_uuid(), std::nullopt, "raffle.drawn", "raffle", std::nullopt, "{}",
                                  "2030-01-02T00:00:00.000Z");
  });
  auto conn = db().acquire();
  const auto all = AdminRepository::audit(*conn, std::nullopt, Page{0, 10});
  EXPECT_EQ(all.count, 2);
  ASSERT_EQ(all.data.size(), 2U);
  EXPECT_EQ(all.data[0].action, "raffle.drawn");
  EXPECT_FALSE(all.data[0].actor);
  EXPECT_FALSE(all.data[0].entity_id);
  ASSERT_TRUE(all.data[1].actor);
  EXPECT_EQ(all.data[1].actor->name, "Admin");
  EXPECT_TRUE(all.data[1].actor->email);
  EXPECT_EQ(all.data[1].entity_id, kPro);
  EXPECT_EQ(nlohmann::json::parse(all.data[1].data), nlohmann::json::parse(R"({"before":{}})"));

  const auto plans = AdminRepository::audit(*conn, std::string("subscription_plan"), Page{0, 10});
  EXPECT_EQ(plans.count, 1);
  EXPECT_EQ(plans.data.at(0).action, "plan.updated");
  EXPECT_EQ(AdminRepository::audit(*conn, std::nullopt, Page{1, 1}).data.at(0).action, "plan.updated");
}

TEST_P(AdminRepositoryTest, PaymentAccountsAndTheRate) {
  AdminRepository repo(db());
  const PaymentConfig zelle{new_uuid(),
                            "zelle",
                            std::nullopt,
                            std::nullopt,
                            std::nullopt,
                            "Rifa C.A.",
                            "Escribe",
                            true,
                            "2030-01-01T00:00:00.000Z",
                            "2030-01-01T00:00:00.000Z"};
  const PaymentConfig movil{new_uuid(),
                            "pago_movil",
                            "Banesco",
                            "0414-1234567",
                            "J-123456789",
                            std::nullopt,
                            std::nullopt,
                            true,
                            "2030-01-01T00:00:00.000Z",
                            "2030-01-01T00:00:00.000Z"};
  db().transaction([&](Connection& conn) {
    AdminRepository::insert_config(conn, zelle);
    AdminRepository::insert_config(conn, movil);
    PaymentConfigInput changes;
    changes.bank = std::optional<std::string>();  // cleared
    changes.holder = std::optional<std::string>("Rifa");
    changes.is_active = false;
    AdminRepository::update_config(conn, movil.id, changes, "2030-01-02T00:00:00.000Z");
  });
  const auto all = repo.configs(false);
  ASSERT_EQ(all.size(), 2U);
  EXPECT_EQ(all[0].payment_method, "pago_movil");  // by payment_method
  EXPECT_FALSE(all[0].bank);
  EXPECT_EQ(all[0].holder, "Rifa");
  EXPECT_EQ(all[0].phone, "0414-1234567");
  EXPECT_FALSE(all[0].is_active);
  EXPECT_EQ(all[0].updated_at, "2030-01-02T00:00:00.000Z");
  const auto active = repo.configs(true);
  ASSERT_EQ(active.size(), 1U);
  EXPECT_EQ(active[0].id, zelle.id);
  EXPECT_EQ(active[0].instructions, "Escribe");

  auto conn = db().acquire();
  EXPECT_FALSE(AdminRepository::exchange_rate(*conn).rate_cents);
  AdminRepository::set_exchange_rate(*conn, 4250, "2030-01-03T00:00:00.000Z");
  const auto rate = AdminRepository::exchange_rate(*conn);
  EXPECT_EQ(rate.rate_cents, 4250);
  EXPECT_EQ(rate.set_at, "2030-01-03T00:00:00.000Z");
}

TEST_P(AdminRepositoryTest, PlansCreatedChangedCountedAndKeptWhileSubscribed) {
  const std::string ana = make_user("Ana");
  Plan plan{new_uuid(),
            "Súper",
            "super",
            "",
            2500,
            true,
            true,
            false,
            3,
            1000,
            2,
            true,
            5,
            "2030-01-01T00:00:00.000Z",
            "2030-01-01T00:00:00.000Z"};
  db().transaction([&](Connection& conn) { AdminRepository::insert_plan(conn, plan); });
  Plan same_slug = plan;
  same_slug.id = new_uuid();
  same_slug.name = "Super!";
  EXPECT_THROW(db().transaction([&](Connection& conn) { AdminRepository::insert_plan(conn, same_slug); }),
               UniqueViolation);

  db().transaction([&](Connection& conn) {
    const auto names = AdminRepository::plan_names(conn);
    EXPECT_EQ(names.size(), 5U);
    PlanInput changes;
    changes.name = "Mega";
    changes.max_active_raffles = std::optional<std::int64_t>();  // unlimited
    changes.price_cents = 3000;
    AdminRepository::update_plan(conn, plan.id, changes, std::string("mega"), "2030-01-02T00:00:00.000Z");
  });
  auto conn = db().acquire();
  const auto changed = SubscriptionsRepository(db()).plan(*conn, plan.id);
  ASSERT_TRUE(changed);
  EXPECT_EQ(changed->name, "Mega");
  EXPECT_EQ(changed->slug, "mega");
  EXPECT_EQ(changed->price_cents, 3000);
  EXPECT_FALSE(changed->max_active_raffles);
  EXPECT_EQ(changed->max_cashiers, 2);  // untouched
  EXPECT_EQ(changed->updated_at, "2030-01-02T00:00:00.000Z");

  subscribe(ana, plan.id, "active", "2030-01-01T00:00:00.000Z", "2030-02-01T00:00:00.000Z");
  subscribe(ana, plan.id, "cancelled", "2029-01-01T00:00:00.000Z", "2029-02-01T00:00:00.000Z");
  const auto counts = AdminRepository::plan_counts(*conn, "2030-01-15T00:00:00.000Z");
  EXPECT_EQ(counts.at(plan.id).active, 1);
  EXPECT_EQ(counts.at(plan.id).total, 2);
  EXPECT_FALSE(counts.contains(kPro));
  EXPECT_EQ(AdminRepository::plan_counts(*conn, "2030-03-01T00:00:00.000Z", plan.id).at(plan.id).active, 0);
  EXPECT_THROW(db().transaction([&](Connection& c) { AdminRepository::delete_plan(c, plan.id); }), ConstraintViolation);
}

TEST_P(AdminRepositoryTest, AReviewHoldsThePaymentDecidesOnceAndActivatesTheTerm) {
  const std::string ana = make_user("Ana"), admin = make_user("Admin");
  const auto pro = subscribe(ana, kPro, "active", "2030-01-01T00:00:00.000Z", "2030-02-01T00:00:00.000Z");
  const auto negocio = subscribe(ana, kNegocio, "pending", "2030-01-10T00:00:00.000Z", "2030-02-10T00:00:00.000Z");
  NewMobilePayment m;
  m.id = new_uuid();
  m.user_id = ana;
  m.subscription_id = negocio.id;
  m.amount_cents = 4000;
  m.reported_amount_cents = 4000;
  m.reported_currency = "USD";
  m.mobile_number = "0414-1234567";
  m.payment_method = "pago_movil";
  m.reference_number = "REF-9";
  m.screenshot_path = ana + "/p.webp";
  m.now = "2030-01-10T00:00:00.000Z";
  db().transaction([&](Connection& conn) { SubscriptionsRepository(db()).insert_mobile_payment(conn, m); });

  const std::string now = "2030-01-15T00:00:00.000Z";
  db().transaction([&](Connection& conn) {
    const auto held = AdminRepository::lock_payment(conn, m.id);
    ASSERT_TRUE(held);
    EXPECT_EQ(held->status, "pending");
    EXPECT_EQ(held->subscription_status, "pending");
    EXPECT_EQ(held->plan_name, "Negocio");
    EXPECT_EQ(held->amount_cents, 4000);
    EXPECT_EQ(held->reference_number, "REF-9");
    EXPECT_FALSE(AdminRepository::lock_payment(conn, new_uuid()));

    EXPECT_FALSE(AdminRepository::current_term_end(conn, ana, kNegocio, now));
    EXPECT_EQ(AdminRepository::current_term_end(conn, ana, kPro, now), pro.end_date);
    EXPECT_EQ(AdminRepository::cancel_other_plans(conn, ana, kNegocio, now), std::vector<std::string>{pro.id});
    EXPECT_TRUE(AdminRepository::activate(conn, negocio.id, now, "2030-02-15T00:00:00.000Z", now));
    EXPECT_FALSE(AdminRepository::activate(conn, negocio.id, now, "2030-02-15T00:00:00.000Z", now));
    EXPECT_TRUE(AdminRepository::decide(conn, m.id, "approved", admin, std::nullopt, now));
    EXPECT_FALSE(AdminRepository::decide(conn, m.id, "rejected", admin, std::string("tarde"), now));
    AdminRepository::insert_payment(conn, new_uuid(), negocio.id, 4000, "REF-9", now);
  });

  auto conn = db().acquire();
  SubscriptionsRepository subscriptions(db());
  const auto active = subscriptions.by_id(*conn, negocio.id);
  EXPECT_EQ(active->status, "active");
  EXPECT_EQ(active->end_date, "2030-02-15T00:00:00.000Z");
  EXPECT_EQ(active->last_payment_date, now);
  EXPECT_EQ(subscriptions.by_id(*conn, pro.id)->status, "cancelled");
  const auto decided = subscriptions.mobile_payment(*conn, m.id);
  EXPECT_EQ(decided->status, "approved");
  EXPECT_EQ(decided->admin_id, admin);
  EXPECT_EQ(decided->reviewed_at, now);
  const auto paid = subscriptions.payments(*conn, negocio.id, Page{0, 10});
  ASSERT_EQ(paid.count, 1);
  EXPECT_EQ(paid.data.at(0).status, "completed");
  EXPECT_EQ(paid.data.at(0).reference, "REF-9");

  // The dashboard: the revenue on its UTC day, the plans' subscribers now, nothing pending.
  AdminRepository repo(db());
  const auto days = repo.figures_by_day(*conn, "2030-01-01T00:00:00.000Z");
  EXPECT_EQ(days.at("2030-01-15").subscription_revenue_cents, 4000);
  const auto by_plan = repo.subscribers_by_plan(*conn, "2030-01-20T00:00:00.000Z");
  ASSERT_EQ(by_plan.size(), 4U);
  EXPECT_EQ(by_plan.back().plan_id, kNegocio);  // by price
  EXPECT_EQ(by_plan.back().active, 1);
  const auto pending = repo.pending_work(*conn);
  EXPECT_EQ(pending.mobile_payments, 0);
  EXPECT_EQ(pending.subscriptions, 0);
  EXPECT_GE(repo.user_totals(*conn).total, 2);
}

INSTANTIATE_TEST_SUITE_P(Dialects, AdminRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
