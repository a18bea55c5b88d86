#include "features/payments/payments_service.hpp"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>
#include <vector>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/access/access.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/raffle_audience.hpp"
#include "features/payments/duplicate_flags.hpp"
#include "features/payments/payment_amounts.hpp"
#include "features/payments/payment_json.hpp"
#include "features/payments/payment_screenshots.hpp"
#include "features/payments/payments_repository.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/proofs/proofs_json.hpp"

namespace rifa::features::payments {

using nlohmann::json;

namespace {

// A ticket with what the payment rules need of its raffle and of its creator (the Bs-per-USD rate).
constexpr const char* kTicketSql =
    "SELECT t.id, t.raffle_id, t.user_id, t.status, t.numbers, t.price_cents, t.buyer_name, t.expires_at, "
    "r.creator_id, r.title, r.total_tickets, r.status AS raffle_status, r.reservation_minutes, r.sales_closed_at, "
    "c.exchange_rate_cents AS creator_rate_cents "
    "FROM tickets t JOIN raffles r ON r.id = t.raffle_id JOIN profiles c ON c.id = r.creator_id WHERE t.id = ?";

ApiError ticket_not_found() { return ApiError::not_found("Ticket no encontrado"); }
ApiError payment_not_found() { return ApiError::not_found("Pago no encontrado"); }
ApiError not_creator() { return ApiError::forbidden("Solo el creador de la rifa puede hacer esto"); }

// Who the caller is to a ticket. A super admin is looked up only for someone who is neither side.
struct Roles {
  bool buyer = false;
  bool creator = false;  // the raffle's creator or an active cashier of their business (acts_for_creator)
  bool admin = false;
  bool reviewer() const { return creator || admin; }
};

Roles roles_of(db::Connection& conn, const db::Row& ticket, const std::string& user_id) {
  Roles roles{ticket.opt_text("user_id") == user_id, access::acts_for_creator(conn, user_id, ticket.text("creator_id")),
              false};
  if (!roles.buyer && !roles.creator) roles.admin = profiles::is_super_admin(conn, user_id);
  return roles;
}

std::optional<db::Row> find_ticket(db::Connection& conn, const std::string& ticket_id) {
  if (!is_uuid(ticket_id)) return std::nullopt;
  auto found = conn.query(kTicketSql, {ticket_id});
  if (found.empty()) return std::nullopt;
  return found.first();
}

std::optional<db::Row> find_payment(db::Connection& conn, const std::string& ticket_id) {
  auto found = conn.query(std::string("SELECT ") + kPaymentColumns + " FROM payment_details p WHERE p.ticket_id = ?",
                          {ticket_id});
  if (found.empty()) return std::nullopt;
  return found.first();
}

void refuse_closed(const db::Row& ticket) {
  const std::string status = ticket.text("raffle_status");
  if (status == "completed" || status == "cancelled") {
    throw ApiError::conflict("raffle_closed", "Esta rifa ya está finalizada o cancelada");
  }
}

void refuse_unless_pending(const db::Row& ticket) {
  if (ticket.text("status") != "pending") {
    throw ApiError::conflict("ticket_not_pending", "Este ticket no está pendiente de pago");
  }
}

// A report stops the hold. The hold-expiry job claims tickets with the opposite condition, so of a
// report and an expiry at the same moment exactly one wins.
void stop_hold(db::Connection& conn, const std::string& ticket_id, const std::string& now) {
  const auto stopped = conn.query(
      "UPDATE tickets SET expires_at = NULL, updated_at = ? "
      "WHERE id = ? AND status = 'pending' AND (expires_at IS NULL OR expires_at > ?)",
      {now, ticket_id, now});
  if (stopped.affected != 1) {
    throw ApiError::conflict("hold_expired", "La reserva de este ticket venció; sus números quedaron libres");
  }
}

notifications::RaffleRef raffle_ref(const db::Row& ticket) {
  return {ticket.text("raffle_id"), ticket.text("title"), ticket.integer("total_tickets")};
}

db::Value optional_value(const std::optional<std::string>& value) {
  return value ? db::Value(*value) : db::Value(nullptr);
}
db::Value optional_value(const std::optional<std::int64_t>& value) {
  return value ? db::Value(*value) : db::Value(nullptr);
}

// The method rule: `payment_method_id` names one of the creator's active methods of type `method`;
// without it `method` must be the type of one of them (any type when the creator has none).
void check_method(db::Connection& conn, const std::string& creator_id, const PaymentReport& report) {
  if (report.payment_method_id) {
    const auto method = conn.query("SELECT type FROM payment_methods WHERE id = ? AND user_id = ? AND is_active = TRUE",
                                   {*report.payment_method_id, creator_id});
    if (method.empty()) {
      throw ApiError::validation({{"payment_method_id", "Elige uno de los métodos de pago del organizador"}});
    }
    if (method.first().text("type") != report.method) {
      throw ApiError::validation({{"method", "El método no coincide con el método de pago elegido"}});
    }
    return;
  }
  const auto types =
      conn.query("SELECT DISTINCT type FROM payment_methods WHERE user_id = ? AND is_active = TRUE", {creator_id});
  const bool accepted = types.empty() || std::any_of(types.rows.begin(), types.rows.end(), [&](const db::Row& row) {
                          return row.text("type") == report.method;
                        });
  if (!accepted) throw ApiError::validation({{"method", "El organizador no recibe pagos por ese método"}});
}

// A row that selects kPaymentColumns first and another column list after them (names such as `id`,
// `created_at` and `updated_at` appear in both): payment_json() reads the first list from the whole
// row (a name finds its first column), the second list is read from a row of its own.
std::size_t payment_column_count() {
  static const std::size_t n =
      1 + static_cast<std::size_t>(std::count(kPaymentColumns, kPaymentColumns + std::strlen(kPaymentColumns), ','));
  return n;
}
std::shared_ptr<const std::vector<std::string>> columns_from(const db::Row& row, std::size_t from) {
  return std::make_shared<const std::vector<std::string>>(row.columns().begin() + static_cast<std::ptrdiff_t>(from),
                                                          row.columns().end());
}
// The last `columns->size()` values of `row`, named by `columns`.
db::Row values_from(const db::Row& row, const std::shared_ptr<const std::vector<std::string>>& columns) {
  std::vector<db::Value> values;
  values.reserve(columns->size());
  for (std::size_t i = row.size() - columns->size(); i < row.size(); ++i) values.push_back(row.at(i));
  return {columns, std::move(values)};
}

}  // namespace

json PaymentsService::upload_screenshot(const std::string& user_id, const std::string& bytes) {
  return payments::upload_screenshot(db_, store_, user_id, bytes);
}

void PaymentsService::write_report(db::Connection& conn, events::Batch& batch, const db::Row& ticket,
                                   const std::string& user_id, const PaymentReport& report,
                                   const std::string& existing_id) const {
  const std::string creator_id = ticket.text("creator_id");
  check_method(conn, creator_id, report);
  const auto rate_cents = ticket.opt_integer("creator_rate_cents");
  if (report.currency == "VES" && !rate_cents) {
    throw ApiError::validation({{"currency", "El creador no tiene una tasa en bolívares; paga en dólares"}});
  }
  const std::int64_t expected = expected_cents(ticket.integer("price_cents"), report.currency, rate_cents);
  std::optional<Proof> proof;
  if (report.screenshot_path) proof = own_proof(conn, user_id, *report.screenshot_path);

  const std::string id = existing_id.empty() ? new_uuid() : existing_id;
  const std::string now = now_rfc3339();
  ProofKeys keys{id,
                 creator_id,
                 report.reference ? reference_key(*report.reference) : std::nullopt,
                 report.bank ? bank_key(*report.bank) : std::nullopt,
                 proof ? proof->sha256 : std::nullopt,
                 proof ? proof->dhash : std::nullopt};
  db::Params values{report.method,
                    optional_value(report.payment_method_id),
                    optional_value(report.reference),
                    report.amount_cents,
                    report.currency,
                    optional_value(report.date),
                    optional_value(report.bank),
                    optional_value(report.account_number),
                    optional_value(report.phone_number),
                    optional_value(report.email),
                    optional_value(report.notes),
                    optional_value(report.screenshot_path),
                    creator_id,
                    expected,
                    report.currency == "VES" ? optional_value(rate_cents) : db::Value(nullptr),
                    optional_value(keys.reference_key),
                    optional_value(keys.bank_key),
                    optional_value(keys.sha256),
                    optional_value(keys.dhash),
                    now};
  if (existing_id.empty()) {
    values.insert(values.end(), {id, ticket.text("id"), now});
    conn.query(
        "INSERT INTO payment_details (method, payment_method_id, reference, amount_cents, currency, payment_date, "
        "bank, "
        "account_number, phone_number, email, notes, screenshot_url, payee_id, expected_amount_cents, "
        "exchange_rate_cents, reference_key, bank_key, screenshot_sha256, screenshot_dhash, updated_at, id, ticket_id, "
        "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        values);
  } else {
    // A correction is a new report: back to pending, the previous review cleared.
    values.emplace_back(id);
    conn.query(
        "UPDATE payment_details SET method = ?, payment_method_id = ?, reference = ?, amount_cents = ?, currency = ?, "
        "payment_date = ?, bank = ?, account_number = ?, phone_number = ?, email = ?, notes = ?, screenshot_url = ?, "
        "payee_id = ?, expected_amount_cents = ?, exchange_rate_cents = ?, reference_key = ?, bank_key = ?, "
        "screenshot_sha256 = ?, screenshot_dhash = ?, updated_at = ?, verification_status = 'pending', "
        "verified_by = NULL, verified_at = NULL, verification_notes = NULL WHERE id = ?",
        values);
  }
  const json flags = find_duplicates(conn, keys);
  conn.query("UPDATE payment_details SET duplicate_flags = ? WHERE id = ?", {flags.dump(), id});

  if (creator_id != user_id) {
    notifier_.send(
        conn, batch,
        notifications::payment_received(creator_id, raffle_ref(ticket), ticket.text("id"), ticket.text("buyer_name"),
                                        notifications::numbers_of(ticket.text("numbers")), report.amount_cents,
                                        report.currency, !flags.empty()));
  }
}

json PaymentsService::report(const std::string& user_id, const std::string& ticket_id, const PaymentReport& report) {
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const auto ticket = find_ticket(conn, ticket_id);
    if (!ticket || ticket->opt_text("user_id") != user_id) throw ticket_not_found();
    refuse_closed(*ticket);
    if (find_payment(conn, ticket_id)) {
      throw ApiError::conflict("payment_exists", "Este ticket ya tiene un pago registrado");
    }
    refuse_unless_pending(*ticket);
    stop_hold(conn, ticket_id, now_rfc3339());
    write_report(conn, batch, *ticket, user_id, report, "");
  });
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

json PaymentsService::correct(const std::string& user_id, const std::string& ticket_id,
                              const PaymentCorrection& change) {
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const auto ticket = find_ticket(conn, ticket_id);
    if (!ticket || ticket->opt_text("user_id") != user_id) throw payment_not_found();
    const auto payment = find_payment(conn, ticket_id);
    if (!payment) throw payment_not_found();
    refuse_closed(*ticket);
    if (payment->text("verification_status") == "verified") {
      throw ApiError::conflict("payment_verified", "Este pago ya fue verificado");
    }
    refuse_unless_pending(*ticket);
    // After a rejection the fresh hold must still be open; a pending report has none (NULL).
    stop_hold(conn, ticket_id, now_rfc3339());

    const auto pick = [&](const Change<std::string>& changed, const char* column) {
      return changed ? *changed : payment->opt_text(column);
    };
    PaymentReport merged{change.method.value_or(payment->text("method")),
                         pick(change.payment_method_id, "payment_method_id"),
                         change.amount_cents.value_or(payment->integer("amount_cents")),
                         change.currency.value_or(payment->text("currency")),
                         pick(change.reference, "reference"),
                         pick(change.date, "payment_date"),
                         pick(change.bank, "bank"),
                         pick(change.account_number, "account_number"),
                         pick(change.phone_number, "phone_number"),
                         pick(change.email, "email"),
                         pick(change.notes, "notes"),
                         pick(change.screenshot_path, "screenshot_url")};
    write_report(conn, batch, *ticket, user_id, merged, payment->text("id"));
  });
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

json PaymentsService::get(const std::string& user_id, const std::string& ticket_id) {
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

json PaymentsService::detail_for(db::Connection& conn, const std::string& viewer, const std::string& ticket_id) {
  const auto ticket = find_ticket(conn, ticket_id);
  if (!ticket) throw payment_not_found();
  const Roles roles = roles_of(conn, *ticket, viewer);
  if (!roles.buyer && !roles.reviewer()) throw payment_not_found();
  const auto payment = find_payment(conn, ticket_id);
  if (!payment) throw payment_not_found();
  // The buyer never sees duplicate signs (they name other people's reports).
  json flags = json::array();
  if (roles.reviewer()) {
    flags = expand_flags(conn, store_, json::parse(payment->text("duplicate_flags"), nullptr, false),
                         payment->opt_text("payee_id"));
  }
  json body = payment_json(*payment, store_, std::move(flags));
  if (roles.reviewer()) body["proof_check"] = proofs::ticket_proof_check(conn, *payment);
  return body;
}

namespace {
// The ticket and its report for a review (verify or reject) by the creator or a super admin:
// 403 for the buyer, 404 for anyone else, 409 once closed or reviewed.
std::pair<db::Row, db::Row> under_review(db::Connection& conn, const std::string& user_id,
                                         const std::string& ticket_id) {
  const auto ticket = find_ticket(conn, ticket_id);
  if (!ticket) throw payment_not_found();
  const Roles roles = roles_of(conn, *ticket, user_id);
  const auto payment = find_payment(conn, ticket_id);
  if (!roles.reviewer()) {
    if (roles.buyer && payment) throw not_creator();
    throw payment_not_found();
  }
  if (!payment) throw payment_not_found();
  refuse_closed(*ticket);
  if (payment->text("verification_status") != "pending") {
    throw ApiError::conflict("already_reviewed", "Este pago ya fue revisado");
  }
  if (ticket->text("status") == "cancelled") throw ApiError::conflict("ticket_cancelled", "El ticket está cancelado");
  return {*ticket, *payment};
}
}  // namespace

json PaymentsService::verify(const std::string& user_id, const std::string& ticket_id) {
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const auto [ticket, payment] = under_review(conn, user_id, ticket_id);
    // The report is pending (under_review checked it): marking the ticket paid verifies it.
    tickets_.mark_paid(conn, batch, ticket_id, ticket.opt_text("user_id"), raffle_ref(ticket),
                       notifications::numbers_of(ticket.text("numbers")), user_id, now_rfc3339());
  });
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

json PaymentsService::reject(const std::string& user_id, const std::string& ticket_id, const std::string& notes) {
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const auto [ticket, payment] = under_review(conn, user_id, ticket_id);
    const auto now = std::chrono::system_clock::now();
    // A fresh, shorter hold to correct the report: half the raffle's window, at least 15 minutes.
    const std::int64_t minutes = std::max<std::int64_t>(15, ticket.integer("reservation_minutes") / 2);
    conn.query(
        "UPDATE payment_details SET verification_status = 'rejected', verified_by = ?, verified_at = ?, "
        "verification_notes = ?, updated_at = ? WHERE id = ?",
        {user_id, to_rfc3339(now), notes, to_rfc3339(now), payment.text("id")});
    // Once sales are sealed the ticket stays in the list: no new hold, it can still be paid.
    const bool sealed = !ticket.is_null("sales_closed_at");
    const std::string expires_at = sealed ? "" : to_rfc3339(now + std::chrono::minutes(minutes));
    if (!sealed) {
      conn.query(
          "UPDATE tickets SET expires_at = ?, reminded_at = NULL, updated_at = ? WHERE id = ? AND status = 'pending'",
          {expires_at, to_rfc3339(now), ticket_id});
    }
    const auto buyer_id = ticket.opt_text("user_id");
    if (buyer_id && *buyer_id != user_id) {
      notifier_.send(conn, batch,
                     notifications::verification_rejected(*buyer_id, raffle_ref(ticket), ticket_id,
                                                          notifications::numbers_of(ticket.text("numbers")), notes,
                                                          expires_at, minutes));
    }
  });
  auto conn = db_.acquire();
  return detail_for(*conn, user_id, ticket_id);
}

json PaymentsService::pending(const std::string& user_id, const Page& page,
                              const std::optional<std::string>& raffle_id) {
  std::string where = " WHERE p.payee_id = ? AND p.verification_status = 'pending'";
  db::Params params{user_id};
  if (raffle_id) {
    where += " AND t.raffle_id = ?";
    params.emplace_back(*raffle_id);
  }
  const std::string from = " FROM payment_details p JOIN tickets t ON t.id = p.ticket_id";
  auto conn = db_.acquire();
  const auto count = conn->query("SELECT COUNT(*) AS n" + from + where, params).first().integer("n");
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  // One query: the report's columns, then the ticket's and its raffle's as the tickets feature reads them.
  const auto rows = conn->query(
      std::string("SELECT ") + kPaymentColumns + ", " + tickets::kTicketColumns + tickets::kRaffleSummaryColumns +
          tickets::kTicketFrom + "JOIN payment_details p ON p.ticket_id = t.id JOIN raffles r ON r.id = t.raffle_id" +
          where + " ORDER BY p.created_at, p.id LIMIT ? OFFSET ?",
      params);

  json data = json::array();
  std::shared_ptr<const std::vector<std::string>> ticket_columns;
  for (const auto& row : rows.rows) {
    if (!ticket_columns) ticket_columns = columns_from(row, payment_column_count());
    json ticket = tickets::ticket_with_raffle_json(values_from(row, ticket_columns));
    json item = payment_json(row, store_,
                             expand_flags(*conn, store_, json::parse(row.text("duplicate_flags"), nullptr, false),
                                          row.opt_text("payee_id")));
    item["proof_check"] = proofs::ticket_proof_check(*conn, row);
    item["raffle"] = std::move(ticket["raffle"]);
    ticket.erase("raffle");
    item["ticket"] = std::move(ticket);
    data.push_back(std::move(item));
  }
  // Whether payments can be reported to this user at all (a raffle of theirs, or a report already
  // waiting): the web shows the 'Pagos por verificar' entry only then.
  const bool has_raffles = count > 0 || creates_raffles(*conn, user_id);
  return {{"data", data}, {"count", count}, {"has_raffles", has_raffles}};
}

json PaymentsService::validate_ticket(const std::string& user_id, const std::string& ticket_id) {
  {
    auto conn = db_.acquire();
    const auto ticket = find_ticket(*conn, ticket_id);
    if (!ticket) throw ticket_not_found();
    if (!access::acts_for_creator(*conn, user_id, ticket->text("creator_id"))) {
      if (ticket->opt_text("user_id") == user_id) throw not_creator();
      throw ticket_not_found();
    }
  }
  // The tickets feature's status change: the ticket paid, a pending report verified, the buyer told.
  return tickets::to_json(tickets_.set_status(user_id, ticket_id, "paid"));
}

}  // namespace rifa::features::payments
