#pragma once

#include <string>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"

namespace rifa::features::notifications {

// The `raffle_ending` notifications: for each active or sold-out raffle whose sales end within a day
// of `now` and that was not announced yet, claims it (a conditional update of ending_notified_at, so
// one instance does it, once) and in the same transaction tells its buyers with a live ticket (their
// numbers) and the users who saved it, not its creator. A blocked raffle (moderation) is not
// announced nor claimed: restored before its end, it is. Returns the number of raffles announced.
int notify_raffles_ending(db::Database& db, const events::Bus& bus, const Notifier& notifier, const std::string& now);

}  // namespace rifa::features::notifications
