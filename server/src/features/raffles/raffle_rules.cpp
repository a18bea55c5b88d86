#include "features/raffles/raffle_rules.hpp"

#include <set>

#include "common/text.hpp"
#include "common/time.hpp"

namespace rifa::features::raffles {

std::string tags_error(const std::vector<std::string>& tags) {
  if (tags.size() > kMaxTags) return "Hasta 10 etiquetas";
  std::set<std::string> seen;
  for (const auto& tag : tags) {
    if (!seen.insert(normalize_search(tag)).second) return "No repitas etiquetas: «" + tag + "» ya está";
  }
  return "";
}

std::string end_date_error(std::chrono::system_clock::time_point when, std::chrono::system_clock::time_point now) {
  if (when <= now) return "La fecha de cierre debe estar en el futuro";
  if (when > now + std::chrono::hours(24 * 366)) return "La fecha de cierre no puede pasar de un año";
  return "";
}

std::string draw_at_error(const std::string& draw_at, const std::string& end_date) {
  const auto draw = parse_rfc3339(draw_at), end = parse_rfc3339(end_date);
  if (!draw || !end) return "Fecha del sorteo inválida (formato 2026-12-24T20:00:00Z)";
  if (*draw < *end) return "El sorteo debe ser en la fecha de cierre o después";
  if (*draw > *end + std::chrono::hours(24 * kMaxDrawDelayDays)) {
    return "El sorteo debe ser como máximo 30 días después del cierre";
  }
  return "";
}

RaffleFields read_raffle_fields(http::BodyFields& body, bool creating, std::chrono::system_clock::time_point now) {
  RaffleFields f;
  f.title = body.text("title", kTitle);
  f.description = body.text("description", kDescription);
  f.price_cents =
      body.cents("ticket_price", kMinPriceCents, kMaxPriceCents,
                 "El precio del ticket debe ser mayor que 0 y de hasta 10.000 USD, con hasta dos decimales");
  f.total_tickets = body.integer("total_tickets");
  if (f.total_tickets && *f.total_tickets != 100 && *f.total_tickets != 1000 && *f.total_tickets != 10000) {
    body.add("total_tickets", "La cantidad de números debe ser 100, 1000 o 10000");
    f.total_tickets.reset();
  }
  f.reservation_minutes = body.integer("reservation_minutes");
  if (f.reservation_minutes &&
      (*f.reservation_minutes < kMinReservationMinutes || *f.reservation_minutes > kMaxReservationMinutes)) {
    body.add("reservation_minutes", "El tiempo de reserva debe estar entre 15 minutos y 72 horas (15 a 4320 minutos)");
    f.reservation_minutes.reset();
  }
  f.lottery = body.one_of("lottery", {"nacional", "zulia", "caracas", "tachira", "oriente"},
                          "Elige una lotería: nacional, zulia, caracas, tachira u oriente");
  if (const auto when = body.instant("end_date", "Fecha de cierre inválida (formato 2026-12-24T20:00:00Z)")) {
    if (const std::string error = end_date_error(*when, now); error.empty()) {
      f.end_date = to_rfc3339(*when);
    } else {
      body.add("end_date", error);
    }
  }
  if (const auto when = body.instant("draw_at", "Fecha del sorteo inválida (formato 2026-12-24T20:00:00Z)")) {
    f.draw_at = to_rfc3339(*when);
  }
  // On creation the draw follows the end of sales unless it says otherwise; on an update the
  // service checks the pair the raffle ends up with.
  if (creating && f.draw_at && f.end_date) {
    if (const std::string error = draw_at_error(*f.draw_at, *f.end_date); !error.empty()) {
      body.add("draw_at", error);
      f.draw_at.reset();
    }
  }
  f.unsold_rule = body.one_of("unsold_rule", {"next_draw", "nearest_sold", "void"},
                              "Elige qué pasa si el número ganador no se vendió: next_draw, nearest_sold o void");
  f.tags = body.texts("tags", kTag);
  if (f.tags) {
    if (const std::string error = tags_error(*f.tags); !error.empty()) {
      body.add("tags", error);
      f.tags.reset();
    }
  }
  f.is_private = body.boolean("is_private");
  if (creating) {
    const std::pair<const char*, bool> required[] = {{"title", f.title.has_value()},
                                                     {"ticket_price", f.price_cents.has_value()},
                                                     {"total_tickets", f.total_tickets.has_value()},
                                                     {"lottery", f.lottery.has_value()},
                                                     {"end_date", f.end_date.has_value()}};
    for (const auto& [field, present] : required) {
      if (!present) body.add(field, "Este campo es obligatorio");
    }
  }
  return f;
}

std::optional<std::string> read_status_filter(http::QueryFields& query) {
  auto status = query.one_of("status", {"all", "active", "waiting", "completed", "cancelled"}, kStatusMessage);
  if (status == "all") return std::nullopt;
  return status;
}

}  // namespace rifa::features::raffles
