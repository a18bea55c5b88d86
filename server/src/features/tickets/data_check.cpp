#include "features/tickets/data_check.hpp"

#include <string>
#include <variant>

#include "features/tickets/data_check_repository.hpp"

namespace rifa::features::tickets {

using nlohmann::json;

namespace {

// A problem row as JSON; a ticket's `numbers` (SQLite's text, PostgreSQL's jsonb text) as a list.
json row_json(const ProblemRow& row) {
  json out = json::object();
  for (const auto& [column, value] : row) {
    out[column] = std::visit([](const auto& v) -> json { return v; }, value);
    if (column == "numbers" && out[column].is_string()) {
      out[column] = json::parse(out[column].get<std::string>(), nullptr, false);
    }
  }
  return out;
}

// Records the problem rows of one check under `name` (nothing when there are none).
void record(json& problems, const char* name, const std::vector<ProblemRow>& rows) {
  if (rows.empty()) return;
  json examples = json::array();
  for (std::size_t i = 0; i < rows.size() && i < kDataCheckExamples; ++i) examples.push_back(row_json(rows[i]));
  problems[name] = {{"count", rows.size()}, {"examples", examples}};
  if (rows.size() >= kDataCheckCountCap) problems[name]["capped"] = true;
}

}  // namespace

json check_data(db::Database& database) {
  DataCheckRepository repo(database);
  json problems = json::object();

  if (repo.sqlite()) {
    // One row "ok", or the problems found.
    const auto integrity = repo.integrity_check(kDataCheckCountCap);
    const auto* first =
        integrity.size() == 1 && !integrity[0].empty() ? std::get_if<std::string>(&integrity[0][0].second) : nullptr;
    if (!first || *first != "ok") record(problems, "integrity_check", integrity);
    record(problems, "foreign_key_check", repo.foreign_key_check(kDataCheckCountCap));
  }
  record(problems, "sold_tickets", repo.sold_tickets(kDataCheckCountCap));
  record(problems, "stray_numbers", repo.stray_numbers(kDataCheckCountCap));
  record(problems, "ticket_numbers", repo.ticket_numbers(kDataCheckCountCap));
  record(problems, "raffle_status", repo.raffle_status(kDataCheckCountCap));

  const auto counts = repo.counts();
  json out = {{"ok", problems.empty()},
              {"database", std::string(db::dialect_name(database.dialect()))},
              {"counts",
               {{"raffles", counts.raffles},
                {"tickets", counts.tickets},
                {"live_tickets", counts.live_tickets},
                {"ticket_numbers", counts.ticket_numbers}}}};
  if (!problems.empty()) out["problems"] = problems;
  return out;
}

}  // namespace rifa::features::tickets
