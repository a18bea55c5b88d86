#include "features/notifications/notification_texts.hpp"

#include <algorithm>
#include <cstdio>

#include "common/money.hpp"

namespace rifa::features::notifications {

namespace {

constexpr std::size_t kNumbersShown = 10;

int digits_of(std::int64_t total_tickets) {
  int digits = 1;
  for (std::int64_t top = total_tickets - 1; top >= 10; top /= 10) ++digits;
  return std::max(digits, 2);
}

std::string quoted(const RaffleRef& raffle) { return "«" + raffle.title + "»"; }

nlohmann::json raffle_data(const RaffleRef& raffle) {
  return {{"raffle_id", raffle.id}, {"raffle_title", raffle.title}};
}

nlohmann::json ticket_data(const RaffleRef& raffle, const std::string& ticket_id,
                           const std::vector<std::int64_t>& numbers) {
  auto data = raffle_data(raffle);
  data["ticket_id"] = ticket_id;
  data["numbers"] = numbers;
  return data;
}

// "el número 07" / "los números 07 y 21".
std::string the_numbers(const std::vector<std::int64_t>& numbers, std::int64_t total_tickets) {
  return (numbers.size() == 1 ? "el número " : "los números ") + numbers_text(numbers, total_tickets);
}

// "del número 07" / "de los números 07 y 21".
std::string of_the_numbers(const std::vector<std::int64_t>& numbers, std::int64_t total_tickets) {
  return (numbers.size() == 1 ? "del número " : "de los números ") + numbers_text(numbers, total_tickets);
}

}  // namespace

std::string numbers_text(const std::vector<std::int64_t>& numbers, std::int64_t total_tickets) {
  const int digits = digits_of(total_tickets);
  const std::size_t shown = std::min(numbers.size(), kNumbersShown);
  std::string out;
  for (std::size_t i = 0; i < shown; ++i) {
    char padded[24];
    std::snprintf(padded, sizeof padded, "%0*lld", digits, static_cast<long long>(numbers[i]));
    if (i > 0) out += (i + 1 == shown && shown == numbers.size()) ? " y " : ", ";
    out += padded;
  }
  if (numbers.size() > shown) out += " y " + std::to_string(numbers.size() - shown) + " más";
  return out;
}

Notice new_purchase(const std::string& creator_id, const RaffleRef& raffle, const std::string& ticket_id,
                    const std::string& buyer_name, const std::vector<std::int64_t>& numbers) {
  return {types::new_purchase, creator_id, "Nueva compra en tu rifa",
          buyer_name + " reservó " + the_numbers(numbers, raffle.total_tickets) + " de " + quoted(raffle) +
              ". Verifica su pago y márcalo como pagado.",
          ticket_data(raffle, ticket_id, numbers)};
}

Notice seller_sale(const std::string& creator_id, const RaffleRef& raffle, const std::string& ticket_id,
                   const std::string& buyer_name, const std::vector<std::int64_t>& numbers,
                   const std::string& seller_id, const std::string& seller_name, bool counter, bool paid) {
  auto data = ticket_data(raffle, ticket_id, numbers);
  data["seller_id"] = seller_id;
  data["seller_name"] = seller_name;
  data["channel"] = counter ? "counter" : "online";
  if (counter) {
    return {types::new_purchase, creator_id, "Venta de " + seller_name,
            seller_name + " vendió en taquilla " + the_numbers(numbers, raffle.total_tickets) + " de " +
                quoted(raffle) + " a " + buyer_name + (paid ? " (cobrado)." : " (pendiente de cobro)."),
            std::move(data)};
  }
  return {types::new_purchase, creator_id, "Nueva compra en tu rifa",
          buyer_name + " reservó " + the_numbers(numbers, raffle.total_tickets) + " de " + quoted(raffle) +
              " con el enlace de " + seller_name + ". Verifica su pago y márcalo como pagado.",
          std::move(data)};
}

Notice cashier_invited(const std::string& user_id, const std::string& business_id, const std::string& business_name,
                       const std::string& invitation_token) {
  return {types::cashier_invited,
          user_id,
          "Te invitaron a ser cajero",
          business_name +
              " te invita a ser cajero de su negocio en Rifa. Abre la invitación para aceptarla o "
              "rechazarla (vence en 7 días).",
          {{"business_id", business_id}, {"business_name", business_name}, {"invitation_token", invitation_token}}};
}

Notice seller_added(const std::string& user_id, const RaffleRef& raffle, const std::string& creator_name) {
  return {types::seller_added, user_id, "Ahora vendes una rifa",
          creator_name + " te agregó como vendedor de " + quoted(raffle) +
              ". Tu enlace personal, tus ventas y tu comisión están en Mis ventas.",
          raffle_data(raffle)};
}

Notice raffle_sold_out(const std::string& creator_id, const RaffleRef& raffle) {
  return {types::raffle_sold_out, creator_id, "¡Rifa agotada!",
          "Se vendieron todos los números de " + quoted(raffle) + ".", raffle_data(raffle)};
}

Notice ticket_paid(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                   const std::vector<std::int64_t>& numbers) {
  return {types::ticket_paid, buyer_id, "Pago confirmado",
          "El organizador confirmó tu pago " + of_the_numbers(numbers, raffle.total_tickets) + " en " + quoted(raffle) +
              ". ¡Mucha suerte!",
          ticket_data(raffle, ticket_id, numbers)};
}

Notice ticket_cancelled(const std::string& user_id, const RaffleRef& raffle, const std::string& ticket_id,
                        const std::vector<std::int64_t>& numbers, const std::string& reason,
                        const std::string& buyer_name, bool money_received) {
  auto data = ticket_data(raffle, ticket_id, numbers);
  data["reason"] = reason;
  if (money_received) data["money_to_return"] = true;
  const std::string which = of_the_numbers(numbers, raffle.total_tickets);
  std::string message;
  if (reason == "by_buyer") {
    message = buyer_name + " canceló su reserva " + which + " en " + quoted(raffle) + "; " +
              (numbers.size() == 1 ? "vuelve" : "vuelven") + " a estar disponible" + (numbers.size() == 1 ? "" : "s") +
              ".";
  } else if (reason == "expired" && !buyer_name.empty()) {
    message = "La reserva de " + buyer_name + " " + which + " en " + quoted(raffle) +
              " venció sin un pago reportado; " + (numbers.size() == 1 ? "vuelve" : "vuelven") + " a estar disponible" +
              (numbers.size() == 1 ? "" : "s") + ".";
  } else if (reason == "expired") {
    message = "Tu reserva " + which + " en " + quoted(raffle) +
              " venció sin un pago reportado y se liberó. Si aún te interesa, vuelve a comprar.";
  } else {
    message = "El organizador canceló tu ticket " + which + " en " + quoted(raffle) + "." +
              (money_received ? " Ya había recibido un pago tuyo: debe devolvértelo; míralo en tu ticket." : "");
  }
  const char* title = reason == "by_buyer"  ? "Reserva cancelada"
                      : reason == "expired" ? "Reserva vencida"
                                            : "Ticket cancelado";
  return {types::ticket_cancelled, user_id, title, message, data};
}

std::string duration_text(std::int64_t minutes) {
  minutes = std::max<std::int64_t>(minutes, 1);
  const auto unit = [](std::int64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
  };
  const std::int64_t hours = minutes / 60, rest = minutes % 60;
  if (hours == 0) return unit(rest, "minuto", "minutos");
  if (rest == 0) return unit(hours, "hora", "horas");
  return unit(hours, "hora", "horas") + " y " + unit(rest, "minuto", "minutos");
}

Notice hold_expiring(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                     const std::vector<std::int64_t>& numbers, const std::string& expires_at,
                     std::int64_t minutes_left) {
  auto data = ticket_data(raffle, ticket_id, numbers);
  data["expires_at"] = expires_at;
  return {types::hold_expiring, buyer_id, "Tu reserva vence pronto",
          "Tu reserva " + of_the_numbers(numbers, raffle.total_tickets) + " en " + quoted(raffle) + " vence en " +
              duration_text(minutes_left) +
              ". Reporta tu pago antes de que venza; si no, se liberará para otros compradores.",
          data};
}

Notice ticket_reinstated(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                         const std::vector<std::int64_t>& numbers, const std::string& expires_at,
                         std::int64_t minutes) {
  auto data = ticket_data(raffle, ticket_id, numbers);
  data["expires_at"] = expires_at;
  return {types::ticket_reinstated, buyer_id, "Ticket reactivado",
          "El organizador reactivó tu ticket " + of_the_numbers(numbers, raffle.total_tickets) + " en " +
              quoted(raffle) + ", cuya reserva había vencido. Tienes " + duration_text(minutes) +
              " para reportar tu pago y conservarlo.",
          data};
}

Notice raffle_cancelled(const std::string& buyer_id, const RaffleRef& raffle, const std::vector<std::int64_t>& numbers,
                        std::int64_t paid_cents) {
  auto data = raffle_data(raffle);
  data["numbers"] = numbers;
  std::string message =
      "El organizador canceló " + quoted(raffle) + ". Tenías " + the_numbers(numbers, raffle.total_tickets) + ".";
  message += paid_cents > 0
                 ? " Te debe el reembolso de los " + usd_text(paid_cents) + " que pagaste; contáctalo para recibirlo."
                 : " Si ya le pagaste, te debe el reembolso; contáctalo para recibirlo.";
  return {types::raffle_cancelled, buyer_id, "Rifa cancelada", message, data};
}

Notice raffle_taken_down(const std::string& user_id, const RaffleRef& raffle, const std::string& reason,
                         const std::vector<std::int64_t>& numbers, bool to_creator) {
  auto data = raffle_data(raffle);
  data["takedown_reason"] = reason;
  std::string message = std::string("La administración de Rifa dio de baja ") + (to_creator ? "tu rifa " : "la rifa ") +
                        quoted(raffle) + ". Motivo: " + reason + ".";
  if (to_creator) {
    message += " Ya no aparece en las listas ni acepta compras. Si crees que es un error, escríbenos.";
  } else {
    if (!numbers.empty()) {
      data["numbers"] = numbers;
      message += " Tenías " + the_numbers(numbers, raffle.total_tickets) + ".";
    }
    message += " Ya no acepta compras; si le pagaste al organizador, contáctalo para el reembolso.";
  }
  return {types::raffle_taken_down, user_id, "Rifa dada de baja", message, data, true};
}

Notice raffle_restored(const std::string& user_id, const RaffleRef& raffle, const std::vector<std::int64_t>& numbers,
                       bool to_creator) {
  auto data = raffle_data(raffle);
  std::string message =
      std::string(to_creator ? "Tu rifa " : "La rifa ") + quoted(raffle) + " vuelve a estar disponible.";
  if (!numbers.empty()) {
    data["numbers"] = numbers;
    message += " Conservas " + the_numbers(numbers, raffle.total_tickets) + ".";
  }
  return {types::raffle_restored, user_id, "Rifa disponible de nuevo", message, data, true};
}

Notice organiser_suspended(const std::string& buyer_id, const RaffleRef& raffle,
                           const std::vector<std::int64_t>& numbers) {
  auto data = raffle_data(raffle);
  data["numbers"] = numbers;
  std::string message = "La administración de Rifa suspendió al organizador de " + quoted(raffle) +
                        ", así que la rifa ya no está disponible ni acepta compras.";
  if (!numbers.empty()) message += " Tenías " + the_numbers(numbers, raffle.total_tickets) + ".";
  message += " Si le pagaste, contáctalo para el reembolso.";
  return {types::organiser_suspended, buyer_id, "Organizador suspendido", message, data, true};
}

Notice raffle_ending(const std::string& user_id, const RaffleRef& raffle, const std::vector<std::int64_t>& numbers) {
  auto data = raffle_data(raffle);
  std::string message = quoted(raffle) + " cierra sus ventas en menos de 24 horas.";
  if (numbers.empty()) {
    message += " Si quieres participar, aún estás a tiempo.";
  } else {
    data["numbers"] = numbers;
    message += " Tienes " + the_numbers(numbers, raffle.total_tickets) + ".";
  }
  return {types::raffle_ending, user_id, "La rifa termina pronto", message, data};
}

Notice sales_closed(const std::string& creator_id, const RaffleRef& raffle, bool early, std::int64_t numbers,
                    std::int64_t paid, const std::string& draw_at_text) {
  auto data = raffle_data(raffle);
  std::string message = (early ? "Cerraste las ventas de " : "Las ventas de ") + quoted(raffle) +
                        (early ? "" : " cerraron") +
                        " y la lista de números quedó sellada: " + std::to_string(numbers) +
                        (numbers == 1 ? " número vendido, " : " números vendidos, ") + std::to_string(paid) +
                        (paid == 1 ? " pagado." : " pagados.") + " Después del sorteo de la lotería (" + draw_at_text +
                        ") registra el resultado.";
  return {types::sales_closed, creator_id, "Ventas cerradas", message, data};
}

Notice draw_reminder(const std::string& creator_id, const RaffleRef& raffle) {
  return {
      types::draw_reminder, creator_id, "Registra el resultado del sorteo",
      "La lotería ya sorteó " + quoted(raffle) + ": registra el resultado para que tus compradores sepan quién ganó.",
      raffle_data(raffle)};
}

Notice payment_received(const std::string& creator_id, const RaffleRef& raffle, const std::string& ticket_id,
                        const std::string& buyer_name, const std::vector<std::int64_t>& numbers,
                        std::int64_t amount_cents, const std::string& currency, bool possible_duplicate) {
  // usd_text is "$ 1.234,56"; bolívares keep its digits after "Bs".
  const std::string amount = currency == "VES" ? "Bs" + usd_text(amount_cents).substr(1) : usd_text(amount_cents);
  std::string message = buyer_name + " reportó el pago " + of_the_numbers(numbers, raffle.total_tickets) + " en " +
                        quoted(raffle) + " por " + amount + ". Revisa el comprobante y verifícalo.";
  if (possible_duplicate) message += " Atención: posible pago duplicado (el comprobante o la referencia ya se usó).";
  return {types::payment_received, creator_id,
          possible_duplicate ? "Pago reportado: posible duplicado" : "Pago reportado", message,
          ticket_data(raffle, ticket_id, numbers)};
}

namespace {
std::string part_owed_text(std::int64_t owed_cents, std::optional<std::int64_t> owed_bs_cents) {
  if (!owed_bs_cents) return usd_text(owed_cents);
  // usd_text's "$ 1.234,56" with the bolívar's sign.
  return "Bs " + usd_text(*owed_bs_cents).substr(2) + " (" + usd_text(owed_cents) + ")";
}
}  // namespace

Notice part_verified(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                     const std::vector<std::int64_t>& numbers, std::int64_t owed_cents,
                     std::optional<std::int64_t> owed_bs_cents) {
  return {types::verification_approved, buyer_id, "Abono confirmado",
          "El organizador confirmó tu abono " + of_the_numbers(numbers, raffle.total_tickets) + " en " +
              quoted(raffle) + ". Faltan " + part_owed_text(owed_cents, owed_bs_cents) +
              " para completar el pago; reporta el resto desde tu ticket.",
          ticket_data(raffle, ticket_id, numbers)};
}

Notice money_returned(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                      const std::vector<std::int64_t>& numbers, std::int64_t amount_cents,
                      std::optional<std::int64_t> amount_bs_cents) {
  auto data = ticket_data(raffle, ticket_id, numbers);
  data["amount"] = cents_to_json(amount_cents);
  data["amount_bs"] = amount_bs_cents ? cents_to_json(*amount_bs_cents) : nlohmann::json(nullptr);
  return {types::money_returned, buyer_id, "Dinero devuelto",
          "El organizador registró que te devolvió " + part_owed_text(amount_cents, amount_bs_cents) +
              " por tu ticket " + of_the_numbers(numbers, raffle.total_tickets) + " en " + quoted(raffle) +
              ". Si no lo recibiste, escríbele.",
          std::move(data)};
}

Notice part_rejected(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                     const std::vector<std::int64_t>& numbers, const std::string& notes) {
  return {types::verification_rejected, buyer_id, "Abono rechazado",
          "El organizador rechazó tu abono " + of_the_numbers(numbers, raffle.total_tickets) + " en " + quoted(raffle) +
              ": «" + notes +
              "». Tus abonos verificados siguen contando y tus números siguen reservados: corrige el reporte.",
          ticket_data(raffle, ticket_id, numbers)};
}

Notice verification_rejected(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                             const std::vector<std::int64_t>& numbers, const std::string& notes,
                             const std::string& expires_at, std::int64_t minutes) {
  auto data = ticket_data(raffle, ticket_id, numbers);
  std::string message = "El organizador rechazó tu pago " + of_the_numbers(numbers, raffle.total_tickets) + " en " +
                        quoted(raffle) + ": «" + notes + "».";
  if (expires_at.empty()) {
    message +=
        " Las ventas ya cerraron y tus números siguen en la lista sellada: corrige el reporte para que cuenten "
        "como pagados en el sorteo.";
  } else {
    data["expires_at"] = expires_at;
    message += " Tienes " + duration_text(minutes) + " para corregir el reporte; si no, la reserva se liberará.";
  }
  return {types::verification_rejected, buyer_id, "Pago rechazado", message, data};
}

namespace {

nlohmann::json draw_data(const RaffleRef& raffle, const DrawNews& draw) {
  auto data = raffle_data(raffle);
  data["outcome"] = draw.outcome;
  data["drawn_number"] = draw.drawn_number;
  data["winner_number"] = draw.winner_number ? nlohmann::json(*draw.winner_number) : nlohmann::json(nullptr);
  return data;
}

std::string one_number(std::int64_t number, std::int64_t total_tickets) {
  return numbers_text({number}, total_tickets);
}

// "Salió el 821 y lo tiene un ticket pagado." / "Salió el 821, que no estaba pagado: ganó el 830, …".
std::string draw_sentence(const RaffleRef& raffle, const DrawNews& draw) {
  const std::string drawn = one_number(draw.drawn_number, raffle.total_tickets);
  const std::string prefix = draw.corrected ? "Un administrador corrigió el sorteo de " + quoted(raffle) + ": salió el "
                                            : "En el sorteo de " + quoted(raffle) + " salió el ";
  if (draw.outcome == "winner") return prefix + drawn + ".";
  if (draw.outcome == "nearest_sold") {
    return prefix + drawn +
           ", que no estaba pagado: según la regla de la rifa gana el número pagado más cercano hacia " +
           "arriba, el " + one_number(draw.winner_number.value_or(0), raffle.total_tickets) + ".";
  }
  if (draw.outcome == "void") {
    return prefix + drawn + ", que no estaba pagado: según la regla de la rifa, queda sin ganador.";
  }
  return prefix + drawn + ", que no estaba pagado: según la regla de la rifa, decide el próximo sorteo de la lotería.";
}

}  // namespace

Notice raffle_completed(const std::string& creator_id, const RaffleRef& raffle, const DrawNews& draw) {
  auto data = draw_data(raffle, draw);
  std::string message = draw_sentence(raffle, draw);
  if (draw.winner_number) {
    data["ticket_id"] = draw.winner_ticket_id;
    message += " Ganó el número " + one_number(*draw.winner_number, raffle.total_tickets) +
               ": contacta al ganador para entregarle el premio.";
  } else {
    message += " La rifa terminó sin ganador.";
  }
  return {types::raffle_completed, creator_id, "Rifa finalizada", message, data};
}

Notice ticket_winner(const std::string& winner_id, const RaffleRef& raffle, const DrawNews& draw,
                     const std::vector<std::int64_t>& numbers) {
  auto data = draw_data(raffle, draw);
  data["ticket_id"] = draw.winner_ticket_id;
  data["numbers"] = numbers;
  return {types::ticket_winner, winner_id, "¡Ganaste!",
          draw_sentence(raffle, draw) + " ¡Tu número " +
              one_number(draw.winner_number.value_or(0), raffle.total_tickets) +
              " es el ganador! El organizador te contactará para entregarte el premio.",
          data};
}

Notice winner_announced(const std::string& user_id, const RaffleRef& raffle, const DrawNews& draw,
                        const std::vector<std::int64_t>& numbers) {
  auto data = draw_data(raffle, draw);
  std::string message = draw_sentence(raffle, draw);
  if (draw.winner_number) {
    message += " El número ganador es el " + one_number(*draw.winner_number, raffle.total_tickets) + ".";
  }
  if (!numbers.empty()) {
    data["numbers"] = numbers;
    message += " Tenías " + the_numbers(numbers, raffle.total_tickets) + ".";
    if (draw.outcome == "next_draw") message += " Siguen participando si están pagados.";
  }
  const char* title = draw.outcome == "next_draw" ? "El sorteo sigue pendiente"
                      : draw.winner_number        ? "Ya hay ganador"
                                                  : "Rifa sin ganador";
  return {types::winner_announced, user_id, title, message, data};
}

}  // namespace rifa::features::notifications
