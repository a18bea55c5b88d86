#include "features/proofs/proofs_json.hpp"

#include <map>

#include "features/proofs/proof_check.hpp"
#include "features/proofs/proof_readings_repository.hpp"

namespace rifa::features::proofs {

nlohmann::json ticket_proof_check(db::Connection& conn, const TicketReport& report) {
  return ticket_proof_checks(conn, {report}).front();
}

std::vector<nlohmann::json> ticket_proof_checks(db::Connection& conn, const std::vector<TicketReport>& reports) {
  std::vector<std::string> ticket_ids, paths;
  for (const auto& r : reports) {
    ticket_ids.push_back(r.ticket_id);
    if (r.screenshot_path && !r.screenshot_path->empty()) paths.push_back(*r.screenshot_path);
  }
  const auto purchases = ProofReadingsRepository::ticket_purchases(conn, ticket_ids);
  const auto states = ProofReadingsRepository::states(conn, paths);
  std::map<std::string, PayeeAccounts> payees;  // a reviewer's queue has one payee, or a few
  std::vector<nlohmann::json> out;
  out.reserve(reports.size());
  for (const auto& report : reports) {
    ProofCheckInput input;
    input.reported = {report.reference,  report.amount_cents, report.currency,
                      report.rate_cents, report.date,         report.bank};
    if (const auto it = purchases.find(report.ticket_id); it != purchases.end()) {
      input.purchased_at = it->second.at;
      // A report in dollars keeps no rate: the creator's is what the bolívares paid are compared at.
      if (!input.reported.rate_cents) input.reported.rate_cents = it->second.rate_cents;
    }
    if (report.payee_id) {
      auto it = payees.find(*report.payee_id);
      if (it == payees.end()) {
        it = payees.emplace(*report.payee_id, ProofReadingsRepository::payee_accounts(conn, *report.payee_id)).first;
      }
      input.payee = it->second;
    }
    if (report.screenshot_path && !report.screenshot_path->empty()) {
      // A proof with no reading row yet is waiting for the reader.
      const auto it = states.find(*report.screenshot_path);
      if (it != states.end()) {
        input.proof = it->second;
      } else {
        input.proof.status = "pending";
      }
    }
    out.push_back(check_proof(input));
  }
  return out;
}

nlohmann::json subscription_proof_check(db::Connection& conn, const SubscriptionReport& report) {
  ProofCheckInput input;
  input.reported = {report.reference,  report.amount_cents, report.currency,
                    report.rate_cents, std::nullopt,        std::nullopt};
  input.purchased_at = ProofReadingsRepository::subscription_requested_at(conn, report.subscription_id);
  input.payee = ProofReadingsRepository::platform_accounts(conn);
  input.proof = ProofReadingsRepository::state(conn, report.screenshot_path);
  return check_proof(input);
}

}  // namespace rifa::features::proofs
