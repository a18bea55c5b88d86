#include "features/subscriptions/mobile_payments_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/payments/payment_amounts.hpp"
#include "features/payments/payment_screenshots.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/subscriptions/subscription_duplicates.hpp"
#include "features/subscriptions/subscription_json.hpp"

namespace rifa::features::subscriptions {

using nlohmann::json;

const std::string& admin_mobile_payment_columns() {
  static const std::string columns =
      std::string(kMobilePaymentColumns) + ", u.name AS payer_name, u.email AS payer_email";
  return columns;
}
const std::string& admin_mobile_payment_from() {
  static const std::string from = std::string(kMobilePaymentFrom) + " JOIN profiles u ON u.id = m.user_id";
  return from;
}

namespace {

ApiError subscription_not_found() { return ApiError::not_found("Suscripción no encontrada"); }

db::Value optional_value(const std::optional<std::int64_t>& value) {
  return value ? db::Value(*value) : db::Value(nullptr);
}
db::Value optional_value(const std::optional<std::string>& value) {
  return value ? db::Value(*value) : db::Value(nullptr);
}

json one_payment(db::Connection& conn, const storage::ObjectStore& store, const std::string& payment_id) {
  const auto r = conn.query(
      std::string("SELECT ") + kMobilePaymentColumns + " FROM " + kMobilePaymentFrom + " WHERE m.id = ?", {payment_id});
  return mobile_payment_json(r.first(), store);
}

}  // namespace

json admin_mobile_payment_json(db::Connection& conn, const storage::ObjectStore& store, const db::Row& row) {
  json out = mobile_payment_json(row, store);
  out["user"] = {
      {"id", row.text("m_user_id")}, {"name", row.text("payer_name")}, {"email", nullable_text(row, "payer_email")}};
  out["duplicate_flags"] =
      expand_subscription_flags(conn, store, json::parse(row.text("duplicate_flags"), nullptr, false));
  return out;
}

std::optional<json> find_admin_mobile_payment(db::Connection& conn, const storage::ObjectStore& store,
                                              const std::string& payment_id) {
  if (!is_uuid(payment_id)) return std::nullopt;
  const auto r = conn.query(
      "SELECT " + admin_mobile_payment_columns() + " FROM " + admin_mobile_payment_from() + " WHERE m.id = ?",
      {payment_id});
  if (r.empty()) return std::nullopt;
  return admin_mobile_payment_json(conn, store, r.first());
}

json MobilePaymentsService::list_mine(const std::string& user_id, const Page& page) {
  auto conn = db_.acquire();
  const auto count = conn->query("SELECT COUNT(*) AS n FROM subscription_mobile_payments WHERE user_id = ?", {user_id})
                         .first()
                         .integer("n");
  const auto rows = conn->query(std::string("SELECT ") + kMobilePaymentColumns + " FROM " + kMobilePaymentFrom +
                                    " WHERE m.user_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?",
                                {user_id, page.limit, page.offset()});
  json data = json::array();
  for (const auto& row : rows.rows) data.push_back(mobile_payment_json(row, store_));
  return {{"data", data}, {"count", count}};
}

json MobilePaymentsService::report(const std::string& user_id, const MobilePaymentReport& report) {
  const std::string id = new_uuid();
  db_.transaction([&](db::Connection& conn) {
    const auto found = conn.query(
        "SELECT s.status, p.price_cents FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id "
        "WHERE s.id = ? AND s.user_id = ?",
        {report.subscription_id, user_id});
    if (found.empty()) throw subscription_not_found();
    if (found.first().text("status") != "pending") {
      throw ApiError::conflict("subscription_not_pending", "Esta suscripción no está pendiente de pago");
    }
    if (!conn.query("SELECT 1 FROM subscription_mobile_payments WHERE subscription_id = ? AND status = 'pending'",
                    {report.subscription_id})
             .empty()) {
      throw payment_under_review();
    }
    const payments::Proof proof = payments::own_proof(conn, user_id, report.screenshot_path);
    const std::int64_t price = found.first().integer("price_cents");
    const auto rate = conn.query("SELECT exchange_rate_cents FROM platform_settings WHERE id = 1")
                          .first()
                          .opt_integer("exchange_rate_cents");
    const std::optional<std::int64_t> amount_ves =
        rate ? std::optional(payments::expected_cents(price, "VES", rate)) : std::nullopt;
    const SubscriptionProofKeys keys{id, payments::reference_key(report.reference_number), proof.sha256, proof.dhash};
    const json flags = find_subscription_duplicates(conn, keys);
    const std::string now = now_rfc3339();
    try {
      conn.query(
          "INSERT INTO subscription_mobile_payments (id, user_id, subscription_id, amount_cents, mobile_number, "
          "payment_method, reference_number, screenshot_url, status, amount_ves_cents, exchange_rate_cents, "
          "reported_amount_cents, reported_currency, reference_key, screenshot_sha256, screenshot_dhash, "
          "duplicate_flags, created_at, updated_at) "
          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          {id, user_id, report.subscription_id, price, report.mobile_number, report.payment_method,
           report.reference_number, proof.path, optional_value(amount_ves), optional_value(rate),
           report.reported_amount_cents, report.reported_currency, optional_value(keys.reference_key),
           optional_value(keys.sha256), optional_value(keys.dhash), flags.dump(), now, now});
    } catch (const db::UniqueViolation&) {
      throw payment_under_review();  // a concurrent report of the same subscription won
    }
  });
  auto conn = db_.acquire();
  return one_payment(*conn, store_, id);
}

void MobilePaymentsService::require_admin(const std::string& user_id) { profiles::require_super_admin(db_, user_id); }

json MobilePaymentsService::admin_list(const std::string& user_id, const std::string& status, const Page& page) {
  auto conn = db_.acquire();
  profiles::require_super_admin(*conn, user_id);
  const bool all = status == "all";
  const std::string where = all ? "" : " WHERE m.status = ?";
  const db::Params filter = all ? db::Params{} : db::Params{status};
  const auto count =
      conn->query("SELECT COUNT(*) AS n FROM subscription_mobile_payments m" + where, filter).first().integer("n");
  db::Params params = filter;
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  const std::string order =
      status == "pending" ? " ORDER BY m.created_at, m.id" : " ORDER BY m.created_at DESC, m.id DESC";
  const auto rows = conn->query("SELECT " + admin_mobile_payment_columns() + " FROM " + admin_mobile_payment_from() +
                                    where + order + " LIMIT ? OFFSET ?",
                                params);
  json data = json::array();
  for (const auto& row : rows.rows) data.push_back(admin_mobile_payment_json(*conn, store_, row));
  return {{"data", data}, {"count", count}};
}

}  // namespace rifa::features::subscriptions
