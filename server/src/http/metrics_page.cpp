#include "http/metrics_page.hpp"

#include "http/error_response.hpp"
#include "metrics/registry.hpp"

namespace rifa::http {

bool same_secret(std::string_view presented, std::string_view expected) {
  if (expected.empty()) return false;
  unsigned char differ = presented.size() == expected.size() ? 0 : 1;
  for (std::size_t i = 0; i < presented.size(); ++i) {
    differ |= static_cast<unsigned char>(presented[i] ^ expected[i % expected.size()]);
  }
  return differ == 0;
}

void register_metrics_page(Router& pages, std::string token) {
  pages.add(bhttp::verb::get, "/metrics", [token = std::move(token)](RequestContext& ctx) {
    if (!token.empty()) {
      const std::string_view header = ctx.request[bhttp::field::authorization];
      constexpr std::string_view kScheme = "Bearer ";
      const bool bearer = header.size() > kScheme.size() && header.substr(0, kScheme.size()) == kScheme;
      if (!bearer || !same_secret(header.substr(kScheme.size()), token)) {
        Response res =
            error_response(ApiError::unauthorized("Se requiere el token de métricas"), ctx.request.version());
        res.set(bhttp::field::www_authenticate, "Bearer realm=\"metrics\"");
        return res;
      }
    }
    Response res{Status::ok, ctx.request.version()};
    res.set(bhttp::field::content_type, metrics::kExpositionContentType);
    res.set(bhttp::field::cache_control, "no-store");
    res.body() = metrics::exposition();
    res.prepare_payload();
    return res;
  });
}

}  // namespace rifa::http
