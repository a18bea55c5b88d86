#include "features/ratings/ratings_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "features/ratings/ratings_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::ratings {

using http::bhttp::verb;

namespace {
constexpr const char* kRatingMessage = "La calificación va de 1 a 5 estrellas";
constexpr TextRule kComment{0, 500, true, "El comentario puede tener hasta 500 caracteres"};
}  // namespace

void register_routes(http::Router& router, RatingsService& service, auth::AuthService& auth) {
  router.add(verb::post, "/api/v1/tickets/{id}/rating", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::BodyFields body(ctx);
    const auto rating = body.integer("rating");
    if (!rating || *rating < 1 || *rating > 5) body.add("rating", kRatingMessage);
    const auto comment = body.text("comment", kComment);
    body.done();
    return http::json_response(http::Status::created,
                               to_json(service.rate(user.user_id, ctx.param("id"), *rating, comment.value_or(""))));
  });
  router.add(verb::post, "/api/v1/tickets/{id}/prize-received", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, service.confirm_prize(user.user_id, ctx.param("id")));
  });
  router.add(verb::get, "/api/v1/profiles/{id}/ratings", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    http::QueryFields query(ctx);
    const auto page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, to_json(service.of_profile(ctx.param("id"), page)));
  });
}

}  // namespace rifa::features::ratings
