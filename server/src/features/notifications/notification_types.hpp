#pragma once

#include <string_view>

namespace rifa::features::notifications {

enum class Priority { high, medium, low };

std::string_view priority_name(Priority priority);

// A kind of notification (spec §9) and how it is delivered. High-priority ones are also e-mailed to
// users who keep `email_notifications` on. Adding a type: one constant here (its name must be in the
// notifications.type CHECK of the schema and the contract's NotificationType) and its texts in
// notification_texts.
struct NotificationType {
  std::string_view name;
  Priority priority = Priority::medium;
};

namespace types {
inline constexpr NotificationType new_purchase{"new_purchase", Priority::medium};
inline constexpr NotificationType ticket_paid{"ticket_paid", Priority::high};
inline constexpr NotificationType ticket_cancelled{"ticket_cancelled", Priority::medium};
inline constexpr NotificationType raffle_sold_out{"raffle_sold_out", Priority::medium};
inline constexpr NotificationType raffle_cancelled{"raffle_cancelled", Priority::high};
inline constexpr NotificationType raffle_ending{"raffle_ending", Priority::medium};
inline constexpr NotificationType raffle_completed{"raffle_completed", Priority::medium};
inline constexpr NotificationType ticket_winner{"ticket_winner", Priority::high};
inline constexpr NotificationType winner_announced{"winner_announced", Priority::medium};
inline constexpr NotificationType payment_received{"payment_received", Priority::medium};
inline constexpr NotificationType verification_approved{"verification_approved", Priority::medium};
// High: the buyer has a short window to correct the report, so it is e-mailed too.
inline constexpr NotificationType verification_rejected{"verification_rejected", Priority::high};
// High: the buyer loses the numbers unless they report a payment, so it is e-mailed too.
inline constexpr NotificationType hold_expiring{"hold_expiring", Priority::high};
// High: a subscriber pays the renewal by pago móvil before the term ends, or loses the plan.
inline constexpr NotificationType subscription_expiring{"subscription_expiring", Priority::high};
inline constexpr NotificationType subscription_expired{"subscription_expired", Priority::high};
// To the creator: sales closed (the end date, sold out or early) and the list is sealed.
inline constexpr NotificationType sales_closed{"sales_closed", Priority::medium};
// High: the lottery has drawn and the raffle waits for its creator to enter the result.
inline constexpr NotificationType draw_reminder{"draw_reminder", Priority::high};
// Moderation (issue 37), high so they are e-mailed too: a raffle taken down by the super admin (to
// its creator and its buyers, with the reason), restored, and a suspended organiser's raffles (to
// their buyers).
inline constexpr NotificationType raffle_taken_down{"raffle_taken_down", Priority::high};
inline constexpr NotificationType raffle_restored{"raffle_restored", Priority::high};
inline constexpr NotificationType organiser_suspended{"organiser_suspended", Priority::high};
// High: the creator took back a ticket whose hold had expired; the buyer has a new hold to pay in.
inline constexpr NotificationType ticket_reinstated{"ticket_reinstated", Priority::high};
// Issue 36: a registered person invited as a business's cashier (the link to accept it; the invitation
// mail is sent anyway, so medium), and one added as a raffle's seller (at once: their page).
inline constexpr NotificationType cashier_invited{"cashier_invited", Priority::medium};
inline constexpr NotificationType seller_added{"seller_added", Priority::medium};
// Issue 34: the organiser recorded that the money to return of a ticket was returned to its buyer.
inline constexpr NotificationType money_returned{"money_returned", Priority::medium};
}  // namespace types

}  // namespace rifa::features::notifications
