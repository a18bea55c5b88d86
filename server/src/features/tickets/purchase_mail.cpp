#include "features/tickets/purchase_mail.hpp"

#include "common/money.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/subscription_texts.hpp"

namespace rifa::features::tickets {

auth::Mail purchase_mail(const Ticket& ticket, const std::string& raffle_title, std::int64_t total_tickets,
                         const std::string& site_url) {
  const bool one = ticket.numbers.size() == 1;
  std::string text = ticket.buyer_name.empty() ? "Hola,\n\n" : "Hola, " + ticket.buyer_name + ":\n\n";
  text += std::string(one ? "Compraste el número " : "Compraste los números ") +
          notifications::numbers_text(ticket.numbers, total_tickets) + " de la rifa «" + raffle_title + "» por " +
          usd_text(ticket.price_cents) + ".\n";
  if (!ticket.receipt_code.empty()) text += "Código del comprobante: " + ticket.receipt_code + "\n";
  if (ticket.status == "paid") {
    text += "\nEl pago ya está registrado.\n";
  } else if (ticket.expires_at) {
    const std::string& end = *ticket.expires_at;
    text += "\nReporta tu pago antes del " + notifications::date_text(end) + " a las " + end.substr(11, 5) +
            " (UTC) para no perder tus números.\n";
  }
  text += "\nVer tu ticket: " + site_url + "/app/tickets/" + ticket.id + "\n\n— El equipo de Rifa\n";
  return {ticket.buyer_email, "Rifa: compra confirmada", text};
}

}  // namespace rifa::features::tickets
