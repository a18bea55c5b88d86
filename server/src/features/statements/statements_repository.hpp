#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/statements/statements.hpp"

namespace rifa::features::statements {

// A waiting report as stored, before its amount is put in bolívares.
struct ReportRow {
  WaitingReport report;
  std::optional<std::int64_t> report_rate_cents, creator_rate_cents;
};

// All of the statements feature's SQL: settings per account, movements, and what matching reads of
// payments and holds. Every method runs on the caller's connection (inside its transaction if any).
class StatementsRepository {
 public:
  // -- The tickets' ledger: a creator's (or a business owner's) payment methods.

  // `owner_id`'s active pago móvil and transferencia methods, by name.
  static std::vector<StatementAccount> accounts(db::Connection& conn, const std::string& owner_id);
  // The type of `owner_id`'s active payment method `method_id`, if it is one of theirs.
  static std::optional<std::string> method_type(db::Connection& conn, const std::string& method_id,
                                                const std::string& owner_id);
  static std::optional<StoredSettings> settings(db::Connection& conn, const std::string& method_id);
  static void save_settings(db::Connection& conn, const std::string& method_id, const std::string& owner_id,
                            const StoredSettings& settings, const std::string& now);

  // Stores a movement unless the same (account, day, reference, amount, occurrence in its file) is
  // stored: true when new.
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

  // -- The platform's ledger: the super admin's payment accounts (mobile_payment_config) and the
  // subscriptions' mobile payments (tables platform_statement_settings and _movements).

  // The active pago móvil and transferencia accounts of the platform.
  static std::vector<StatementAccount> platform_accounts(db::Connection& conn);
  // The payment_method of the platform's active account `config_id`, if there is one.
  static std::optional<std::string> platform_account_type(db::Connection& conn, const std::string& config_id);
  static std::optional<StoredSettings> platform_settings(db::Connection& conn, const std::string& config_id);
  static void save_platform_settings(db::Connection& conn, const std::string& config_id, const std::string& admin_id,
                                     const StoredSettings& settings, const std::string& now);
  static bool insert_platform_movement(db::Connection& conn, const std::string& id, const std::string& config_id,
                                       const ParsedMovement& movement, const std::string& now);
  static std::vector<Movement> open_platform_movements(db::Connection& conn, const std::string& config_id);
  static std::vector<MovementRow> platform_movements(db::Connection& conn, const std::string& config_id);
  // The pending mobile payments of pending subscriptions paid by `method` (pago_movil or
  // transferencia), oldest first: payer as buyer_name, plan as raffle_title, the subscription as
  // ticket_id, the amount owed in Bs at the rate stored with the payment.
  static std::vector<WaitingReport> subscription_reports(db::Connection& conn, const std::string& method);
  // The movement pays the mobile payment `payment_id` (as claim does for a ticket's report).
  static bool claim_platform(db::Connection& conn, const std::string& movement_id, const std::string& payment_id,
                             const std::string& rule, const std::string& verifier_id, const std::string& now);
};

}  // namespace rifa::features::statements
