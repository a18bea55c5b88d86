#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::statements {

// Which columns of a bank statement hold what (0-based). The amount is one signed column, or a
// credit column and a debit column; only money in (credits) is kept.
struct ColumnMapping {
  int date = 0;
  int reference = 1;
  std::optional<int> description;
  std::optional<int> amount;
  std::optional<int> credit, debit;
};

// A common layout of a Venezuelan bank's export, offered so the creator need not count columns.
struct LayoutPreset {
  std::string id, name;
  ColumnMapping mapping;
};

// One movement as read from a statement: a credit in bolívar cents on a day (YYYY-MM-DD).
// `occurrence` numbers the movements of the file with the same day, reference and amount (1, 2, …, in
// the file's order): two deposits of Bs 100,00 with no reference on one day are 1 and 2, so they stay
// two movements, and reading the same file again gives the same numbers (part of the stored key).
struct ParsedMovement {
  int line = 0;
  std::string date, reference, description;
  std::int64_t amount_cents = 0;
  int occurrence = 1;
};

// A line of the file that could not be read, with its number (1-based) and the reason in Spanish.
struct LineError {
  int line = 0;
  std::string message;
};

// What a statement file gave: its credits, the lines refused, and how many were skipped (headers,
// blank lines, debits).
struct ParsedStatement {
  std::vector<ParsedMovement> movements;
  std::vector<LineError> errors;
  int skipped = 0;
};

// How matching is tuned per account: the amount tolerance in basis points of the report's amount
// (100 = 1%) and the date window in days either side.
struct MatchSettings {
  std::int64_t tolerance_bp = 100;
  int window_days = 3;
};

// A stored movement, as matching reads it (date YYYY-MM-DD, reference as given, amount in Bs cents).
struct Movement {
  std::string id, payment_method_id, date, reference, description;
  std::int64_t amount_cents = 0;
};

// A waiting payment report as matching reads it: its amount in Bs cents (at the report's rate, or the
// creator's rate for a dollar report), the day it says it was paid, the ticket it pays.
struct WaitingReport {
  std::string payment_id, ticket_id, reference, date;
  std::optional<std::int64_t> amount_bs_cents;  // none: a dollar report and no rate to convert it
  std::int64_t amount_cents = 0;
  std::string currency, buyer_name, raffle_title;
  std::vector<std::int64_t> numbers;
};

// An open hold (a pending ticket with no report yet) and what it costs in Bs cents.
struct OpenHold {
  std::string ticket_id, buyer_name, raffle_title;
  std::vector<std::int64_t> numbers;
  std::int64_t amount_bs_cents = 0;
};

// How a movement and a report were found to agree.
enum class MatchRule { reference, reference_suffix, amount_date };

struct Candidate {
  std::size_t report = 0;  // index into the reports given
  MatchRule rule = MatchRule::amount_date;
};

// The matcher's answer, by indices into the movements, reports and holds it was given.
struct MatchOutcome {
  struct Match {
    std::size_t movement = 0, report = 0;
    MatchRule rule = MatchRule::amount_date;
    bool exact() const { return rule != MatchRule::amount_date; }
  };
  struct Ambiguous {
    std::size_t movement = 0;
    std::vector<Candidate> candidates;
  };
  struct Unreported {
    std::size_t movement = 0;
    std::vector<std::size_t> holds;  // suggested holds of about that amount
  };
  std::vector<Match> matched;
  std::vector<Ambiguous> ambiguous;
  std::vector<Unreported> unreported;  // money with no report
  std::vector<std::size_t> unpaid;     // reports with no money
};

// An account a statement can be imported for: one of the owner's active pago móvil or
// transferencia payment methods, or one of the platform's payment accounts.
struct StatementAccount {
  std::string id, type, name;
};

// An account's saved way of reading and matching its statements.
struct StoredSettings {
  ColumnMapping mapping;
  MatchSettings match;
};

// A movement as the export lists it, with the report it paid, if any.
struct MovementRow {
  Movement movement;
  std::optional<std::string> payment_id, match_rule, verified_at;
};

}  // namespace rifa::features::statements
