// TicketsService: how a hold starts, is limited and ends (the purchase and the hold jobs share these):
// its end, the per-buyer limit, and the numbers freed by any cancellation.
#include "features/tickets/tickets_service.hpp"

#include <chrono>

#include "common/errors.hpp"
#include "common/time.hpp"
#include "features/tickets/tickets_internal.hpp"

namespace rifa::features::tickets {

namespace detail {

// When a hold made at `now` ends.
std::string hold_end(const std::string& now, std::int64_t reservation_minutes) {
  return to_rfc3339(*parse_rfc3339(now) + std::chrono::minutes(reservation_minutes));
}

void check_hold_limit(std::int64_t held, std::int64_t limit) {
  if (held < limit) return;
  const bool one = held == 1;
  throw ApiError::conflict("too_many_holds", "Ya tienes " + std::to_string(held) + (one ? " reserva" : " reservas") +
                                                 " sin pagar en esta rifa. Reporta su pago o " +
                                                 (one ? "cancélala" : "cancélalas") + " antes de reservar más.");
}
}  // namespace detail

void TicketsService::numbers_changed(db::Connection& conn, events::Batch& batch, const std::string& raffle_id,
                                     const RaffleCounters& after, const std::vector<std::int64_t>& taken,
                                     const std::vector<std::int64_t>& freed, bool status_changed) const {
  bus_.stage(conn, batch,
             {events::raffle_topic(raffle_id),
              "raffle.numbers",
              {{"raffle_id", raffle_id},
               {"numbers_version", after.numbers_version},
               {"taken", taken},
               {"freed", freed},
               {"sold_tickets", after.sold_tickets}}});
  if (status_changed) {
    bus_.stage(
        conn, batch,
        {events::raffle_topic(raffle_id), "raffle.status", {{"raffle_id", raffle_id}, {"status", after.status}}});
  }
}

void TicketsService::locked_blocks_changed(db::Connection& conn, events::Batch& batch,
                                           const std::string& raffle_id) const {
  const auto after = TicketsRepository::bump_numbers_version(conn, raffle_id, now_rfc3339());
  bus_.stage(
      conn, batch,
      {events::raffle_topic(raffle_id),
       "raffle.numbers",
       {{"raffle_id", raffle_id}, {"numbers_version", after.numbers_version}, {"sold_tickets", after.sold_tickets}}});
}

void TicketsService::release_numbers(db::Connection& conn, events::Batch& batch, const std::string& raffle_id,
                                     const std::string& ticket_id, const std::vector<std::int64_t>& numbers,
                                     const std::string& raffle_status, const std::string& now) const {
  const auto after = TicketsRepository::release_numbers(conn, raffle_id, ticket_id, now);
  numbers_changed(conn, batch, raffle_id, after, {}, numbers, raffle_status != after.status);
}

}  // namespace rifa::features::tickets
