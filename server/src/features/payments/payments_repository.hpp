#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/payments/payments.hpp"

namespace rifa::features::payments {

// A report as written: new (insert) or a correction of the ticket's report (update, back to pending
// with the previous review cleared).
struct ReportWrite {
  std::string id, ticket_id;
  PaymentReport report;
  std::string payee_id;
  std::int64_t expected_cents = 0;
  std::optional<std::int64_t> rate_cents;  // VES only
  ProofKeys keys;
  std::string now;
};

// One page of pending reports with their tickets, and the count of all.
struct PendingRows {
  std::vector<std::pair<Payment, tickets::TicketWithRaffle>> items;
  std::int64_t count = 0;
};

// An earlier report named by a duplicate sign, with its ticket and raffle.
struct EarlierReport {
  std::string id;
  std::optional<std::string> payee_id;
  std::string created_at;
  std::optional<std::string> screenshot_path;
  std::string ticket_id, buyer_name, raffle_title;
};

// A stored proof's perceptual hash.
struct ProofHash {
  std::string id, created_at;
  std::int64_t dhash = 0;
};

// All of the payments feature's SQL: payment_details, the report's writes on its ticket, the
// fingerprints of uploaded proofs. Every method runs inside the caller's transaction (or on a
// connection it holds).
class PaymentsRepository {
 public:
  // -- Reports and their tickets.
  static std::optional<PaymentTicket> ticket(db::Connection& conn, const std::string& ticket_id);
  // The ticket's current report: the one waiting for review, else the latest.
  static std::optional<Payment> of_ticket(db::Connection& conn, const std::string& ticket_id);
  // Every report (part) of the tickets `ticket_ids`, oldest first per ticket.
  static std::vector<Payment> parts_of(db::Connection& conn, const std::vector<std::string>& ticket_ids);
  // Whether the ticket has a report waiting for review.
  static bool has_waiting(db::Connection& conn, const std::string& ticket_id);
  // Marks a waiting part verified (the ticket stays pending: it still owes); false when it was not
  // waiting any more.
  static bool verify_part(db::Connection& conn, const std::string& payment_id, const std::string& verifier_id,
                          const std::string& now);
  // Stops a pending ticket's live hold (expires_at NULL); false when the hold already ended. The
  // hold-expiry job claims tickets with the opposite condition, so exactly one of them wins.
  static bool stop_hold(db::Connection& conn, const std::string& ticket_id, const std::string& now);
  // A fresh hold after a rejection (the ticket still pending), its reminder cleared.
  static void renew_hold(db::Connection& conn, const std::string& ticket_id, const std::string& expires_at,
                         const std::string& now);
  static void insert(db::Connection& conn, const ReportWrite& write);
  static void update(db::Connection& conn, const ReportWrite& write);
  static void set_flags(db::Connection& conn, const std::string& payment_id, const std::vector<StoredFlag>& flags);
  static void reject(db::Connection& conn, const std::string& payment_id, const std::string& reviewer_id,
                     const std::string& at, const std::string& notes);
  // The reports paid to `payee_id` waiting for review, oldest first (optionally of one raffle).
  static PendingRows pending(db::Connection& conn, const std::string& payee_id, const Page& page,
                             const std::optional<std::string>& raffle_id);
  // -- Money returned (ticket_refunds).
  // The ticket's refunds, oldest first.
  static std::vector<Refund> refunds_of(db::Connection& conn, const std::string& ticket_id);
  // Tickets of `creator_id`'s raffles (optionally one raffle) with verified money not yet returned:
  // cancelled with more verified than returned, or paid more than the price plus what was returned
  // (each VES part at its stored rate, as the balance converts it), oldest change first; at most
  // `limit`, and the count of all.
  static std::pair<std::vector<tickets::TicketWithRaffle>, std::int64_t> with_money_to_return(
      db::Connection& conn, const std::string& creator_id, const std::optional<std::string>& raffle_id,
      std::int64_t limit);
  // A new refund; db::UniqueViolation when the same return (ticket, returned_upto_cents) exists.
  static void insert_refund(db::Connection& conn, const Refund& refund);
  // Whether the user creates raffles, so payments can be reported to them at all.
  static bool creates_raffles(db::Connection& conn, const std::string& user_id);

  // -- The creator's payment methods, as the method rule reads them.
  // The type of the creator's active method `method_id`, if it is one.
  static std::optional<std::string> method_type(db::Connection& conn, const std::string& method_id,
                                                const std::string& creator_id);
  // The types of the creator's active methods.
  static std::vector<std::string> method_types(db::Connection& conn, const std::string& creator_id);

  // -- Duplicate detection.
  // Other reports to the same payee with the same reference and bank keys, oldest first.
  static std::vector<std::string> same_reference(db::Connection& conn, const ProofKeys& keys, std::int64_t limit);
  // Other reports with the same proof bytes, oldest first.
  static std::vector<std::string> same_bytes(db::Connection& conn, const std::string& sha256,
                                             const std::string& exclude_id, std::int64_t limit);
  // Every stored perceptual hash of `table` but `exclude_id`'s and those of the same bytes `sha256`.
  static std::vector<ProofHash> proof_hashes(db::Connection& conn, ProofTable table, const std::string& exclude_id,
                                             const std::optional<std::string>& sha256);
  static std::vector<EarlierReport> earlier_reports(db::Connection& conn, const std::vector<std::string>& ids);

  // -- Uploaded proofs (storage_objects).
  static bool object_exists(db::Connection& conn, const std::string& bucket, const std::string& path);
  static void set_fingerprints(db::Connection& conn, const std::string& bucket, const std::string& path,
                               const std::string& sha256, std::int64_t dhash);
  // The fingerprints of `owner_id`'s object at `path`, if it is theirs.
  static std::optional<Proof> owned_proof(db::Connection& conn, const std::string& bucket, const std::string& path,
                                          const std::string& owner_id);
};

}  // namespace rifa::features::payments
