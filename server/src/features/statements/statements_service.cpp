#include "features/statements/statements_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/statements/statement_csv.hpp"
#include "features/statements/statement_matcher.hpp"
#include "features/statements/statements_repository.hpp"

namespace rifa::features::statements {

namespace {

// The account named, if it is one of the caller's active pago móvil or transferencia methods.
void check_account(db::Connection& conn, const std::string& user_id, const std::string& method_id) {
  const auto type = is_uuid(method_id) ? StatementsRepository::method_type(conn, method_id, user_id) : std::nullopt;
  if (!type) throw ApiError::not_found("Cuenta no encontrada");
  if (*type != "pago_movil" && *type != "transferencia") {
    throw ApiError::validation(
        {{"payment_method_id", "Solo las cuentas de pago móvil o transferencia tienen estado de cuenta en bolívares"}});
  }
}

// A report's amount in Bs cents: as reported in bolívares, or dollars at the report's rate or else
// the creator's (none without a rate).
std::optional<std::int64_t> amount_in_bs(const ReportRow& row) {
  if (row.report.currency == "VES") return row.report.amount_cents;
  const auto rate = row.report_rate_cents ? row.report_rate_cents : row.creator_rate_cents;
  if (!rate) return std::nullopt;
  return row.report.amount_cents * *rate / 100;
}

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

SettingsView StatementsService::settings(const std::string& user_id, const std::string& method_id) {
  auto conn = db_.acquire();
  check_account(*conn, user_id, method_id);
  const auto saved = StatementsRepository::settings(*conn, method_id);
  if (!saved) return {method_id, std::nullopt, {}};
  return {method_id, saved->mapping, saved->match};
}

SettingsView StatementsService::save_settings(const std::string& user_id, const std::string& method_id,
                                              const ColumnMapping& mapping, const MatchSettings& match) {
  db_.transaction([&](db::Connection& conn) {
    check_account(conn, user_id, method_id);
    StatementsRepository::save_settings(conn, method_id, user_id, {mapping, match}, now_rfc3339());
  });
  return {method_id, mapping, match};
}

ImportSummary StatementsService::import(const std::string& user_id, const std::string& method_id,
                                        const std::string& bytes) {
  std::optional<StoredSettings> saved;
  {
    auto conn = db_.acquire();
    check_account(*conn, user_id, method_id);
    saved = StatementsRepository::settings(*conn, method_id);
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
      if (StatementsRepository::insert_movement(conn, new_uuid(), user_id, method_id, m, now)) {
        ++out.imported;
      } else {
        ++out.duplicates;
      }
    }
  });
  out.outcome = outcome(user_id, method_id);
  return out;
}

OutcomeView StatementsService::outcome(const std::string& user_id, const std::string& method_id) {
  auto conn = db_.acquire();
  return outcome_on(*conn, user_id, method_id);
}

OutcomeView StatementsService::outcome_on(db::Connection& conn, const std::string& user_id,
                                          const std::string& method_id) {
  check_account(conn, user_id, method_id);
  OutcomeView view;
  view.payment_method_id = method_id;
  if (const auto saved = StatementsRepository::settings(conn, method_id)) view.match = saved->match;
  view.movements = StatementsRepository::open_movements(conn, user_id, method_id);
  for (auto& row : StatementsRepository::waiting_reports(conn, user_id, method_id)) {
    row.report.amount_bs_cents = amount_in_bs(row);
    view.reports.push_back(std::move(row.report));
  }
  view.holds = StatementsRepository::open_holds(conn, user_id);
  view.outcome = match_statement(view.movements, view.reports, view.holds, view.match);
  return view;
}

void StatementsService::verify_one(const std::string& user_id, const Movement& movement, const WaitingReport& report,
                                   MatchRule rule) {
  try {
    bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
      // Claimed first: a movement taken by another verification (or an import racing this one)
      // rolls this one back whole.
      if (!StatementsRepository::claim(conn, movement.id, user_id, report.payment_id, rule_name(rule), user_id,
                                       now_rfc3339())) {
        throw ApiError::conflict("movement_taken", "Este movimiento ya pagó otro reporte");
      }
      payments_.verify_in(conn, batch, user_id, report.ticket_id, report.payment_id);
    });
  } catch (const db::UniqueViolation&) {
    throw ApiError::conflict("report_paid", "Ese reporte ya fue pagado con otro movimiento");
  }
}

VerifySummary StatementsService::verify_matches(const std::string& user_id, const std::string& method_id) {
  VerifySummary out;
  const auto before = outcome(user_id, method_id);
  for (const auto& match : before.outcome.matched) {
    if (!match.exact()) continue;
    try {
      verify_one(user_id, before.movements[match.movement], before.reports[match.report], match.rule);
      ++out.verified;
    } catch (const ApiError&) {
      ++out.skipped;  // reviewed or taken meanwhile: nothing changed
    }
  }
  out.outcome = outcome(user_id, method_id);
  return out;
}

VerifySummary StatementsService::verify_pair(const std::string& user_id, const std::string& method_id,
                                             const std::string& movement_id, const std::string& payment_id) {
  const auto before = outcome(user_id, method_id);
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
  verify_one(user_id, before.movements[chosen->first.first], before.reports[chosen->first.second], chosen->second);
  VerifySummary out;
  out.verified = 1;
  out.outcome = outcome(user_id, method_id);
  return out;
}

std::string StatementsService::export_csv(const std::string& user_id, const std::string& method_id) {
  auto conn = db_.acquire();
  check_account(*conn, user_id, method_id);
  std::string out = "Fecha;Referencia;Descripción;Monto (Bs);Estado;Regla\r\n";
  for (const auto& row : StatementsRepository::movements(*conn, user_id, method_id)) {
    const auto& m = row.movement;
    out += csv_safe_cell(m.date) + ";" + csv_safe_cell(m.reference) + ";" + csv_safe_cell(m.description) + ";" +
           csv_safe_cell(es_ve_amount(m.amount_cents)) + ";" +
           csv_safe_cell(row.payment_id ? "verificado" : "sin verificar") + ";" +
           csv_safe_cell(row.match_rule.value_or("")) + "\r\n";
  }
  return out;
}

}  // namespace rifa::features::statements
