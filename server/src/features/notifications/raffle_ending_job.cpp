#include "features/notifications/raffle_ending_job.hpp"

#include <chrono>

#include "common/time.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/raffle_audience.hpp"

namespace rifa::features::notifications {

namespace {
constexpr auto kNotice = std::chrono::hours(24);  // spec §9: one day before the end
constexpr int kBatch = 100;                       // raffles per run; the next tick takes the rest
}  // namespace

int notify_raffles_ending(db::Database& db, const events::Bus& bus, const Notifier& notifier, const std::string& now) {
  const auto now_point = parse_rfc3339(now);
  if (!now_point) return 0;
  const std::string horizon = to_rfc3339(*now_point + kNotice);
  const auto due = db.query(
      "SELECT id FROM raffles WHERE ending_notified_at IS NULL AND status IN ('active', 'waiting') "
      "AND sales_closed_at IS NULL AND end_date > ? AND end_date <= ? ORDER BY end_date LIMIT ?",
      {now, horizon, std::int64_t{kBatch}});
  int announced = 0;
  for (const auto& row : due.rows) {
    const std::string raffle_id = row.text("id");
    const bool claimed = bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
      const auto raffle = conn.query(
          "UPDATE raffles SET ending_notified_at = ? WHERE id = ? AND ending_notified_at IS NULL "
          "AND status IN ('active', 'waiting') AND sales_closed_at IS NULL AND end_date > ? "
          "RETURNING title, total_tickets, creator_id",
          {now, raffle_id, now});
      if (raffle.empty()) return false;  // another instance took it, or it changed meanwhile
      const auto& r = raffle.first();
      const RaffleRef ref{raffle_id, r.text("title"), r.integer("total_tickets")};
      auto audience = live_buyers(conn, raffle_id);
      for (const auto& favorite : conn.query("SELECT user_id FROM favorites WHERE raffle_id = ?", {raffle_id}).rows) {
        audience.try_emplace(favorite.text("user_id"));
      }
      audience.erase(r.text("creator_id"));
      for (const auto& [user_id, holding] : audience) {
        notifier.send(conn, batch, raffle_ending(user_id, ref, holding.numbers));
      }
      return true;
    });
    if (claimed) ++announced;
  }
  return announced;
}

}  // namespace rifa::features::notifications
