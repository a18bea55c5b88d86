#include "features/statements/statements_service.hpp"

#include "common/errors.hpp"
#include "common/time.hpp"
#include "features/statements/statement_csv.hpp"
#include "features/statements/statement_matcher.hpp"

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

}  // namespace rifa::features::statements
