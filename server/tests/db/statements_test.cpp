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
    service_ = std::make_unique<statements::StatementsService>(db(), *bus_, *payments_);
    creator_ = make_user("Creadora");
    // Bs 40,00 per dollar: a 2,50 ticket costs Bs 100,00.
    db().query("UPDATE profiles SET exchange_rate_cents = 4000 WHERE id = ?", {creator_});
    account_ = new_uuid();
    db().query("INSERT INTO payment_methods (id, user_id, type, name) VALUES (?, ?, 'pago_movil', 'Banesco')",
               {account_, creator_});
    raffle_ = make_raffle(creator_);
    service_->save_settings(creator_, account_, *statements::preset_mapping("banesco"), {});
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

  const auto first = service_->import(creator_, account_, file);
  EXPECT_EQ(first.imported, 2);
  EXPECT_EQ(first.duplicates, 0);
  ASSERT_EQ(first.outcome.outcome.matched.size(), 1u);
  EXPECT_EQ(first.outcome.outcome.matched[0].rule, statements::MatchRule::reference_suffix);
  EXPECT_EQ(first.outcome.outcome.unreported.size(), 1u);

  const auto again = service_->import(creator_, account_, file);
  EXPECT_EQ(again.imported, 0);
  EXPECT_EQ(again.duplicates, 2);
  EXPECT_EQ(count("statement_movements"), 2);

  const auto verified = service_->verify_matches(creator_, account_);
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
  EXPECT_EQ(service_->verify_matches(creator_, account_).verified, 0);
}

TEST_P(StatementsTest, AMatchByAmountAndDateAloneIsShownButNotVerifiedAtOnce) {
  const auto buyer = make_user();
  const auto ticket = reported_ticket(buyer, 9, "", 10050);  // no reference; Bs 100,50
  const auto imported = service_->import(creator_, account_, statement({{"31415926", "100,00"}}));
  ASSERT_EQ(imported.outcome.outcome.matched.size(), 1u);
  EXPECT_EQ(imported.outcome.outcome.matched[0].rule, statements::MatchRule::amount_date);
  EXPECT_FALSE(imported.outcome.outcome.matched[0].exact());
  EXPECT_EQ(service_->verify_matches(creator_, account_).verified, 0);
  EXPECT_EQ(db().query("SELECT status FROM tickets WHERE id = ?", {ticket}).first().text("status"), "pending");
  EXPECT_EQ(count("statement_movements", "payment_id IS NOT NULL"), 0);
  // A tolerance of 0 leaves the 50 céntimos apart: no match at all.
  service_->save_settings(creator_, account_, *statements::preset_mapping("banesco"), {0, 3});
  const auto strict = service_->outcome(creator_, account_);
  EXPECT_TRUE(strict.outcome.matched.empty());
  EXPECT_EQ(strict.outcome.unpaid.size(), 1u);
}

TEST_P(StatementsTest, TheCreatorPicksTheReportOfAnAmbiguousMovement) {
  const auto first = reported_ticket(make_user(), 11, "");
  const auto second = reported_ticket(make_user(), 12, "");
  const auto imported = service_->import(creator_, account_, statement({{"", "100,00"}}));
  ASSERT_EQ(imported.outcome.outcome.ambiguous.size(), 1u);
  const auto& view = imported.outcome;
  const auto& movement = view.movements[view.outcome.ambiguous[0].movement];
  const auto payment_of = [&](const std::string& ticket) {
    return db().query("SELECT id FROM payment_details WHERE ticket_id = ?", {ticket}).first().text("id");
  };
  try {
    service_->verify_pair(creator_, account_, movement.id, new_uuid());
    FAIL() << "a report that is no candidate must be refused";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.code(), "not_a_candidate");
  }
  const auto chosen = service_->verify_pair(creator_, account_, movement.id, payment_of(second));
  EXPECT_EQ(chosen.verified, 1);
  EXPECT_EQ(db().query("SELECT status FROM tickets WHERE id = ?", {second}).first().text("status"), "paid");
  EXPECT_EQ(db().query("SELECT status FROM tickets WHERE id = ?", {first}).first().text("status"), "pending");
  EXPECT_EQ(
      db().query("SELECT match_rule FROM statement_movements WHERE id = ?", {movement.id}).first().text("match_rule"),
      "amount_date");
  // The movement is used: the other report is no longer its candidate.
  try {
    service_->verify_pair(creator_, account_, movement.id, payment_of(first));
    FAIL() << "a used movement must be refused";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 409);
  }
}

TEST_P(StatementsTest, ABadFileStoresNothingAndNamesItsLines) {
  const auto file = statement({{"1111", "100,00"}}) + "32/11/2026;2222;PAGO;100,00\n";
  try {
    service_->import(creator_, account_, file);
    FAIL() << "a file with a bad line must be refused";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 422);
    EXPECT_EQ(e.code(), "statement_unreadable");
    EXPECT_EQ(e.details()["lines"][0]["line"], 3);
  }
  EXPECT_EQ(count("statement_movements"), 0);
  try {
    service_->import(creator_, account_, std::string(statements::StatementsService::kMaxFileBytes + 1, 'x'));
    FAIL() << "a file over 5 MB must be refused";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 413);
  }
}

TEST_P(StatementsTest, OnlyTheAccountsOwnerReachesIt) {
  const auto other = make_user("Otra");
  for (const auto& call : std::vector<std::function<void()>>{
           [&] { service_->settings(other, account_); }, [&] { service_->outcome(other, account_); },
           [&] {
             service_->import(other, account_, statement({{"1111", "1,00"}}));
           },
           [&] { service_->verify_matches(other, account_); }, [&] { service_->export_csv(other, account_); },
           [&] { service_->outcome(creator_, "not-a-uuid"); }}) {
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
  service_->import(creator_, account_, statement({{"9001", "100,00"}, {"19001", "100,00"}}));
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
        service_->import(creator_, account_, file);
        verified += service_->verify_matches(creator_, account_).verified;
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
  service_->import(creator_, account_,
                   statement({{"1234", "10,00"}}) + "27/11/2026;5678;\"=HYPERLINK(\"\"http://x\"\")\";20,00\n");
  const auto csv = service_->export_csv(creator_, account_);
  EXPECT_NE(csv.find("\"'=HYPERLINK(\"\"http://x\"\")\""), std::string::npos);
  EXPECT_EQ(csv.find(";\"=HYPERLINK"), std::string::npos);
  EXPECT_NE(csv.find("\"20,00\""), std::string::npos);
  EXPECT_EQ(
      db().query("SELECT description FROM statement_movements WHERE reference = '5678'").first().text("description"),
      "=HYPERLINK(\"http://x\")");
}

INSTANTIATE_TEST_SUITE_P(Dialects, StatementsTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
