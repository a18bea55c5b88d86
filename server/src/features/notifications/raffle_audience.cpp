#include "features/notifications/raffle_audience.hpp"

#include "features/notifications/notifications_repository.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace rifa::features::notifications {

std::vector<std::int64_t> numbers_of(const std::string& numbers_column) {
  std::vector<std::int64_t> out;
  const auto numbers = nlohmann::json::parse(numbers_column, nullptr, false);
  if (!numbers.is_array()) return out;
  for (const auto& n : numbers) {
    if (n.is_number_integer()) out.push_back(n.get<std::int64_t>());
  }
  return out;
}

std::map<std::string, Holding> live_buyers(db::Connection& conn, const std::string& raffle_id) {
  std::map<std::string, Holding> out;
  for (const auto& ticket : NotificationsRepository::live_tickets(conn, raffle_id)) {
    auto& holding = out[ticket.user_id];
    holding.numbers.insert(holding.numbers.end(), ticket.numbers.begin(), ticket.numbers.end());
    if (ticket.status == "paid") holding.paid_cents += ticket.price_cents;
  }
  for (auto& [user, holding] : out) std::sort(holding.numbers.begin(), holding.numbers.end());
  return out;
}

}  // namespace rifa::features::notifications
