#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/statements/statements.hpp"

namespace rifa::features::payments {
class PaymentsService;
}
namespace rifa::features::admin {
class MobilePaymentReview;
}

namespace rifa::features::statements {

// Who works on a statement: `actor_id` imports and verifies (recorded as the verifier), for the
// accounts and reports of `owner_id` — the creator themself, or a business's owner when the actor
// is the owner or one of its active cashiers. The platform's statements (the super admin's) have
// no owner.
struct Party {
  std::string actor_id, owner_id;
};

// Where a statement's accounts, movements and waiting reports are, and how a report is verified:
// the tickets' payment reports (a creator's or a business's accounts, verified as the creator
// verifies a payment) or the subscriptions' mobile payments (the platform's accounts, approved as
// the super admin approves one). Everything else — reading the file, matching, the outcome — is
// the one mechanism of StatementsService. Methods run on the caller's connection.
class Ledger {
 public:
  virtual ~Ledger() = default;
  // The accounts `party` may import statements for.
  virtual std::vector<StatementAccount> accounts(db::Connection& conn, const Party& party) const = 0;
  // 404 unless `account_id` is one of those (422 when it is not in bolívares).
  virtual void check_account(db::Connection& conn, const Party& party, const std::string& account_id) const = 0;
  virtual std::optional<StoredSettings> settings(db::Connection& conn, const std::string& account_id) const = 0;
  virtual void save_settings(db::Connection& conn, const Party& party, const std::string& account_id,
                             const StoredSettings& settings, const std::string& now) const = 0;
  // Stores a movement unless the same (account, day, reference, amount, occurrence in its file) is
  // stored: true when new.
  virtual bool insert_movement(db::Connection& conn, const Party& party, const std::string& account_id,
                               const ParsedMovement& movement, const std::string& now) const = 0;
  // The account's movements that paid no report yet, oldest first.
  virtual std::vector<Movement> open_movements(db::Connection& conn, const Party& party,
                                               const std::string& account_id) const = 0;
  // Every movement of the account, newest first (the export).
  virtual std::vector<MovementRow> movements(db::Connection& conn, const Party& party,
                                             const std::string& account_id) const = 0;
  // The reports waiting for review that money into this account may pay, amounts in Bs.
  virtual std::vector<WaitingReport> waiting_reports(db::Connection& conn, const Party& party,
                                                     const std::string& account_id) const = 0;
  // Open holds to suggest for money nobody reported (none for subscriptions).
  virtual std::vector<OpenHold> open_holds(db::Connection& conn, const Party& party) const = 0;
  // Claims the movement for the report and verifies the report, in one transaction; ApiError when
  // either was taken or reviewed meanwhile (nothing changed then).
  virtual void verify(const Party& party, const Movement& movement, const WaitingReport& report,
                      MatchRule rule) const = 0;
};

// The tickets' ledger: `party.owner_id`'s payment methods and the payment reports paid to them,
// verified through the payments feature (ticket paid, buyer told).
std::unique_ptr<Ledger> ticket_ledger(db::Database& db, const events::Bus& bus,
                                      const payments::PaymentsService& payments);
// The platform's ledger: the super admin's payment accounts (mobile_payment_config) and the
// subscriptions' pending mobile payments, approved through the super admin's review (subscription
// active, payer notified, audit written).
std::unique_ptr<Ledger> subscription_ledger(db::Database& db, const events::Bus& bus,
                                            const admin::MobilePaymentReview& review);

// An account's way of reading its statements (none saved yet: nullopt) and of matching them.
struct SettingsView {
  std::string payment_method_id;
  std::optional<ColumnMapping> mapping;
  MatchSettings match;
};

// A matching outcome with what its indices point at.
struct OutcomeView {
  std::string payment_method_id;
  MatchSettings match;
  std::vector<Movement> movements;
  std::vector<WaitingReport> reports;
  std::vector<OpenHold> holds;
  MatchOutcome outcome;
};

struct ImportSummary {
  int imported = 0, duplicates = 0, skipped = 0;
  OutcomeView outcome;
};

struct VerifySummary {
  int verified = 0, skipped = 0;
  OutcomeView outcome;
};

// Bank statements, one mechanism over a Ledger: the reading settings of each account, imports
// stored once, the matching outcome against the reports waiting, and "verify the matches" through
// the ledger's verification with the movement claimed in the same transaction. Only the party the
// ledger accepts reaches an account.
class StatementsService {
 public:
  static constexpr std::size_t kMaxFileBytes = 5 * 1024 * 1024;

  StatementsService(db::Database& db, std::unique_ptr<Ledger> ledger) : db_(db), ledger_(std::move(ledger)) {}

  std::vector<StatementAccount> accounts(const Party& party);
  SettingsView settings(const Party& party, const std::string& method_id);
  SettingsView save_settings(const Party& party, const std::string& method_id, const ColumnMapping& mapping,
                             const MatchSettings& match);
  // Reads `bytes` with the account's saved columns and stores its credits (nothing when a line is
  // wrong: 422 naming each line), then matches.
  ImportSummary import(const Party& party, const std::string& method_id, const std::string& bytes);
  OutcomeView outcome(const Party& party, const std::string& method_id);
  // Verifies every exact match (by reference) of the current outcome, each in its own transaction.
  VerifySummary verify_matches(const Party& party, const std::string& method_id);
  // Verifies one pair chosen: `payment_id` must be a candidate of `movement_id` in the current
  // outcome (a match by amount and date alone, or one of an ambiguous movement's reports); 409
  // otherwise, or when either was taken meanwhile.
  VerifySummary verify_pair(const Party& party, const std::string& method_id, const std::string& movement_id,
                            const std::string& payment_id);
  // The account's movements as CSV (UTF-8, ';'), every cell safe to open in a spreadsheet.
  std::string export_csv(const Party& party, const std::string& method_id);

 private:
  OutcomeView outcome_on(db::Connection& conn, const Party& party, const std::string& method_id);

  db::Database& db_;
  std::unique_ptr<Ledger> ledger_;
};

// The rule's name as stored and sent: reference, reference_suffix or amount_date.
const char* rule_name(MatchRule rule);

}  // namespace rifa::features::statements
