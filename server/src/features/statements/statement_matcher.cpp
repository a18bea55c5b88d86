#include "features/statements/statement_matcher.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string_view>
#include <unordered_map>

#include "features/statements/statement_csv.hpp"

namespace rifa::features::statements {

namespace {

constexpr std::size_t kMinSuffix = 4;
constexpr std::size_t kMaxSuggestedHolds = 5;

// Days since the epoch of a YYYY-MM-DD text (its first ten characters); 0 when unreadable.
long day_number(std::string_view text) {
  if (text.size() < 10) return 0;
  const int y = std::atoi(std::string(text.substr(0, 4)).c_str());
  const unsigned m = static_cast<unsigned>(std::atoi(std::string(text.substr(5, 2)).c_str()));
  const unsigned d = static_cast<unsigned>(std::atoi(std::string(text.substr(8, 2)).c_str()));
  const std::chrono::year_month_day ymd{std::chrono::year{y}, std::chrono::month{m}, std::chrono::day{d}};
  if (!ymd.ok()) return 0;
  return std::chrono::sys_days{ymd}.time_since_epoch().count();
}

std::string last_digits(const std::string& digits) { return digits.substr(digits.size() - kMinSuffix); }

// Whole, or the shorter (≥ 4 digits) ending the longer; nullopt when they disagree.
std::optional<MatchRule> reference_rule(const std::string& a, const std::string& b) {
  if (a.size() < kMinSuffix || b.size() < kMinSuffix) return std::nullopt;
  if (a == b) return MatchRule::reference;
  const auto& shorter = a.size() < b.size() ? a : b;
  const auto& longer = a.size() < b.size() ? b : a;
  if (longer.compare(longer.size() - shorter.size(), shorter.size(), shorter) == 0) return MatchRule::reference_suffix;
  return std::nullopt;
}

bool within_tolerance(std::int64_t movement, std::int64_t expected, std::int64_t tolerance_bp) {
  // |movement - expected| ≤ expected × tolerance, in integers (basis points).
  return std::llabs(movement - expected) * 10'000 <= expected * tolerance_bp;
}

// The [low, high] amounts whose tolerance band holds `amount`.
std::pair<std::int64_t, std::int64_t> band(std::int64_t amount, std::int64_t tolerance_bp) {
  const std::int64_t low = amount * 10'000 / (10'000 + tolerance_bp);
  const std::int64_t high = tolerance_bp >= 10'000 ? INT64_MAX : amount * 10'000 / (10'000 - tolerance_bp) + 1;
  return {low, high};
}

struct PreparedReport {
  std::string digits;
  long day = 0;
};

bool strong(MatchRule rule) { return rule != MatchRule::amount_date; }

}  // namespace

MatchOutcome match_statement(const std::vector<Movement>& movements, const std::vector<WaitingReport>& reports,
                             const std::vector<OpenHold>& holds, const MatchSettings& settings) {
  const std::int64_t tol = std::clamp<std::int64_t>(settings.tolerance_bp, 0, 5'000);
  const long window = std::max(0, settings.window_days);

  std::vector<PreparedReport> prepared(reports.size());
  std::unordered_map<std::string, std::vector<std::size_t>> by_suffix;
  std::vector<std::size_t> by_amount;  // reports with a Bs amount, by amount
  for (std::size_t i = 0; i < reports.size(); ++i) {
    prepared[i] = {reference_digits(reports[i].reference), day_number(reports[i].date)};
    if (prepared[i].digits.size() >= kMinSuffix) by_suffix[last_digits(prepared[i].digits)].push_back(i);
    if (reports[i].amount_bs_cents) by_amount.push_back(i);
  }
  std::sort(by_amount.begin(), by_amount.end(),
            [&](std::size_t a, std::size_t b) { return *reports[a].amount_bs_cents < *reports[b].amount_bs_cents; });

  const auto agrees = [&](const Movement& m, long m_day, std::size_t r) {
    const auto& report = reports[r];
    return report.amount_bs_cents && within_tolerance(m.amount_cents, *report.amount_bs_cents, tol) &&
           std::labs(m_day - prepared[r].day) <= window;
  };

  // Candidates per movement, the weaker ones dropped where a reference agrees.
  std::vector<std::vector<Candidate>> edges(movements.size());
  for (std::size_t mi = 0; mi < movements.size(); ++mi) {
    const auto& m = movements[mi];
    const std::string digits = reference_digits(m.reference);
    const long m_day = day_number(m.date);
    auto& out = edges[mi];
    if (digits.size() >= kMinSuffix) {
      const auto it = by_suffix.find(last_digits(digits));
      if (it != by_suffix.end()) {
        for (const std::size_t r : it->second) {
          const auto rule = reference_rule(digits, prepared[r].digits);
          if (rule && agrees(m, m_day, r)) out.push_back({r, *rule});
        }
      }
    }
    if (!out.empty()) continue;
    const auto [low, high] = band(m.amount_cents, tol);
    auto first = std::lower_bound(by_amount.begin(), by_amount.end(), low,
                                  [&](std::size_t r, std::int64_t v) { return *reports[r].amount_bs_cents < v; });
    for (; first != by_amount.end() && *reports[*first].amount_bs_cents <= high; ++first) {
      const std::size_t r = *first;
      // Amount and date alone only where a reference is missing on one side.
      const bool one_without = digits.size() < kMinSuffix || prepared[r].digits.size() < kMinSuffix;
      if (one_without && agrees(m, m_day, r)) out.push_back({r, MatchRule::amount_date});
    }
  }

  // A report with a reference agreement keeps only those.
  std::vector<bool> report_strong(reports.size(), false);
  for (const auto& list : edges) {
    for (const auto& c : list) {
      if (strong(c.rule)) report_strong[c.report] = true;
    }
  }
  std::vector<int> report_degree(reports.size(), 0);
  for (auto& list : edges) {
    std::erase_if(list, [&](const Candidate& c) { return !strong(c.rule) && report_strong[c.report]; });
    for (const auto& c : list) ++report_degree[c.report];
  }

  std::vector<std::size_t> holds_by_amount(holds.size());
  for (std::size_t i = 0; i < holds.size(); ++i) holds_by_amount[i] = i;
  std::sort(holds_by_amount.begin(), holds_by_amount.end(),
            [&](std::size_t a, std::size_t b) { return holds[a].amount_bs_cents < holds[b].amount_bs_cents; });

  MatchOutcome outcome;
  for (std::size_t mi = 0; mi < movements.size(); ++mi) {
    auto& list = edges[mi];
    if (list.size() == 1 && report_degree[list.front().report] == 1) {
      outcome.matched.push_back({mi, list.front().report, list.front().rule});
    } else if (!list.empty()) {
      outcome.ambiguous.push_back({mi, std::move(list)});
    } else {
      MatchOutcome::Unreported money{mi, {}};
      const auto [low, high] = band(movements[mi].amount_cents, tol);
      auto it = std::lower_bound(holds_by_amount.begin(), holds_by_amount.end(), low,
                                 [&](std::size_t h, std::int64_t v) { return holds[h].amount_bs_cents < v; });
      for (; it != holds_by_amount.end() && holds[*it].amount_bs_cents <= high; ++it) {
        if (within_tolerance(movements[mi].amount_cents, holds[*it].amount_bs_cents, tol)) money.holds.push_back(*it);
        if (money.holds.size() == kMaxSuggestedHolds) break;
      }
      outcome.unreported.push_back(std::move(money));
    }
  }
  for (std::size_t r = 0; r < reports.size(); ++r) {
    if (report_degree[r] == 0) outcome.unpaid.push_back(r);
  }
  return outcome;
}

}  // namespace rifa::features::statements
