#include "features/receipts/receipts_routes.hpp"

#include "auth/auth_routes.hpp"
#include "features/receipts/receipts_json.hpp"

namespace rifa::features::receipts {

void register_routes(http::Router& router, ReceiptsService& service, auth::AuthService& auth) {
  // json_response answers with Cache-Control: no-store: a receipt shows a status that changes.
  router.add(http::bhttp::verb::get, "/api/v1/receipts/{code}", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.by_code(ctx.param("code"))));
  });
}

}  // namespace rifa::features::receipts
