#include "features/payments/payment_json.hpp"

#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "features/payments/payment_amounts.hpp"
#include "features/payments/payment_screenshots.hpp"

namespace rifa::features::payments {

using nlohmann::json;

const char* const kPaymentColumns =
    "p.id, p.ticket_id, p.method, p.payment_method_id, p.reference, p.amount_cents, p.currency, "
    "p.expected_amount_cents, p.exchange_rate_cents, p.payment_date, p.bank, p.account_number, p.phone_number, "
    "p.email, p.notes, p.screenshot_url, p.verification_status, p.verified_by, p.verified_at, p.verification_notes, "
    "p.payee_id, p.duplicate_flags, p.created_at, p.updated_at";

json payment_json(const db::Row& row, const storage::ObjectStore& store, json duplicate_flags) {
  const auto amount = row.integer("amount_cents");
  const auto expected = row.integer("expected_amount_cents");
  const auto rate = row.opt_integer("exchange_rate_cents");
  return {{"id", row.text("id")},
          {"ticket_id", row.text("ticket_id")},
          {"method", row.text("method")},
          {"payment_method_id", nullable_text(row, "payment_method_id")},
          {"reference", nullable_text(row, "reference")},
          {"amount", cents_to_json(amount)},
          {"currency", row.text("currency")},
          {"expected_amount", cents_to_json(expected)},
          {"exchange_rate", rate ? cents_to_json(*rate) : json(nullptr)},
          {"shortfall", cents_to_json(shortfall_cents(expected, amount))},
          {"date", nullable_text(row, "payment_date")},
          {"bank", nullable_text(row, "bank")},
          {"account_number", nullable_text(row, "account_number")},
          {"phone_number", nullable_text(row, "phone_number")},
          {"email", nullable_text(row, "email")},
          {"notes", nullable_text(row, "notes")},
          {"screenshot_url", proof_url(store, row.opt_text("screenshot_url"))},
          {"verification_status", row.text("verification_status")},
          {"verified_by", nullable_text(row, "verified_by")},
          {"verified_at", nullable_text(row, "verified_at")},
          {"verification_notes", nullable_text(row, "verification_notes")},
          {"duplicate_flags", std::move(duplicate_flags)},
          {"proof_check", nullptr},  // the reviewer's, set by the service
          {"created_at", row.text("created_at")},
          {"updated_at", row.text("updated_at")}};
}

}  // namespace rifa::features::payments
