// The subscriptions repository on both databases: plans in their orders, a subscription read back
// with its plan, the one in effect (term and grace period), the back-office membership, the
// renewal, reminder and expiry claims (each once), and mobile payments with their duplicate signs
// (one under review per subscription).
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "features/subscriptions/subscriptions_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::subscriptions::DuplicateFlag;
using features::subscriptions::NewMobilePayment;
using features::subscriptions::Subscription;
using features::subscriptions::SubscriptionsRepository;

constexpr const char* kPro = "00000000-0000-4000-8000-000000000003";
constexpr const char* kNegocio = "00000000-0000-4000-8000-000000000004";

class SubscriptionsRepositoryTest : public DbTest {
 protected:
  // A subscription of `user` to `plan` from `start` to `end`, inserted as the service does.
  Subscription add(const std::string& user, const std::string& plan, const std::string& status,
                   const std::string& start, const std::string& end, bool auto_renew = true,
                   const std::string& created = "2030-01-01T00:00:00.000Z") {
    Subscription s;
    s.id = new_uuid();
    s.user_id = user;
    s.plan_id = plan;
    s.status = status;
    s.start_date = start;
    s.end_date = end;
    s.auto_renew = auto_renew;
    s.next_payment_date = end;
    s.created_at = s.updated_at = created;
    db().transaction([&](Connection& conn) { SubscriptionsRepository(db()).insert(conn, s); });
    return s;
  }

  // A pending mobile payment of `subscription` by `user`.
  NewMobilePayment payment(const std::string& user, const std::string& subscription, const std::string& at,
                           std::vector<DuplicateFlag> flags = {}) {
    NewMobilePayment m;
    m.id = new_uuid();
    m.user_id = user;
    m.subscription_id = subscription;
    m.amount_cents = 4000;
    m.amount_ves_cents = 160000;
    m.exchange_rate_cents = 4000;
    m.reported_amount_cents = 150000;
    m.reported_currency = "VES";
    m.mobile_number = "0414-1234567";
    m.payment_method = "pago_movil";
    m.reference_number = "REF-1234";
    m.screenshot_path = user + "/proof.webp";
    m.reference_key = "1234";
    m.sha256 = "abc";
    m.duplicate_flags = std::move(flags);
    m.now = at;
    return m;
  }

  void insert(const NewMobilePayment& m) {
    db().transaction([&](Connection& conn) { SubscriptionsRepository(db()).insert_mobile_payment(conn, m); });
  }
};

TEST_P(SubscriptionsRepositoryTest, ReadsPlansInTheirOrders) {
  SubscriptionsRepository repo(db());
  db().query("UPDATE subscription_plans SET is_active = FALSE, sort_order = 9 WHERE slug = 'basico'");

  const auto active = repo.plans(true);
  ASSERT_EQ(active.size(), 3U);
  EXPECT_EQ(active[0].slug, "gratis");
  EXPECT_EQ(active[0].max_active_raffles, 1);
  EXPECT_EQ(active[1].slug, "pro");
  EXPECT_FALSE(active[1].max_active_raffles);
  EXPECT_TRUE(active[1].can_create_private);
  EXPECT_EQ(active[2].slug, "negocio");
  EXPECT_EQ(active[2].price_cents, 4000);
  EXPECT_EQ(active[2].max_cashiers, 10);
  EXPECT_TRUE(active[2].has_admin_panel);

  const auto all = repo.plans(false);
  ASSERT_EQ(all.size(), 4U);
  EXPECT_EQ(all.back().slug, "basico");  // by sort_order
  EXPECT_FALSE(all.back().is_active);

  EXPECT_EQ(repo.plan_by_slug("gratis")->price_cents, 0);
  EXPECT_FALSE(repo.plan_by_slug("nada"));
  auto conn = db().acquire();
  EXPECT_EQ(repo.plan_named(*conn, "Negocio")->id, kNegocio);
  EXPECT_EQ(repo.plan_named(*conn, "pro")->id, kPro);
  EXPECT_EQ(repo.plan(*conn, kPro)->name, "Pro");
}

TEST_P(SubscriptionsRepositoryTest, ReadsASubscriptionWithItsPlanAndTheOneInEffect) {
  SubscriptionsRepository repo(db());
  const std::string ana = make_user("Ana"), luis = make_user("Luis");
  const auto pro = add(ana, kPro, "active", "2030-01-01T00:00:00.000Z", "2030-02-01T00:00:00.000Z");
  const auto later = add(ana, kNegocio, "pending", "2030-01-05T00:00:00.000Z", "2030-02-05T00:00:00.000Z", false,
                         "2030-01-05T00:00:00.000Z");
  auto conn = db().acquire();

  const auto found = repo.by_id(*conn, pro.id);
  ASSERT_TRUE(found);
  EXPECT_EQ(found->status, "active");
  EXPECT_EQ(found->end_date, "2030-02-01T00:00:00.000Z");
  EXPECT_TRUE(found->auto_renew);
  EXPECT_EQ(found->next_payment_date, "2030-02-01T00:00:00.000Z");
  EXPECT_FALSE(found->payment_method_id);
  EXPECT_FALSE(found->grace_until);
  EXPECT_EQ(found->plan.name, "Pro");
  EXPECT_FALSE(repo.own(*conn, luis, pro.id));
  EXPECT_TRUE(repo.own(*conn, ana, pro.id));

  const auto mine = repo.of_user(ana, Page{0, 1});
  EXPECT_EQ(mine.count, 2);
  ASSERT_EQ(mine.data.size(), 1U);
  EXPECT_EQ(mine.data[0].id, later.id);  // newest first

  EXPECT_EQ(repo.in_effect(ana, "2030-01-15T00:00:00.000Z")->id, pro.id);
  EXPECT_FALSE(repo.in_effect(ana, "2029-12-31T00:00:00.000Z"));
  EXPECT_FALSE(repo.in_effect(ana, "2030-02-01T00:00:00.000Z"));
  EXPECT_FALSE(repo.any_in_effect(*conn, ana, "2030-02-02T00:00:00.000Z"));
  // In its grace period it stays in effect.
  ASSERT_TRUE(repo.claim_grace(*conn, pro.id, pro.end_date, "2030-02-01T00:00:00.000Z", "2030-02-04T00:00:00.000Z"));
  EXPECT_EQ(repo.in_effect(ana, "2030-02-02T00:00:00.000Z")->id, pro.id);
  EXPECT_TRUE(repo.any_in_effect(*conn, ana, "2030-02-02T00:00:00.000Z"));

  const auto pending = repo.pending_of(*conn, ana);
  ASSERT_TRUE(pending);
  EXPECT_EQ(pending->id, later.id);
  EXPECT_EQ(pending->plan_name, "Negocio");

  repo.cancel(*conn, pro.id, false, "2030-01-10T00:00:00.000Z");  // pending only: the active one stays
  EXPECT_EQ(repo.by_id(*conn, pro.id)->status, "active");
  repo.cancel(*conn, pro.id, true, "2030-01-10T00:00:00.000Z");
  EXPECT_EQ(repo.by_id(*conn, pro.id)->status, "cancelled");
  EXPECT_FALSE(repo.by_id(*conn, pro.id)->auto_renew);
}

TEST_P(SubscriptionsRepositoryTest, TheMembershipFollowsABackOfficePlanInEffect) {
  const std::string ana = make_user("Ana");
  add(ana, kNegocio, "active", "2030-01-01T00:00:00.000Z", "2030-02-01T00:00:00.000Z");
  const auto profile = [&] {
    return db().query("SELECT type, membership_active FROM profiles WHERE id = ?", {ana}).first();
  };
  db().transaction([&](Connection& conn) {
    EXPECT_TRUE(SubscriptionsRepository::has_back_office_plan(conn, ana, "2030-01-15T00:00:00.000Z"));
    SubscriptionsRepository::set_membership(conn, ana, true, "2030-01-15T00:00:00.000Z");
  });
  EXPECT_EQ(profile().text("type"), "business");
  EXPECT_TRUE(profile().boolean("membership_active"));
  db().transaction([&](Connection& conn) {
    EXPECT_FALSE(SubscriptionsRepository::has_back_office_plan(conn, ana, "2030-02-15T00:00:00.000Z"));
    SubscriptionsRepository::set_membership(conn, ana, false, "2030-02-15T00:00:00.000Z");
  });
  EXPECT_EQ(profile().text("type"), "business");
  EXPECT_FALSE(profile().boolean("membership_active"));
}

TEST_P(SubscriptionsRepositoryTest, TheJobsClaimEachSubscriptionOnce) {
  SubscriptionsRepository repo(db());
  const std::string ana = make_user("Ana"), luis = make_user("Luis");
  const auto renewing = add(ana, kPro, "active", "2030-01-01T00:00:00.000Z", "2030-02-01T00:00:00.000Z");
  const auto ending = add(luis, kPro, "active", "2030-01-10T00:00:00.000Z", "2030-02-10T00:00:00.000Z", false);
  const std::string after_end = "2030-02-01T01:00:00.000Z";

  // The renewal: due once its term ended; the claim gives the grace period, once.
  auto due = repo.due_renewals(after_end, 10);
  ASSERT_EQ(due.size(), 1U);
  EXPECT_EQ(due[0].id, renewing.id);
  EXPECT_EQ(due[0].user_id, ana);
  db().transaction([&](Connection& conn) {
    const auto claimed = repo.claim_grace(conn, renewing.id, renewing.end_date, after_end, "2030-02-04T00:00:00.000Z");
    ASSERT_TRUE(claimed);
    EXPECT_EQ(claimed->plan_id, kPro);
    EXPECT_EQ(claimed->end_date, renewing.end_date);
    EXPECT_FALSE(repo.claim_grace(conn, renewing.id, renewing.end_date, after_end, "2030-02-04T00:00:00.000Z"));
  });
  EXPECT_TRUE(repo.due_renewals(after_end, 10).empty());
  // Its prepared renewal, unpaid, is cancelled with it; meanwhile the expiry waits for the grace.
  Subscription renewal = add(ana, kPro, "pending", renewing.end_date, "2030-03-01T00:00:00.000Z");
  db().transaction([&](Connection& conn) { repo.adopt_as_renewal(conn, renewal.id, renewing.id, after_end); });
  EXPECT_TRUE(repo.due_expiries("2030-02-03T00:00:00.000Z", 10).empty());

  // The reminder: once, for a term ending within the horizon.
  const auto reminders = repo.due_reminders("2030-02-08T00:00:00.000Z", "2030-02-11T00:00:00.000Z", 10);
  ASSERT_EQ(reminders.size(), 1U);
  EXPECT_EQ(reminders[0].id, ending.id);
  db().transaction([&](Connection& conn) {
    const auto claimed = repo.claim_reminder(conn, ending.id, "2030-02-08T00:00:00.000Z");
    ASSERT_TRUE(claimed);
    EXPECT_FALSE(claimed->auto_renew);
    EXPECT_FALSE(repo.claim_reminder(conn, ending.id, "2030-02-08T00:00:00.000Z"));
  });

  // The expiry: both due after the grace period and the other's end; each expires once.
  const std::string later = "2030-02-11T00:00:00.000Z";
  const auto expiring = repo.due_expiries(later, 10);
  ASSERT_EQ(expiring.size(), 2U);
  EXPECT_EQ(expiring[0].id, renewing.id);  // earliest end first
  db().transaction([&](Connection& conn) {
    SubscriptionsRepository::lock_profile(conn, ana);
    ASSERT_TRUE(repo.claim_expiry(conn, renewing.id, later));
    EXPECT_FALSE(repo.claim_expiry(conn, renewing.id, later));
    repo.cancel_unpaid_renewal(conn, renewing.id, later);
    EXPECT_EQ(repo.by_id(conn, renewing.id)->status, "expired");
    EXPECT_EQ(repo.by_id(conn, renewal.id)->status, "cancelled");
    EXPECT_EQ(repo.by_id(conn, renewal.id)->renewal_of, renewing.id);
  });
}

TEST_P(SubscriptionsRepositoryTest, MobilePaymentsKeepTheirSignsAndOneUnderReviewPerSubscription) {
  SubscriptionsRepository repo(db());
  const std::string ana = make_user("Ana"), luis = make_user("Luis");
  const auto anas = add(ana, kNegocio, "pending", "2030-01-01T00:00:00.000Z", "2030-02-01T00:00:00.000Z");
  const auto luiss = add(luis, kPro, "pending", "2030-01-01T00:00:00.000Z", "2030-02-01T00:00:00.000Z");
  const auto first = payment(ana, anas.id, "2030-01-02T00:00:00.000Z");
  insert(first);

  auto conn = db().acquire();
  const auto read = repo.mobile_payment(*conn, first.id);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->plan.name, "Negocio");
  EXPECT_EQ(read->plan.price_cents, 4000);
  EXPECT_EQ(read->amount_ves_cents, 160000);
  EXPECT_EQ(read->reported_amount_cents, 150000);
  EXPECT_EQ(read->screenshot_path, ana + "/proof.webp");
  EXPECT_EQ(read->status, "pending");
  EXPECT_FALSE(read->admin_id);
  EXPECT_TRUE(repo.has_payment_under_review(*conn, anas.id));
  EXPECT_EQ(repo.payable(*conn, anas.id, ana)->price_cents, 4000);
  EXPECT_FALSE(repo.payable(*conn, anas.id, luis));

  // A second report of the same subscription while one is under review: the unique index refuses.
  EXPECT_THROW(insert(payment(ana, anas.id, "2030-01-03T00:00:00.000Z")), UniqueViolation);

  // Luis reports the same reference and picture: both signs name Ana's payment.
  EXPECT_EQ(repo.payments_with_reference(*conn, "1234", new_uuid(), 10), std::vector<std::string>{first.id});
  EXPECT_EQ(repo.payments_with_image(*conn, "abc", new_uuid(), 10), std::vector<std::string>{first.id});
  EXPECT_TRUE(repo.payments_with_image(*conn, "abc", first.id, 10).empty());
  EXPECT_TRUE(repo.ticket_reports_with_image(*conn, "abc", 10).empty());
  const auto second = payment(luis, luiss.id, "2030-01-04T00:00:00.000Z",
                              {{"reference", "subscription", first.id, std::nullopt},
                               {"similar_image", "subscription", first.id, 3},
                               {"same_image", "ticket", new_uuid(), std::nullopt}});  // gone: left out
  insert(second);

  const auto seen = repo.admin_mobile_payment(*conn, second.id);
  ASSERT_TRUE(seen);
  EXPECT_EQ(seen->user.name, "Luis");
  ASSERT_EQ(seen->duplicate_flags.size(), 2U);
  EXPECT_EQ(seen->duplicate_flags[0].kind, "reference");
  EXPECT_EQ(seen->duplicate_flags[0].payment_id, first.id);
  EXPECT_EQ(seen->duplicate_flags[0].user_name, "Ana");
  EXPECT_EQ(seen->duplicate_flags[0].reported_at, "2030-01-02T00:00:00.000Z");
  EXPECT_EQ(seen->duplicate_flags[0].screenshot_path, ana + "/proof.webp");
  EXPECT_FALSE(seen->duplicate_flags[0].distance);
  EXPECT_EQ(seen->duplicate_flags[1].distance, 3);

  const auto pending = repo.admin_mobile_payments(*conn, std::string("pending"), Page{0, 10});
  EXPECT_EQ(pending.count, 2);
  ASSERT_EQ(pending.data.size(), 2U);
  EXPECT_EQ(pending.data[0].payment.id, first.id);  // pending: oldest first
  const auto all = repo.admin_mobile_payments(*conn, std::nullopt, Page{0, 10});
  ASSERT_EQ(all.data.size(), 2U);
  EXPECT_EQ(all.data[0].payment.id, second.id);  // the others: newest first
  EXPECT_EQ(repo.mobile_payments_of(ana, Page{0, 10}).count, 1);
  EXPECT_TRUE(repo.admin_mobile_payments(*conn, std::string("approved"), Page{0, 10}).data.empty());
}

INSTANTIATE_TEST_SUITE_P(Dialects, SubscriptionsRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
