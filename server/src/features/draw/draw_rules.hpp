#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace rifa::features::draw {

// The rules of the draw, as plain functions (no database): the digits a raffle uses, the number a
// lottery result gives, the nearest paid number, the outcome, and the seal's line.

// 2, 3 or 4: the digits of a raffle of 100, 1000 or 10000 numbers.
int digits_for(std::int64_t total_tickets);

// The drawn number of a published lottery result: its last `digits_for(total)` digits ("4821" on a
// raffle of 1000 → 821). nullopt when the result is not 2 to 8 digits or shorter than the raffle's.
std::optional<std::int64_t> drawn_number_of(std::string_view lottery_result, std::int64_t total_tickets);

// The nearest paid number above `drawn`, wrapping past total-1 to 0; nullopt when nothing is paid.
std::optional<std::int64_t> nearest_paid_above(std::int64_t drawn, const std::set<std::int64_t>& paid,
                                               std::int64_t total_tickets);

// What a draw decides: `outcome` (winner, nearest_sold, void, next_draw) and the winning number
// (only for winner and nearest_sold). Only `paid` numbers take part; `unsold_rule` applies when the
// drawn one is not paid; `nearest_sold` without any paid number is `void`.
struct Decision {
  std::string outcome;
  std::optional<std::int64_t> winner_number;
  bool completes() const { return outcome != "next_draw"; }
};
Decision decide(std::int64_t drawn, const std::set<std::int64_t>& paid, std::int64_t total_tickets,
                std::string_view unsold_rule);

// A number as people see it in a raffle of `total_tickets`: zero-padded to its digits ("07", "0042").
std::string padded_number(std::int64_t number, std::int64_t total_tickets);
// One line of the seal: "0042;<ticket id>;paid\n" (the number zero-padded to the raffle's digits).
std::string seal_line(std::int64_t number, std::int64_t total_tickets, std::string_view ticket_id, bool paid);

}  // namespace rifa::features::draw
