#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/business/business.hpp"
#include "features/raffles/raffles.hpp"

namespace rifa::features::business {

// The business feature's SQL (business access, settings and the raffle list; the cashiers and the
// sales list still hold theirs). Every method runs on the caller's connection.
class BusinessRepository {
 public:
  // The user's own profile.
  static std::optional<BusinessProfile> profile(db::Connection& conn, const std::string& user_id);
  // The business whose active cashier the user is.
  static std::optional<BusinessProfile> employer(db::Connection& conn, const std::string& user_id);
  static std::int64_t cashier_count(db::Connection& conn, const std::string& business_id);
  static ExchangeRate exchange_rate(db::Connection& conn, const std::string& business_id);
  // The business's raffles (private ones included) matching the list's status and text, newest first.
  static RaffleIdPage raffle_page(db::Connection& conn, const std::string& business_id,
                                  const raffles::RaffleListQuery& query);
  // The figures of each raffle in `ids` that has tickets, by raffle id, in one grouped query.
  static std::map<std::string, RaffleFigures, std::less<>> figures_of(db::Connection& conn,
                                                                      const std::vector<std::string>& ids);
};

}  // namespace rifa::features::business
