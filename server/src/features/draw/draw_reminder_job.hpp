#pragma once

#include <string>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"

namespace rifa::features::draw {

// The "draw_reminder" job: once a raffle's `draw_at` has passed while it still waits for its result
// (`active` or `waiting`, no draw recorded), its creator gets one `draw_reminder`. The claim is one
// conditional update of raffles.draw_reminded_at, so with several instances it is sent once; a
// reminder missed while every instance was down is sent at the next start. A blocked raffle
// (moderation) is skipped, unclaimed: restored, it is reminded then. Returns how many it sent.
int remind_due_draws(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                     const std::string& now);

}  // namespace rifa::features::draw
