#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"
#include "features/payments/payments.hpp"
#include "features/tickets/tickets_service.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::payments {

// Payment reports of tickets: the buyer reports (stopping the hold) and corrects; the raffle's creator
// or a super admin reads the proof, verifies (the ticket becomes paid) or rejects (a fresh, shorter
// hold to correct it). Every change notifies the other side in its transaction. Duplicate signs
// (reference, same or similar proof) are recorded on each report and correction.
class PaymentsService {
 public:
  PaymentsService(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                  storage::ObjectStore& store, tickets::TicketsService& tickets)
      : db_(db), bus_(bus), notifier_(notifier), store_(store), tickets_(tickets) {}

  // A payment screenshot of `user_id`. With `ticket_id` it is for that ticket: the caller's own (404
  // otherwise) on a raffle not blocked (410 raffle_unavailable as its report), checked before storing.
  UploadedProof upload_screenshot(const std::string& user_id, const std::string& bytes,
                                  const std::optional<std::string>& ticket_id = std::nullopt);
  // Called with each stored proof's path after its upload commits (the composition root hands it
  // to the proof readers, so the report form's fields are read within seconds). Set before serving.
  void on_proof_stored(std::function<void(const std::string& path)> hook) { proof_stored_ = std::move(hook); }
  PaymentDetail report(const std::string& user_id, const std::string& ticket_id, const PaymentReport& report);
  PaymentDetail get(const std::string& user_id, const std::string& ticket_id);
  // Part payments (abonos): every report of the ticket with its balance, for the buyer and the
  // reviewers; one more part by the buyer while the ticket is pending, has no report waiting and still
  // owes (its expected amount is what is owed).
  TicketPayments parts(const std::string& user_id, const std::string& ticket_id);
  PaymentDetail report_part(const std::string& user_id, const std::string& ticket_id, const PaymentReport& report);
  // "Devuelto": the raffle's creator (or an active cashier of her business) records that the ticket's
  // money to return was returned, the amount as the balance computes it now (USD, and Bs at the
  // creator's rate); the buyer is told. 409 already_returned when it was recorded already, 422
  // nothing_to_return when there is none; 403 for the buyer, 404 for anyone else.
  Refund refund(const std::string& user_id, const std::string& ticket_id);
  PaymentDetail correct(const std::string& user_id, const std::string& ticket_id, const PaymentCorrection& change);
  PaymentDetail verify(const std::string& user_id, const std::string& ticket_id);
  // verify() inside the caller's transaction (the statements feature claims the bank movement in the
  // same one): the same checks and effects, ApiError when the report cannot be verified.
  // When `payment_id` is given it must be the report waiting (409 already_reviewed otherwise). A part
  // that leaves the ticket still owing is verified alone (the ticket stays pending, the buyer is told
  // what is owed); one that covers it makes the ticket paid.
  void verify_in(db::Connection& conn, events::Batch& batch, const std::string& user_id, const std::string& ticket_id,
                 const std::string& payment_id = "") const;
  PaymentDetail reject(const std::string& user_id, const std::string& ticket_id, const std::string& notes);
  // The tickets of the caller's raffles with money still to return (at most `limit`, oldest change
  // first), each with what is left, for the payments review.
  DueRefunds refunds_due(const std::string& user_id, const std::optional<std::string>& raffle_id, std::int64_t limit);
  // The caller's raffles' pending reports, oldest first, each with its ticket and raffle.
  PendingPage pending(const std::string& user_id, const Page& page, const std::optional<std::string>& raffle_id);
  // The creator marks a ticket paid directly (cash): the ticket.
  tickets::Ticket validate_ticket(const std::string& user_id, const std::string& ticket_id);

 private:
  // The report of `ticket_id` as `viewer` may see it (flags expanded for the creator or a super admin).
  PaymentDetail detail_for(db::Connection& conn, const std::string& viewer, const std::string& ticket_id);
  // Checks `report` against the ticket's raffle and writes it as the ticket's report (a new one when
  // `existing_id` is empty), back to `pending`, with its amounts, keys and duplicate flags; notifies the
  // creator.
  // `due_usd_cents` is what the report must cover (the price less the other verified parts).
  void write_report(db::Connection& conn, events::Batch& batch, const PaymentTicket& ticket, const std::string& user_id,
                    const PaymentReport& report, const std::string& existing_id, std::int64_t due_usd_cents) const;

  db::Database& db_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;
  storage::ObjectStore& store_;
  tickets::TicketsService& tickets_;
  std::function<void(const std::string& path)> proof_stored_;
};

}  // namespace rifa::features::payments
