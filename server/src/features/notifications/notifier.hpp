#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "auth/mailer.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notification_types.hpp"

namespace rifa::features::notifications {

// One notification to one user, as its event describes it (notification_texts builds these).
struct Notice {
  NotificationType type;
  std::string user_id;
  std::string title;
  std::string message;
  nlohmann::json data = nlohmann::json::object();
  bool email = false;  // e-mailed (to users who keep email_notifications on) whatever its priority
};

// Creates notifications, only from the server and only inside the transaction of the change they
// report: the row, the realtime `notification.created` on the user's topic (staged: sent after
// commit) and, for high-priority ones, an e-mail in the outbox when the user keeps
// `email_notifications` on (the mailer delivers it after commit, off the request).
class Notifier {
 public:
  Notifier(const events::Bus& bus, auth::Mailer& mailer, std::string site_url)
      : bus_(bus), mailer_(mailer), site_url_(std::move(site_url)) {}

  // Returns the notification as the API shows it.
  nlohmann::json send(db::Connection& conn, events::Batch& batch, const Notice& notice) const;
  // A transactional mail (a confirmation the user gets whatever their notification settings), queued
  // in the caller's transaction and delivered after commit.
  void mail(db::Connection& conn, events::Batch& batch, const auth::Mail& mail) const;
  const std::string& site_url() const { return site_url_; }

 private:
  void mail_notice(db::Connection& conn, events::Batch& batch, const Notice& notice) const;

  const events::Bus& bus_;
  auth::Mailer& mailer_;
  std::string site_url_;
};

}  // namespace rifa::features::notifications
