// TicketsService: the creator takes back a ticket whose hold expired (a payment that arrived late),
// when its numbers are still free: one transaction under the raffle's lock, as a purchase.
#include "features/tickets/tickets_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/access/access.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/tickets/tickets_internal.hpp"

namespace rifa::features::tickets {

namespace {

// 409 numbers_unavailable naming the numbers sold since the hold expired.
ApiError numbers_taken_since(const std::vector<std::int64_t>& numbers, std::int64_t total_tickets) {
  const bool one = numbers.size() == 1;
  return ApiError::conflict("numbers_unavailable",
                            std::string(one ? "El número " : "Los números ") +
                                notifications::numbers_text(numbers, total_tickets) +
                                (one ? " ya fue vendido" : " ya fueron vendidos") +
                                " a otra persona después de que venció la reserva; el ticket no se puede reactivar",
                            {{"numbers", numbers}});
}

}  // namespace

Ticket TicketsService::reinstate(const std::string& user_id, const std::string& ticket_id) {
  if (!is_uuid(ticket_id)) throw detail::ticket_not_found();
  std::vector<std::int64_t> taken;
  try {
    bus_.transaction(
        db_,
        [&](db::Connection& conn, events::Batch& batch) {
          const auto found = TicketsRepository::for_reinstate(conn, ticket_id);
          if (!found) throw detail::ticket_not_found();
          const ReinstateTicket& t = *found;
          if (!access::acts_for_creator(conn, user_id, t.creator_id)) {
            if (t.user_id == user_id) {
              throw ApiError::forbidden("Solo el organizador de la rifa puede reactivar un ticket");
            }
            throw detail::ticket_not_found();
          }
          if (t.status != "cancelled" || !t.expired_at) {
            throw ApiError::conflict("not_expired", "Solo se puede reactivar un ticket cuya reserva venció");
          }
          const std::string now = now_rfc3339();
          if ((t.raffle_status != "active" && t.raffle_status != "waiting") || t.sales_closed || t.end_date <= now) {
            throw ApiError(409, "raffle_not_active", "Esta rifa ya no acepta compras");
          }
          taken = TicketsRepository::taken_among(conn, t.raffle_id, t.numbers);
          if (!taken.empty()) throw numbers_taken_since(taken, t.total_tickets);

          const std::string expires_at = detail::hold_end(now, t.reservation_minutes);
          const auto after = TicketsRepository::reinstate(conn, t, ticket_id, expires_at, now);
          numbers_changed(conn, batch, t.raffle_id, after, t.numbers, {}, after.status != t.raffle_status);
          const notifications::RaffleRef ref{t.raffle_id, t.title, t.total_tickets};
          if (t.user_id && *t.user_id != user_id) {
            notifier_.send(conn, batch,
                           notifications::ticket_reinstated(*t.user_id, ref, ticket_id, t.numbers, expires_at,
                                                            t.reservation_minutes));
          }
          if (after.status == "waiting" && t.raffle_status != "waiting") {
            notifier_.send(conn, batch, notifications::raffle_sold_out(t.creator_id, ref));
          }
        },
        db::TransactionOptions{.isolation = db::Isolation::row_locks});
  } catch (const db::UniqueViolation&) {
    // A number sold through a path the lock did not hold: nothing was written.
    auto conn = repo_.acquire();
    const auto ticket = repo_.with_raffle(ticket_id);
    if (ticket) taken = TicketsRepository::taken_among(*conn, ticket->ticket.raffle_id, ticket->ticket.numbers);
    if (taken.empty()) throw ApiError(503, "unavailable", "El servicio está ocupado, intenta de nuevo");
    throw numbers_taken_since(taken, ticket->raffle.total_tickets);
  }
  return visible(user_id, ticket_id).ticket;
}

}  // namespace rifa::features::tickets
