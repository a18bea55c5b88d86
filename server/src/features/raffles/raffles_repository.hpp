#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/raffles/raffles.hpp"

namespace rifa::features::raffles {

// SQL for raffles.
class RafflesRepository {
 public:
  explicit RafflesRepository(db::Database& db) : db_(db) {}

  std::optional<Raffle> by_id(const std::string& id);
  bool exists(const std::string& id);
  // The raffles among `ids` that exist, in no particular order.
  std::vector<Raffle> by_ids(const std::vector<std::string>& ids);
  // Public raffles (never private ones): newest first, or with `ending` those whose end is after
  // `now`, soonest first; `needle` (normalised search text, "" for none) matches search_text.
  RafflePage public_page(const RaffleListQuery& query, const std::string& needle, const std::string& now);
  // Public active raffles matching `needle`, newest first.
  std::vector<Raffle> search_active(const std::string& needle, std::int64_t limit);
  // A creator's raffles, newest first; `public_only` leaves private ones out.
  RafflePage of_creator(const std::string& creator_id, const RaffleListQuery& query, bool public_only);
  bool profile_exists(const std::string& user_id);

  static void insert(db::Connection& conn, const std::string& id, const std::string& creator_id,
                     const RaffleValues& values, const std::string& now);
  // The raffle's state, held with `lock` for the rest of the transaction (PostgreSQL: FOR UPDATE;
  // SQLite's BEGIN IMMEDIATE already holds the writer).
  static std::optional<RaffleState> state(db::Connection& conn, const std::string& id, bool lock);
  // Every editable column; a new end date clears the "ends soon" notice.
  static void update(db::Connection& conn, const std::string& id, const RaffleValues& values, const std::string& now);
  static bool has_tickets(db::Connection& conn, const std::string& id);
  static void remove(db::Connection& conn, const std::string& id);
  // Marks the raffle cancelled and stops its unpaid holds counting down (expires_at cleared).
  struct Cancelled {
    std::string title;
    std::int64_t total_tickets = 0;
  };
  static Cancelled cancel(db::Connection& conn, const std::string& id, const std::string& now);
  static void set_image(db::Connection& conn, const std::string& id, const std::string& image_url,
                        const std::vector<ImageVariant>& variants, const std::string& now);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::raffles
