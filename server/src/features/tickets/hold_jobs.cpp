#include "features/tickets/hold_jobs.hpp"

#include <chrono>

#include "common/time.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/raffle_audience.hpp"
#include "jobs/each_row.hpp"

namespace rifa::features::tickets {

namespace {

constexpr std::int64_t kBatch = 500;  // tickets per run; the next tick takes the rest
// A raffle whose holds the jobs touch: it still sells or waits for the draw, and is not sealed.
constexpr const char* kOpenRaffle = "r.status IN ('active', 'waiting') AND r.sales_closed_at IS NULL";

bool expire_one(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                const TicketsService& tickets, const std::string& ticket_id, const std::string& raffle_id,
                const std::string& now) {
  // READ COMMITTED behind the raffle's row lock on PostgreSQL, as the purchase: the claim below
  // then re-reads the ticket's latest committed row, so a payment report that cleared expires_at
  // first makes it match nothing.
  return bus.transaction(
      db,
      [&](db::Connection& conn, events::Batch& batch) {
        const std::string lock = conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE" : "";
        const auto raffle = conn.query(
            "SELECT title, total_tickets, creator_id, status, sales_closed_at FROM raffles WHERE id = ?" + lock,
            {raffle_id});
        if (raffle.empty()) return false;
        const auto& r = raffle.first();
        const std::string raffle_status = r.text("status");
        if (raffle_status != "active" && raffle_status != "waiting") return false;
        if (!r.is_null("sales_closed_at")) return false;  // sealed: its holds are in the list and stay
        const auto claimed = conn.query(
            "UPDATE tickets SET status = 'cancelled', expires_at = NULL, updated_at = ? "
            "WHERE id = ? AND status = 'pending' AND expires_at IS NOT NULL AND expires_at <= ? "
            "RETURNING user_id, numbers, buyer_name",
            {now, ticket_id, now});
        if (claimed.empty()) return false;  // paid, reported, cancelled or taken by another instance
        const auto& t = claimed.first();
        const auto numbers = notifications::numbers_of(t.text("numbers"));
        tickets.release_numbers(conn, batch, raffle_id, ticket_id, numbers, raffle_status, now);

        const notifications::RaffleRef ref{raffle_id, r.text("title"), r.integer("total_tickets")};
        const auto buyer_id = t.opt_text("user_id");
        const std::string creator_id = r.text("creator_id");
        if (buyer_id) {
          notifier.send(conn, batch, notifications::ticket_cancelled(*buyer_id, ref, ticket_id, numbers, "expired"));
        }
        if (buyer_id != creator_id) {
          const std::string buyer_name = t.text("buyer_name").empty() ? "un comprador" : t.text("buyer_name");
          notifier.send(conn, batch,
                        notifications::ticket_cancelled(creator_id, ref, ticket_id, numbers, "expired", buyer_name));
        }
        return true;
      },
      db::TransactionOptions{.isolation = db::Isolation::row_locks});
}

// `expires_at` is within reminder_lead_minutes(the raffle's reservation_minutes) of `now` (the `?`),
// in SQL: timestamp arithmetic is the one thing the two dialects spell differently.
std::string due_for_reminder(db::Dialect dialect) {
  const bool pg = dialect == db::Dialect::postgresql;
  const std::string lead = std::string(pg ? "LEAST(" : "MIN(") + std::to_string(kReminderMaxLeadMinutes) +
                           (pg ? ", GREATEST(" : ", MAX(") + std::to_string(kReminderMinLeadMinutes) +
                           ", r.reservation_minutes / " + std::to_string(kReminderLeadShare) + "))";
  if (pg) return "t.expires_at <= CAST(? AS timestamptz) + make_interval(mins => " + lead + ")";
  return "t.expires_at <= strftime('%Y-%m-%dT%H:%M:%fZ', ?, '+' || " + lead + " || ' minutes')";
}

bool remind_one(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                const std::string& ticket_id, const std::string& raffle_id, const std::string& now,
                std::chrono::system_clock::time_point now_point) {
  return bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
    const auto claimed = conn.query(
        "UPDATE tickets SET reminded_at = ? WHERE id = ? AND status = 'pending' AND reminded_at IS NULL "
        "AND user_id IS NOT NULL AND expires_at IS NOT NULL AND expires_at > ? "
        "RETURNING user_id, numbers, expires_at",
        {now, ticket_id, now});
    if (claimed.empty()) return false;
    const auto& t = claimed.first();
    const auto raffle = conn.query("SELECT title, total_tickets FROM raffles WHERE id = ?", {raffle_id});
    const notifications::RaffleRef ref{raffle_id, raffle.first().text("title"),
                                       raffle.first().integer("total_tickets")};
    const std::string expires_at = t.text("expires_at");
    const auto left = *parse_rfc3339(expires_at) - now_point;
    // Whole minutes, rounded up: 119 min 30 s left reads "2 horas".
    const auto minutes = std::chrono::ceil<std::chrono::minutes>(left).count();
    notifier.send(conn, batch,
                  notifications::hold_expiring(t.text("user_id"), ref, ticket_id,
                                               notifications::numbers_of(t.text("numbers")), expires_at, minutes));
    return true;
  });
}

}  // namespace

std::string open_holds(db::Dialect dialect) {
  return std::string("SELECT t.id, t.raffle_id FROM tickets t") +
         (dialect == db::Dialect::sqlite ? " INDEXED BY tickets_hold_expiry_idx" : "") +
         " JOIN raffles r ON r.id = t.raffle_id WHERE " + kOpenRaffle +
         " AND t.status = 'pending' AND t.expires_at IS NOT NULL ";
}

int expire_holds(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                 const TicketsService& tickets, const std::string& now) {
  const auto due =
      db.query(open_holds(db.dialect()) + "AND t.expires_at <= ? ORDER BY t.expires_at LIMIT ?", {now, kBatch});
  return jobs::each_row(due, "hold_expiry", "ticket", [&](const db::Row& row) {
    return expire_one(db, bus, notifier, tickets, row.text("id"), row.text("raffle_id"), now);
  });
}

int remind_expiring_holds(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                          const std::string& now) {
  const auto now_point = parse_rfc3339(now);
  if (!now_point) return 0;
  // A hold is due within its raffle's lead, and no open raffle's lead is longer than the longest
  // reservation's: the scan of the holds' index stops there, not at the 2-hour cap (which, with
  // 30-minute holds, read every hold at every tick).
  const auto longest =
      db.query(std::string("SELECT MAX(r.reservation_minutes) AS m FROM raffles r WHERE ") + kOpenRaffle).first();
  if (longest.is_null("m")) return 0;
  const auto lead = std::chrono::minutes(reminder_lead_minutes(longest.integer("m")));
  const std::string horizon = to_rfc3339(*now_point + lead);
  const auto due = db.query(
      open_holds(db.dialect()) +
          "AND t.reminded_at IS NULL AND t.user_id IS NOT NULL AND t.expires_at > ? AND t.expires_at <= ? AND " +
          due_for_reminder(db.dialect()) + " ORDER BY t.expires_at LIMIT ?",
      {now, horizon, now, kBatch});
  return jobs::each_row(due, "hold_reminder", "ticket", [&](const db::Row& row) {
    return remind_one(db, bus, notifier, row.text("id"), row.text("raffle_id"), now, *now_point);
  });
}

}  // namespace rifa::features::tickets
