#include "features/payments/payments_service.hpp"

#include <algorithm>
#include <chrono>
#include <functional>
#include <vector>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/access/access.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/payments/duplicate_flags.hpp"
#include "features/payments/payment_amounts.hpp"
#include "features/payments/payment_screenshots.hpp"
#include "features/payments/payments_repository.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/proofs/proofs_json.hpp"

namespace rifa::features::payments {

namespace {

ApiError ticket_not_found() { return ApiError::not_found("Ticket no encontrado"); }
ApiError payment_not_found() { return ApiError::not_found("Pago no encontrado"); }
ApiError not_creator() { return ApiError::forbidden("Solo el creador de la rifa puede hacer esto"); }

// What the proofs feature compares the report's picture with.
proofs::TicketReport proof_report(const Payment& p) {
  return {p.ticket_id, p.reference, p.amount_cents, p.currency,       p.exchange_rate_cents,
          p.date,      p.bank,      p.payee_id,     p.screenshot_path};
}

// Who the caller is to a ticket. A super admin is looked up only for someone who is neither side.
struct Roles {
  bool buyer = false;
  bool creator = false;  // the raffle's creator or an active cashier of their business (acts_for_creator)
  bool admin = false;
  bool reviewer() const { return creator || admin; }
};

Roles roles_of(db::Connection& conn, const PaymentTicket& ticket, const std::string& user_id) {
  Roles roles{ticket.user_id == user_id, access::acts_for_creator(conn, user_id, ticket.creator_id), false};
  if (!roles.buyer && !roles.creator) roles.admin = profiles::is_super_admin(conn, user_id);
  return roles;
}

std::optional<PaymentTicket> find_ticket(db::Connection& conn, const std::string& ticket_id) {
  if (!is_uuid(ticket_id)) return std::nullopt;
  return PaymentsRepository::ticket(conn, ticket_id);
}

// A raffle taken down or whose organiser is suspended takes no payment report, new or corrected,
// from anyone (its own creator's ticket included): 410 as the raffle itself answers.
void refuse_blocked(db::Connection& conn, const PaymentTicket& ticket) {
  if (ticket.raffle_blocked) access::require_sees_blocked(conn, ticket.raffle_id, std::nullopt);
}

void refuse_closed(const PaymentTicket& ticket) {
  if (ticket.raffle_status == "completed" || ticket.raffle_status == "cancelled") {
    throw ApiError::conflict("raffle_closed", "Esta rifa ya está finalizada o cancelada");
  }
}

void refuse_unless_pending(const PaymentTicket& ticket) {
  if (ticket.status != "pending") {
    throw ApiError::conflict("ticket_not_pending", "Este ticket no está pendiente de pago");
  }
}

// A report stops the hold. The hold-expiry job claims tickets with the opposite condition, so of a
// report and an expiry at the same moment exactly one wins.
void stop_hold(db::Connection& conn, const std::string& ticket_id, const std::string& now) {
  if (!PaymentsRepository::stop_hold(conn, ticket_id, now)) {
    throw ApiError::conflict("hold_expired", "La reserva de este ticket venció; sus números quedaron libres");
  }
}

notifications::RaffleRef raffle_ref(const PaymentTicket& ticket) {
  return {ticket.raffle_id, ticket.title, ticket.total_tickets};
}

// The method rule: `payment_method_id` names one of the creator's active methods of type `method`;
// without it `method` must be the type of one of them (any type when the creator has none).
void check_method(db::Connection& conn, const std::string& creator_id, const PaymentReport& report) {
  if (report.payment_method_id) {
    const auto type = PaymentsRepository::method_type(conn, *report.payment_method_id, creator_id);
    if (!type) {
      throw ApiError::validation({{"payment_method_id", "Elige uno de los métodos de pago del organizador"}});
    }
    if (*type != report.method) {
      throw ApiError::validation({{"method", "El método no coincide con el método de pago elegido"}});
    }
    return;
  }
  const auto types = PaymentsRepository::method_types(conn, creator_id);
  const bool accepted = types.empty() || std::find(types.begin(), types.end(), report.method) != types.end();
  if (!accepted) throw ApiError::validation({{"method", "El organizador no recibe pagos por ese método"}});
}

// The verified parts of `parts` as the balance reads them, but `except_id`'s.
std::vector<PartAmount> paid_parts_of(const std::vector<Payment>& parts, const std::string& except_id = "") {
  std::vector<PartAmount> out;
  for (const auto& p : parts) {
    if (p.verification_status == "verified" && p.id != except_id) {
      out.push_back({p.amount_cents, p.currency, p.exchange_rate_cents});
    }
  }
  return out;
}

// What a report must cover: the price less the ticket's other verified parts.
std::int64_t owed_before_report(db::Connection& conn, const PaymentTicket& ticket, const std::string& except_id) {
  const auto parts = PaymentsRepository::parts_of(conn, {ticket.id});
  return balance_of(ticket.price_cents, paid_parts_of(parts, except_id), std::nullopt).owed_cents;
}

// `payment`'s place among `parts` (its ticket's, oldest first): its number, the other verified parts,
// and what stays owed once it is verified too.
PartContext place_among_parts(const std::vector<Payment>& parts, const Payment& payment, std::int64_t price_cents) {
  PartContext c;
  c.price_cents = price_cents;
  std::vector<Payment> same;
  for (const auto& p : parts) {
    if (p.ticket_id != payment.ticket_id) continue;
    same.push_back(p);
    if (p.id == payment.id) c.number = static_cast<std::int64_t>(same.size());
  }
  const auto others = balance_of(price_cents, paid_parts_of(same, payment.id), std::nullopt);
  c.verified_cents = others.verified_cents;
  const std::int64_t self = part_usd_cents({payment.amount_cents, payment.currency, payment.exchange_rate_cents});
  c.owed_after_cents = std::max<std::int64_t>(0, others.owed_cents - self);
  if (payment.currency == "VES" && payment.exchange_rate_cents) {
    c.owed_after_bs_cents = expected_cents(c.owed_after_cents, "VES", payment.exchange_rate_cents);
  }
  return c;
}

// What the ticket's refunds returned, in USD cents.
std::int64_t returned_of(const std::vector<Refund>& refunds) {
  std::int64_t sum = 0;
  for (const auto& r : refunds) sum += r.amount_cents;
  return sum;
}

ApiError already_returned() {
  return ApiError::conflict("already_returned", "Ya registraste la devolución del dinero de este ticket");
}

ApiError refuse_second_waiting() {
  return ApiError::conflict("payment_waiting",
                            "Ya tienes un pago en revisión para este ticket; espera a que el organizador lo revise");
}

}  // namespace

UploadedProof PaymentsService::upload_screenshot(const std::string& user_id, const std::string& bytes,
                                                 const std::optional<std::string>& ticket_id) {
  std::function<void(db::Connection&)> may_store;
  if (ticket_id) {
    // The proof of a ticket's payment: refused as the report itself would be for whose ticket it is
    // and for a blocked raffle, before a file (and its reading) exists.
    may_store = [&](db::Connection& conn) {
      const auto ticket = find_ticket(conn, *ticket_id);
      if (!ticket || ticket->user_id != user_id) throw ticket_not_found();
      refuse_blocked(conn, *ticket);
    };
  }
  auto uploaded = payments::upload_screenshot(db_, store_, user_id, bytes, may_store);
  if (proof_stored_) proof_stored_(uploaded.path);
  return uploaded;
}

void PaymentsService::write_report(db::Connection& conn, events::Batch& batch, const PaymentTicket& ticket,
                                   const std::string& user_id, const PaymentReport& report,
                                   const std::string& existing_id, std::int64_t due_usd_cents) const {
  const std::string& creator_id = ticket.creator_id;
  check_method(conn, creator_id, report);
  const auto rate_cents = ticket.creator_rate_cents;
  if (report.currency == "VES" && !rate_cents) {
    throw ApiError::validation({{"currency", "El creador no tiene una tasa en bolívares; paga en dólares"}});
  }
  const std::int64_t expected = expected_cents(due_usd_cents, report.currency, rate_cents);
  std::optional<Proof> proof;
  if (report.screenshot_path) proof = own_proof(conn, user_id, *report.screenshot_path);

  const std::string id = existing_id.empty() ? new_uuid() : existing_id;
  ReportWrite write{id,
                    ticket.id,
                    report,
                    creator_id,
                    expected,
                    report.currency == "VES" ? rate_cents : std::nullopt,
                    {id, creator_id, report.reference ? reference_key(*report.reference) : std::nullopt,
                     report.bank ? bank_key(*report.bank) : std::nullopt, proof ? proof->sha256 : std::nullopt,
                     proof ? proof->dhash : std::nullopt},
                    now_rfc3339()};
  // A correction is a new report: back to pending, the previous review cleared.
  if (existing_id.empty()) {
    PaymentsRepository::insert(conn, write);
  } else {
    PaymentsRepository::update(conn, write);
  }
  const auto flags = find_duplicates(conn, write.keys);
  PaymentsRepository::set_flags(conn, id, flags);

  if (creator_id != user_id) {
    notifier_.send(
        conn, batch,
        notifications::payment_received(creator_id, raffle_ref(ticket), ticket.id, ticket.buyer_name, ticket.numbers,
                                        report.amount_cents, report.currency, !flags.empty()));
  }
}

PaymentDetail PaymentsService::report(const std::string& user_id, const std::string& ticket_id,
                                      const PaymentReport& report) {
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const auto ticket = find_ticket(conn, ticket_id);
    if (!ticket || ticket->user_id != user_id) throw ticket_not_found();
    refuse_blocked(conn, *ticket);
    refuse_closed(*ticket);
    if (PaymentsRepository::of_ticket(conn, ticket_id)) {
      throw ApiError::conflict("payment_exists", "Este ticket ya tiene un pago registrado");
    }
    refuse_unless_pending(*ticket);
    stop_hold(conn, ticket_id, now_rfc3339());
    write_report(conn, batch, *ticket, user_id, report, "", ticket->price_cents);
  });
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

PaymentDetail PaymentsService::report_part(const std::string& user_id, const std::string& ticket_id,
                                           const PaymentReport& report) {
  try {
    bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
      const auto ticket = find_ticket(conn, ticket_id);
      if (!ticket || ticket->user_id != user_id) throw ticket_not_found();
      refuse_blocked(conn, *ticket);
      refuse_closed(*ticket);
      refuse_unless_pending(*ticket);
      // Stopping the hold writes the ticket's row first: two parts reported at once queue here (the
      // row lock on PostgreSQL, the one writer on SQLite), and the second sees the first waiting.
      stop_hold(conn, ticket_id, now_rfc3339());
      if (PaymentsRepository::has_waiting(conn, ticket_id)) throw refuse_second_waiting();
      const std::int64_t due = owed_before_report(conn, *ticket, "");
      if (due <= 0) {
        throw ApiError::conflict("nothing_owed", "Este ticket ya está cubierto por sus pagos verificados");
      }
      write_report(conn, batch, *ticket, user_id, report, "", due);
    });
  } catch (const db::UniqueViolation&) {
    // The one-waiting-report index: another part was reported at the same moment.
    throw refuse_second_waiting();
  }
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

TicketPayments PaymentsService::parts(const std::string& user_id, const std::string& ticket_id) {
  auto conn = db_.acquire();
  const auto ticket = find_ticket(*conn, ticket_id);
  if (!ticket) throw ticket_not_found();
  const Roles roles = roles_of(*conn, *ticket, user_id);
  if (!roles.buyer && !roles.reviewer()) throw ticket_not_found();
  auto parts = PaymentsRepository::parts_of(*conn, {ticket_id});
  TicketPayments out;
  out.refunds = PaymentsRepository::refunds_of(*conn, ticket_id);
  out.balance = balance_of(ticket->price_cents, paid_parts_of(parts), ticket->creator_rate_cents,
                           ticket->status == "cancelled", returned_of(out.refunds));
  std::vector<std::optional<nlohmann::json>> checks(parts.size());
  if (roles.reviewer()) {
    std::vector<proofs::TicketReport> reports;
    reports.reserve(parts.size());
    for (const auto& p : parts) reports.push_back(proof_report(p));
    auto read = proofs::ticket_proof_checks(*conn, reports);
    for (std::size_t i = 0; i < read.size() && i < checks.size(); ++i) checks[i] = std::move(read[i]);
  }
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const Payment& p = parts[i];
    std::vector<DuplicateFlag> flags;
    if (roles.reviewer()) flags = expand_flags(*conn, store_, p.duplicate_flags, p.payee_id);
    auto url = proof_link(store_, p.screenshot_path);
    out.data.push_back(
        {p, std::move(url), std::move(flags), std::move(checks[i]), place_among_parts(parts, p, ticket->price_cents)});
  }
  return out;
}

Refund PaymentsService::refund(const std::string& user_id, const std::string& ticket_id) {
  Refund refund;
  try {
    bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
      const auto ticket = find_ticket(conn, ticket_id);
      if (!ticket) throw ticket_not_found();
      if (!access::acts_for_creator(conn, user_id, ticket->creator_id)) {
        if (ticket->user_id == user_id) throw not_creator();
        throw ticket_not_found();
      }
      const auto refunds = PaymentsRepository::refunds_of(conn, ticket_id);
      const std::int64_t returned = returned_of(refunds);
      const auto balance =
          balance_of(ticket->price_cents, paid_parts_of(PaymentsRepository::parts_of(conn, {ticket_id})),
                     ticket->creator_rate_cents, ticket->status == "cancelled", returned);
      const RefundDue due = refund_due(balance, returned);
      if (due.outcome == RefundDue::Outcome::already_returned) throw already_returned();
      if (due.outcome == RefundDue::Outcome::nothing_to_return) {
        throw ApiError(422, "nothing_to_return", "Este ticket no tiene dinero por devolver");
      }
      refund = {new_uuid(),
                ticket_id,
                due.amount_cents,
                due.amount_bs_cents,
                due.amount_bs_cents ? ticket->creator_rate_cents : std::nullopt,
                due.returned_upto_cents,
                user_id,
                now_rfc3339()};
      PaymentsRepository::insert_refund(conn, refund);
      if (ticket->user_id && *ticket->user_id != user_id) {
        notifier_.send(conn, batch,
                       notifications::money_returned(*ticket->user_id, raffle_ref(*ticket), ticket_id, ticket->numbers,
                                                     due.amount_cents, due.amount_bs_cents));
      }
    });
  } catch (const db::UniqueViolation&) {
    // The same return recorded by another request at the same moment.
    throw already_returned();
  }
  return refund;
}

PaymentDetail PaymentsService::correct(const std::string& user_id, const std::string& ticket_id,
                                       const PaymentCorrection& change) {
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const auto ticket = find_ticket(conn, ticket_id);
    if (!ticket || ticket->user_id != user_id) throw payment_not_found();
    const auto payment = PaymentsRepository::of_ticket(conn, ticket_id);
    if (!payment) throw payment_not_found();
    refuse_blocked(conn, *ticket);
    refuse_closed(*ticket);
    if (payment->verification_status == "verified") {
      throw ApiError::conflict("payment_verified", "Este pago ya fue verificado");
    }
    refuse_unless_pending(*ticket);
    // After a rejection the fresh hold must still be open; a pending report has none (NULL).
    stop_hold(conn, ticket_id, now_rfc3339());

    const auto pick = [](const Change<std::string>& changed, const std::optional<std::string>& stored) {
      return changed ? *changed : stored;
    };
    PaymentReport merged{change.method.value_or(payment->method),
                         pick(change.payment_method_id, payment->payment_method_id),
                         change.amount_cents.value_or(payment->amount_cents),
                         change.currency.value_or(payment->currency),
                         pick(change.reference, payment->reference),
                         pick(change.date, payment->date),
                         pick(change.bank, payment->bank),
                         pick(change.account_number, payment->account_number),
                         pick(change.phone_number, payment->phone_number),
                         pick(change.email, payment->email),
                         pick(change.notes, payment->notes),
                         pick(change.screenshot_path, payment->screenshot_path)};
    write_report(conn, batch, *ticket, user_id, merged, payment->id, owed_before_report(conn, *ticket, payment->id));
  });
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

PaymentDetail PaymentsService::get(const std::string& user_id, const std::string& ticket_id) {
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

PaymentDetail PaymentsService::detail_for(db::Connection& conn, const std::string& viewer,
                                          const std::string& ticket_id) {
  const auto ticket = find_ticket(conn, ticket_id);
  if (!ticket) throw payment_not_found();
  const Roles roles = roles_of(conn, *ticket, viewer);
  if (!roles.buyer && !roles.reviewer()) throw payment_not_found();
  auto payment = PaymentsRepository::of_ticket(conn, ticket_id);
  if (!payment) throw payment_not_found();
  // The buyer never sees duplicate signs (they name other people's reports).
  std::vector<DuplicateFlag> flags;
  std::optional<nlohmann::json> check;
  if (roles.reviewer()) {
    flags = expand_flags(conn, store_, payment->duplicate_flags, payment->payee_id);
    check = proofs::ticket_proof_check(conn, proof_report(*payment));
  }
  auto url = proof_link(store_, payment->screenshot_path);
  const auto part = place_among_parts(PaymentsRepository::parts_of(conn, {ticket_id}), *payment, ticket->price_cents);
  return {std::move(*payment), std::move(url), std::move(flags), std::move(check), part};
}

namespace {
// The ticket and its report for a review (verify or reject) by the creator or a super admin:
// 403 for the buyer, 404 for anyone else, 409 once closed or reviewed.
std::pair<PaymentTicket, Payment> under_review(db::Connection& conn, const std::string& user_id,
                                               const std::string& ticket_id) {
  const auto ticket = find_ticket(conn, ticket_id);
  if (!ticket) throw payment_not_found();
  const Roles roles = roles_of(conn, *ticket, user_id);
  const auto payment = PaymentsRepository::of_ticket(conn, ticket_id);
  if (!roles.reviewer()) {
    if (roles.buyer && payment) throw not_creator();
    throw payment_not_found();
  }
  if (!payment) throw payment_not_found();
  refuse_closed(*ticket);
  if (payment->verification_status != "pending") {
    throw ApiError::conflict("already_reviewed", "Este pago ya fue revisado");
  }
  if (ticket->status == "cancelled") throw ApiError::conflict("ticket_cancelled", "El ticket está cancelado");
  return {*ticket, *payment};
}
}  // namespace

void PaymentsService::verify_in(db::Connection& conn, events::Batch& batch, const std::string& user_id,
                                const std::string& ticket_id, const std::string& payment_id) const {
  const auto [ticket, payment] = under_review(conn, user_id, ticket_id);
  if (!payment_id.empty() && payment.id != payment_id) {
    throw ApiError::conflict("already_reviewed", "Este pago ya fue revisado");
  }
  // What the verified parts cover with this one (each at its own stored rate).
  auto verified = paid_parts_of(PaymentsRepository::parts_of(conn, {ticket_id}), payment.id);
  verified.push_back({payment.amount_cents, payment.currency, payment.exchange_rate_cents});
  const auto balance = balance_of(ticket.price_cents, verified, ticket.creator_rate_cents);
  const std::string now = now_rfc3339();
  if (balance.owed_cents == 0) {
    // Covered: the report is pending (under_review checked it): marking the ticket paid verifies it.
    tickets_.mark_paid(conn, batch, ticket_id, ticket.user_id, raffle_ref(ticket), ticket.numbers, user_id, now);
    return;
  }
  // A part (abono): verified alone; the ticket stays pending, its hold stopped for good (money was
  // received), and the buyer is told what is still owed.
  if (!PaymentsRepository::verify_part(conn, payment.id, user_id, now)) {
    throw ApiError::conflict("already_reviewed", "Este pago ya fue revisado");
  }
  if (ticket.user_id && *ticket.user_id != user_id) {
    notifier_.send(conn, batch,
                   notifications::part_verified(*ticket.user_id, raffle_ref(ticket), ticket_id, ticket.numbers,
                                                balance.owed_cents, balance.owed_bs_cents));
  }
}

PaymentDetail PaymentsService::verify(const std::string& user_id, const std::string& ticket_id) {
  bus_.transaction(db_,
                   [&](db::Connection& conn, events::Batch& batch) { verify_in(conn, batch, user_id, ticket_id); });
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

PaymentDetail PaymentsService::reject(const std::string& user_id, const std::string& ticket_id,
                                      const std::string& notes) {
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const auto [ticket, payment] = under_review(conn, user_id, ticket_id);
    const auto now = std::chrono::system_clock::now();
    // A fresh, shorter hold to correct the report: half the raffle's window, at least 15 minutes.
    const std::int64_t minutes = std::max<std::int64_t>(15, ticket.reservation_minutes / 2);
    PaymentsRepository::reject(conn, payment.id, user_id, to_rfc3339(now), notes);
    // A ticket with a verified part (an abono) keeps its numbers without a hold: money was received.
    const bool part_paid = !paid_parts_of(PaymentsRepository::parts_of(conn, {ticket_id})).empty();
    if (part_paid) {
      if (ticket.user_id && *ticket.user_id != user_id) {
        notifier_.send(
            conn, batch,
            notifications::part_rejected(*ticket.user_id, raffle_ref(ticket), ticket_id, ticket.numbers, notes));
      }
      return;
    }
    // Once sales are sealed the ticket stays in the list: no new hold, it can still be paid.
    const std::string expires_at = ticket.sales_closed ? "" : to_rfc3339(now + std::chrono::minutes(minutes));
    if (!ticket.sales_closed) PaymentsRepository::renew_hold(conn, ticket_id, expires_at, to_rfc3339(now));
    if (ticket.user_id && *ticket.user_id != user_id) {
      notifier_.send(conn, batch,
                     notifications::verification_rejected(*ticket.user_id, raffle_ref(ticket), ticket_id,
                                                          ticket.numbers, notes, expires_at, minutes));
    }
  });
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

PendingPage PaymentsService::pending(const std::string& user_id, const Page& page,
                                     const std::optional<std::string>& raffle_id) {
  auto conn = db_.acquire();
  auto rows = PaymentsRepository::pending(*conn, user_id, page, raffle_id);
  PendingPage out;
  out.count = rows.count;
  std::vector<proofs::TicketReport> reports;
  reports.reserve(rows.items.size());
  for (const auto& item : rows.items) reports.push_back(proof_report(item.first));
  auto checks = proofs::ticket_proof_checks(*conn, reports);
  // Each report's place among its ticket's parts ("Abono 2 de la boleta"), read for the page at once.
  std::vector<std::string> ticket_ids;
  ticket_ids.reserve(rows.items.size());
  for (const auto& item : rows.items) ticket_ids.push_back(item.first.ticket_id);
  const auto parts = PaymentsRepository::parts_of(*conn, ticket_ids);
  std::size_t i = 0;
  for (auto& [payment, ticket] : rows.items) {
    auto flags = expand_flags(*conn, store_, payment.duplicate_flags, payment.payee_id);
    auto url = proof_link(store_, payment.screenshot_path);
    auto part = place_among_parts(parts, payment, ticket.ticket.price_cents);
    out.data.push_back(
        {{std::move(payment), std::move(url), std::move(flags), std::move(checks[i++]), part}, std::move(ticket)});
  }
  // Whether payments can be reported to this user at all (a raffle of theirs, or a report already
  // waiting): the web shows the 'Pagos por verificar' entry only then.
  out.has_raffles = out.count > 0 || PaymentsRepository::creates_raffles(*conn, user_id);
  return out;
}

DueRefunds PaymentsService::refunds_due(const std::string& user_id, const std::optional<std::string>& raffle_id,
                                        std::int64_t limit) {
  auto conn = db_.acquire();
  auto [tickets, count] = PaymentsRepository::with_money_to_return(*conn, user_id, raffle_id, limit);
  DueRefunds out;
  out.count = count;
  if (tickets.empty()) return out;
  const std::optional<std::int64_t> rate = find_ticket(*conn, tickets.front().ticket.id)->creator_rate_cents;
  std::vector<std::string> ids;
  ids.reserve(tickets.size());
  for (const auto& t : tickets) ids.push_back(t.ticket.id);
  const auto parts = PaymentsRepository::parts_of(*conn, ids);
  for (auto& t : tickets) {
    std::vector<Payment> own;
    for (const auto& p : parts) {
      if (p.ticket_id == t.ticket.id) own.push_back(p);
    }
    const auto refunds = PaymentsRepository::refunds_of(*conn, t.ticket.id);
    const auto balance = balance_of(t.ticket.price_cents, paid_parts_of(own), rate, t.ticket.status == "cancelled",
                                    returned_of(refunds));
    if (balance.overpaid_cents <= 0) continue;  // the query's filter and the balance agree; never shown empty
    out.data.push_back({std::move(t), balance.overpaid_cents, balance.overpaid_bs_cents});
  }
  return out;
}

tickets::Ticket PaymentsService::validate_ticket(const std::string& user_id, const std::string& ticket_id) {
  {
    auto conn = db_.acquire();
    const auto ticket = find_ticket(*conn, ticket_id);
    if (!ticket) throw ticket_not_found();
    if (!access::acts_for_creator(*conn, user_id, ticket->creator_id)) {
      if (ticket->user_id == user_id) throw not_creator();
      throw ticket_not_found();
    }
  }
  // The tickets feature's status change: the ticket paid, a pending report verified, the buyer told.
  return tickets_.set_status(user_id, ticket_id, "paid");
}

}  // namespace rifa::features::payments
