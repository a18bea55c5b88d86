#include "features/statements/statements_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/admin/mobile_payment_review.hpp"
#include "features/payments/payments_service.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/statements/statement_csv.hpp"
#include "features/statements/statement_matcher.hpp"
#include "features/statements/statements_repository.hpp"

namespace rifa::features::statements {

namespace {

// An amount as people read it in Venezuela: 1.234,56.
std::string es_ve_amount(std::int64_t cents) {
  std::string whole = std::to_string(cents / 100);
  for (int i = static_cast<int>(whole.size()) - 3; i > 0; i -= 3) whole.insert(static_cast<std::size_t>(i), ".");
  const auto rest = cents % 100;
  return whole + "," + (rest < 10 ? "0" : "") + std::to_string(rest);
}

}  // namespace

const char* rule_name(MatchRule rule) {
  switch (rule) {
    case MatchRule::reference:
      return "reference";
    case MatchRule::reference_suffix:
      return "reference_suffix";
    case MatchRule::amount_date:
      return "amount_date";
  }
  return "amount_date";
}

std::vector<StatementAccount> StatementsService::accounts(const Party& party) {
  auto conn = db_.acquire();
  return ledger_->accounts(*conn, party);
}

SettingsView StatementsService::settings(const Party& party, const std::string& method_id) {
  auto conn = db_.acquire();
  ledger_->check_account(*conn, party, method_id);
  const auto saved = ledger_->settings(*conn, method_id);
  if (!saved) return {method_id, std::nullopt, {}};
  return {method_id, saved->mapping, saved->match};
}

SettingsView StatementsService::save_settings(const Party& party, const std::string& method_id,
                                              const ColumnMapping& mapping, const MatchSettings& match) {
  db_.transaction([&](db::Connection& conn) {
    ledger_->check_account(conn, party, method_id);
    ledger_->save_settings(conn, party, method_id, {mapping, match}, now_rfc3339());
  });
  return {method_id, mapping, match};
}

ImportSummary StatementsService::import(const Party& party, const std::string& method_id, const std::string& bytes) {
  std::optional<StoredSettings> saved;
  {
    auto conn = db_.acquire();
    ledger_->check_account(*conn, party, method_id);
    saved = ledger_->settings(*conn, method_id);
  }
  if (bytes.size() > kMaxFileBytes) throw ApiError::file_too_large();
  if (bytes.empty()) throw ApiError(400, "no_file", "No se proporcionó ningún archivo");
  if (!saved) {
    throw ApiError::validation({{"mapping", "Elige primero qué columna tiene la fecha, la referencia y el monto"}});
  }
  const auto parsed = parse_statement(bytes, saved->mapping);
  if (!parsed.errors.empty()) {
    nlohmann::json lines = nlohmann::json::array();
    for (const auto& e : parsed.errors) lines.push_back({{"line", e.line}, {"message", e.message}});
    throw ApiError(422, "statement_unreadable", "No se pudo leer el estado de cuenta; no se guardó nada",
                   {{"lines", std::move(lines)}});
  }
  ImportSummary out;
  out.skipped = parsed.skipped;
  db_.transaction([&](db::Connection& conn) {
    out.imported = 0;
    out.duplicates = 0;
    const auto now = now_rfc3339();
    for (const auto& m : parsed.movements) {
      if (ledger_->insert_movement(conn, party, method_id, m, now)) {
        ++out.imported;
      } else {
        ++out.duplicates;
      }
    }
  });
  out.outcome = outcome(party, method_id);
  return out;
}

OutcomeView StatementsService::outcome(const Party& party, const std::string& method_id) {
  auto conn = db_.acquire();
  return outcome_on(*conn, party, method_id);
}

OutcomeView StatementsService::outcome_on(db::Connection& conn, const Party& party, const std::string& method_id) {
  ledger_->check_account(conn, party, method_id);
  OutcomeView view;
  view.payment_method_id = method_id;
  if (const auto saved = ledger_->settings(conn, method_id)) view.match = saved->match;
  view.movements = ledger_->open_movements(conn, party, method_id);
  view.reports = ledger_->waiting_reports(conn, party, method_id);
  view.holds = ledger_->open_holds(conn, party);
  view.outcome = match_statement(view.movements, view.reports, view.holds, view.match);
  return view;
}

VerifySummary StatementsService::verify_matches(const Party& party, const std::string& method_id) {
  VerifySummary out;
  const auto before = outcome(party, method_id);
  for (const auto& match : before.outcome.matched) {
    if (!match.exact()) continue;
    try {
      ledger_->verify(party, before.movements[match.movement], before.reports[match.report], match.rule);
      ++out.verified;
    } catch (const ApiError&) {
      ++out.skipped;  // reviewed or taken meanwhile: nothing changed
    }
  }
  out.outcome = outcome(party, method_id);
  return out;
}

VerifySummary StatementsService::verify_pair(const Party& party, const std::string& method_id,
                                             const std::string& movement_id, const std::string& payment_id) {
  const auto before = outcome(party, method_id);
  const auto is_pair = [&](std::size_t m, std::size_t r) {
    return before.movements[m].id == movement_id && before.reports[r].payment_id == payment_id;
  };
  std::optional<std::pair<std::pair<std::size_t, std::size_t>, MatchRule>> chosen;
  for (const auto& match : before.outcome.matched) {
    if (is_pair(match.movement, match.report)) chosen = {{match.movement, match.report}, match.rule};
  }
  for (const auto& a : before.outcome.ambiguous) {
    for (const auto& c : a.candidates) {
      if (is_pair(a.movement, c.report)) chosen = {{a.movement, c.report}, c.rule};
    }
  }
  if (!chosen) throw ApiError::conflict("not_a_candidate", "Ese movimiento no coincide con ese reporte");
  ledger_->verify(party, before.movements[chosen->first.first], before.reports[chosen->first.second], chosen->second);
  VerifySummary out;
  out.verified = 1;
  out.outcome = outcome(party, method_id);
  return out;
}

std::string StatementsService::export_csv(const Party& party, const std::string& method_id) {
  auto conn = db_.acquire();
  ledger_->check_account(*conn, party, method_id);
  std::string out = "Fecha;Referencia;Descripción;Monto (Bs);Estado;Regla\r\n";
  for (const auto& row : ledger_->movements(*conn, party, method_id)) {
    const auto& m = row.movement;
    out += csv_safe_cell(m.date) + ";" + csv_safe_cell(m.reference) + ";" + csv_safe_cell(m.description) + ";" +
           csv_safe_cell(es_ve_amount(m.amount_cents)) + ";" +
           csv_safe_cell(row.payment_id ? "verificado" : "sin verificar") + ";" +
           csv_safe_cell(row.match_rule.value_or("")) + "\r\n";
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The two ledgers statements are matched against: the tickets' payment reports (a creator's or a
// business's accounts) and the subscriptions' mobile payments (the platform's accounts).
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
        payments_.verify_in(conn, batch, party.actor_id, report.ticket_id, report.payment_id);
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
