#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "features/raffles/raffles.hpp"

namespace rifa::features::raffles {

// What the server-rendered raffle page shows besides the raffle: its taken numbers, which block of
// 100 the grid shows and the numbers already chosen (?n=, kept through a sign-in without script).
struct RaffleViewState {
  std::vector<std::int64_t> taken;  // ascending
  std::int64_t block = 0;
  std::set<std::int64_t> chosen;
};

// The raffle page as plain HTML (issue 35), the first thing /app/raffle/{id} answers and what a
// buyer uses until the app takes over (web/README.md, "The buyer's pages as HTML"): price (USD and
// Bs at the creator's rate), dates, lottery and rule, organiser, the grid (a checkbox per number,
// taken ones disabled) and 'Comprar' in a GET form that works without script. Every user-written
// text is escaped. Styled by web/index.html's `.rifa-ssr` rules; public/raffle-page.js adds the
// running total and keeps the selection in the app's sessionStorage key.
std::string raffle_view_html(const Raffle& raffle, const RaffleViewState& state);

// The timeline's first page as plain HTML (issue 35): a card per raffle (image, title, price in USD
// and Bs, numbers sold, end of sales) that links to its page. The first card's image is fetched
// first; the others lazily, as RaffleCard's.
std::string timeline_view_html(const std::vector<Raffle>& raffles);

// "07", "042", "0042": a number padded to the digits of a raffle of `total` numbers (as the web's
// formatTicketNumber).
std::string padded_ticket(std::int64_t number, std::int64_t total);

}  // namespace rifa::features::raffles
