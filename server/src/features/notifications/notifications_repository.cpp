#include "features/notifications/notifications_repository.hpp"

#include "db/pipeline.hpp"
#include "features/notifications/raffle_audience.hpp"

namespace rifa::features::notifications {

namespace {

constexpr const char* kColumns = "id, user_id, type, title, message, priority, data, is_read, created_at";

Notification notification_of(const db::Row& r) {
  return {r.text("id"),       r.text("user_id"), r.text("type"),       r.text("title"),     r.text("message"),
          r.text("priority"), r.text("data"),    r.boolean("is_read"), r.text("created_at")};
}

}  // namespace

NotificationPage NotificationsRepository::page_of(const std::string& user_id, const Page& page, bool unread_only) {
  const std::string where = unread_only ? " WHERE user_id = ? AND NOT is_read" : " WHERE user_id = ?";
  NotificationPage out;
  out.count = db_.query("SELECT COUNT(*) AS n FROM notifications" + where, {user_id}).first().integer("n");
  const auto rows = db_.query(std::string("SELECT ") + kColumns + " FROM notifications" + where +
                                  " ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
                              {user_id, page.limit, page.offset()});
  for (const auto& row : rows.rows) out.data.push_back(notification_of(row));
  return out;
}

std::int64_t NotificationsRepository::unread_count(const std::string& user_id) {
  return db_.query("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND NOT is_read", {user_id})
      .first()
      .integer("n");
}

std::optional<Notification> NotificationsRepository::mark_read(const std::string& user_id, const std::string& id) {
  const auto row =
      db_.query(std::string("UPDATE notifications SET is_read = ? WHERE id = ? AND user_id = ? RETURNING ") + kColumns,
                {true, id, user_id});
  if (row.empty()) return std::nullopt;
  return notification_of(row.first());
}

std::int64_t NotificationsRepository::mark_all_read(const std::string& user_id) {
  return db_.query("UPDATE notifications SET is_read = ? WHERE user_id = ? AND NOT is_read", {true, user_id}).affected;
}

bool NotificationsRepository::remove(const std::string& user_id, const std::string& id) {
  return db_.query("DELETE FROM notifications WHERE id = ? AND user_id = ?", {id, user_id}).affected > 0;
}

void NotificationsRepository::clear(const std::string& user_id) {
  db_.query("DELETE FROM notifications WHERE user_id = ?", {user_id});
}

void NotificationsRepository::insert_later(db::Connection& conn, const Notification& n) {
  static const std::string insert =
      std::string("INSERT INTO notifications (") + kColumns + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
  db::execute_later(conn, insert,
                    {n.id, n.user_id, n.type, n.title, n.message, n.priority, n.data, n.is_read, n.created_at});
}

std::optional<std::string> NotificationsRepository::mail_address(db::Connection& conn, const std::string& user_id) {
  const auto profile = conn.query("SELECT email, email_notifications FROM profiles WHERE id = ?", {user_id});
  if (profile.empty() || !profile.first().boolean("email_notifications")) return std::nullopt;
  auto email = profile.first().opt_text("email");
  if (!email || email->empty()) return std::nullopt;
  return email;
}

std::vector<std::string> NotificationsRepository::raffles_ending(const std::string& now, const std::string& horizon,
                                                                 std::int64_t limit) {
  std::vector<std::string> out;
  for (const auto& row : db_.query("SELECT id FROM raffles WHERE ending_notified_at IS NULL AND status IN ('active', "
                                   "'waiting') AND sales_closed_at IS NULL AND is_blocked = FALSE "
                                   "AND end_date > ? AND end_date <= ? "
                                   "ORDER BY end_date LIMIT ?",
                                   {now, horizon, limit})
                             .rows) {
    out.push_back(row.text("id"));
  }
  return out;
}

std::optional<EndingRaffle> NotificationsRepository::claim_ending(db::Connection& conn, const std::string& raffle_id,
                                                                  const std::string& now) {
  const auto raffle = conn.query(
      "UPDATE raffles SET ending_notified_at = ? WHERE id = ? AND ending_notified_at IS NULL "
      "AND status IN ('active', 'waiting') AND sales_closed_at IS NULL AND is_blocked = FALSE AND end_date > ? "
      "RETURNING title, total_tickets, creator_id",
      {now, raffle_id, now});
  if (raffle.empty()) return std::nullopt;
  const auto& r = raffle.first();
  return EndingRaffle{r.text("title"), r.integer("total_tickets"), r.text("creator_id")};
}

std::vector<std::string> NotificationsRepository::favorited_by(db::Connection& conn, const std::string& raffle_id) {
  std::vector<std::string> out;
  for (const auto& row : conn.query("SELECT user_id FROM favorites WHERE raffle_id = ?", {raffle_id}).rows) {
    out.push_back(row.text("user_id"));
  }
  return out;
}

std::vector<LiveTicket> NotificationsRepository::live_tickets(db::Connection& conn, const std::string& raffle_id) {
  std::vector<LiveTicket> out;
  for (const auto& row : conn.query("SELECT user_id, numbers, status, price_cents FROM tickets WHERE raffle_id = ? "
                                    "AND status <> 'cancelled' AND user_id IS NOT NULL",
                                    {raffle_id})
                             .rows) {
    out.push_back(
        {row.text("user_id"), numbers_of(row.text("numbers")), row.text("status"), row.integer("price_cents")});
  }
  return out;
}

}  // namespace rifa::features::notifications
