// The statements bench (bench/statements.sh): reads the generated corpus (bench/statements/generate.mjs)
// in its three layouts and checks every credit against truth.json, then matches 10,000 movements
// against 10,000 waiting reports and 10,000 open holds with the server's matcher, timing each part.
// Prints Markdown. Usage: rifa_statement_bench CORPUS_DIR [RUNS=5]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "features/statements/statement_csv.hpp"
#include "features/statements/statement_matcher.hpp"
#include "features/statements/statement_presets.hpp"

namespace st = rifa::features::statements;
using Clock = std::chrono::steady_clock;

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: rifa_statement_bench CORPUS_DIR [RUNS]\n";
    return 2;
  }
  const std::string dir = argv[1];
  const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  const auto truth = nlohmann::json::parse(read_file(dir + "/truth.json"));
  const auto& credits = truth["credits"];

  std::cout << "| layout | encoding | bytes | credits read exactly | lines refused | parse (median of " << runs
            << ") |\n|---|---|---|---|---|---|\n";
  std::vector<st::Movement> movements;
  bool all_exact = true;
  for (const auto& f : truth["files"]) {
    const std::string bytes = read_file(dir + "/" + f["file"].get<std::string>());
    const auto mapping = *st::preset_mapping(f["preset"].get<std::string>());
    std::vector<double> times;
    st::ParsedStatement parsed;
    for (int r = 0; r < runs; ++r) {
      const auto start = Clock::now();
      parsed = st::parse_statement(bytes, mapping);
      times.push_back(ms_since(start));
    }
    std::size_t exact = 0;
    for (std::size_t i = 0; i < parsed.movements.size() && i < credits.size(); ++i) {
      const auto& m = parsed.movements[i];
      const auto& t = credits[i];
      if (m.date == t["date"] && m.reference == t["reference"] && m.amount_cents == t["amount_cents"] &&
          m.description == t["description"]) {
        ++exact;
      }
    }
    all_exact = all_exact && exact == credits.size() && parsed.movements.size() == credits.size();
    char line[256];
    std::snprintf(line, sizeof line, "| %s | %s | %zu | %zu / %zu | %zu | %.1f ms |\n",
                  f["preset"].get<std::string>().c_str(), f["encoding"].get<std::string>().c_str(), bytes.size(), exact,
                  credits.size(), parsed.errors.size(), median(times));
    std::cout << line;
    if (movements.empty()) {
      for (const auto& m : parsed.movements) {
        movements.push_back(
            {"m" + std::to_string(movements.size()), "acct", m.date, m.reference, m.description, m.amount_cents});
      }
    }
  }

  // 10,000 reports: 70% name the movement's full reference (the bank prints 12 digits, the buyer
  // types the last 8), 10% give no reference (amount and date alone), 10% are reports with no money,
  // and 10% of the movements are money nobody reported (with 10,000 open holds to suggest).
  constexpr std::size_t kTarget = 10'000;
  while (movements.size() < kTarget) {
    auto copy = movements[movements.size() % movements.size()];
    copy.id = "m" + std::to_string(movements.size());
    copy.reference = std::to_string(900'000'000'000LL + static_cast<long long>(movements.size()));
    movements.push_back(copy);
  }
  movements.resize(kTarget);
  std::vector<st::WaitingReport> reports;
  std::vector<st::OpenHold> holds;
  for (std::size_t i = 0; i < kTarget; ++i) {
    const auto& m = movements[i];
    st::WaitingReport r;
    r.payment_id = "p" + std::to_string(i);
    r.ticket_id = "t" + std::to_string(i);
    r.currency = "VES";
    r.date = m.date;
    r.amount_cents = m.amount_cents;
    r.amount_bs_cents = m.amount_cents;
    const auto kind = i % 10;
    if (kind < 7) {
      r.reference = m.reference.substr(m.reference.size() - 8);
    } else if (kind == 7) {
      r.reference = "";
    } else if (kind == 8) {
      r.reference = std::to_string(100'000'000 + i);  // no money for this one
      r.amount_bs_cents = m.amount_cents + 1;
    } else {
      continue;  // the movement is money nobody reported
    }
    reports.push_back(std::move(r));
    holds.push_back({"h" + std::to_string(i), "Comprador", "Rifa", {static_cast<std::int64_t>(i)}, m.amount_cents});
  }
  while (holds.size() < kTarget) holds.push_back(holds[holds.size() % 100]);
  while (reports.size() < kTarget) {
    st::WaitingReport r = reports[reports.size() % 100];
    r.payment_id = "extra" + std::to_string(reports.size());
    r.reference = std::to_string(200'000'000 + reports.size());
    r.amount_bs_cents = 1;  // far from any movement: a report with no money
    reports.push_back(std::move(r));
  }

  std::vector<double> times;
  st::MatchOutcome outcome;
  for (int r = 0; r < runs; ++r) {
    const auto start = Clock::now();
    outcome = st::match_statement(movements, reports, holds, {});
    times.push_back(ms_since(start));
  }
  std::size_t exact = 0;
  for (const auto& m : outcome.matched) exact += m.exact() ? 1 : 0;
  char line[512];
  std::snprintf(line, sizeof line,
                "\nMatching %zu movements against %zu reports and %zu holds (tolerance 1%%, window ±3 days): "
                "**%.1f ms** median of %d (min %.1f, max %.1f); %zu matched (%zu exact by reference), %zu ambiguous, "
                "%zu money with no report, %zu reports with no money. Goal ≤ 1 s.\n",
                movements.size(), reports.size(), holds.size(), median(times), runs,
                *std::min_element(times.begin(), times.end()), *std::max_element(times.begin(), times.end()),
                outcome.matched.size(), exact, outcome.ambiguous.size(), outcome.unreported.size(),
                outcome.unpaid.size());
  std::cout << line;
  return all_exact ? 0 : 1;
}
