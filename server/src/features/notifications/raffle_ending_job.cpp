#include "features/notifications/raffle_ending_job.hpp"

#include <chrono>

#include "common/time.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/notifications_repository.hpp"
#include "features/notifications/raffle_audience.hpp"

namespace rifa::features::notifications {

namespace {
constexpr auto kNotice = std::chrono::hours(24);  // spec §9: one day before the end
constexpr std::int64_t kBatch = 100;              // raffles per run; the next tick takes the rest
}  // namespace

int notify_raffles_ending(db::Database& db, const events::Bus& bus, const Notifier& notifier, const std::string& now) {
  const auto now_point = parse_rfc3339(now);
  if (!now_point) return 0;
  const std::string horizon = to_rfc3339(*now_point + kNotice);
  NotificationsRepository repo(db);
  int announced = 0;
  for (const auto& raffle_id : repo.raffles_ending(now, horizon, kBatch)) {
    const bool claimed = bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
      const auto raffle = NotificationsRepository::claim_ending(conn, raffle_id, now);
      if (!raffle) return false;  // another instance took it, or it changed meanwhile
      const RaffleRef ref{raffle_id, raffle->title, raffle->total_tickets};
      auto audience = live_buyers(conn, raffle_id);
      for (const auto& user_id : NotificationsRepository::favorited_by(conn, raffle_id)) audience.try_emplace(user_id);
      audience.erase(raffle->creator_id);
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
