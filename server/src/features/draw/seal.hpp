#pragma once

#include <string>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"

namespace rifa::features::draw {

// Closes a raffle's sales and seals its sold numbers, inside the caller's transaction, which holds
// the raffle (PostgreSQL: `SELECT … FOR UPDATE` on its row first, as a purchase does; SQLite: the
// one writer). The claim is one conditional update (`sales_closed_at IS NULL` and `active` or
// `waiting`), so whoever comes second (another instance's job, the draw) does nothing. The seal is
// the text of seal_line() for every number of every non-cancelled ticket, sorted by number; its
// SHA-256 goes into raffle_seals and raffles.seal_sha256. The raffle becomes `waiting` (staging
// `raffle.status` when it was `active`); its unpaid holds stop counting down (they are in the list
// and can still be paid). The creator is told (`sales_closed`) unless the draw itself sealed it.
// Returns whether this call sealed it.
enum class SealCause {
  end,    // the job: the end date passed or every number is sold
  early,  // the creator closed sales (POST /raffles/{id}/close-sales)
  draw,   // the draw, when the job had not sealed yet
};
bool seal_sales(db::Connection& conn, events::Batch& batch, const events::Bus& bus,
                const notifications::Notifier& notifier, const std::string& raffle_id, const std::string& now,
                SealCause cause);

}  // namespace rifa::features::draw
