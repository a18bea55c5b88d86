#pragma once

#include <algorithm>
#include <cstdint>
#include <string>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"
#include "features/tickets/tickets_service.hpp"

namespace rifa::features::tickets {

// How long before a hold ends its buyer is reminded: a quarter of the raffle's reservation time,
// at least 5 minutes and at most 2 hours (15 min → 5 min, 1 h → 15 min, 24 h → 2 h).
inline constexpr std::int64_t kReminderMinLeadMinutes = 5;
inline constexpr std::int64_t kReminderMaxLeadMinutes = 120;
inline constexpr std::int64_t kReminderLeadShare = 4;  // a quarter
constexpr std::int64_t reminder_lead_minutes(std::int64_t reservation_minutes) {
  return std::clamp<std::int64_t>(reservation_minutes / kReminderLeadShare, kReminderMinLeadMinutes,
                                  kReminderMaxLeadMinutes);
}

// The hold jobs (JobRunner). Both select by state and claim each ticket with a conditional update
// in its own transaction, so several instances (or `run-jobs` beside a server) do each thing once,
// a failure affects one ticket only, and work missed while down is done at the next run. Only
// tickets of raffles that still sell or wait for the draw (`active`, `waiting`) and whose sales are
// not sealed are touched: a sealed list keeps its unpaid holds (they can still be paid).

// Hold expiry: every `pending` ticket whose `expires_at` is at or before `now` is cancelled (the
// claim: `status = 'pending' AND expires_at <= now`, so a payment report that cleared expires_at
// first wins), its numbers are freed as by any cancellation (TicketsService::release_numbers), and
// buyer and creator get `ticket_cancelled` with reason `expired`. PostgreSQL: the raffle row is
// locked first, as the purchase does. Returns the number of holds ended.
int expire_holds(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                 const TicketsService& tickets, const std::string& now);

// What both jobs start from: the pending holds of raffles that still sell or wait for the draw, their
// ids and raffles (a WHERE that the caller continues with "AND ..."). Read through the holds'
// index (tickets_hold_expiry_idx): SQLite, without statistics, would start from the open raffles and
// read every ticket of each, at every tick.
std::string open_holds(db::Dialect dialect);

// The reminder: once per hold (claimed with `reminded_at`), when its end is within
// reminder_lead_minutes of `now`, the buyer gets `hold_expiring` with the time left. Returns the
// number of reminders sent.
int remind_expiring_holds(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                          const std::string& now);

}  // namespace rifa::features::tickets
