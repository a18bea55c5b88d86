#include "features/statements/statements_json.hpp"

#include "common/money.hpp"
#include "features/statements/statement_presets.hpp"

namespace rifa::features::statements {

using nlohmann::json;

namespace {

json optional_column(const std::optional<int>& column) { return column ? json(*column) : json(nullptr); }

json movement_json(const Movement& m) {
  return {{"id", m.id},
          {"date", m.date},
          {"reference", m.reference},
          {"description", m.description},
          {"amount_bs", cents_to_json(m.amount_cents)}};
}

json report_json(const WaitingReport& r) {
  return {{"payment_id", r.payment_id},
          {"ticket_id", r.ticket_id},
          {"reference", r.reference.empty() ? json(nullptr) : json(r.reference)},
          {"date", r.date},
          {"amount", cents_to_json(r.amount_cents)},
          {"currency", r.currency},
          {"amount_bs", r.amount_bs_cents ? cents_to_json(*r.amount_bs_cents) : json(nullptr)},
          {"buyer_name", r.buyer_name},
          {"raffle_title", r.raffle_title},
          {"numbers", r.numbers}};
}

json hold_json(const OpenHold& h) {
  return {{"ticket_id", h.ticket_id},
          {"buyer_name", h.buyer_name},
          {"raffle_title", h.raffle_title},
          {"numbers", h.numbers},
          {"amount_bs", cents_to_json(h.amount_bs_cents)}};
}

}  // namespace

json to_json(const ColumnMapping& m) {
  return {{"date", m.date},
          {"reference", m.reference},
          {"description", optional_column(m.description)},
          {"amount", optional_column(m.amount)},
          {"credit", optional_column(m.credit)},
          {"debit", optional_column(m.debit)}};
}

json to_json(const StatementAccount& a) { return {{"id", a.id}, {"type", a.type}, {"name", a.name}}; }

json to_json(const SettingsView& s) {
  json presets = json::array();
  for (const auto& p : layout_presets())
    presets.push_back({{"id", p.id}, {"name", p.name}, {"mapping", to_json(p.mapping)}});
  return {{"payment_method_id", s.payment_method_id},
          {"mapping", s.mapping ? to_json(*s.mapping) : json(nullptr)},
          {"tolerance_bp", s.match.tolerance_bp},
          {"window_days", s.match.window_days},
          {"presets", std::move(presets)}};
}

json to_json(const OutcomeView& v) {
  json matched = json::array();
  for (const auto& m : v.outcome.matched) {
    matched.push_back({{"movement", movement_json(v.movements[m.movement])},
                       {"report", report_json(v.reports[m.report])},
                       {"rule", rule_name(m.rule)},
                       {"exact", m.exact()}});
  }
  json ambiguous = json::array();
  for (const auto& a : v.outcome.ambiguous) {
    json candidates = json::array();
    for (const auto& c : a.candidates) {
      candidates.push_back({{"report", report_json(v.reports[c.report])}, {"rule", rule_name(c.rule)}});
    }
    ambiguous.push_back({{"movement", movement_json(v.movements[a.movement])}, {"candidates", std::move(candidates)}});
  }
  json unreported = json::array();
  for (const auto& u : v.outcome.unreported) {
    json holds = json::array();
    for (const auto h : u.holds) holds.push_back(hold_json(v.holds[h]));
    unreported.push_back({{"movement", movement_json(v.movements[u.movement])}, {"holds", std::move(holds)}});
  }
  json unpaid = json::array();
  for (const auto r : v.outcome.unpaid) unpaid.push_back(report_json(v.reports[r]));
  return {{"payment_method_id", v.payment_method_id},
          {"tolerance_bp", v.match.tolerance_bp},
          {"window_days", v.match.window_days},
          {"matched", std::move(matched)},
          {"ambiguous", std::move(ambiguous)},
          {"unreported", std::move(unreported)},
          {"unpaid", std::move(unpaid)}};
}

json to_json(const ImportSummary& s) {
  return {
      {"imported", s.imported}, {"duplicates", s.duplicates}, {"skipped", s.skipped}, {"outcome", to_json(s.outcome)}};
}

json to_json(const VerifySummary& s) {
  return {{"verified", s.verified}, {"skipped", s.skipped}, {"outcome", to_json(s.outcome)}};
}

}  // namespace rifa::features::statements
