#pragma once

#include <string>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"

namespace rifa::features::draw {

// The "sales_close" job: seals (seal_sales) every unsealed `active` or `waiting` raffle whose end
// date is at or before `now`, or which is sold out (`waiting`), one transaction per raffle behind its
// row lock. The claim inside seal_sales makes it exactly once across instances; a raffle whose end
// passed while every instance was down is sealed at the next start. Blocked raffles (moderation) are
// sealed too: the list is what was sold at the end date whatever moderation does, so a restore finds
// it taken at the same moment, and its holds past the end (which the expiry leaves to the seal) stop
// counting down. Returns how many it sealed.
int seal_due_raffles(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                     const std::string& now);

}  // namespace rifa::features::draw
