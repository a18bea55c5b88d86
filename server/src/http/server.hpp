#pragma once

// <utility> must precede the Asio coroutine headers with Boost 1.74 (std::exchange).
#include <utility>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <cstdint>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "http/router.hpp"
#include "http/static_files.hpp"
#include "http/write_limits.hpp"

namespace rifa::http {

// A network thread's event loop, its sockets and coroutines; the pool that runs blocking handlers.
using LoopExecutor = boost::asio::io_context::executor_type;
using LoopSocket = boost::asio::ip::tcp::socket::rebind_executor<LoopExecutor>::other;
template <typename T = void>
using LoopAwaitable = boost::asio::awaitable<T, LoopExecutor>;
using WorkerExecutor = boost::asio::thread_pool::executor_type;

// Takes over the connections that ask to become a WebSocket at path() (the realtime endpoint).
class UpgradeHandler {
 public:
  virtual ~UpgradeHandler() = default;
  virtual std::string_view path() const = 0;
  // Once, before serving: the network loops (a connection's `loop` below indexes them) and the pool.
  virtual void attach(std::vector<LoopExecutor> loops, WorkerExecutor workers) = 0;
  // Before the handshake, on the network thread: the error to answer over HTTP instead (a foreign
  // Origin, too many connections), or null; then run() follows and releases what admit() counted.
  virtual std::exception_ptr admit(const Request& req, const std::string& client_ip) = 0;
  // The WebSocket, handshake included, on the connection's loop until it closes.
  virtual LoopAwaitable<> run(LoopSocket& socket, Request req, std::string client_ip, std::size_t loop) = 0;
  // Shutting down: close every WebSocket now (they would otherwise last the whole grace period).
  virtual void shutdown() = 0;
};

struct ServerOptions {
  std::string host = "0.0.0.0";
  std::uint16_t port = 8080;
  unsigned network_threads = 2;
  unsigned worker_threads = 16;
  unsigned max_connections = 4096;
  std::size_t header_limit = 16 * 1024;
  std::chrono::seconds idle_timeout{60};   // keep-alive connection waiting for its next request
  std::chrono::seconds read_timeout{30};   // reading one request's headers and body
  std::chrono::seconds write_timeout{30};  // writing one response
  std::chrono::seconds shutdown_grace{20};
  // After an error answered before the request was read (413, 400…): how long and how much of the
  // rest the server reads and discards before closing, so the client gets to read the answer
  // instead of a reset (nginx's lingering close).
  std::chrono::seconds linger_time{10};
  std::size_t linger_bytes = 16 * 1024 * 1024;
  std::vector<std::string> trusted_proxies;
  WriteBudgets write_budgets;         // /api/v1 write and upload limits
  UpgradeHandler* upgrade = nullptr;  // the WebSocket endpoint (counted in max_connections)
  // Pages built per request from index.html (a raffle's, with its preview tags), matched before
  // the static files; their handlers run on the worker pool like the API's.
  const Router* pages = nullptr;
};

// The HTTP/1.1 server: an acceptor and keep-alive sessions on `network_threads` threads (C++20
// coroutines), handlers run on a separate pool of `worker_threads` so blocking database calls never
// stall the network threads. API prefixes (/api/, /auth/, /storage/, /realtime/) go to the router;
// other GET/HEAD requests go to `pages` when one matches, else the static files with history fallback.
class Server {
 public:
  Server(ServerOptions options, const Router& router, const StaticFiles& static_files);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds the listening socket now (throws when the address is taken); run() binds otherwise.
  void bind();
  // Binds, then serves until SIGINT/SIGTERM (or stop()); returns once in-flight requests finished.
  void run();
  // Asks the server to stop gracefully; safe from any thread.
  void stop();
  // The bound port (useful with port 0), valid once run() has bound.
  std::uint16_t port() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

bool is_api_path(std::string_view path);

}  // namespace rifa::http
