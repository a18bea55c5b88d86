#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "features/payments/payment_amounts.hpp"
#include "features/tickets/tickets.hpp"

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

// A duplicate sign as stored on a report (payment_details.duplicate_flags): the kind (reference,
// same_image or similar_image), the earlier report, and for similar_image the distance in bits.
struct StoredFlag {
  std::string kind, payment_id;
  std::optional<int> distance;
};

// A ticket's payment report as stored. `screenshot_path` is the proof's path in its bucket.
struct Payment {
  std::string id, ticket_id, method;
  std::optional<std::string> payment_method_id, reference;
  std::int64_t amount_cents = 0;
  std::string currency;
  std::int64_t expected_amount_cents = 0;
  std::optional<std::int64_t> exchange_rate_cents;
  std::optional<std::string> date, bank, account_number, phone_number, email, notes, screenshot_path;
  std::string verification_status;  // pending, verified or rejected
  std::optional<std::string> verified_by, verified_at, verification_notes, payee_id;
  std::vector<StoredFlag> duplicate_flags;
  std::string created_at, updated_at;
};

// A duplicate sign as a reviewer sees it (the contract's DuplicateFlag): the earlier ticket, raffle,
// buyer and proof are named only when the earlier report went to the same payee.
struct DuplicateFlag {
  std::string kind;
  bool same_creator = false;
  std::string reported_at;
  std::optional<std::string> ticket_id, raffle_title, buyer_name, screenshot_url;
  std::optional<int> distance;
};

// A report's place among its ticket's parts (the contract's PaymentPart): "Abono N", the ticket's
// price, what the other verified parts cover, and what would stay owed once this one is verified (in
// USD; in bolívares at the report's own rate for a VES report).
struct PartContext {
  std::int64_t number = 1;
  std::int64_t price_cents = 0, verified_cents = 0, owed_after_cents = 0;
  std::optional<std::int64_t> owed_after_bs_cents;
};

// The contract's PaymentDetail: the report with a fresh signed URL of its proof and its duplicate
// signs as the viewer may see them (none for the buyer).
struct PaymentDetail {
  Payment payment;
  std::optional<std::string> screenshot_url;
  std::vector<DuplicateFlag> duplicate_flags;
  std::optional<nlohmann::json> proof_check;  // the contract's ProofCheck (proofs feature), reviewers only
  PartContext part;
};

// A record that money to return of a ticket was returned to its buyer (the contract's TicketRefund):
// the amount the server computed then, in USD cents and in Bs cents at the creator's rate (with that
// rate), who recorded it and when. `returned_upto_cents`: the ticket's whole amount returned with it.
struct Refund {
  std::string id, ticket_id;
  std::int64_t amount_cents = 0;
  std::optional<std::int64_t> amount_bs_cents, exchange_rate_cents;
  std::int64_t returned_upto_cents = 0;
  std::optional<std::string> returned_by;
  std::string returned_at;
};

// Every part of a ticket's payment, oldest first, and its balance (the contract's TicketPayments),
// with the money returned, oldest first (the balance's `overpaid` is what is left to return).
struct TicketPayments {
  std::vector<PaymentDetail> data;
  Balance balance;
  std::vector<Refund> refunds;
};

// A ticket of the caller's raffles with money still to return (the contract's RefundDue): the
// ticket and its raffle, what is left to return in USD cents and in Bs at the creator's rate.
struct DueRefund {
  tickets::TicketWithRaffle ticket;
  std::int64_t to_return_cents = 0;
  std::optional<std::int64_t> to_return_bs_cents;
};

// The first tickets with money to return, oldest change first, and how many there are.
struct DueRefunds {
  std::vector<DueRefund> data;
  std::int64_t count = 0;
};

// A report waiting for review, with its ticket and the ticket's raffle.
struct PendingReport {
  PaymentDetail detail;
  tickets::TicketWithRaffle ticket;
};

// The caller's pending reports (one page), their count, and whether payments can be reported to the
// caller at all.
struct PendingPage {
  std::vector<PendingReport> data;
  std::int64_t count = 0;
  bool has_raffles = false;
};

// A ticket with what the payment rules need of its raffle and of its creator (the Bs-per-USD rate).
struct PaymentTicket {
  std::string id, raffle_id;
  std::optional<std::string> user_id;
  std::string status;
  std::vector<std::int64_t> numbers;
  std::int64_t price_cents = 0;
  std::string buyer_name;
  std::optional<std::string> expires_at;
  std::string creator_id, title;
  std::int64_t total_tickets = 0;
  std::string raffle_status;
  std::int64_t reservation_minutes = 0;
  bool sales_closed = false;  // sales_closed_at set: the list is sealed
  std::optional<std::int64_t> creator_rate_cents;
  bool raffle_blocked = false;  // raffles.is_blocked: taken down, or its organiser suspended (moderation)
};

// What duplicate detection compares of one report (all but payment_id may be absent).
struct ProofKeys {
  std::string payment_id;  // the report itself, never its own duplicate
  std::optional<std::string> payee_id;
  std::optional<std::string> reference_key;
  std::optional<std::string> bank_key;
  std::optional<std::string> sha256;
  std::optional<std::int64_t> dhash;
};

// A proof named in a report: its path and fingerprints.
struct Proof {
  std::string path;
  std::optional<std::string> sha256;
  std::optional<std::int64_t> dhash;  // the 64-bit dHash as stored (signed)
};

// The tables whose rows keep a proof's fingerprints (id, created_at, screenshot_sha256,
// screenshot_dhash): ticket reports and the subscriptions' mobile payments.
enum class ProofTable { payment_details, subscription_mobile_payments };

// An earlier proof whose picture is near another's.
struct NearProof {
  std::string created_at, id;
  int distance;
};

// An uploaded payment screenshot (the contract's UploadedFile).
struct UploadedProof {
  std::string bucket, path, url, expires_at, content_type;
  std::size_t size = 0;
};

}  // namespace rifa::features::payments
