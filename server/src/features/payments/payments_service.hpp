#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"
#include "features/tickets/tickets_service.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::payments {

// A payment report as the buyer sends it, already checked for types and lengths.
struct PaymentReport {
  std::string method;  // pago_movil, transferencia, zelle or efectivo
  std::optional<std::string> payment_method_id;
  std::int64_t amount_cents = 0;
  std::string currency = "USD";  // USD or VES
  std::optional<std::string> reference, date, bank, account_number, phone_number, email, notes, screenshot_path;
};

// A change to a field that may be cleared: nullopt = unchanged, an empty inner value = cleared.
template <typename T>
using Change = std::optional<std::optional<T>>;

// A correction (PATCH): absent fields keep their value.
struct PaymentCorrection {
  std::optional<std::string> method;
  Change<std::string> payment_method_id;
  std::optional<std::int64_t> amount_cents;
  std::optional<std::string> currency;
  Change<std::string> reference, date, bank, account_number, phone_number, email, notes, screenshot_path;
};

// Payment reports of tickets: the buyer reports (stopping the hold) and corrects; the raffle's creator
// or a super admin reads the proof, verifies (the ticket becomes paid) or rejects (a fresh, shorter
// hold to correct it). Every change notifies the other side in its transaction. Duplicate signs
// (reference, same or similar proof) are recorded on each report and correction.
class PaymentsService {
 public:
  PaymentsService(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                  storage::ObjectStore& store, tickets::TicketsService& tickets)
      : db_(db), bus_(bus), notifier_(notifier), store_(store), tickets_(tickets) {}

  nlohmann::json upload_screenshot(const std::string& user_id, const std::string& bytes);
  nlohmann::json report(const std::string& user_id, const std::string& ticket_id, const PaymentReport& report);
  nlohmann::json get(const std::string& user_id, const std::string& ticket_id);
  nlohmann::json correct(const std::string& user_id, const std::string& ticket_id, const PaymentCorrection& change);
  nlohmann::json verify(const std::string& user_id, const std::string& ticket_id);
  nlohmann::json reject(const std::string& user_id, const std::string& ticket_id, const std::string& notes);
  // The caller's raffles' pending reports, oldest first, each with its ticket and raffle.
  nlohmann::json pending(const std::string& user_id, const Page& page, const std::optional<std::string>& raffle_id);
  // The creator marks a ticket paid directly (cash): the Ticket.
  nlohmann::json validate_ticket(const std::string& user_id, const std::string& ticket_id);

 private:
  // The report of `ticket_id` as `viewer` may see it (flags expanded for the creator or a super admin).
  nlohmann::json detail_for(db::Connection& conn, const std::string& viewer, const std::string& ticket_id);
  // Checks `report` against the ticket's raffle and writes it as the ticket's report (a new one when
  // `existing_id` is empty), back to `pending`, with its amounts, keys and duplicate flags; notifies the
  // creator.
  void write_report(db::Connection& conn, events::Batch& batch, const db::Row& ticket, const std::string& user_id,
                    const PaymentReport& report, const std::string& existing_id) const;

  db::Database& db_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;
  storage::ObjectStore& store_;
  tickets::TicketsService& tickets_;
};

}  // namespace rifa::features::payments
