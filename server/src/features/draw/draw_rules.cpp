#include "features/draw/draw_rules.hpp"

#include <algorithm>
#include <cstdio>
#include <ctime>

namespace rifa::features::draw {

int digits_for(std::int64_t total_tickets) {
  int digits = 1;
  for (std::int64_t top = total_tickets - 1; top >= 10; top /= 10) ++digits;
  return std::clamp(digits, 2, 4);
}

std::optional<std::int64_t> drawn_number_of(std::string_view lottery_result, std::int64_t total_tickets) {
  const auto digits = static_cast<std::size_t>(digits_for(total_tickets));
  if (lottery_result.size() < std::max<std::size_t>(2, digits) || lottery_result.size() > 8) return std::nullopt;
  if (!std::all_of(lottery_result.begin(), lottery_result.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    return std::nullopt;
  }
  std::int64_t number = 0;
  for (const char c : lottery_result.substr(lottery_result.size() - digits)) number = number * 10 + (c - '0');
  return number;
}

std::optional<std::int64_t> nearest_paid_above(std::int64_t drawn, const std::set<std::int64_t>& paid,
                                               std::int64_t total_tickets) {
  if (paid.empty()) return std::nullopt;
  const auto above = paid.upper_bound(drawn);
  if (above != paid.end() && *above < total_tickets) return *above;
  return *paid.begin();  // past the last number comes 0
}

Decision decide(std::int64_t drawn, const std::set<std::int64_t>& paid, std::int64_t total_tickets,
                std::string_view unsold_rule) {
  if (paid.count(drawn)) return {"winner", drawn};
  if (unsold_rule == "nearest_sold") {
    if (const auto nearest = nearest_paid_above(drawn, paid, total_tickets)) return {"nearest_sold", nearest};
    return {"void", std::nullopt};
  }
  if (unsold_rule == "void") return {"void", std::nullopt};
  return {"next_draw", std::nullopt};
}

std::string padded_number(std::int64_t number, std::int64_t total_tickets) {
  char padded[24];
  std::snprintf(padded, sizeof padded, "%0*lld", digits_for(total_tickets), static_cast<long long>(number));
  return padded;
}

std::string seal_line(std::int64_t number, std::int64_t total_tickets, std::string_view ticket_id, bool paid) {
  std::string line = padded_number(number, total_tickets);
  line += ';';
  line += ticket_id;
  line += paid ? ";paid\n" : ";pending\n";
  return line;
}

}  // namespace rifa::features::draw
