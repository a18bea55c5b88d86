#include "features/admin/audit_log.hpp"

#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/admin/admin_repository.hpp"

namespace rifa::features::admin::audit_log {

void record(db::Connection& conn, const std::optional<std::string>& actor_id, const std::string& action,
            const std::string& entity, const std::optional<std::string>& entity_id, const nlohmann::json& data) {
  AdminRepository::insert_audit(conn, new_uuid(), actor_id, action, entity, entity_id, data.dump(), now_rfc3339());
}

subscriptions::Listing<AuditEntry> list(db::Connection& conn, const std::optional<std::string>& entity,
                                        const Page& page) {
  return AdminRepository::audit(conn, entity, page);
}

}  // namespace rifa::features::admin::audit_log
