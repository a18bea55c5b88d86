// The two ledgers statements are matched against: the tickets' payment reports (a creator's or a
// business's accounts) and the subscriptions' mobile payments (the platform's accounts).
#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/admin/mobile_payment_review.hpp"
#include "features/payments/payments_service.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/statements/statements_repository.hpp"
#include "features/statements/statements_service.hpp"

namespace rifa::features::statements {

namespace {

void ledger_require_bolivares(const std::string& type) {
  if (type != "pago_movil" && type != "transferencia") {
    throw ApiError::validation(
        {{"payment_method_id", "Solo las cuentas de pago móvil o transferencia tienen estado de cuenta en bolívares"}});
  }
}

ApiError ledger_account_not_found() { return ApiError::not_found("Cuenta no encontrada"); }

// A report's amount in Bs cents: as reported in bolívares, or dollars at the report's rate or else
// the creator's (none without a rate).
std::optional<std::int64_t> ledger_amount_in_bs(const ReportRow& row) {
  if (row.report.currency == "VES") return row.report.amount_cents;
  const auto rate = row.report_rate_cents ? row.report_rate_cents : row.creator_rate_cents;
  if (!rate) return std::nullopt;
  return row.report.amount_cents * *rate / 100;
}

class TicketLedger final : public Ledger {
 public:
  TicketLedger(db::Database& db, const events::Bus& bus, const payments::PaymentsService& payments)
      : db_(db), bus_(bus), payments_(payments) {}

  std::vector<StatementAccount> accounts(db::Connection& conn, const Party& party) const override {
    return StatementsRepository::accounts(conn, party.owner_id);
  }
  void check_account(db::Connection& conn, const Party& party, const std::string& id) const override {
    const auto type = is_uuid(id) ? StatementsRepository::method_type(conn, id, party.owner_id) : std::nullopt;
    if (!type) throw ledger_account_not_found();
    ledger_require_bolivares(*type);
  }
  std::optional<StoredSettings> settings(db::Connection& conn, const std::string& id) const override {
    return StatementsRepository::settings(conn, id);
  }
  void save_settings(db::Connection& conn, const Party& party, const std::string& id, const StoredSettings& s,
                     const std::string& now) const override {
    StatementsRepository::save_settings(conn, id, party.owner_id, s, now);
  }
  bool insert_movement(db::Connection& conn, const Party& party, const std::string& id, const ParsedMovement& m,
                       const std::string& now) const override {
    return StatementsRepository::insert_movement(conn, new_uuid(), party.owner_id, id, m, now);
  }
  std::vector<Movement> open_movements(db::Connection& conn, const Party& party, const std::string& id) const override {
    return StatementsRepository::open_movements(conn, party.owner_id, id);
  }
  std::vector<MovementRow> movements(db::Connection& conn, const Party& party, const std::string& id) const override {
    return StatementsRepository::movements(conn, party.owner_id, id);
  }
  std::vector<WaitingReport> waiting_reports(db::Connection& conn, const Party& party,
                                             const std::string& id) const override {
    std::vector<WaitingReport> out;
    for (auto& row : StatementsRepository::waiting_reports(conn, party.owner_id, id)) {
      row.report.amount_bs_cents = ledger_amount_in_bs(row);
      out.push_back(std::move(row.report));
    }
    return out;
  }
  std::vector<OpenHold> open_holds(db::Connection& conn, const Party& party) const override {
    return StatementsRepository::open_holds(conn, party.owner_id);
  }
  void verify(const Party& party, const Movement& movement, const WaitingReport& report,
              MatchRule rule) const override {
    try {
      bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
        // Claimed first: a movement taken by another verification (or an import racing this one)
        // rolls this one back whole.
        if (!StatementsRepository::claim(conn, movement.id, party.owner_id, report.payment_id, rule_name(rule),
                                         party.actor_id, now_rfc3339())) {
          throw ApiError::conflict("movement_taken", "Este movimiento ya pagó otro reporte");
        }
        // The actor verifies: the creator, or the business's owner or cashier acting for it.
        payments_.verify_in(conn, batch, party.actor_id, report.ticket_id);
      });
    } catch (const db::UniqueViolation&) {
      throw ApiError::conflict("report_paid", "Ese reporte ya fue pagado con otro movimiento");
    }
  }

 private:
  db::Database& db_;
  const events::Bus& bus_;
  const payments::PaymentsService& payments_;
};

// How a statement's approval reads in the audit log and the payment's notes.
std::string ledger_approval_note(MatchRule rule) {
  switch (rule) {
    case MatchRule::reference:
      return "Verificado con el estado de cuenta: referencia completa";
    case MatchRule::reference_suffix:
      return "Verificado con el estado de cuenta: últimos dígitos de la referencia";
    case MatchRule::amount_date:
      return "Verificado con el estado de cuenta: monto y fecha";
  }
  return "Verificado con el estado de cuenta";
}

class SubscriptionLedger final : public Ledger {
 public:
  SubscriptionLedger(db::Database& db, const events::Bus& bus, const admin::MobilePaymentReview& review)
      : db_(db), bus_(bus), review_(review) {}

  std::vector<StatementAccount> accounts(db::Connection& conn, const Party& party) const override {
    profiles::require_super_admin(conn, party.actor_id);
    return StatementsRepository::platform_accounts(conn);
  }
  void check_account(db::Connection& conn, const Party& party, const std::string& id) const override {
    profiles::require_super_admin(conn, party.actor_id);
    const auto type = is_uuid(id) ? StatementsRepository::platform_account_type(conn, id) : std::nullopt;
    if (!type) throw ledger_account_not_found();
    ledger_require_bolivares(*type);
  }
  std::optional<StoredSettings> settings(db::Connection& conn, const std::string& id) const override {
    return StatementsRepository::platform_settings(conn, id);
  }
  void save_settings(db::Connection& conn, const Party& party, const std::string& id, const StoredSettings& s,
                     const std::string& now) const override {
    StatementsRepository::save_platform_settings(conn, id, party.actor_id, s, now);
  }
  bool insert_movement(db::Connection& conn, const Party&, const std::string& id, const ParsedMovement& m,
                       const std::string& now) const override {
    return StatementsRepository::insert_platform_movement(conn, new_uuid(), id, m, now);
  }
  std::vector<Movement> open_movements(db::Connection& conn, const Party&, const std::string& id) const override {
    return StatementsRepository::open_platform_movements(conn, id);
  }
  std::vector<MovementRow> movements(db::Connection& conn, const Party&, const std::string& id) const override {
    return StatementsRepository::platform_movements(conn, id);
  }
  std::vector<WaitingReport> waiting_reports(db::Connection& conn, const Party&, const std::string& id) const override {
    const auto type = StatementsRepository::platform_account_type(conn, id);
    if (!type) return {};
    return StatementsRepository::subscription_reports(conn, *type);
  }
  std::vector<OpenHold> open_holds(db::Connection&, const Party&) const override { return {}; }
  void verify(const Party& party, const Movement& movement, const WaitingReport& report,
              MatchRule rule) const override {
    try {
      bus_.transaction(
          db_,
          [&](db::Connection& conn, events::Batch& batch) {
            if (!StatementsRepository::claim_platform(conn, movement.id, report.payment_id, rule_name(rule),
                                                      party.actor_id, now_rfc3339())) {
              throw ApiError::conflict("movement_taken", "Este movimiento ya pagó otro reporte");
            }
            // The super admin's approval, as the manual one: subscription active, payer told, audit.
            review_.approve_in(conn, batch, party.actor_id, report.payment_id, ledger_approval_note(rule));
          },
          admin::kReviewLocks);
    } catch (const db::UniqueViolation&) {
      throw ApiError::conflict("report_paid", "Ese reporte ya fue pagado con otro movimiento");
    }
  }

 private:
  db::Database& db_;
  const events::Bus& bus_;
  const admin::MobilePaymentReview& review_;
};

}  // namespace

std::unique_ptr<Ledger> ticket_ledger(db::Database& db, const events::Bus& bus,
                                      const payments::PaymentsService& payments) {
  return std::make_unique<TicketLedger>(db, bus, payments);
}

std::unique_ptr<Ledger> subscription_ledger(db::Database& db, const events::Bus& bus,
                                            const admin::MobilePaymentReview& review) {
  return std::make_unique<SubscriptionLedger>(db, bus, review);
}

}  // namespace rifa::features::statements
