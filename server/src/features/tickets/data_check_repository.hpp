#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "db/database.hpp"

namespace rifa::features::tickets {

// One column of a problem row as stored (a blob reads as "<n> bytes").
using CheckValue = std::variant<std::nullptr_t, std::int64_t, double, std::string, bool>;
// A row a check found wrong, its columns in the order selected.
using ProblemRow = std::vector<std::pair<std::string, CheckValue>>;

struct DataCounts {
  std::int64_t raffles = 0, tickets = 0, live_tickets = 0, ticket_numbers = 0;
};

// The queries of `rifa-server check-data` (data_check.hpp): each check is one statement (one
// snapshot) answering its problem rows, at most `cap` of them.
class DataCheckRepository {
 public:
  explicit DataCheckRepository(db::Database& db) : db_(db) {}

  bool sqlite() const { return db_.dialect() == db::Dialect::sqlite; }
  // SQLite only: PRAGMA integrity_check's rows (one row "ok" when the file is sound) and the
  // foreign keys that point nowhere.
  std::vector<ProblemRow> integrity_check(std::size_t cap);
  std::vector<ProblemRow> foreign_key_check(std::size_t cap);
  // Raffles whose sold_tickets is not their count of ticket_numbers rows.
  std::vector<ProblemRow> sold_tickets(std::size_t cap);
  // ticket_numbers rows without a live ticket of their raffle.
  std::vector<ProblemRow> stray_numbers(std::size_t cap);
  // Live tickets whose `numbers` list is not exactly their ticket_numbers rows.
  std::vector<ProblemRow> ticket_numbers(std::size_t cap);
  // Raffles still selling whose status disagrees with being sold out.
  std::vector<ProblemRow> raffle_status(std::size_t cap);
  DataCounts counts();

 private:
  std::vector<ProblemRow> problems(const std::string& sql, std::size_t cap);
  db::Database& db_;
};

}  // namespace rifa::features::tickets
