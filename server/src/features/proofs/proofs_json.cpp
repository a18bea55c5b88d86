#include "features/proofs/proofs_json.hpp"

#include "features/proofs/proof_check.hpp"
#include "features/proofs/proof_readings_repository.hpp"

namespace rifa::features::proofs {

nlohmann::json ticket_proof_check(db::Connection& conn, const TicketReport& report) {
  ProofCheckInput input;
  input.reported = {report.reference,  report.amount_cents, report.currency,
                    report.rate_cents, report.date,         report.bank};
  const auto purchase = ProofReadingsRepository::ticket_purchase(conn, report.ticket_id);
  input.purchased_at = purchase.at;
  // A report in dollars keeps no rate: the creator's is what the bolívares paid are compared at.
  if (!input.reported.rate_cents) input.reported.rate_cents = purchase.rate_cents;
  if (report.payee_id) input.payee = ProofReadingsRepository::payee_accounts(conn, *report.payee_id);
  input.proof = ProofReadingsRepository::state(conn, report.screenshot_path);
  return check_proof(input);
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
