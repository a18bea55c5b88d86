#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/payments/payments_service.hpp"
#include "features/statements/statements.hpp"

namespace rifa::features::statements {

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

// A creator's bank statements: the reading settings of each account (one of their pago móvil or
// transferencia methods), imports stored once, the matching outcome against their waiting reports,
// and "verify the matches" through the payments feature's verification (ticket paid, buyer told) with
// the movement claimed in the same transaction. Only the account's owner reaches any of it.
class StatementsService {
 public:
  static constexpr std::size_t kMaxFileBytes = 5 * 1024 * 1024;

  StatementsService(db::Database& db, const events::Bus& bus, const payments::PaymentsService& payments)
      : db_(db), bus_(bus), payments_(payments) {}

  SettingsView settings(const std::string& user_id, const std::string& method_id);
  SettingsView save_settings(const std::string& user_id, const std::string& method_id, const ColumnMapping& mapping,
                             const MatchSettings& match);
  // Reads `bytes` with the account's saved columns and stores its credits (nothing when a line is
  // wrong: 422 naming each line), then matches.
  ImportSummary import(const std::string& user_id, const std::string& method_id, const std::string& bytes);
  OutcomeView outcome(const std::string& user_id, const std::string& method_id);
  // Verifies every exact match (by reference) of the current outcome, each in its own transaction.
  VerifySummary verify_matches(const std::string& user_id, const std::string& method_id);
  // Verifies one pair the creator chose: `payment_id` must be a candidate of `movement_id` in the
  // current outcome (a match by amount and date alone, or one of an ambiguous movement's reports);
  // 409 otherwise, or when either was taken meanwhile.
  VerifySummary verify_pair(const std::string& user_id, const std::string& method_id, const std::string& movement_id,
                            const std::string& payment_id);
  // The account's movements as CSV (UTF-8, ';'), every cell safe to open in a spreadsheet.
  std::string export_csv(const std::string& user_id, const std::string& method_id);

 private:
  OutcomeView outcome_on(db::Connection& conn, const std::string& user_id, const std::string& method_id);
  // Claims the movement for the report and verifies it, in one transaction; ApiError when either
  // was taken or reviewed meanwhile (nothing changed then).
  void verify_one(const std::string& user_id, const Movement& movement, const WaitingReport& report, MatchRule rule);

  db::Database& db_;
  const events::Bus& bus_;
  const payments::PaymentsService& payments_;
};

// The rule's name as stored and sent: reference, reference_suffix or amount_date.
const char* rule_name(MatchRule rule);

}  // namespace rifa::features::statements
