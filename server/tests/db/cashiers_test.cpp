// Adding cashiers on both databases, with threads racing as requests do: the plan's max_cashiers is
// never passed, a user becomes the cashier of one business only, and one e-mail is added once
// (the owner's row lock on PostgreSQL, one writer on SQLite, the primary key as the last guard).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <functional>
#include <optional>
#include <thread>
#include <vector>

#include "common/errors.hpp"
#include "db_fixture.hpp"
#include "features/business/cashiers_service.hpp"
#include "features/plans/plans_service.hpp"

namespace rifa::db::testing {
namespace {

namespace business = features::business;

class CashiersTest : public DbTest {
 protected:
  void SetUp() override {
    DbTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    plans_ = std::make_unique<features::plans::PlansService>(db());
    service_ = std::make_unique<business::CashiersService>(db(), *plans_, "https://Rifas.Example.com:8443/app");
  }

  std::string email_of(const std::string& user_id) {
    return db().query("SELECT email FROM users WHERE id = ?", {user_id}).first().text("email");
  }

  // A business owner on Negocio (the back-office) whose plan allows `max_cashiers`.
  business::BusinessAccess make_business(std::optional<std::int64_t> max_cashiers) {
    db().query("UPDATE subscription_plans SET max_cashiers = ? WHERE slug = 'negocio'",
               {max_cashiers ? Value(*max_cashiers) : Value(nullptr)});
    const std::string owner = make_user("Rifas El Lago");
    plans_->grant(email_of(owner), "Negocio");
    return service_->owner(owner);
  }

  // Runs `work(i)` on `n` threads at once; returns the error codes ("" for success) by index.
  std::vector<std::string> race(int n, const std::function<void(int)>& work) {
    std::vector<std::string> codes(n);
    {
      // Open the connections first, so the requests overlap rather than queue behind connecting.
      std::vector<PooledConnection> warm;
      warm.reserve(n);
      for (int i = 0; i < n; ++i) warm.push_back(db().acquire());
    }
    std::atomic<int> ready{0};
    std::vector<std::thread> threads;
    for (int i = 0; i < n; ++i) {
      threads.emplace_back([&, i] {
        ++ready;
        while (ready < n) std::this_thread::yield();
        try {
          work(i);
        } catch (const ApiError& e) {
          codes[i] = e.code();
        }
      });
    }
    for (auto& t : threads) t.join();
    return codes;
  }

  static int count_of(const std::vector<std::string>& codes, const std::string& code) {
    return static_cast<int>(std::count(codes.begin(), codes.end(), code));
  }

  std::unique_ptr<features::plans::PlansService> plans_;
  std::unique_ptr<business::CashiersService> service_;
};

TEST_P(CashiersTest, RacingAddsNeverPassThePlansLimit) {
  const auto owner = make_business(3);
  std::vector<std::string> emails;
  for (int i = 0; i < 8; ++i) emails.push_back(email_of(make_user("Cajero")));
  const auto codes = race(8, [&](int i) { service_->create(owner, {emails[i], std::nullopt, true}); });
  EXPECT_EQ(count_of(codes, ""), 3);
  EXPECT_EQ(count_of(codes, "cashier_limit_reached"), 5);
  EXPECT_EQ(count("cashiers", "business_id = ?", {owner.business_id}), 3);
}

TEST_P(CashiersTest, TwoBusinessesAddingOneUserAtOnceGiveItToOne) {
  const auto north = make_business(std::nullopt);
  const auto south = make_business(std::nullopt);
  for (int round = 0; round < 4; ++round) {
    const std::string user = make_user("Cajero disputado");
    const std::string email = email_of(user);
    const auto codes = race(2, [&](int i) { service_->create(i ? south : north, {email, std::nullopt, true}); });
    EXPECT_EQ(count_of(codes, ""), 1) << "round " << round;
    EXPECT_EQ(count_of(codes, "cashier_of_other_business"), 1) << "round " << round;
    EXPECT_EQ(count("cashiers", "id = ?", {user}), 1);
  }
}

TEST_P(CashiersTest, OneEmailAddedAtOnceManyTimesIsAddedOnce) {
  const auto owner = make_business(std::nullopt);
  const std::string email = email_of(make_user("Cajera"));
  const auto codes = race(6, [&](int) { service_->create(owner, {email, std::string("Caja"), true}); });
  EXPECT_EQ(count_of(codes, ""), 1);
  EXPECT_EQ(count_of(codes, "cashier_exists"), 5);
  EXPECT_EQ(count("cashiers", "business_id = ?", {owner.business_id}), 1);
}

TEST_P(CashiersTest, AnUnknownEmailNamesTheSitesHostAsABrowserShowsIt) {
  const auto owner = make_business(std::nullopt);
  try {
    service_->create(owner, {"nadie@example.com", std::nullopt, true});
    FAIL() << "an unknown e-mail was added";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 422);
    EXPECT_EQ(e.code(), "user_not_registered");
    EXPECT_STREQ(e.what(), "El usuario debe estar registrado en rifas.example.com:8443");
  }
  business::CashiersService plain(db(), *plans_, "https://rifas.example.com:443");
  try {
    plain.create(owner, {"nadie@example.com", std::nullopt, true});
    FAIL() << "an unknown e-mail was added";
  } catch (const ApiError& e) {
    EXPECT_STREQ(e.what(), "El usuario debe estar registrado en rifas.example.com");
  }
}

INSTANTIATE_TEST_SUITE_P(Dialects, CashiersTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
