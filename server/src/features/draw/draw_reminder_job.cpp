#include "features/draw/draw_reminder_job.hpp"

#include "features/notifications/notification_texts.hpp"
#include "jobs/each_row.hpp"

namespace rifa::features::draw {

namespace {
constexpr std::int64_t kBatch = 100;  // raffles per run; the next tick takes the rest
constexpr const char* kDue =
    "draw_reminded_at IS NULL AND status IN ('active', 'waiting') AND draw_outcome IS NULL AND draw_at <= ?";
}  // namespace

int remind_due_draws(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                     const std::string& now) {
  const auto due =
      db.query(std::string("SELECT id FROM raffles WHERE ") + kDue + " ORDER BY draw_at LIMIT ?", {now, kBatch});
  return jobs::each_row(due, "draw_reminder", "raffle", [&](const db::Row& row) {
    const std::string raffle_id = row.text("id");
    return bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
      const auto claimed = conn.query(std::string("UPDATE raffles SET draw_reminded_at = ? WHERE id = ? AND ") + kDue +
                                          " RETURNING creator_id, title, total_tickets",
                                      {now, raffle_id, now});
      if (claimed.empty()) return false;  // another instance sent it, or the result came meanwhile
      const auto& r = claimed.first();
      notifier.send(
          conn, batch,
          notifications::draw_reminder(r.text("creator_id"), {raffle_id, r.text("title"), r.integer("total_tickets")}));
      return true;
    });
  });
}

}  // namespace rifa::features::draw
