#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/statements/statements.hpp"

namespace rifa::features::statements {

// An account's saved way of reading and matching its statements.
struct StoredSettings {
  ColumnMapping mapping;
  MatchSettings match;
};

// A waiting report as stored, before its amount is put in bolívares.
struct ReportRow {
  WaitingReport report;
  std::optional<std::int64_t> report_rate_cents, creator_rate_cents;
};

// A movement as the export lists it, with the report it paid, if any.
struct MovementRow {
  Movement movement;
  std::optional<std::string> payment_id, match_rule, verified_at;
};

// All of the statements feature's SQL: settings per account, movements, and what matching reads of
// payments and holds. Every method runs on the caller's connection (inside its transaction if any).
class StatementsRepository {
 public:
  // The type of `owner_id`'s active payment method `method_id`, if it is one of theirs.
  static std::optional<std::string> method_type(db::Connection& conn, const std::string& method_id,
                                                const std::string& owner_id);
  static std::optional<StoredSettings> settings(db::Connection& conn, const std::string& method_id);
  static void save_settings(db::Connection& conn, const std::string& method_id, const std::string& owner_id,
                            const StoredSettings& settings, const std::string& now);

  // Stores a movement unless the same (account, day, reference, amount) is stored: true when new.
  static bool insert_movement(db::Connection& conn, const std::string& id, const std::string& owner_id,
                              const std::string& method_id, const ParsedMovement& movement, const std::string& now);
  // The account's movements that paid no report yet, oldest first.
  static std::vector<Movement> open_movements(db::Connection& conn, const std::string& owner_id,
                                              const std::string& method_id);
  // Every movement of the account, newest first (the export).
  static std::vector<MovementRow> movements(db::Connection& conn, const std::string& owner_id,
                                            const std::string& method_id);

  // The reports paid to `payee_id` by pago móvil or transferencia, waiting for review on a pending
  // ticket of an open raffle, to this account or to none named.
  static std::vector<ReportRow> waiting_reports(db::Connection& conn, const std::string& payee_id,
                                                const std::string& method_id);
  // The creator's pending tickets still on hold with no report, priced in Bs at the creator's rate
  // (none without a rate).
  static std::vector<OpenHold> open_holds(db::Connection& conn, const std::string& creator_id);

  // The movement pays `payment_id`: a conditional update (only while it pays nothing) under the
  // unique payment_id, so a movement pays one report and a report is paid by one movement. False when
  // the movement was taken meanwhile.
  static bool claim(db::Connection& conn, const std::string& movement_id, const std::string& owner_id,
                    const std::string& payment_id, const std::string& rule, const std::string& verifier_id,
                    const std::string& now);
};

}  // namespace rifa::features::statements
