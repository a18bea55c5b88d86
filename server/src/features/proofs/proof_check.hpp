#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::proofs {

// What the payer typed in the report, as the check compares it.
struct ReportedPayment {
  std::optional<std::string> reference;
  std::optional<std::int64_t> amount_cents;
  std::string currency;                    // "USD" or "VES"
  std::optional<std::int64_t> rate_cents;  // Bs per USD in cents, fixed with the report
  std::optional<std::string> date;         // RFC 3339, as reported
  std::optional<std::string> bank;         // as typed: "Banesco", "0134"
};

// Where the money should have gone: the payee's payment methods as their owner wrote them.
struct PayeeAccounts {
  std::vector<std::string> phones;    // "0424-555.66.77", "+58 424 5556677"…
  std::vector<std::string> banks;     // names or codes: "Banesco", "0134"
  std::vector<std::string> accounts;  // 20 digits, the first four are the bank
};

// The reading of the proof as stored (proof_readings): status "none" (the report has no proof),
// "pending", "reading", "read" or "failed"; `fields` the reader's JSON (fields_json) when read.
struct ProofState {
  std::string status = "none";
  std::optional<bool> receipt;
  nlohmann::json fields;
};

struct ProofCheckInput {
  ReportedPayment reported;
  std::string purchased_at;  // RFC 3339: the ticket's purchase, the subscription's request
  PayeeAccounts payee;
  ProofState proof;
};

// Per field, what the payer typed and what the picture says; and the signs a reviewer must look at
// (the contract's ProofCheck). A flag is raised only on something read:
// - amount_differs: the amount read is not the one reported (in its currency, or at the report's
//   rate within 1% when the picture is in the other currency);
// - reference_differs: the digits differ (a reference shortened by the bank, the last ≥ 4 digits of
//   the other, is the same);
// - date_before_purchase: the payment's date (Venezuelan time) is before the purchase's day;
// - destination_not_own: phones were read and none is one of the payee's, or the destination bank
//   is none of the payee's banks;
// - unreadable: the picture could not be read, or nothing payment-like was found in it.
// Information for a person: it verifies or rejects nothing (ARCHITECTURE §12).
nlohmann::json check_proof(const ProofCheckInput& input);

// A Venezuelan phone as bank apps want it ("04245556677"), or "" when it is not one.
std::string phone_key(std::string_view text);

}  // namespace rifa::features::proofs
