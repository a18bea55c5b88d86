#include "features/tickets/data_check_repository.hpp"

#include <type_traits>

namespace rifa::features::tickets {

namespace {

CheckValue check_value(const db::Value& value) {
  return std::visit(
      [](const auto& v) -> CheckValue {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, db::Blob>) {
          return std::to_string(v.bytes.size()) + " bytes";
        } else {
          return v;
        }
      },
      value);
}

std::vector<ProblemRow> rows_of(const db::Result& r) {
  std::vector<ProblemRow> out;
  out.reserve(r.rows.size());
  for (const auto& row : r.rows) {
    ProblemRow problem;
    for (std::size_t i = 0; i < row.size(); ++i) problem.emplace_back(row.columns()[i], check_value(row.at(i)));
    out.push_back(std::move(problem));
  }
  return out;
}

std::int64_t count(db::Database& database, const char* sql) { return database.query(sql).first().integer("n"); }

}  // namespace

std::vector<ProblemRow> DataCheckRepository::problems(const std::string& sql, std::size_t cap) {
  return rows_of(db_.query(sql + " LIMIT " + std::to_string(cap)));
}

std::vector<ProblemRow> DataCheckRepository::integrity_check(std::size_t cap) {
  return rows_of(db_.query("PRAGMA integrity_check(" + std::to_string(cap) + ")"));
}

std::vector<ProblemRow> DataCheckRepository::foreign_key_check(std::size_t cap) {
  return problems("SELECT * FROM pragma_foreign_key_check", cap);
}

std::vector<ProblemRow> DataCheckRepository::sold_tickets(std::size_t cap) {
  return problems(
      "SELECT r.id AS raffle_id, r.sold_tickets, COALESCE(c.n, 0) AS ticket_numbers FROM raffles r "
      "LEFT JOIN (SELECT raffle_id, COUNT(*) AS n FROM ticket_numbers GROUP BY raffle_id) c ON c.raffle_id = r.id "
      "WHERE r.sold_tickets <> COALESCE(c.n, 0) ORDER BY r.id",
      cap);
}

std::vector<ProblemRow> DataCheckRepository::stray_numbers(std::size_t cap) {
  return problems(
      "SELECT n.raffle_id, n.number, n.ticket_id, t.raffle_id AS ticket_raffle_id, t.status AS ticket_status "
      "FROM ticket_numbers n LEFT JOIN tickets t ON t.id = n.ticket_id "
      "WHERE t.id IS NULL OR t.raffle_id <> n.raffle_id OR t.status NOT IN ('pending', 'paid') "
      "ORDER BY n.raffle_id, n.number",
      cap);
}

std::vector<ProblemRow> DataCheckRepository::ticket_numbers(std::size_t cap) {
  // The elements of a ticket's `numbers` as rows with a column `value`, and their count.
  const std::string elements =
      sqlite() ? "json_each(t.numbers) AS j" : "jsonb_array_elements_text(t.numbers) AS j(value)";
  const std::string length = sqlite() ? "json_array_length(t.numbers)" : "jsonb_array_length(t.numbers)";
  return problems(
      "SELECT t.id AS ticket_id, t.raffle_id, t.status, t.numbers, "
      "(SELECT COUNT(*) FROM ticket_numbers n WHERE n.ticket_id = t.id) AS number_rows "
      "FROM tickets t WHERE t.status IN ('pending', 'paid') AND ("
      "(SELECT COUNT(*) FROM ticket_numbers n WHERE n.ticket_id = t.id) <> " +
          length + " OR (SELECT COUNT(DISTINCT CAST(j.value AS BIGINT)) FROM " + elements + ") <> " + length +
          " OR EXISTS (SELECT 1 FROM " + elements +
          " WHERE NOT EXISTS (SELECT 1 FROM ticket_numbers n WHERE n.raffle_id = t.raffle_id "
          "AND n.number = CAST(j.value AS BIGINT) AND n.ticket_id = t.id))) ORDER BY t.id",
      cap);
}

std::vector<ProblemRow> DataCheckRepository::raffle_status(std::size_t cap) {
  // The purchase turns a raffle `waiting` with its last number and a cancellation reopens it; once
  // sales close (sales_closed_at) it waits for the draw whatever was sold.
  return problems(
      "SELECT id AS raffle_id, status, sold_tickets, total_tickets FROM raffles "
      "WHERE sales_closed_at IS NULL AND ((status = 'waiting' AND sold_tickets < total_tickets) "
      "OR (status = 'active' AND sold_tickets >= total_tickets)) ORDER BY id",
      cap);
}

DataCounts DataCheckRepository::counts() {
  return {count(db_, "SELECT COUNT(*) AS n FROM raffles"), count(db_, "SELECT COUNT(*) AS n FROM tickets"),
          count(db_, "SELECT COUNT(*) AS n FROM tickets WHERE status IN ('pending', 'paid')"),
          count(db_, "SELECT COUNT(*) AS n FROM ticket_numbers")};
}

}  // namespace rifa::features::tickets
