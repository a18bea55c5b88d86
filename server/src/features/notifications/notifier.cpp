#include "features/notifications/notifier.hpp"

#include <string_view>

#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/notifications/notifications_json.hpp"
#include "features/notifications/notifications_repository.hpp"

namespace rifa::features::notifications {

std::string_view priority_name(Priority priority) {
  switch (priority) {
    case Priority::high:
      return "high";
    case Priority::low:
      return "low";
    case Priority::medium:
      break;
  }
  return "medium";
}

nlohmann::json Notifier::send(db::Connection& conn, events::Batch& batch, const Notice& notice) const {
  // The row is not read back: what the API shows of it is what is inserted, and the INSERT travels
  // with the transaction's next statement or its COMMIT (db/pipeline.hpp).
  const Notification inserted{new_time_ordered_uuid(),
                              notice.user_id,
                              std::string(notice.type.name),
                              notice.title,
                              notice.message,
                              std::string(priority_name(notice.type.priority)),
                              notice.data.dump(),
                              false,
                              now_rfc3339()};
  NotificationsRepository::insert_later(conn, inserted);
  auto notification = to_json(inserted);
  bus_.stage(conn, batch, {events::user_topic(notice.user_id), "notification.created", notification});
  if (notice.type.priority == Priority::high || notice.email) mail_notice(conn, batch, notice);
  return notification;
}

void Notifier::mail(db::Connection& conn, events::Batch& batch, const auth::Mail& mail) const {
  mailer_.enqueue(conn, mail);
  batch.after_commit([&mailer = mailer_] { mailer.notify(); });
}

void Notifier::mail_notice(db::Connection& conn, events::Batch& batch, const Notice& notice) const {
  const auto email = NotificationsRepository::mail_address(conn, notice.user_id);
  if (!email) return;
  std::string text = notice.message + "\n";
  // The page to act on: the ticket (to pay, correct a report or see it paid), else the raffle.
  if (notice.data.contains("ticket_id")) {
    text += "\nVer tu ticket: " + site_url_ + "/app/tickets/" + notice.data["ticket_id"].get<std::string>() + "\n";
  } else if (notice.data.contains("raffle_id")) {
    text += "\nVer la rifa: " + site_url_ + "/app/raffle/" + notice.data["raffle_id"].get<std::string>() + "\n";
  } else if (notice.data.contains("renewal_id")) {
    text += "\nPagar con Pago móvil: " + site_url_ + "/app/mobile-payment\n";
  }
  text += "\nRecibes este correo porque tienes activados los avisos por correo. Puedes desactivarlos en tu perfil: " +
          site_url_ + "/app/profile\n";
  mail(conn, batch, {*email, "Rifa: " + notice.title, text});
}

}  // namespace rifa::features::notifications
