// Bank statements on both databases: an import stored once (re-import adds nothing), a bad file
// storing nothing, the match verified through the payments feature (ticket paid, buyer told, the
// movement recording report, rule and verifier), a movement paying at most one report and a report
// paid by one movement (unique key and conditional update) also under concurrent verifications and
// imports, and only the account's owner reaching any of it.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "common/errors.hpp"
#include "common/time.hpp"
#include "db_fixture.hpp"
#include "features/admin/mobile_payment_review.hpp"
#include "features/payments/payments_service.hpp"
#include "features/statements/statement_presets.hpp"
#include "features/statements/statements_repository.hpp"
#include "features/statements/statements_service.hpp"
#include "features/tickets/tickets_service.hpp"
#include "notifier_fixture.hpp"
#include "storage/object_store.hpp"

namespace rifa::db::testing {
namespace {

namespace payments = features::payments;
namespace statements = features::statements;

class StatementsTest : public NotifierTest {
 protected:
  void SetUp() override {
    NotifierTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    store_ = std::make_unique<storage::ObjectStore>(db(), "secret-for-tests");
    tickets_ = std::make_unique<features::tickets::TicketsService>(db(), *bus_, *notifier_);
    payments_ = std::make_unique<payments::PaymentsService>(db(), *bus_, *notifier_, *store_, *tickets_);
    service_ =
        std::make_unique<statements::StatementsService>(db(), statements::ticket_ledger(db(), *bus_, *payments_));
    creator_ = make_user("Creadora");
    // Bs 40,00 per dollar: a 2,50 ticket costs Bs 100,00.
    db().query("UPDATE profiles SET exchange_rate_cents = 4000 WHERE id = ?", {creator_});
    account_ = new_uuid();
    db().query("INSERT INTO payment_methods (id, user_id, type, name) VALUES (?, ?, 'pago_movil', 'Banesco')",
               {account_, creator_});
    raffle_ = make_raffle(creator_);
    service_->save_settings(me(), account_, *statements::preset_mapping("banesco"), {});
  }
  void TearDown() override {
    service_.reset();
    payments_.reset();
    tickets_.reset();
    store_.reset();
    NotifierTest::TearDown();
  }

  // A buyer's ticket of number `n` with a pago móvil report of Bs `bs_cents` and `reference`.
  std::string reported_ticket(const std::string& buyer, std::int64_t n, const std::string& reference,
                              std::int64_t bs_cents = 10000) {
    const auto ticket = make_ticket(raffle_, buyer, {n});
    db().query("UPDATE tickets SET expires_at = ? WHERE id = ?",
               {to_rfc3339(std::chrono::system_clock::now() + std::chrono::minutes(30)), ticket});
    payments::PaymentReport report;
    report.method = "pago_movil";
    report.payment_method_id = account_;
    report.amount_cents = bs_cents;
    report.currency = "VES";
    if (!reference.empty()) report.reference = reference;
    payments_->report(buyer, ticket, report);
    return ticket;
  }

  statements::Party me() const { return {creator_, creator_}; }

  static std::string today() { return now_rfc3339().substr(0, 10); }

  // A Banesco-layout statement of `lines` (reference;amount) dated today.
  static std::string statement(const std::vector<std::pair<std::string, std::string>>& lines) {
    const auto day = today();
    std::string csv = "Fecha;Referencia;Descripción;Monto\n";
    for (const auto& [reference, amount] : lines) {
      csv += day.substr(8, 2) + "/" + day.substr(5, 2) + "/" + day.substr(0, 4) + ";" + reference + ";PAGO MOVIL;" +
             amount + "\n";
    }
    return csv;
  }

  std::unique_ptr<storage::ObjectStore> store_;
  std::unique_ptr<features::tickets::TicketsService> tickets_;
  std::unique_ptr<payments::PaymentsService> payments_;
  std::unique_ptr<statements::StatementsService> service_;
  std::string creator_, account_, raffle_;
};

TEST_P(StatementsTest, AnImportIsStoredOnceAndItsExactMatchIsVerified) {
  const auto buyer = make_user("Compradora");
  const auto ticket = reported_ticket(buyer, 7, "0102123456789");
  const auto file = statement({{"123456789", "100,00"}, {"55550000", "1.234,56"}});

  const auto first = service_->import(me(), account_, file);
  EXPECT_EQ(first.imported, 2);
  EXPECT_EQ(first.duplicates, 0);
  ASSERT_EQ(first.outcome.outcome.matched.size(), 1u);
  EXPECT_EQ(first.outcome.outcome.matched[0].rule, statements::MatchRule::reference_suffix);
  EXPECT_EQ(first.outcome.outcome.unreported.size(), 1u);

  const auto again = service_->import(me(), account_, file);
  EXPECT_EQ(again.imported, 0);
  EXPECT_EQ(again.duplicates, 2);
  EXPECT_EQ(count("statement_movements"), 2);

  const auto verified = service_->verify_matches(me(), account_);
  EXPECT_EQ(verified.verified, 1);
  EXPECT_TRUE(verified.outcome.outcome.matched.empty());
  EXPECT_EQ(db().query("SELECT status FROM tickets WHERE id = ?", {ticket}).first().text("status"), "paid");
  const auto payment =
      db().query("SELECT id, verification_status, verified_by FROM payment_details WHERE ticket_id = ?", {ticket})
          .first();
  EXPECT_EQ(payment.text("verification_status"), "verified");
  EXPECT_EQ(payment.text("verified_by"), creator_);
  const auto movement =
      db().query("SELECT match_rule, verified_by FROM statement_movements WHERE payment_id = ?", {payment.text("id")})
          .first();
  EXPECT_EQ(movement.text("match_rule"), "reference_suffix");
  EXPECT_EQ(movement.text("verified_by"), creator_);
  EXPECT_EQ(notifications_of(buyer, "ticket_paid"), 1);

  // Nothing left to verify: a second click changes nothing.
  EXPECT_EQ(service_->verify_matches(me(), account_).verified, 0);
}

TEST_P(StatementsTest, TwoDepositsWithNoReferenceStayTwoAndAReimportAddsNothing) {
  // Two cash deposits of Bs 100,00 on the same day, with no reference: two movements, not one.
  const auto file = statement({{"", "100,00"}, {"", "100,00"}, {"777", "100,00"}});
  const auto first = service_->import(me(), account_, file);
  EXPECT_EQ(first.imported, 3);
  EXPECT_EQ(first.duplicates, 0);
  EXPECT_EQ(count("statement_movements"), 3);
  EXPECT_EQ(first.outcome.movements.size(), 3u);

  // The same file again adds nothing.
  const auto again = service_->import(me(), account_, file);
  EXPECT_EQ(again.imported, 0);
  EXPECT_EQ(again.duplicates, 3);
  // A later export of the same day with a third deposit adds only that one.
  const auto later = service_->import(me(), account_, statement({{"", "100,00"}, {"", "100,00"}, {"", "100,00"}}));
  EXPECT_EQ(later.imported, 1);
  EXPECT_EQ(later.duplicates, 2);
  EXPECT_EQ(count("statement_movements"), 4);
  EXPECT_EQ(db().query("SELECT COUNT(*) AS n FROM statement_movements WHERE reference = ''").first().integer("n"), 3);
}

TEST_P(StatementsTest, AMatchByAmountAndDateAloneIsShownButNotVerifiedAtOnce) {
  const auto buyer = make_user();
  const auto ticket = reported_ticket(buyer, 9, "", 10050);  // no reference; Bs 100,50
  const auto imported = service_->import(me(), account_, statement({{"31415926", "100,00"}}));
  ASSERT_EQ(imported.outcome.outcome.matched.size(), 1u);
  EXPECT_EQ(imported.outcome.outcome.matched[0].rule, statements::MatchRule::amount_date);
  EXPECT_FALSE(imported.outcome.outcome.matched[0].exact());
  EXPECT_EQ(service_->verify_matches(me(), account_).verified, 0);
  EXPECT_EQ(db().query("SELECT status FROM tickets WHERE id = ?", {ticket}).first().text("status"), "pending");
  EXPECT_EQ(count("statement_movements", "payment_id IS NOT NULL"), 0);
  // A tolerance of 0 leaves the 50 céntimos apart: no match at all.
  service_->save_settings(me(), account_, *statements::preset_mapping("banesco"), {0, 3});
  const auto strict = service_->outcome(me(), account_);
  EXPECT_TRUE(strict.outcome.matched.empty());
  EXPECT_EQ(strict.outcome.unpaid.size(), 1u);
}

TEST_P(StatementsTest, TheCreatorPicksTheReportOfAnAmbiguousMovement) {
  const auto first = reported_ticket(make_user(), 11, "");
  const auto second = reported_ticket(make_user(), 12, "");
  const auto imported = service_->import(me(), account_, statement({{"", "100,00"}}));
  ASSERT_EQ(imported.outcome.outcome.ambiguous.size(), 1u);
  const auto& view = imported.outcome;
  const auto& movement = view.movements[view.outcome.ambiguous[0].movement];
  const auto payment_of = [&](const std::string& ticket) {
    return db().query("SELECT id FROM payment_details WHERE ticket_id = ?", {ticket}).first().text("id");
  };
  try {
    service_->verify_pair(me(), account_, movement.id, new_uuid());
    FAIL() << "a report that is no candidate must be refused";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.code(), "not_a_candidate");
  }
  const auto chosen = service_->verify_pair(me(), account_, movement.id, payment_of(second));
  EXPECT_EQ(chosen.verified, 1);
  EXPECT_EQ(db().query("SELECT status FROM tickets WHERE id = ?", {second}).first().text("status"), "paid");
  EXPECT_EQ(db().query("SELECT status FROM tickets WHERE id = ?", {first}).first().text("status"), "pending");
  EXPECT_EQ(
      db().query("SELECT match_rule FROM statement_movements WHERE id = ?", {movement.id}).first().text("match_rule"),
      "amount_date");
  // The movement is used: the other report is no longer its candidate.
  try {
    service_->verify_pair(me(), account_, movement.id, payment_of(first));
    FAIL() << "a used movement must be refused";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 409);
  }
}

TEST_P(StatementsTest, ABadFileStoresNothingAndNamesItsLines) {
  const auto file = statement({{"1111", "100,00"}}) + "32/11/2026;2222;PAGO;100,00\n";
  try {
    service_->import(me(), account_, file);
    FAIL() << "a file with a bad line must be refused";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 422);
    EXPECT_EQ(e.code(), "statement_unreadable");
    EXPECT_EQ(e.details()["lines"][0]["line"], 3);
  }
  EXPECT_EQ(count("statement_movements"), 0);
  try {
    service_->import(me(), account_, std::string(statements::StatementsService::kMaxFileBytes + 1, 'x'));
    FAIL() << "a file over 5 MB must be refused";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 413);
  }
}

TEST_P(StatementsTest, OnlyTheAccountsOwnerReachesIt) {
  const auto other = make_user("Otra");
  for (const auto& call : std::vector<std::function<void()>>{
           [&] {
             service_->settings(statements::Party{other, other}, account_);
           },
           [&] {
             service_->outcome(statements::Party{other, other}, account_);
           },
           [&] {
             service_->import(statements::Party{other, other}, account_, statement({{"1111", "1,00"}}));
           },
           [&] {
             service_->verify_matches(statements::Party{other, other}, account_);
           },
           [&] {
             service_->export_csv(statements::Party{other, other}, account_);
           },
           [&] { service_->outcome(me(), "not-a-uuid"); }}) {
    try {
      call();
      FAIL() << "someone else's account must be refused";
    } catch (const ApiError& e) {
      EXPECT_EQ(e.status(), 404);
    }
  }
  EXPECT_EQ(count("statement_movements"), 0);
}

TEST_P(StatementsTest, AMovementPaysOneReportAndAReportIsPaidByOneMovement) {
  const auto buyer = make_user();
  reported_ticket(buyer, 1, "9001");
  reported_ticket(buyer, 2, "9002");
  service_->import(me(), account_, statement({{"9001", "100,00"}, {"19001", "100,00"}}));
  const auto movements = db().query("SELECT id FROM statement_movements ORDER BY reference");
  const auto reports = db().query("SELECT id FROM payment_details ORDER BY reference");
  const auto m1 = movements.rows[0].text("id");
  const auto m2 = movements.rows[1].text("id");
  const auto p1 = reports.rows[0].text("id");
  const auto p2 = reports.rows[1].text("id");
  const auto now = now_rfc3339();
  db().transaction([&](Connection& c) {
    EXPECT_TRUE(statements::StatementsRepository::claim(c, m2, creator_, p1, "reference", creator_, now));
  });
  db().transaction([&](Connection& c) {
    EXPECT_FALSE(statements::StatementsRepository::claim(c, m2, creator_, p2, "reference", creator_, now));
  });
  EXPECT_THROW(db().transaction([&](Connection& c) {
    statements::StatementsRepository::claim(c, m1, creator_, p1, "reference", creator_, now);
  }),
               UniqueViolation);
  EXPECT_EQ(count("statement_movements", "payment_id IS NOT NULL"), 1);
}

TEST_P(StatementsTest, ConcurrentImportsAndVerificationsPayEachReportOnce) {
  constexpr int kReports = 6;
  std::vector<std::pair<std::string, std::string>> lines;
  std::vector<std::string> tickets;
  for (int i = 0; i < kReports; ++i) {
    const auto buyer = make_user();
    const auto reference = std::to_string(70000 + i);
    tickets.push_back(reported_ticket(buyer, i, reference));
    lines.push_back({reference, "100,00"});
  }
  const auto file = statement(lines);
  std::atomic<int> verified{0};
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      try {
        service_->import(me(), account_, file);
        verified += service_->verify_matches(me(), account_).verified;
      } catch (...) {
        ++failures;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(verified.load(), kReports);
  EXPECT_EQ(count("statement_movements"), kReports);
  EXPECT_EQ(count("statement_movements", "payment_id IS NOT NULL"), kReports);
  EXPECT_EQ(count("payment_details", "verification_status = 'verified'"), kReports);
  EXPECT_EQ(count("tickets", "status = 'paid'"), kReports);
}

TEST_P(StatementsTest, TheExportKeepsFormulasAsText) {
  service_->import(me(), account_,
                   statement({{"1234", "10,00"}}) + "27/11/2026;5678;\"=HYPERLINK(\"\"http://x\"\")\";20,00\n");
  const auto csv = service_->export_csv(me(), account_);
  EXPECT_NE(csv.find("\"'=HYPERLINK(\"\"http://x\"\")\""), std::string::npos);
  EXPECT_EQ(csv.find(";\"=HYPERLINK"), std::string::npos);
  EXPECT_NE(csv.find("\"20,00\""), std::string::npos);
  EXPECT_EQ(
      db().query("SELECT description FROM statement_movements WHERE reference = '5678'").first().text("description"),
      "=HYPERLINK(\"http://x\")");
}

INSTANTIATE_TEST_SUITE_P(Dialects, StatementsTest, kAllDialects, DialectParamName);

TEST_P(StatementsTest, ACashierVerifiesTheBusinessMatchesAndIsRecordedAsTheVerifier) {
  db().query("UPDATE profiles SET type = 'business', membership_active = TRUE WHERE id = ?", {creator_});
  const auto cashier = make_user("Cajera");
  db().query("INSERT INTO cashiers (id, business_id, email, name, is_active) VALUES (?, ?, ?, ?, TRUE)",
             {cashier, creator_, "cajera@example.com", "Cajera"});
  const statements::Party at_counter{cashier, creator_};
  ASSERT_EQ(service_->accounts(at_counter).size(), 1u);
  const auto ticket = reported_ticket(make_user("Compradora"), 3, "44556677");
  service_->import(at_counter, account_, statement({{"44556677", "100,00"}}));
  EXPECT_EQ(service_->verify_matches(at_counter, account_).verified, 1);
  EXPECT_EQ(db().query("SELECT status FROM tickets WHERE id = ?", {ticket}).first().text("status"), "paid");
  EXPECT_EQ(
      db().query("SELECT verified_by FROM payment_details WHERE ticket_id = ?", {ticket}).first().text("verified_by"),
      cashier);
  const auto movement = db().query("SELECT match_rule, verified_by, owner_id FROM statement_movements").first();
  EXPECT_EQ(movement.text("match_rule"), "reference");
  EXPECT_EQ(movement.text("verified_by"), cashier);
  EXPECT_EQ(movement.text("owner_id"), creator_);

  // Another business's people reach none of this business's accounts.
  const auto other = make_user("OtroNegocio");
  try {
    service_->outcome(statements::Party{other, other}, account_);
    FAIL() << "another business's account must be refused";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 404);
  }
}

// The platform's statements: the super admin's accounts, matched with the subscriptions' pending
// mobile payments and approved through the admin's review.
class PlatformStatementsTest : public StatementsTest {
 protected:
  void SetUp() override {
    StatementsTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    review_ = std::make_unique<features::admin::MobilePaymentReview>(db(), *bus_, *notifier_, *store_);
    platform_ =
        std::make_unique<statements::StatementsService>(db(), statements::subscription_ledger(db(), *bus_, *review_));
    admin_ = make_user("Admin");
    db().query("UPDATE profiles SET is_super_admin = TRUE WHERE id = ?", {admin_});
    config_ = new_uuid();
    db().query(
        "INSERT INTO mobile_payment_config (id, payment_method, bank, is_active) VALUES (?, 'pago_movil', "
        "'Banesco', TRUE)",
        {config_});
    platform_->save_settings(party(), config_, *statements::preset_mapping("banesco"), {});
  }
  void TearDown() override {
    platform_.reset();
    review_.reset();
    StatementsTest::TearDown();
  }
  statements::Party party() const { return {admin_, ""}; }

  // A pending subscription to the Negocio plan of a new user, with a pending pago móvil payment
  // of `reference` owing Bs `bs_cents`; the payment's id.
  std::string pending_payment(const std::string& reference, std::int64_t bs_cents = 160000) {
    const auto user = make_user();
    const auto subscription = new_uuid();
    const auto end = to_rfc3339(std::chrono::system_clock::now() + std::chrono::hours(24 * 30));
    db().query("INSERT INTO user_subscriptions (id, user_id, plan_id, status, end_date) VALUES (?, ?, ?, 'pending', ?)",
               {subscription, user, std::string("00000000-0000-4000-8000-000000000004"), end});
    const auto payment = new_uuid();
    db().query(
        "INSERT INTO subscription_mobile_payments (id, user_id, subscription_id, amount_cents, mobile_number, "
        "payment_method, reference_number, amount_ves_cents, exchange_rate_cents, reported_amount_cents, "
        "reported_currency) VALUES (?, ?, ?, 4000, '0414-1234567', 'pago_movil', ?, ?, 4000, ?, 'VES')",
        {payment, user, subscription, reference, bs_cents, bs_cents});
    return payment;
  }

  std::unique_ptr<features::admin::MobilePaymentReview> review_;
  std::unique_ptr<statements::StatementsService> platform_;
  std::string admin_, config_;
};

TEST_P(PlatformStatementsTest, TheSuperAdminApprovesASubscriptionPaymentFromTheStatement) {
  const auto payment = pending_payment("0102987654321");
  const auto other = pending_payment("55501234");  // no money for this one
  const auto imported = platform_->import(party(), config_, statement({{"987654321", "1.600,00"}, {"7777", "5,00"}}));
  ASSERT_EQ(imported.outcome.outcome.matched.size(), 1u);
  EXPECT_EQ(imported.outcome.reports[imported.outcome.outcome.matched[0].report].payment_id, payment);
  EXPECT_EQ(imported.outcome.outcome.unreported.size(), 1u);
  EXPECT_EQ(imported.outcome.outcome.unpaid.size(), 1u);

  const auto verified = platform_->verify_matches(party(), config_);
  EXPECT_EQ(verified.verified, 1);
  const auto row =
      db().query("SELECT status, admin_id, admin_notes FROM subscription_mobile_payments WHERE id = ?", {payment})
          .first();
  EXPECT_EQ(row.text("status"), "approved");
  EXPECT_EQ(row.text("admin_id"), admin_);
  EXPECT_NE(row.text("admin_notes").find("estado de cuenta"), std::string::npos);
  EXPECT_EQ(count("user_subscriptions", "status = 'active'"), 1);
  EXPECT_EQ(count("subscription_payments", "status = 'completed'"), 1);
  EXPECT_EQ(count("audit_log", "action = 'mobile_payment.approved'"), 1);
  EXPECT_EQ(count("notifications", "type = 'verification_approved'"), 1);
  const auto movement =
      db().query("SELECT match_rule, verified_by FROM platform_statement_movements WHERE payment_id = ?", {payment})
          .first();
  EXPECT_EQ(movement.text("match_rule"), "reference_suffix");
  EXPECT_EQ(movement.text("verified_by"), admin_);
  EXPECT_EQ(db().query("SELECT status FROM subscription_mobile_payments WHERE id = ?", {other}).first().text("status"),
            "pending");
  // Nothing of it for anyone but the super admin, nor for the creators' statements.
  for (const auto& call : std::vector<std::function<void()>>{[&] { platform_->accounts(me()); },
                                                             [&] { platform_->outcome(me(), config_); }}) {
    try {
      call();
      FAIL() << "only the super admin";
    } catch (const ApiError& e) {
      EXPECT_EQ(e.status(), 403);
    }
  }
}

TEST_P(PlatformStatementsTest, ConcurrentImportsAndApprovalsPayEachSubscriptionOnce) {
  constexpr int kPayments = 5;
  std::vector<std::pair<std::string, std::string>> lines;
  for (int i = 0; i < kPayments; ++i) {
    const auto reference = std::to_string(880000 + i);
    pending_payment(reference);
    lines.push_back({reference, "1.600,00"});
  }
  const auto file = statement(lines);
  std::atomic<int> verified{0};
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      try {
        platform_->import(party(), config_, file);
        verified += platform_->verify_matches(party(), config_).verified;
      } catch (...) {
        ++failures;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(verified.load(), kPayments);
  EXPECT_EQ(count("platform_statement_movements"), kPayments);
  EXPECT_EQ(count("platform_statement_movements", "payment_id IS NOT NULL"), kPayments);
  EXPECT_EQ(count("subscription_mobile_payments", "status = 'approved'"), kPayments);
  EXPECT_EQ(count("subscription_payments"), kPayments);
}

TEST_P(PlatformStatementsTest, AMovementPaysOneSubscriptionPaymentByItsUniqueKey) {
  const auto first = pending_payment("9100");
  const auto second = pending_payment("9200");
  platform_->import(party(), config_, statement({{"9100", "1.600,00"}}));
  const auto movement = db().query("SELECT id FROM platform_statement_movements").first().text("id");
  const auto now = now_rfc3339();
  db().transaction([&](Connection& c) {
    EXPECT_TRUE(statements::StatementsRepository::claim_platform(c, movement, first, "reference", admin_, now));
    EXPECT_FALSE(statements::StatementsRepository::claim_platform(c, movement, second, "reference", admin_, now));
  });
  platform_->import(party(), config_, statement({{"9200", "1.600,00"}, {"9201", "1.600,00"}}));
  const auto other = db().query("SELECT id FROM platform_statement_movements WHERE reference = '9201'").first();
  EXPECT_THROW(db().transaction([&](Connection& c) {
    statements::StatementsRepository::claim_platform(c, other.text("id"), first, "reference", admin_, now);
  }),
               UniqueViolation);
}

TEST_P(PlatformStatementsTest, TwoDepositsWithNoReferenceStayTwoAndAReimportAddsNothing) {
  const auto file = statement({{"", "1.600,00"}, {"", "1.600,00"}});
  EXPECT_EQ(platform_->import(party(), config_, file).imported, 2);
  const auto again = platform_->import(party(), config_, file);
  EXPECT_EQ(again.imported, 0);
  EXPECT_EQ(again.duplicates, 2);
  EXPECT_EQ(count("platform_statement_movements"), 2);
}

INSTANTIATE_TEST_SUITE_P(Dialects, PlatformStatementsTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
