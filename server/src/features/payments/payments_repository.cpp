#include "features/payments/payments_repository.hpp"

#include <nlohmann/json.hpp>

#include "features/tickets/tickets_rows.hpp"

namespace rifa::features::payments {

namespace {

// The payment_details columns a Payment is read from, each as `pay_<column>` so that they never
// meet the names of the ticket columns selected beside them.
const std::string& payment_columns() {
  static const std::string columns = [] {
    std::string out;
    for (const char* c : {"id",
                          "ticket_id",
                          "method",
                          "payment_method_id",
                          "reference",
                          "amount_cents",
                          "currency",
                          "expected_amount_cents",
                          "exchange_rate_cents",
                          "payment_date",
                          "bank",
                          "account_number",
                          "phone_number",
                          "email",
                          "notes",
                          "screenshot_url",
                          "verification_status",
                          "verified_by",
                          "verified_at",
                          "verification_notes",
                          "payee_id",
                          "duplicate_flags",
                          "created_at",
                          "updated_at"}) {
      out += out.empty() ? "" : ", ";
      out += std::string("p.") + c + " AS pay_" + c;
    }
    return out;
  }();
  return columns;
}

std::vector<StoredFlag> flags_of(const std::optional<std::string>& column) {
  std::vector<StoredFlag> out;
  if (!column) return out;
  const auto stored = nlohmann::json::parse(*column, nullptr, false);
  if (!stored.is_array()) return out;
  for (const auto& f : stored) {
    if (!f.is_object()) continue;
    StoredFlag flag{f.value("kind", ""), f.value("payment_id", ""), std::nullopt};
    if (f.contains("distance") && f["distance"].is_number_integer()) flag.distance = f["distance"].get<int>();
    out.push_back(std::move(flag));
  }
  return out;
}

std::string flags_text(const std::vector<StoredFlag>& flags) {
  auto out = nlohmann::json::array();
  for (const auto& f : flags) {
    out.push_back({{"kind", f.kind},
                   {"payment_id", f.payment_id},
                   {"distance", f.distance ? nlohmann::json(*f.distance) : nlohmann::json(nullptr)}});
  }
  return out.dump();
}

Payment payment_of(const db::Row& r) {
  Payment p;
  p.id = r.text("pay_id");
  p.ticket_id = r.text("pay_ticket_id");
  p.method = r.text("pay_method");
  p.payment_method_id = r.opt_text("pay_payment_method_id");
  p.reference = r.opt_text("pay_reference");
  p.amount_cents = r.integer("pay_amount_cents");
  p.currency = r.text("pay_currency");
  p.expected_amount_cents = r.integer("pay_expected_amount_cents");
  p.exchange_rate_cents = r.opt_integer("pay_exchange_rate_cents");
  p.date = r.opt_text("pay_payment_date");
  p.bank = r.opt_text("pay_bank");
  p.account_number = r.opt_text("pay_account_number");
  p.phone_number = r.opt_text("pay_phone_number");
  p.email = r.opt_text("pay_email");
  p.notes = r.opt_text("pay_notes");
  p.screenshot_path = r.opt_text("pay_screenshot_url");
  p.verification_status = r.text("pay_verification_status");
  p.verified_by = r.opt_text("pay_verified_by");
  p.verified_at = r.opt_text("pay_verified_at");
  p.verification_notes = r.opt_text("pay_verification_notes");
  p.payee_id = r.opt_text("pay_payee_id");
  p.duplicate_flags = flags_of(r.opt_text("pay_duplicate_flags"));
  p.created_at = r.text("pay_created_at");
  p.updated_at = r.text("pay_updated_at");
  return p;
}

std::vector<std::int64_t> numbers_in(const std::string& column) {
  std::vector<std::int64_t> out;
  const auto numbers = nlohmann::json::parse(column, nullptr, false);
  if (!numbers.is_array()) return out;
  for (const auto& n : numbers) {
    if (n.is_number_integer()) out.push_back(n.get<std::int64_t>());
  }
  return out;
}

db::Value optional_value(const std::optional<std::string>& value) {
  return value ? db::Value(*value) : db::Value(nullptr);
}
db::Value optional_value(const std::optional<std::int64_t>& value) {
  return value ? db::Value(*value) : db::Value(nullptr);
}

// The written columns' values, in the order of kWrittenColumns.
db::Params written_values(const ReportWrite& w) {
  const PaymentReport& r = w.report;
  return {r.method,
          optional_value(r.payment_method_id),
          optional_value(r.reference),
          r.amount_cents,
          r.currency,
          optional_value(r.date),
          optional_value(r.bank),
          optional_value(r.account_number),
          optional_value(r.phone_number),
          optional_value(r.email),
          optional_value(r.notes),
          optional_value(r.screenshot_path),
          w.payee_id,
          w.expected_cents,
          optional_value(w.rate_cents),
          optional_value(w.keys.reference_key),
          optional_value(w.keys.bank_key),
          optional_value(w.keys.sha256),
          optional_value(w.keys.dhash),
          w.now};
}

const char* table_name(ProofTable table) {
  return table == ProofTable::payment_details ? "payment_details" : "subscription_mobile_payments";
}

}  // namespace

std::optional<PaymentTicket> PaymentsRepository::ticket(db::Connection& conn, const std::string& ticket_id) {
  const auto found = conn.query(
      "SELECT t.id, t.raffle_id, t.user_id, t.status, t.numbers, t.price_cents, t.buyer_name, t.expires_at, "
      "r.creator_id, r.title, r.total_tickets, r.status AS raffle_status, r.reservation_minutes, r.sales_closed_at, "
      "c.exchange_rate_cents AS creator_rate_cents, r.is_blocked "
      "FROM tickets t JOIN raffles r ON r.id = t.raffle_id JOIN profiles c ON c.id = r.creator_id WHERE t.id = ?",
      {ticket_id});
  if (found.empty()) return std::nullopt;
  const auto& r = found.first();
  return PaymentTicket{r.text("id"),
                       r.text("raffle_id"),
                       r.opt_text("user_id"),
                       r.text("status"),
                       numbers_in(r.text("numbers")),
                       r.integer("price_cents"),
                       r.text("buyer_name"),
                       r.opt_text("expires_at"),
                       r.text("creator_id"),
                       r.text("title"),
                       r.integer("total_tickets"),
                       r.text("raffle_status"),
                       r.integer("reservation_minutes"),
                       !r.is_null("sales_closed_at"),
                       r.opt_integer("creator_rate_cents"),
                       r.boolean("is_blocked")};
}

std::optional<Payment> PaymentsRepository::of_ticket(db::Connection& conn, const std::string& ticket_id) {
  const auto found = conn.query("SELECT " + payment_columns() +
                                    " FROM payment_details p WHERE p.ticket_id = ? ORDER BY CASE WHEN "
                                    "p.verification_status = 'pending' THEN 0 ELSE 1 END, p.created_at DESC, p.id DESC "
                                    "LIMIT 1",
                                {ticket_id});
  if (found.empty()) return std::nullopt;
  return payment_of(found.first());
}

std::vector<Payment> PaymentsRepository::parts_of(db::Connection& conn, const std::vector<std::string>& ticket_ids) {
  std::vector<Payment> out;
  if (ticket_ids.empty()) return out;
  db::Params params(ticket_ids.begin(), ticket_ids.end());
  const auto rows = conn.query("SELECT " + payment_columns() + " FROM payment_details p WHERE p.ticket_id IN (" +
                                   db::placeholders(ticket_ids.size()) + ") ORDER BY p.ticket_id, p.created_at, p.id",
                               params);
  for (const auto& row : rows.rows) out.push_back(payment_of(row));
  return out;
}

std::vector<Refund> PaymentsRepository::refunds_of(db::Connection& conn, const std::string& ticket_id) {
  const auto rows = conn.query(
      "SELECT id, ticket_id, amount_cents, amount_bs_cents, exchange_rate_cents, returned_upto_cents, returned_by, "
      "returned_at FROM ticket_refunds WHERE ticket_id = ? ORDER BY returned_upto_cents",
      {ticket_id});
  std::vector<Refund> out;
  for (const auto& r : rows.rows) {
    out.push_back({r.text("id"), r.text("ticket_id"), r.integer("amount_cents"), r.opt_integer("amount_bs_cents"),
                   r.opt_integer("exchange_rate_cents"), r.integer("returned_upto_cents"), r.opt_text("returned_by"),
                   r.text("returned_at")});
  }
  return out;
}

std::pair<std::vector<tickets::TicketWithRaffle>, std::int64_t> PaymentsRepository::with_money_to_return(
    db::Connection& conn, const std::string& creator_id, const std::optional<std::string>& raffle_id,
    std::int64_t limit) {
  // What the ticket's verified parts are worth in USD cents (a VES part at its own rate, half up) and
  // what was returned of it.
  static const std::string verified =
      "(SELECT COALESCE(SUM(CASE WHEN pv.currency = 'VES' THEN CASE WHEN pv.exchange_rate_cents > 0 THEN "
      "(pv.amount_cents * 100 + pv.exchange_rate_cents / 2) / pv.exchange_rate_cents ELSE 0 END "
      "ELSE pv.amount_cents END), 0) FROM payment_details pv WHERE pv.ticket_id = t.id AND "
      "pv.verification_status = 'verified')";
  static const std::string returned =
      "(SELECT COALESCE(SUM(f.amount_cents), 0) FROM ticket_refunds f WHERE f.ticket_id = t.id)";
  std::string where = " WHERE r.creator_id = ? AND ((t.status = 'cancelled' AND " + verified + " > " + returned +
                      ") OR (t.status <> 'cancelled' AND " + verified + " > t.price_cents + " + returned + "))";
  db::Params params{creator_id};
  if (raffle_id) {
    where += " AND t.raffle_id = ?";
    params.emplace_back(*raffle_id);
  }
  const std::int64_t count =
      conn.query("SELECT COUNT(*) AS n FROM tickets t JOIN raffles r ON r.id = t.raffle_id" + where, params)
          .first()
          .integer("n");
  params.emplace_back(limit);
  const auto rows = conn.query(std::string("SELECT ") + tickets::kTicketColumns + tickets::kRaffleSummaryColumns +
                                   tickets::kTicketFrom + "JOIN raffles r ON r.id = t.raffle_id" + where +
                                   " ORDER BY t.updated_at, t.id LIMIT ?",
                               params);
  std::vector<tickets::TicketWithRaffle> out;
  for (const auto& row : rows.rows) out.push_back(tickets::ticket_with_raffle_of(row));
  return {std::move(out), count};
}

void PaymentsRepository::insert_refund(db::Connection& conn, const Refund& refund) {
  conn.query(
      "INSERT INTO ticket_refunds (id, ticket_id, amount_cents, amount_bs_cents, exchange_rate_cents, "
      "returned_upto_cents, returned_by, returned_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      {refund.id, refund.ticket_id, refund.amount_cents, optional_value(refund.amount_bs_cents),
       optional_value(refund.exchange_rate_cents), refund.returned_upto_cents, optional_value(refund.returned_by),
       refund.returned_at});
}

bool PaymentsRepository::has_waiting(db::Connection& conn, const std::string& ticket_id) {
  return !conn.query("SELECT 1 FROM payment_details WHERE ticket_id = ? AND verification_status = 'pending'",
                     {ticket_id})
              .empty();
}

bool PaymentsRepository::verify_part(db::Connection& conn, const std::string& payment_id,
                                     const std::string& verifier_id, const std::string& now) {
  return conn.query(
                 "UPDATE payment_details SET verification_status = 'verified', verified_by = ?, verified_at = ?, "
                 "updated_at = ? WHERE id = ? AND verification_status = 'pending'",
                 {verifier_id, now, now, payment_id})
             .affected == 1;
}

bool PaymentsRepository::stop_hold(db::Connection& conn, const std::string& ticket_id, const std::string& now) {
  return conn.query(
                 "UPDATE tickets SET expires_at = NULL, updated_at = ? "
                 "WHERE id = ? AND status = 'pending' AND (expires_at IS NULL OR expires_at > ?)",
                 {now, ticket_id, now})
             .affected == 1;
}

void PaymentsRepository::renew_hold(db::Connection& conn, const std::string& ticket_id, const std::string& expires_at,
                                    const std::string& now) {
  conn.query(
      "UPDATE tickets SET expires_at = ?, reminded_at = NULL, updated_at = ? WHERE id = ? AND status = 'pending'",
      {expires_at, now, ticket_id});
}

void PaymentsRepository::insert(db::Connection& conn, const ReportWrite& write) {
  db::Params values = written_values(write);
  values.insert(values.end(), {write.id, write.ticket_id, write.now});
  conn.query(
      "INSERT INTO payment_details (method, payment_method_id, reference, amount_cents, currency, payment_date, "
      "bank, account_number, phone_number, email, notes, screenshot_url, payee_id, expected_amount_cents, "
      "exchange_rate_cents, reference_key, bank_key, screenshot_sha256, screenshot_dhash, updated_at, id, ticket_id, "
      "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      values);
}

void PaymentsRepository::update(db::Connection& conn, const ReportWrite& write) {
  db::Params values = written_values(write);
  values.emplace_back(write.id);
  conn.query(
      "UPDATE payment_details SET method = ?, payment_method_id = ?, reference = ?, amount_cents = ?, currency = ?, "
      "payment_date = ?, bank = ?, account_number = ?, phone_number = ?, email = ?, notes = ?, screenshot_url = ?, "
      "payee_id = ?, expected_amount_cents = ?, exchange_rate_cents = ?, reference_key = ?, bank_key = ?, "
      "screenshot_sha256 = ?, screenshot_dhash = ?, updated_at = ?, verification_status = 'pending', "
      "verified_by = NULL, verified_at = NULL, verification_notes = NULL WHERE id = ?",
      values);
}

void PaymentsRepository::set_flags(db::Connection& conn, const std::string& payment_id,
                                   const std::vector<StoredFlag>& flags) {
  conn.query("UPDATE payment_details SET duplicate_flags = ? WHERE id = ?", {flags_text(flags), payment_id});
}

void PaymentsRepository::reject(db::Connection& conn, const std::string& payment_id, const std::string& reviewer_id,
                                const std::string& at, const std::string& notes) {
  conn.query(
      "UPDATE payment_details SET verification_status = 'rejected', verified_by = ?, verified_at = ?, "
      "verification_notes = ?, updated_at = ? WHERE id = ?",
      {reviewer_id, at, notes, at, payment_id});
}

PendingRows PaymentsRepository::pending(db::Connection& conn, const std::string& payee_id, const Page& page,
                                        const std::optional<std::string>& raffle_id) {
  std::string where = " WHERE p.payee_id = ? AND p.verification_status = 'pending'";
  db::Params params{payee_id};
  if (raffle_id) {
    where += " AND t.raffle_id = ?";
    params.emplace_back(*raffle_id);
  }
  PendingRows out;
  out.count =
      conn.query("SELECT COUNT(*) AS n FROM payment_details p JOIN tickets t ON t.id = p.ticket_id" + where, params)
          .first()
          .integer("n");
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  // One query: the ticket's and its raffle's columns as the tickets feature reads them, then the report's.
  const auto rows = conn.query(std::string("SELECT ") + tickets::kTicketColumns + tickets::kRaffleSummaryColumns +
                                   ", " + payment_columns() + tickets::kTicketFrom +
                                   "JOIN payment_details p ON p.ticket_id = t.id JOIN raffles r ON r.id = t.raffle_id" +
                                   where + " ORDER BY p.created_at, p.id LIMIT ? OFFSET ?",
                               params);
  for (const auto& row : rows.rows) out.items.emplace_back(payment_of(row), tickets::ticket_with_raffle_of(row));
  return out;
}

bool PaymentsRepository::creates_raffles(db::Connection& conn, const std::string& user_id) {
  return !conn.query("SELECT 1 FROM raffles WHERE creator_id = ? LIMIT 1", {user_id}).empty();
}

std::optional<std::string> PaymentsRepository::method_type(db::Connection& conn, const std::string& method_id,
                                                           const std::string& creator_id) {
  const auto found = conn.query("SELECT type FROM payment_methods WHERE id = ? AND user_id = ? AND is_active = TRUE",
                                {method_id, creator_id});
  if (found.empty()) return std::nullopt;
  return found.first().text("type");
}

std::vector<std::string> PaymentsRepository::method_types(db::Connection& conn, const std::string& creator_id) {
  std::vector<std::string> out;
  for (const auto& row :
       conn.query("SELECT DISTINCT type FROM payment_methods WHERE user_id = ? AND is_active = TRUE", {creator_id})
           .rows) {
    out.push_back(row.text("type"));
  }
  return out;
}

std::vector<std::string> PaymentsRepository::same_reference(db::Connection& conn, const ProofKeys& keys,
                                                            std::int64_t limit) {
  std::vector<std::string> out;
  if (!keys.reference_key || !keys.payee_id) return out;
  const auto rows = conn.query(
      "SELECT id FROM payment_details WHERE payee_id = ? AND reference_key = ? AND COALESCE(bank_key, '') = ? "
      "AND id <> ? ORDER BY created_at, id LIMIT ?",
      {*keys.payee_id, *keys.reference_key, keys.bank_key.value_or(""), keys.payment_id, limit});
  for (const auto& row : rows.rows) out.push_back(row.text("id"));
  return out;
}

std::vector<std::string> PaymentsRepository::same_bytes(db::Connection& conn, const std::string& sha256,
                                                        const std::string& exclude_id, std::int64_t limit) {
  std::vector<std::string> out;
  const auto rows = conn.query(
      "SELECT id FROM payment_details WHERE screenshot_sha256 = ? AND id <> ? ORDER BY created_at, id LIMIT ?",
      {sha256, exclude_id, limit});
  for (const auto& row : rows.rows) out.push_back(row.text("id"));
  return out;
}

std::vector<ProofHash> PaymentsRepository::proof_hashes(db::Connection& conn, ProofTable table,
                                                        const std::string& exclude_id,
                                                        const std::optional<std::string>& sha256) {
  std::string sql = std::string("SELECT id, created_at, screenshot_dhash FROM ") + table_name(table) +
                    " WHERE screenshot_dhash IS NOT NULL AND id <> ?";
  db::Params params{exclude_id};
  if (sha256) {  // the same bytes are a same_image flag already
    sql += " AND (screenshot_sha256 IS NULL OR screenshot_sha256 <> ?)";
    params.emplace_back(*sha256);
  }
  std::vector<ProofHash> out;
  for (const auto& row : conn.query(sql, params).rows) {
    out.push_back({row.text("id"), row.text("created_at"), row.integer("screenshot_dhash")});
  }
  return out;
}

std::vector<EarlierReport> PaymentsRepository::earlier_reports(db::Connection& conn,
                                                               const std::vector<std::string>& ids) {
  std::vector<EarlierReport> out;
  if (ids.empty()) return out;
  std::string sql =
      "SELECT p.id, p.payee_id, p.created_at, p.screenshot_url, t.id AS ticket_id, t.buyer_name, r.title "
      "FROM payment_details p JOIN tickets t ON t.id = p.ticket_id JOIN raffles r ON r.id = t.raffle_id "
      "WHERE p.id IN (" +
      db::placeholders(ids.size()) + ")";
  const db::Params params(ids.begin(), ids.end());
  for (const auto& row : conn.query(sql, params).rows) {
    out.push_back({row.text("id"), row.opt_text("payee_id"), row.text("created_at"), row.opt_text("screenshot_url"),
                   row.text("ticket_id"), row.text("buyer_name"), row.text("title")});
  }
  return out;
}

bool PaymentsRepository::object_exists(db::Connection& conn, const std::string& bucket, const std::string& path) {
  return !conn.query("SELECT 1 FROM storage_objects WHERE bucket = ? AND path = ?", {bucket, path}).empty();
}

void PaymentsRepository::set_fingerprints(db::Connection& conn, const std::string& bucket, const std::string& path,
                                          const std::string& sha256, std::int64_t dhash) {
  conn.query("UPDATE storage_objects SET content_sha256 = ?, perceptual_hash = ? WHERE bucket = ? AND path = ?",
             {sha256, dhash, bucket, path});
}

std::optional<Proof> PaymentsRepository::owned_proof(db::Connection& conn, const std::string& bucket,
                                                     const std::string& path, const std::string& owner_id) {
  const auto found = conn.query(
      "SELECT content_sha256, perceptual_hash FROM storage_objects WHERE bucket = ? AND path = ? AND owner_id = ?",
      {bucket, path, owner_id});
  if (found.empty()) return std::nullopt;
  const auto& row = found.first();
  return Proof{path, row.opt_text("content_sha256"), row.opt_integer("perceptual_hash")};
}

}  // namespace rifa::features::payments
