#include "features/admin/audit_log.hpp"

#include "common/ids.hpp"
#include "common/time.hpp"

namespace rifa::features::admin::audit_log {

using nlohmann::json;

void record(db::Connection& conn, const std::optional<std::string>& actor_id, const std::string& action,
            const std::string& entity, const std::optional<std::string>& entity_id, const json& data) {
  conn.query(
      "INSERT INTO audit_log (id, actor_id, action, entity, entity_id, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      {new_uuid(), actor_id ? db::Value(*actor_id) : db::Value(nullptr), action, entity,
       entity_id ? db::Value(*entity_id) : db::Value(nullptr), data.dump(), now_rfc3339()});
}

json list(db::Connection& conn, const std::optional<std::string>& entity, const Page& page) {
  const std::string where = entity ? " WHERE l.entity = ?" : "";
  db::Params params;
  if (entity) params.emplace_back(*entity);
  const auto count = conn.query("SELECT COUNT(*) AS n FROM audit_log l" + where, params).first().integer("n");
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  const auto rows = conn.query(
      "SELECT l.id, l.actor_id, l.action, l.entity, l.entity_id, l.data, l.created_at, a.id AS actor_profile_id, "
      "a.name AS actor_name, a.email AS actor_email FROM audit_log l LEFT JOIN profiles a ON a.id = l.actor_id" +
          where + " ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?",
      params);
  json data = json::array();
  for (const auto& row : rows.rows) {
    json actor = nullptr;
    if (!row.is_null("actor_profile_id")) {
      actor = {{"id", row.text("actor_profile_id")},
               {"name", row.text("actor_name")},
               {"email", nullable_text(row, "actor_email")}};
    }
    json changes = json::parse(row.text("data"), nullptr, false);
    if (!changes.is_object()) changes = json::object();
    data.push_back({{"id", row.text("id")},
                    {"actor", std::move(actor)},
                    {"action", row.text("action")},
                    {"entity", row.text("entity")},
                    {"entity_id", nullable_text(row, "entity_id")},
                    {"data", std::move(changes)},
                    {"created_at", row.text("created_at")}});
  }
  return {{"data", data}, {"count", count}};
}

}  // namespace rifa::features::admin::audit_log
