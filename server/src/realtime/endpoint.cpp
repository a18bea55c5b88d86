#include "realtime/endpoint.hpp"

#include "common/errors.hpp"
#include "http/error_response.hpp"
#include "http/rate_limiter.hpp"
#include "realtime/origin.hpp"

namespace rifa::realtime {

Endpoint::Endpoint(Hub& hub, std::string_view site_url) : hub_(hub), site_origin_(origin_of(site_url)) {}

void Endpoint::attach(std::vector<http::LoopExecutor> loops, http::WorkerExecutor workers) {
  hub_.attach(std::move(loops), workers);
}

std::exception_ptr Endpoint::admit(const http::Request& req, const std::string& client_ip) {
  if (!origin_allowed(req[http::bhttp::field::origin], site_origin_)) {
    return std::make_exception_ptr(ApiError::forbidden("Origen no permitido"));
  }
  if (!hub_.addresses().reserve(client_ip, hub_.limits().connections_per_address)) {
    return std::make_exception_ptr(http::RateLimited(std::chrono::seconds(10)));
  }
  return nullptr;
}

http::LoopAwaitable<> Endpoint::run(http::LoopSocket& socket, http::Request req, std::string client_ip,
                                    std::size_t loop) {
  struct Reservation {
    ConnectionCounts& counts;
    const std::string& address;
    ~Reservation() { counts.release(address); }
  } reservation{hub_.addresses(), client_ip};
  auto session = std::make_shared<Session>(socket, hub_, hub_.loop(loop), client_ip);
  co_await session->run(std::move(req));
}

void Endpoint::shutdown() { hub_.shutdown(); }

void register_routes(http::Router& router) {
  router.add(
      http::bhttp::verb::get, std::string(Endpoint::kPath),
      [](http::RequestContext& ctx) {
        auto res =
            http::error_response(ApiError(426, "upgrade_required", "Esta dirección solo acepta conexiones WebSocket"),
                                 ctx.request.version());
        res.set(http::bhttp::field::upgrade, "websocket");
        return res;
      },
      http::RouteOptions{.run_inline = true});
}

}  // namespace rifa::realtime
