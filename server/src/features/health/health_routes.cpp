#include "features/health/health_routes.hpp"

#include "common/log.hpp"
#include "common/version.hpp"

namespace rifa::features::health {

void register_routes(http::Router& router, db::Database& db) {
  // On SQLite the check is an in-process `SELECT 1` on a pooled connection (no I/O, never waits
  // for writers in WAL mode), so it runs on the network thread; on PostgreSQL it goes to the pool.
  router.add(
      http::bhttp::verb::get, "/api/v1/health",
      [&db](http::RequestContext&) {
        nlohmann::json body = {{"database", db::dialect_name(db.dialect())}, {"version", kVersion}};
        try {
          db.query("SELECT 1 AS ok");
          body["status"] = "ok";
          return http::json_response(http::Status::ok, body);
        } catch (const std::exception& e) {
          log::error(std::string("health check: database unavailable: ") + e.what());
          body["status"] = "unavailable";
          return http::json_response(http::Status::service_unavailable, body);
        }
      },
      http::RouteOptions{.run_inline = db.dialect() == db::Dialect::sqlite});
}

}  // namespace rifa::features::health
