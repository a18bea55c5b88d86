#include "features/subscriptions/subscription_json.hpp"

#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "features/payments/payment_screenshots.hpp"
#include "features/subscriptions/plan_json.hpp"

namespace rifa::features::subscriptions {

using nlohmann::json;

const std::string& subscription_columns() {
  static const std::string columns =
      std::string(
          "s.id AS s_id, s.user_id AS s_user_id, s.plan_id AS s_plan_id, s.status AS s_status, "
          "s.start_date AS s_start_date, s.end_date AS s_end_date, s.auto_renew AS s_auto_renew, "
          "s.payment_method_id AS s_payment_method_id, s.next_payment_date AS s_next_payment_date, "
          "s.last_payment_date AS s_last_payment_date, s.grace_until AS s_grace_until, s.renewal_of AS s_renewal_of, "
          "s.created_at AS s_created_at, s.updated_at AS s_updated_at, ") +
      kPlanColumns;
  return columns;
}

json subscription_json(const db::Row& row) {
  return {{"id", row.text("s_id")},
          {"user_id", row.text("s_user_id")},
          {"plan_id", row.text("s_plan_id")},
          {"status", row.text("s_status")},
          {"start_date", row.text("s_start_date")},
          {"end_date", row.text("s_end_date")},
          {"auto_renew", row.boolean("s_auto_renew")},
          {"payment_method_id", nullable_text(row, "s_payment_method_id")},
          {"next_payment_date", nullable_text(row, "s_next_payment_date")},
          {"last_payment_date", nullable_text(row, "s_last_payment_date")},
          {"grace_until", nullable_text(row, "s_grace_until")},
          {"renewal_of", nullable_text(row, "s_renewal_of")},
          {"created_at", row.text("s_created_at")},
          {"updated_at", row.text("s_updated_at")},
          {"plan", plan_json(row)}};
}

bool is_shortfall(std::int64_t reported_cents, const std::string& currency, std::int64_t amount_cents,
                  std::optional<std::int64_t> amount_ves_cents) {
  if (currency == "USD") return reported_cents < amount_cents;
  return amount_ves_cents && reported_cents < *amount_ves_cents;
}

json mobile_payment_json(const db::Row& row, const storage::ObjectStore& store) {
  const auto amount_ves = row.opt_integer("amount_ves_cents");
  const auto rate = row.opt_integer("exchange_rate_cents");
  return {{"id", row.text("m_id")},
          {"user_id", row.text("m_user_id")},
          {"subscription_id", row.text("m_subscription_id")},
          {"plan",
           {{"id", row.text("plan_id")},
            {"name", row.text("plan_name")},
            {"price", cents_to_json(row.integer("plan_price_cents"))}}},
          {"amount", cents_to_json(row.integer("amount_cents"))},
          {"amount_ves", amount_ves ? cents_to_json(*amount_ves) : json(nullptr)},
          {"exchange_rate", rate ? cents_to_json(*rate) : json(nullptr)},
          {"reported_amount", cents_to_json(row.integer("reported_amount_cents"))},
          {"reported_currency", row.text("reported_currency")},
          {"shortfall", is_shortfall(row.integer("reported_amount_cents"), row.text("reported_currency"),
                                     row.integer("amount_cents"), amount_ves)},
          {"mobile_number", row.text("mobile_number")},
          {"payment_method", row.text("payment_method")},
          {"reference_number", row.text("reference_number")},
          {"screenshot_url", payments::proof_url(store, row.opt_text("screenshot_url"))},
          {"status", row.text("m_status")},
          {"admin_id", nullable_text(row, "admin_id")},
          {"admin_notes", nullable_text(row, "admin_notes")},
          {"reviewed_at", nullable_text(row, "reviewed_at")},
          {"created_at", row.text("m_created_at")},
          {"updated_at", row.text("m_updated_at")}};
}

ApiError payment_under_review() {
  return ApiError::conflict("mobile_payment_pending", "Ya enviaste un pago para esta suscripción; espera su revisión");
}

}  // namespace rifa::features::subscriptions
