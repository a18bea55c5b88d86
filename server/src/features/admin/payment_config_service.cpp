#include "features/admin/payment_config_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "common/time.hpp"
#include "features/admin/audit_log.hpp"

namespace rifa::features::admin {

using nlohmann::json;

namespace {

constexpr const char* kColumns =
    "id, payment_method, bank, phone, id_number, holder, instructions, is_active, created_at, updated_at";
constexpr const char* kTextFields[] = {"bank", "phone", "id_number", "holder", "instructions"};

json config_json(const db::Row& row) {
  json out = {{"id", row.text("id")},
              {"payment_method", row.text("payment_method")},
              {"is_active", row.boolean("is_active")},
              {"created_at", row.text("created_at")},
              {"updated_at", row.text("updated_at")}};
  for (const char* field : kTextFields) out[field] = nullable_text(row, field);
  return out;
}

std::optional<db::Row> find_config(db::Connection& conn, const std::string& id) {
  const auto r = conn.query(std::string("SELECT ") + kColumns + " FROM mobile_payment_config WHERE id = ?", {id});
  if (r.empty()) return std::nullopt;
  return r.first();
}

db::Value text_value(const std::optional<std::string>& text) { return text ? db::Value(*text) : db::Value(nullptr); }

const TextChange& text_change(const PaymentConfigInput& input, std::string_view field) {
  if (field == "bank") return input.bank;
  if (field == "phone") return input.phone;
  if (field == "id_number") return input.id_number;
  if (field == "holder") return input.holder;
  return input.instructions;
}

json rate_json(const db::Row& row) {
  const auto cents = row.opt_integer("exchange_rate_cents");
  return {{"exchange_rate", cents ? cents_to_json(*cents) : json(nullptr)},
          {"exchange_rate_at", nullable_text(row, "exchange_rate_at")}};
}

}  // namespace

json PaymentConfigService::list(bool active_only) {
  const auto rows =
      db_.query(std::string("SELECT ") + kColumns + " FROM mobile_payment_config" +
                (active_only ? " WHERE is_active = TRUE" : "") + " ORDER BY payment_method, created_at, id");
  json data = json::array();
  for (const auto& row : rows.rows) data.push_back(config_json(row));
  const auto count = static_cast<std::int64_t>(data.size());
  return {{"data", data}, {"count", count}};
}

json PaymentConfigService::create(const std::string& admin_id, const PaymentConfigInput& input) {
  return db_.transaction([&](db::Connection& conn) {
    const std::string id = new_uuid();
    const std::string now = now_rfc3339();
    const auto text = [&](const char* field) { return text_value(text_change(input, field).value_or(std::nullopt)); };
    conn.query(
        "INSERT INTO mobile_payment_config (id, payment_method, bank, phone, id_number, holder, instructions, "
        "is_active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        {id, input.payment_method.value(), text("bank"), text("phone"), text("id_number"), text("holder"),
         text("instructions"), input.is_active.value_or(true), now, now});
    json created = config_json(*find_config(conn, id));
    audit_log::record(conn, admin_id, "mobile_payment_config.created", "mobile_payment_config", id,
                      {{"after", created}});
    return created;
  });
}

json PaymentConfigService::update(const std::string& admin_id, const std::string& id,
                                  const PaymentConfigInput& changes) {
  return db_.transaction([&](db::Connection& conn) {
    const auto before = find_config(conn, id);
    if (!before) throw ApiError::not_found("Configuración de pago no encontrada");
    std::string sets;
    db::Params params;
    const auto set = [&](const char* column, db::Value value) {
      sets += std::string(column) + " = ?, ";
      params.push_back(std::move(value));
    };
    if (changes.payment_method) set("payment_method", *changes.payment_method);
    for (const char* field : kTextFields) {
      if (const auto& change = text_change(changes, field)) set(field, text_value(*change));
    }
    if (changes.is_active) set("is_active", *changes.is_active);
    params.emplace_back(now_rfc3339());
    params.emplace_back(id);
    conn.query("UPDATE mobile_payment_config SET " + sets + "updated_at = ? WHERE id = ?", params);
    json after = config_json(*find_config(conn, id));
    audit_log::record(conn, admin_id, "mobile_payment_config.updated", "mobile_payment_config", id,
                      {{"before", config_json(*before)}, {"after", after}});
    return after;
  });
}

json PaymentConfigService::exchange_rate() {
  return rate_json(
      db_.query("SELECT exchange_rate_cents, exchange_rate_at FROM platform_settings WHERE id = 1").first());
}

json PaymentConfigService::set_exchange_rate(const std::string& admin_id, std::int64_t rate_cents) {
  return db_.transaction([&](db::Connection& conn) {
    const auto select = "SELECT exchange_rate_cents, exchange_rate_at FROM platform_settings WHERE id = 1";
    json before = rate_json(conn.query(select).first());
    const std::string now = now_rfc3339();
    conn.query(
        "UPDATE platform_settings SET exchange_rate_cents = ?, exchange_rate_at = ?, updated_at = ? WHERE id = 1",
        {rate_cents, now, now});
    json after = rate_json(conn.query(select).first());
    audit_log::record(conn, admin_id, "exchange_rate.set", "exchange_rate", std::nullopt,
                      {{"before", before}, {"after", after}});
    return after;
  });
}

}  // namespace rifa::features::admin
