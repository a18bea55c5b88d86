#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace rifa::features::proofs {

// What a ticket's payment report says, as the reviewer's check compares it.
struct TicketReport {
  std::string ticket_id;
  std::optional<std::string> reference;
  std::int64_t amount_cents = 0;
  std::string currency;
  std::optional<std::int64_t> rate_cents;
  std::optional<std::string> date, bank, payee_id, screenshot_path;
};

// The contract's ProofCheck of a ticket's payment report: its proof's reading against what the buyer
// typed, the ticket's purchase and the payee's payment methods. For the reviewer only.
nlohmann::json ticket_proof_check(db::Connection& conn, const TicketReport& report);
// ticket_proof_check of each report, in their order, with one query per kind of data for the
// whole list (a page of the reviewer's queue), not per report.
std::vector<nlohmann::json> ticket_proof_checks(db::Connection& conn, const std::vector<TicketReport>& reports);

// What a subscription mobile payment reported, as the super admin's check compares it.
struct SubscriptionReport {
  std::string subscription_id;
  std::string reference;
  std::int64_t amount_cents = 0;
  std::string currency;
  std::optional<std::int64_t> rate_cents;
  std::optional<std::string> screenshot_path;
};

// The ProofCheck of a subscription mobile payment: against the subscription's request and the
// platform's mobile payment data.
nlohmann::json subscription_proof_check(db::Connection& conn, const SubscriptionReport& report);

}  // namespace rifa::features::proofs
