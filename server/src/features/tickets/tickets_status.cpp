// TicketsService: status changes (the buyer's cancellation, the creator's any status) and payment.
#include "features/tickets/tickets_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/access/access.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/tickets/tickets_internal.hpp"

namespace rifa::features::tickets {

using detail::ticket_not_found;

Ticket TicketsService::set_status(const std::string& user_id, const std::string& ticket_id, const std::string& status,
                                  bool only_pending) {
  if (!is_uuid(ticket_id)) throw ticket_not_found();
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const auto found = TicketsRepository::for_status(conn, ticket_id);
    if (!found) throw ticket_not_found();
    const TicketForStatus& t = *found;
    // The creator, or an active cashier of the creator's business: the same rights here.
    const bool creator = access::acts_for_creator(conn, user_id, t.creator_id);
    const bool buyer = t.user_id == user_id;
    if (!creator && !buyer) throw ticket_not_found();
    if (only_pending && t.status != "pending") {
      throw ApiError::conflict("ticket_not_pending", "Esta venta ya no está pendiente");
    }
    if (!creator && !(status == "cancelled" && t.status == "pending")) {
      throw ApiError::forbidden("Solo puedes cancelar tus tickets pendientes de pago");
    }
    if (!creator && t.payment_status == "pending") {
      throw ApiError::conflict("payment_under_review", "Tu pago está en revisión; no puedes cancelar este ticket");
    }
    // Money was received (a part, an abono, verified): only the organiser may cancel now, and then owes
    // it back ("A devolver" on her side); the buyer asks her.
    if (!creator && status == "cancelled" && t.has_verified_payment) {
      throw ApiError::conflict("payment_received",
                               "El organizador ya recibió un pago de este ticket; para cancelarlo, contacta al "
                               "organizador y acuerden la devolución");
    }
    if (t.status == status) return;
    if (t.raffle_status == "completed" || t.raffle_status == "cancelled") {
      throw ApiError::conflict("raffle_closed", "Esta rifa ya está finalizada o cancelada");
    }
    if (t.status == "cancelled")
      throw ApiError::conflict("ticket_cancelled", "Un ticket cancelado no puede reactivarse");
    // The sealed list only lets a pending ticket be paid.
    if (t.sales_closed && !(t.status == "pending" && status == "paid")) {
      throw ApiError::conflict("raffle_sealed",
                               "Las ventas de esta rifa ya cerraron y la lista de números está sellada: los tickets ya "
                               "no cambian");
    }
    const std::string now = now_rfc3339();
    TicketsRepository::lock_raffle(conn, t.raffle_id);
    const notifications::RaffleRef raffle{t.raffle_id, t.title, t.total_tickets};
    if (status == "cancelled") {
      // The status read above: the transaction sees one snapshot (SERIALIZABLE on PostgreSQL).
      release_numbers(conn, batch, t.raffle_id, ticket_id, t.numbers, t.raffle_status, now);
    }
    if (status == "paid") {
      mark_paid(conn, batch, ticket_id, t.user_id, raffle, t.numbers, user_id, now);
      return;
    }
    // Cancelled or back to pending; a cancelled hold is over.
    TicketsRepository::set_status(conn, ticket_id, status, now);

    // Tell the other side (nobody is told about their own action).
    if (status == "cancelled" && creator && t.user_id && *t.user_id != user_id) {
      notifier_.send(conn, batch,
                     notifications::ticket_cancelled(*t.user_id, raffle, ticket_id, t.numbers, "by_creator", "",
                                                     t.has_verified_payment));
    } else if (status == "cancelled" && !creator) {
      notifier_.send(
          conn, batch,
          notifications::ticket_cancelled(t.creator_id, raffle, ticket_id, t.numbers, "by_buyer", t.buyer_name));
    }
  });
  return visible(user_id, ticket_id).ticket;
}

void TicketsService::mark_paid(db::Connection& conn, events::Batch& batch, const std::string& ticket_id,
                               const std::optional<std::string>& buyer_id, const notifications::RaffleRef& raffle,
                               const std::vector<std::int64_t>& numbers, const std::string& verifier_id,
                               const std::string& now) const {
  TicketsRepository::mark_paid(conn, ticket_id, verifier_id, now);
  if (buyer_id && *buyer_id != verifier_id) {
    notifier_.send(conn, batch, notifications::ticket_paid(*buyer_id, raffle, ticket_id, numbers));
  }
}

}  // namespace rifa::features::tickets
