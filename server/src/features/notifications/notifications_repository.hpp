#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/notifications/notifications.hpp"

namespace rifa::features::notifications {

// All of the notifications feature's SQL: the notifications table, the mail preference read when a
// high-priority notice is sent, and what the raffle-ending job reads and claims. Methods taking a
// db::Connection run inside the caller's transaction.
class NotificationsRepository {
 public:
  explicit NotificationsRepository(db::Database& db) : db_(db) {}

  // -- A user's own notifications (newest first).
  NotificationPage page_of(const std::string& user_id, const Page& page, bool unread_only);
  std::int64_t unread_count(const std::string& user_id);
  // Marks the user's notification `id` read: the notification after, none if it is not theirs.
  std::optional<Notification> mark_read(const std::string& user_id, const std::string& id);
  // Marks every unread one read: how many changed.
  std::int64_t mark_all_read(const std::string& user_id);
  // Deletes the user's notification `id`: false if it is not theirs.
  bool remove(const std::string& user_id, const std::string& id);
  void clear(const std::string& user_id);

  // -- Sending. The INSERT is queued to travel with the transaction's next statement or its
  // COMMIT (db/pipeline.hpp): the row is never read back.
  static void insert_later(db::Connection& conn, const Notification& notification);
  // The address to mail the user's notices to: none when they turned mail off or have no e-mail.
  static std::optional<std::string> mail_address(db::Connection& conn, const std::string& user_id);

  // -- The raffle-ending notice.
  // Up to `limit` raffles (ids) ending in (now, horizon] still open and not yet announced, soonest first.
  std::vector<std::string> raffles_ending(const std::string& now, const std::string& horizon, std::int64_t limit);
  // Claims the raffle's notice (ending_notified_at = now) if it is still due: none when another
  // instance took it or it changed meanwhile.
  static std::optional<EndingRaffle> claim_ending(db::Connection& conn, const std::string& raffle_id,
                                                  const std::string& now);
  // Who keeps the raffle among their favorites.
  static std::vector<std::string> favorited_by(db::Connection& conn, const std::string& raffle_id);
  // The raffle's live tickets of registered buyers.
  static std::vector<LiveTicket> live_tickets(db::Connection& conn, const std::string& raffle_id);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::notifications
