#include "features/notifications/raffle_audience.hpp"

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
  const auto tickets = conn.query(
      "SELECT user_id, numbers, status, price_cents FROM tickets WHERE raffle_id = ? AND status <> 'cancelled' "
      "AND user_id IS NOT NULL",
      {raffle_id});
  for (const auto& ticket : tickets.rows) {
    auto& holding = out[ticket.text("user_id")];
    const auto numbers = numbers_of(ticket.text("numbers"));
    holding.numbers.insert(holding.numbers.end(), numbers.begin(), numbers.end());
    if (ticket.text("status") == "paid") holding.paid_cents += ticket.integer("price_cents");
  }
  for (auto& [user, holding] : out) std::sort(holding.numbers.begin(), holding.numbers.end());
  return out;
}

}  // namespace rifa::features::notifications
