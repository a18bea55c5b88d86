#include "features/openapi/openapi_routes.hpp"

namespace rifa::features::openapi {

void register_routes(http::Router& router) {
  router.add(
      http::bhttp::verb::get, "/api/v1/openapi.yaml",
      [](http::RequestContext& ctx) {
        http::Response res{http::Status::ok, ctx.request.version()};
        res.set(http::bhttp::field::content_type, "application/yaml; charset=utf-8");
        res.set(http::bhttp::field::cache_control, "no-cache");
        res.body() = contract_text();
        res.prepare_payload();
        return res;
      },
      http::RouteOptions{.run_inline = true});
}

}  // namespace rifa::features::openapi
