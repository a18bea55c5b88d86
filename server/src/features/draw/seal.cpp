#include "features/draw/seal.hpp"

#include "auth/crypto.hpp"
#include "common/time.hpp"
#include "features/draw/draw_rules.hpp"
#include "features/notifications/notification_texts.hpp"

namespace rifa::features::draw {

std::string lock_suffix(const db::Connection& conn) {
  return conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE" : "";
}

bool seal_sales(db::Connection& conn, events::Batch& batch, const events::Bus& bus,
                const notifications::Notifier& notifier, const std::string& raffle_id, const std::string& now,
                SealCause cause) {
  const auto before = conn.query("SELECT status FROM raffles WHERE id = ?", {raffle_id});
  if (before.empty()) return false;
  const auto claimed = conn.query(
      "UPDATE raffles SET sales_closed_at = ?, status = 'waiting', updated_at = ? "
      "WHERE id = ? AND sales_closed_at IS NULL AND status IN ('active', 'waiting') RETURNING total_tickets, "
      "creator_id, title, draw_at",
      {now, now, raffle_id});
  if (claimed.empty()) return false;
  const std::int64_t total = claimed.first().integer("total_tickets");
  const auto numbers = conn.query(
      "SELECT n.number, n.ticket_id, t.status FROM ticket_numbers n JOIN tickets t ON t.id = n.ticket_id "
      "WHERE n.raffle_id = ? AND t.status <> 'cancelled' ORDER BY n.number",
      {raffle_id});
  std::string body;
  body.reserve(numbers.rows.size() * 48);
  std::int64_t paid = 0;
  for (const auto& row : numbers.rows) {
    const bool is_paid = row.text("status") == "paid";
    paid += is_paid ? 1 : 0;
    body += seal_line(row.integer("number"), total, row.text("ticket_id"), is_paid);
  }
  const std::string sha256 = auth::sha256_hex(body);
  conn.query(
      "INSERT INTO raffle_seals (raffle_id, sha256, body, line_count, paid_count, sealed_at) VALUES (?, ?, ?, ?, ?, ?)",
      {raffle_id, sha256, body, static_cast<std::int64_t>(numbers.rows.size()), paid, now});
  conn.query("UPDATE raffles SET seal_sha256 = ? WHERE id = ?", {sha256, raffle_id});
  // The list is final: an unpaid hold no longer runs out (it can still be paid).
  conn.query(
      "UPDATE tickets SET expires_at = NULL WHERE raffle_id = ? AND status = 'pending' AND expires_at IS NOT NULL",
      {raffle_id});
  if (before.first().text("status") == "active") {
    bus.stage(conn, batch,
              {events::raffle_topic(raffle_id), "raffle.status", {{"raffle_id", raffle_id}, {"status", "waiting"}}});
  }
  if (cause != SealCause::draw) {
    const auto& r = claimed.first();
    const auto draw_at = parse_rfc3339(r.text("draw_at"));
    notifier.send(conn, batch,
                  notifications::sales_closed(r.text("creator_id"), {raffle_id, r.text("title"), total},
                                              cause == SealCause::early, static_cast<std::int64_t>(numbers.rows.size()),
                                              paid, draw_at ? caracas_text(*draw_at) : r.text("draw_at")));
  }
  return true;
}

}  // namespace rifa::features::draw
