#include "features/account/account_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"

namespace rifa::features::account {

using http::bhttp::verb;

void register_routes(http::Router& router, AccountService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/me/export", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    auto response = http::json_response(http::Status::ok, service.export_data(user.user_id));
    response.set(http::bhttp::field::content_disposition, "attachment; filename=\"rifa-mis-datos.json\"");
    response.set(http::bhttp::field::cache_control, "no-store");
    return response;
  });
  router.add(verb::delete_, "/api/v1/me", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto body = nlohmann::json::parse(ctx.request.body(), nullptr, false);
    if (!body.is_object()) throw ApiError::bad_request("El cuerpo debe ser un objeto JSON");
    const auto password = body.find("password");
    if (password == body.end() || !password->is_string() || password->get<std::string>().empty()) {
      throw ApiError::validation({{"password", "Escribe tu contraseña para confirmar"}});
    }
    service.delete_account(user.user_id, password->get<std::string>());
    return http::empty_response(http::Status::no_content);
  });
}

}  // namespace rifa::features::account
