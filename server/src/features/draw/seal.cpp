#include "features/draw/seal.hpp"

#include "auth/crypto.hpp"
#include "common/time.hpp"
#include "features/draw/draw_repository.hpp"
#include "features/draw/draw_rules.hpp"
#include "features/notifications/notification_texts.hpp"

namespace rifa::features::draw {

bool seal_sales(db::Connection& conn, events::Batch& batch, const events::Bus& bus,
                const notifications::Notifier& notifier, const std::string& raffle_id, const std::string& now,
                SealCause cause) {
  const auto before = DrawRepository::status_of(conn, raffle_id);
  if (!before) return false;
  const auto claimed = DrawRepository::claim_sales_close(conn, raffle_id, now);
  if (!claimed) return false;
  const std::int64_t total = claimed->total_tickets;
  const auto numbers = DrawRepository::sold_numbers(conn, raffle_id);
  Seal seal{"", "", static_cast<std::int64_t>(numbers.size()), 0, now};
  seal.body.reserve(numbers.size() * 48);
  for (const auto& sold : numbers) {
    seal.paid_count += sold.paid ? 1 : 0;
    seal.body += seal_line(sold.number, total, sold.ticket_id, sold.paid);
  }
  seal.sha256 = auth::sha256_hex(seal.body);
  DrawRepository::store_seal(conn, raffle_id, seal);
  if (*before == "active") {
    bus.stage(conn, batch,
              {events::raffle_topic(raffle_id), "raffle.status", {{"raffle_id", raffle_id}, {"status", "waiting"}}});
  }
  if (cause != SealCause::draw) {
    const auto draw_at = parse_rfc3339(claimed->draw_at);
    notifier.send(conn, batch,
                  notifications::sales_closed(claimed->creator_id, {raffle_id, claimed->title, total},
                                              cause == SealCause::early, seal.line_count, seal.paid_count,
                                              draw_at ? caracas_text(*draw_at) : claimed->draw_at));
  }
  return true;
}

}  // namespace rifa::features::draw
