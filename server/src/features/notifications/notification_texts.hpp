#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "features/notifications/notifier.hpp"

namespace rifa::features::notifications {

// What a notification says about a raffle: its id, its title and its size (numbers are shown
// zero-padded to its digits: 07, 007, 0007).
struct RaffleRef {
  std::string id;
  std::string title;
  std::int64_t total_tickets = 100;
};

// "07, 21 y 42" (at most ten numbers, then "y N más").
std::string numbers_text(const std::vector<std::int64_t>& numbers, std::int64_t total_tickets);

// The Spanish notification of each event (title, message, data with the ids a screen opens).
Notice new_purchase(const std::string& creator_id, const RaffleRef& raffle, const std::string& ticket_id,
                    const std::string& buyer_name, const std::vector<std::int64_t>& numbers);
// A sale credited to a seller (issue 36): at their counter (`counter`, `paid` or pending), or online
// through their link. A new_purchase with the seller in the message and data.
Notice seller_sale(const std::string& creator_id, const RaffleRef& raffle, const std::string& ticket_id,
                   const std::string& buyer_name, const std::vector<std::int64_t>& numbers,
                   const std::string& seller_id, const std::string& seller_name, bool counter, bool paid);
Notice raffle_sold_out(const std::string& creator_id, const RaffleRef& raffle);
Notice ticket_paid(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                   const std::vector<std::int64_t>& numbers);
// `reason`: by_creator (to the buyer), by_buyer (to the creator), expired (to the buyer; to the
// creator when `buyer_name` is given). `money_received` (by_creator): money of the ticket had been
// verified, so the buyer is told it is to be returned to her (data `money_to_return`).
Notice ticket_cancelled(const std::string& user_id, const RaffleRef& raffle, const std::string& ticket_id,
                        const std::vector<std::int64_t>& numbers, const std::string& reason,
                        const std::string& buyer_name = "", bool money_received = false);
Notice raffle_cancelled(const std::string& buyer_id, const RaffleRef& raffle, const std::vector<std::int64_t>& numbers,
                        std::int64_t paid_cents);
// To a buyer (their numbers) or to someone who saved the raffle (no numbers).
Notice raffle_ending(const std::string& user_id, const RaffleRef& raffle, const std::vector<std::int64_t>& numbers);
// To the creator: sales closed and the list is sealed (`early`: the creator closed them before the
// end date), with `numbers` sold and `paid` of them paid; the lottery draws at `draw_at_text`.
Notice sales_closed(const std::string& creator_id, const RaffleRef& raffle, bool early, std::int64_t numbers,
                    std::int64_t paid, const std::string& draw_at_text);
// To the creator once draw_at has passed and no result is entered yet.
Notice draw_reminder(const std::string& creator_id, const RaffleRef& raffle);
// To a buyer whose unpaid hold ends at `expires_at`, `minutes_left` from now.
Notice hold_expiring(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                     const std::vector<std::int64_t>& numbers, const std::string& expires_at,
                     std::int64_t minutes_left);
// To the buyer: the creator reinstated the ticket whose hold had expired; a new hold runs until
// `expires_at`, `minutes` from now.
Notice ticket_reinstated(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                         const std::vector<std::int64_t>& numbers, const std::string& expires_at, std::int64_t minutes);
// "1 hora y 30 minutos", "45 minutos", "1 minuto" (at least one minute).
std::string duration_text(std::int64_t minutes);
// To the creator: a buyer reported paying a ticket (`amount_cents` in `currency`, USD or VES);
// `possible_duplicate` adds the warning that the proof looks used before.
Notice payment_received(const std::string& creator_id, const RaffleRef& raffle, const std::string& ticket_id,
                        const std::string& buyer_name, const std::vector<std::int64_t>& numbers,
                        std::int64_t amount_cents, const std::string& currency, bool possible_duplicate);
// To the buyer: the creator rejected the report with `notes`; it can be corrected for `minutes`,
// until `expires_at` (empty once sales are sealed: the ticket stays in the list, without a deadline).
// A part of the ticket's payment (an abono) verified while the ticket still owes `owed_cents` (and,
// at the creator's rate, `owed_bs_cents`): "Faltan Bs 182,50 ($ 5,00)".
Notice part_verified(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                     const std::vector<std::int64_t>& numbers, std::int64_t owed_cents,
                     std::optional<std::int64_t> owed_bs_cents);
// A part rejected on a ticket with verified parts: no new hold (the money received keeps the numbers).
Notice part_rejected(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                     const std::vector<std::int64_t>& numbers, const std::string& notes);
// To the buyer: the organiser recorded that `amount_cents` (and, at the creator's rate, `amount_bs_cents`)
// of the ticket was returned to her (data `amount`, `amount_bs`).
Notice money_returned(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                      const std::vector<std::int64_t>& numbers, std::int64_t amount_cents,
                      std::optional<std::int64_t> amount_bs_cents);
Notice verification_rejected(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                             const std::vector<std::int64_t>& numbers, const std::string& notes,
                             const std::string& expires_at, std::int64_t minutes);

// Issue 36. To a registered person the business `business_name` invited as a cashier: the token of
// the invitation's link (/app/invitation/<token>), where they accept or decline it.
Notice cashier_invited(const std::string& user_id, const std::string& business_id, const std::string& business_name,
                       const std::string& invitation_token);
// To a registered person `creator_name` added as a seller of the raffle (active at once).
Notice seller_added(const std::string& user_id, const RaffleRef& raffle, const std::string& creator_name);

// Moderation. To the creator (`numbers` empty) or a buyer (their numbers): the super admin took the
// raffle down for `reason`.
Notice raffle_taken_down(const std::string& user_id, const RaffleRef& raffle, const std::string& reason,
                         const std::vector<std::int64_t>& numbers, bool to_creator);
// To the creator or a buyer: the raffle is available again.
Notice raffle_restored(const std::string& user_id, const RaffleRef& raffle, const std::vector<std::int64_t>& numbers,
                       bool to_creator);
// To a buyer: the raffle's organiser was suspended, so the raffle is not available.
Notice organiser_suspended(const std::string& buyer_id, const RaffleRef& raffle,
                           const std::vector<std::int64_t>& numbers);

// What a recorded draw decided, for its notifications: the drawn number, the outcome (winner,
// nearest_sold, void, next_draw) and the winning number and ticket when there is one.
struct DrawNews {
  std::int64_t drawn_number = 0;
  std::string outcome;
  std::optional<std::int64_t> winner_number;
  std::string winner_ticket_id;
  bool corrected = false;  // a super admin's correction
};
// To the creator: the raffle is completed (a winner or void).
Notice raffle_completed(const std::string& creator_id, const RaffleRef& raffle, const DrawNews& draw);
// To the registered buyer whose ticket won.
Notice ticket_winner(const std::string& winner_id, const RaffleRef& raffle, const DrawNews& draw,
                     const std::vector<std::int64_t>& numbers);
// To the other buyers (their numbers) and to those who saved the raffle (no numbers): who won, that
// nobody did, or (next_draw) that the lottery's next draw decides.
Notice winner_announced(const std::string& user_id, const RaffleRef& raffle, const DrawNews& draw,
                        const std::vector<std::int64_t>& numbers);

}  // namespace rifa::features::notifications
