#pragma once

#include <string>

#include "http/router.hpp"
#include "http/server.hpp"
#include "realtime/hub.hpp"

namespace rifa::realtime {

// /realtime/v1 as the HTTP server sees it: the upgrade is admitted (Origin, connections per
// address) and the socket handed to a Session on its loop.
class Endpoint : public http::UpgradeHandler {
 public:
  Endpoint(Hub& hub, std::string_view site_url);

  std::string_view path() const override { return kPath; }
  void attach(std::vector<http::LoopExecutor> loops, http::WorkerExecutor workers) override;
  std::exception_ptr admit(const http::Request& req, const std::string& client_ip) override;
  http::LoopAwaitable<> run(http::LoopSocket& socket, http::Request req, std::string client_ip,
                            std::size_t loop) override;
  void shutdown() override;

  static constexpr std::string_view kPath = "/realtime/v1";

 private:
  Hub& hub_;
  std::string site_origin_;
};

// GET /realtime/v1 without an upgrade: 426 with the error envelope (the upgrade never reaches the router).
void register_routes(http::Router& router);

}  // namespace rifa::realtime
