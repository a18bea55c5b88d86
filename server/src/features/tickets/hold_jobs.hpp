#pragma once

#include <cstdint>
#include <string>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"
#include "features/tickets/tickets.hpp"
#include "features/tickets/tickets_service.hpp"

namespace rifa::features::tickets {

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

// The reminder: once per hold (claimed with `reminded_at`), when its end is within
// reminder_lead_minutes of `now`, the buyer gets `hold_expiring` with the time left. Returns the
// number of reminders sent. Not for a blocked raffle (moderation): nobody is urged to pay into a raffle
// taken down; the hold is not claimed, so a raffle restored in time still reminds. The expiry above
// runs for blocked raffles too: a hold's end is a fact of its ticket, and the numbers it frees are
// the state a restore finds.
int remind_expiring_holds(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                          const std::string& now);

}  // namespace rifa::features::tickets
