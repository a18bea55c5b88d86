// The plans service on both databases: the plan of a user (the free plan, then the subscription's
// in effect), its allowance, and the cheapest plan that allows something, asked as a predicate or
// as SQL (both give the same plan).
#include <gtest/gtest.h>

#include "common/time.hpp"
#include "db_fixture.hpp"
#include "features/plans/plans_service.hpp"
#include "features/subscriptions/subscriptions_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::plans::PlansService;
using features::subscriptions::Plan;
using features::subscriptions::Subscription;
using features::subscriptions::SubscriptionsRepository;

class PlansServiceTest : public DbTest {};

TEST_P(PlansServiceTest, APlanIsTheFreeOneUntilASubscriptionIsInEffect) {
  PlansService plans(db());
  const std::string ana = make_user("Ana");
  auto mine = plans.mine(ana);
  ASSERT_TRUE(mine.plan);
  EXPECT_EQ(mine.plan->slug, "gratis");
  EXPECT_FALSE(mine.subscription);
  EXPECT_EQ(plans.allowance(ana).max_active_raffles, 1);
  EXPECT_FALSE(plans.allowance(ana).can_create_private);

  const auto now = std::chrono::system_clock::now();
  Subscription s;
  s.id = new_uuid();
  s.user_id = ana;
  s.plan_id = "00000000-0000-4000-8000-000000000003";  // Pro
  s.status = "active";
  s.start_date = s.created_at = s.updated_at = to_rfc3339(now - std::chrono::hours(1));
  s.end_date = to_rfc3339(add_months(now, 1));
  db().transaction([&](Connection& conn) { SubscriptionsRepository(db()).insert(conn, s); });

  mine = plans.mine(ana);
  EXPECT_EQ(mine.plan->slug, "pro");
  ASSERT_TRUE(mine.subscription);
  EXPECT_EQ(mine.subscription->id, s.id);
  const auto allowance = plans.allowance(ana);
  EXPECT_EQ(allowance.plan_name, "Pro");
  EXPECT_TRUE(allowance.can_create_private);
  EXPECT_FALSE(allowance.max_active_raffles);
  EXPECT_EQ(allowance.max_tickets_per_raffle, 10000);
  EXPECT_EQ(plans.find("PRO").id, s.plan_id);
}

TEST_P(PlansServiceTest, TheCheapestPlanAllowingSomething) {
  PlansService plans(db());
  EXPECT_EQ(plans.cheapest_plan([](const Plan& p) { return p.can_create_private; }), "Pro");
  EXPECT_EQ(plans.cheapest_plan([](const Plan& p) { return p.max_tickets_per_raffle >= 1000; }), "Básico");
  const auto more_than = [](std::int64_t n) {
    return [n](const Plan& p) { return !p.max_active_raffles || *p.max_active_raffles > n; };
  };
  EXPECT_EQ(plans.cheapest_plan(more_than(1)), "Básico");
  EXPECT_EQ(plans.cheapest_plan(more_than(5)), "Pro");
  EXPECT_EQ(plans.cheapest_plan([](const Plan& p) { return p.max_tickets_per_raffle > 10000; }), "");
  // An inactive plan is never offered.
  db().query("UPDATE subscription_plans SET is_active = FALSE WHERE slug = 'basico'");
  EXPECT_EQ(plans.cheapest_plan(more_than(1)), "Pro");
}

INSTANTIATE_TEST_SUITE_P(Dialects, PlansServiceTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
