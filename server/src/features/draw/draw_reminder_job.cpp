#include "features/draw/draw_reminder_job.hpp"

#include "features/draw/draw_repository.hpp"
#include "features/notifications/notification_texts.hpp"
#include "jobs/each_row.hpp"

namespace rifa::features::draw {

namespace {
constexpr std::int64_t kRemindersPerRun = 100;  // raffles per run; the next tick takes the rest
}  // namespace

int remind_due_draws(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                     const std::string& now) {
  return jobs::each_id(
      DrawRepository(db).due_draw_ids(now, kRemindersPerRun), "draw_reminder", "raffle",
      [&](const std::string& raffle_id) {
        return bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
          const auto due = DrawRepository::claim_due_draw(conn, raffle_id, now);
          if (!due) return false;  // another instance sent it, or the result came meanwhile
          notifier.send(conn, batch,
                        notifications::draw_reminder(due->creator_id, {raffle_id, due->title, due->total_tickets}));
          return true;
        });
      });
}

}  // namespace rifa::features::draw
