#include "features/tickets/data_check.hpp"

#include <string>
#include <type_traits>
#include <variant>

namespace rifa::features::tickets {

using nlohmann::json;

namespace {

json value_json(const db::Value& value) {
  return std::visit(
      [](const auto& v) -> json {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::nullptr_t>) {
          return nullptr;
        } else if constexpr (std::is_same_v<T, db::Blob>) {
          return std::to_string(v.bytes.size()) + " bytes";
        } else {
          return v;
        }
      },
      value);
}

// A problem row as JSON; a ticket's `numbers` (SQLite's text, PostgreSQL's jsonb text) as a list.
json row_json(const db::Row& row) {
  json out = json::object();
  for (std::size_t i = 0; i < row.size(); ++i) {
    const std::string& column = row.columns()[i];
    out[column] = value_json(row.at(i));
    if (column == "numbers" && out[column].is_string()) {
      out[column] = json::parse(out[column].get<std::string>(), nullptr, false);
    }
  }
  return out;
}

// Records the problem rows of one check under `name` (nothing when there are none).
void record(json& problems, const char* name, const db::Result& r) {
  if (r.empty()) return;
  json examples = json::array();
  for (std::size_t i = 0; i < r.rows.size() && i < kDataCheckExamples; ++i) examples.push_back(row_json(r.rows[i]));
  problems[name] = {{"count", r.rows.size()}, {"examples", examples}};
  if (r.rows.size() >= kDataCheckCountCap) problems[name]["capped"] = true;
}

// Runs one check: a query selecting its problem rows.
void check(db::Database& database, json& problems, const char* name, const std::string& sql) {
  record(problems, name, database.query(sql + " LIMIT " + std::to_string(kDataCheckCountCap)));
}

std::int64_t count(db::Database& database, const char* sql) { return database.query(sql).first().integer("n"); }

}  // namespace

json check_data(db::Database& database) {
  const bool sqlite = database.dialect() == db::Dialect::sqlite;
  json problems = json::object();

  if (sqlite) {
    // One row "ok", or the problems found.
    const auto integrity = database.query("PRAGMA integrity_check(" + std::to_string(kDataCheckCountCap) + ")");
    if (integrity.rows.size() != 1 || integrity.first().text_view(0) != "ok") {
      record(problems, "integrity_check", integrity);
    }
    check(database, problems, "foreign_key_check", "SELECT * FROM pragma_foreign_key_check");
  }

  // The elements of a ticket's `numbers` as rows with a column `value`, and their count.
  const std::string elements =
      sqlite ? "json_each(t.numbers) AS j" : "jsonb_array_elements_text(t.numbers) AS j(value)";
  const std::string length = sqlite ? "json_array_length(t.numbers)" : "jsonb_array_length(t.numbers)";

  check(database, problems, "sold_tickets",
        "SELECT r.id AS raffle_id, r.sold_tickets, COALESCE(c.n, 0) AS ticket_numbers FROM raffles r "
        "LEFT JOIN (SELECT raffle_id, COUNT(*) AS n FROM ticket_numbers GROUP BY raffle_id) c ON c.raffle_id = r.id "
        "WHERE r.sold_tickets <> COALESCE(c.n, 0) ORDER BY r.id");
  check(database, problems, "stray_numbers",
        "SELECT n.raffle_id, n.number, n.ticket_id, t.raffle_id AS ticket_raffle_id, t.status AS ticket_status "
        "FROM ticket_numbers n LEFT JOIN tickets t ON t.id = n.ticket_id "
        "WHERE t.id IS NULL OR t.raffle_id <> n.raffle_id OR t.status NOT IN ('pending', 'paid') "
        "ORDER BY n.raffle_id, n.number");
  check(database, problems, "ticket_numbers",
        "SELECT t.id AS ticket_id, t.raffle_id, t.status, t.numbers, "
        "(SELECT COUNT(*) FROM ticket_numbers n WHERE n.ticket_id = t.id) AS number_rows "
        "FROM tickets t WHERE t.status IN ('pending', 'paid') AND ("
        "(SELECT COUNT(*) FROM ticket_numbers n WHERE n.ticket_id = t.id) <> " +
            length + " OR (SELECT COUNT(DISTINCT CAST(j.value AS BIGINT)) FROM " + elements + ") <> " + length +
            " OR EXISTS (SELECT 1 FROM " + elements +
            " WHERE NOT EXISTS (SELECT 1 FROM ticket_numbers n WHERE n.raffle_id = t.raffle_id "
            "AND n.number = CAST(j.value AS BIGINT) AND n.ticket_id = t.id))) ORDER BY t.id");
  // The purchase turns a raffle `waiting` with its last number and a cancellation reopens it; once
  // sales close (sales_closed_at) it waits for the draw whatever was sold.
  check(database, problems, "raffle_status",
        "SELECT id AS raffle_id, status, sold_tickets, total_tickets FROM raffles "
        "WHERE sales_closed_at IS NULL AND ((status = 'waiting' AND sold_tickets < total_tickets) "
        "OR (status = 'active' AND sold_tickets >= total_tickets)) ORDER BY id");

  json out = {
      {"ok", problems.empty()},
      {"database", std::string(db::dialect_name(database.dialect()))},
      {"counts",
       {{"raffles", count(database, "SELECT COUNT(*) AS n FROM raffles")},
        {"tickets", count(database, "SELECT COUNT(*) AS n FROM tickets")},
        {"live_tickets", count(database, "SELECT COUNT(*) AS n FROM tickets WHERE status IN ('pending', 'paid')")},
        {"ticket_numbers", count(database, "SELECT COUNT(*) AS n FROM ticket_numbers")}}}};
  if (!problems.empty()) out["problems"] = problems;
  return out;
}

}  // namespace rifa::features::tickets
