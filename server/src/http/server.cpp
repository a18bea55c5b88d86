// <utility> must precede the Asio coroutine headers with Boost 1.74 (std::exchange).
#include <utility>

#include "http/server.hpp"

#include <atomic>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>
#include <limits>
#include <mutex>
#include <set>
#include <thread>

#include "common/log.hpp"
#include "http/error_response.hpp"
#include "http/security_headers.hpp"

namespace rifa::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;

bool is_api_path(std::string_view path) {
  for (std::string_view prefix : {"/api/", "/auth/", "/storage/", "/realtime/"}) {
    if (path.rfind(prefix, 0) == 0 || path == prefix.substr(0, prefix.size() - 1)) return true;
  }
  return false;
}

namespace {

// One connection's state, shared with the shutdown logic.
struct Connection {
  explicit Connection(tcp::socket socket) : stream(std::move(socket)) {
    boost::system::error_code ec;
    const auto endpoint = stream.socket().remote_endpoint(ec);
    if (!ec) peer = endpoint.address().to_string();
  }
  beast::tcp_stream stream;
  std::string peer;   // read once per connection
  bool busy = false;  // touched only on the connection's strand
};

std::string client_address(const std::string& peer, const Request& req, const std::vector<std::string>& trusted) {
  if (peer.empty() || std::find(trusted.begin(), trusted.end(), peer) == trusted.end()) return peer;
  // Behind a trusted proxy: the right-most address the proxy appended is the client.
  const std::string forwarded(req["X-Forwarded-For"]);
  if (forwarded.empty()) return peer;
  auto comma = forwarded.rfind(',');
  std::string last = comma == std::string::npos ? forwarded : forwarded.substr(comma + 1);
  last.erase(0, last.find_first_not_of(' '));
  last.erase(last.find_last_not_of(' ') + 1);
  return last.empty() ? peer : last;
}

}  // namespace

struct Server::Impl {
  Impl(ServerOptions o, const Router& r, const StaticFiles& s)
      : options(std::move(o)),
        router(r),
        static_files(s),
        ioc(static_cast<int>(std::max(1u, options.network_threads))),
        workers(std::max(1u, options.worker_threads)),
        acceptor(asio::make_strand(ioc)),
        signals(acceptor.get_executor(), SIGINT, SIGTERM),
        grace_timer(acceptor.get_executor()) {}

  ServerOptions options;
  const Router& router;
  const StaticFiles& static_files;
  asio::io_context ioc;
  asio::thread_pool workers;
  tcp::acceptor acceptor;
  asio::signal_set signals;
  asio::steady_timer grace_timer;
  std::atomic<bool> stopping{false};
  std::atomic<std::uint16_t> bound_port{0};

  std::mutex connections_mutex;
  std::set<std::shared_ptr<Connection>> connections;

  void bind() {
    const tcp::endpoint endpoint(asio::ip::make_address(options.host), options.port);
    acceptor.open(endpoint.protocol());
    acceptor.set_option(asio::socket_base::reuse_address(true));
    acceptor.bind(endpoint);
    acceptor.listen(asio::socket_base::max_listen_connections);
    bound_port = acceptor.local_endpoint().port();
  }

  asio::awaitable<void> accept_loop() {
    for (;;) {
      boost::system::error_code ec;
      tcp::socket socket =
          co_await acceptor.async_accept(asio::make_strand(ioc), asio::redirect_error(asio::use_awaitable, ec));
      if (ec) {
        if (stopping || ec == asio::error::operation_aborted) co_return;
        log::warn("accept failed: " + ec.message());
        continue;
      }
      auto conn = std::make_shared<Connection>(std::move(socket));
      bool over_capacity = false;
      {
        std::lock_guard lock(connections_mutex);
        over_capacity = connections.size() >= options.max_connections;
        connections.insert(conn);
      }
      asio::co_spawn(conn->stream.get_executor(), session(conn, over_capacity), [](std::exception_ptr e) {
        if (!e) return;
        try {
          std::rethrow_exception(e);
        } catch (const std::exception& ex) {
          log::error(std::string("connection failed: ") + ex.what());
        }
      });
    }
  }

  void forget(const std::shared_ptr<Connection>& conn) {
    bool last = false;
    {
      std::lock_guard lock(connections_mutex);
      connections.erase(conn);
      last = connections.empty();
    }
    if (last && stopping) asio::post(acceptor.get_executor(), [this] { grace_timer.cancel(); });
  }

  void begin_shutdown() {
    if (stopping.exchange(true)) return;
    log::info("shutting down: finishing in-flight requests");
    boost::system::error_code ec;
    acceptor.close(ec);
    signals.cancel(ec);
    std::vector<std::shared_ptr<Connection>> open;
    {
      std::lock_guard lock(connections_mutex);
      open.assign(connections.begin(), connections.end());
    }
    for (auto& conn : open) {
      // Idle keep-alive connections are closed now; busy ones close after their response.
      asio::post(conn->stream.get_executor(), [conn] {
        if (!conn->busy) conn->stream.socket().cancel();
      });
    }
    if (open.empty()) return;
    grace_timer.expires_after(options.shutdown_grace);
    grace_timer.async_wait([this](boost::system::error_code wait_ec) {
      if (!wait_ec) {
        log::warn("shutdown grace period over: closing remaining connections");
        ioc.stop();
      }
    });
  }

  asio::awaitable<void> session(std::shared_ptr<Connection> conn, bool over_capacity) {
    beast::flat_buffer buffer;
    boost::system::error_code ec;
    for (;;) {
      bhttp::request_parser<bhttp::string_body> parser;
      parser.header_limit(static_cast<std::uint32_t>(options.header_limit));
      // The real limit depends on the route, known only after the header: lift Beast's 1 MiB
      // default here (it would drop larger declared bodies unanswered) and check below. (Not
      // boost::none: Beast 1.74 compares the length with the optional and refuses every body.)
      parser.body_limit(std::numeric_limits<std::uint64_t>::max());
      conn->busy = false;
      if (stopping) break;
      conn->stream.expires_after(options.idle_timeout);
      co_await bhttp::async_read_header(conn->stream, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
      if (ec) {
        log::debug("read header: " + ec.message());
        if (ec == bhttp::error::header_limit) {
          co_await write_error(conn, ApiError(431, "headers_too_large", "Cabeceras demasiado grandes"), 11);
        }
        break;
      }
      conn->busy = true;
      const auto start = std::chrono::steady_clock::now();
      auto& header = parser.get();
      const unsigned version = header.version();
      if (over_capacity) {
        co_await write_error(conn, ApiError(503, "unavailable", "Servidor ocupado, intenta de nuevo"), version);
        break;
      }

      std::string path;
      std::map<std::string, std::string, std::less<>> query;
      const bool target_ok = split_target(header.target(), path, query);
      const std::size_t limit = target_ok ? router.body_limit(header.method(), path) : RouteOptions{}.body_limit;
      parser.body_limit(limit);
      const std::string request_line = std::string(bhttp::to_string(header.method())) + " " + path;
      if (header.has_content_length() && parser.content_length() && *parser.content_length() > limit) {
        co_await write_error(conn, too_large(), version, request_line);
        break;
      }
      if (header[bhttp::field::expect] == "100-continue") {
        bhttp::response<bhttp::empty_body> cont{bhttp::status::continue_, version};
        co_await bhttp::async_write(conn->stream, cont, asio::redirect_error(asio::use_awaitable, ec));
        if (ec) break;
      }
      conn->stream.expires_after(options.read_timeout);
      co_await bhttp::async_read(conn->stream, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
      if (ec == bhttp::error::body_limit) {
        co_await write_error(conn, too_large(), version, request_line);
        break;
      }
      if (ec) {
        log::debug("read failed: " + ec.message());
        break;
      }

      Request req = parser.release();
      // (No co_await inside ?: — GCC 12 miscompiles it.)
      Response res;
      if (target_ok) {
        res = co_await dispatch(conn, req, std::move(path), std::move(query));
      } else {
        res = error_response(ApiError::bad_request("Dirección mal formada"), version);
      }
      apply_security_headers(res);
      const bool keep_alive = req.keep_alive() && !stopping;
      res.keep_alive(keep_alive);
      access_log(req, res, start);

      conn->stream.expires_after(options.write_timeout);
      co_await bhttp::async_write(conn->stream, res, asio::redirect_error(asio::use_awaitable, ec));
      if (ec || !keep_alive) break;
    }
    conn->stream.socket().shutdown(tcp::socket::shutdown_send, ec);
    conn->stream.close();
    forget(conn);
  }

  static ApiError too_large() {
    return ApiError(413, "payload_too_large", "El cuerpo de la petición es demasiado grande");
  }

  // Answers a request that never reached a handler, and closes the connection. `request_line`
  // ("POST /path") goes to the access log when the header was readable.
  asio::awaitable<void> write_error(const std::shared_ptr<Connection>& conn, const ApiError& error, unsigned version,
                                    std::string request_line = "- -") {
    if (log::enabled(LogLevel::info)) log::info("http " + request_line + " " + std::to_string(error.status()));
    Response res = error_response(error, version);
    apply_security_headers(res);
    res.keep_alive(false);
    conn->stream.expires_after(options.write_timeout);
    boost::system::error_code ec;
    co_await bhttp::async_write(conn->stream, res, asio::redirect_error(asio::use_awaitable, ec));
  }

  asio::awaitable<Response> dispatch(const std::shared_ptr<Connection>& conn, const Request& req, std::string path,
                                     std::map<std::string, std::string, std::less<>> query) {
    const unsigned version = req.version();
    if (!is_api_path(path)) {
      if (req.method() == bhttp::verb::get || req.method() == bhttp::verb::head) {
        co_return static_files.serve(req, path);
      }
      co_return method_not_allowed_response({"GET", "HEAD"}, version);
    }
    auto match = router.match(req.method(), path);
    if (match.kind == Router::Match::Kind::not_found) co_return not_found_response(version);
    if (match.kind == Router::Match::Kind::method_not_allowed) {
      co_return method_not_allowed_response(match.allowed, version);
    }
    RequestContext ctx{req, std::move(path), std::move(match.params), std::move(query),
                       client_address(conn->peer, req, options.trusted_proxies)};
    const Handler& handler = *match.handler;
    Response res;
    auto run = [&] {
      try {
        res = handler(ctx);
      } catch (...) {
        res = error_response_for(std::current_exception(), version);
      }
    };
    if (match.options->run_inline) {
      run();
    } else {
      // Handlers may block on the database: run them on the worker pool, then resume here. The
      // response is written into this frame (returning it through co_spawn corrupts it in Boost 1.74).
      co_await asio::co_spawn(
          workers.get_executor(),
          [&]() -> asio::awaitable<void> {
            run();
            co_return;
          },
          asio::use_awaitable);
    }
    res.version(version);
    if (req.method() == bhttp::verb::head) res.body().clear();
    co_return res;
  }

  static void access_log(const Request& req, const Response& res, std::chrono::steady_clock::time_point start) {
    if (!log::enabled(LogLevel::info)) return;
    const auto micros =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
    const std::string_view target = req.target();
    const std::string_view path = target.substr(0, target.find('?'));  // queries may hold tokens
    char duration[32];
    std::snprintf(duration, sizeof duration, "%.3fms", static_cast<double>(micros) / 1000.0);
    std::string line = "http ";
    line.append(bhttp::to_string(req.method()));
    line += ' ';
    line.append(path);
    line += ' ';
    line += std::to_string(res.result_int());
    line += ' ';
    line += duration;
    log::info(line);
  }
};

Server::Server(ServerOptions options, const Router& router, const StaticFiles& static_files)
    : impl_(std::make_unique<Impl>(std::move(options), router, static_files)) {}

Server::~Server() = default;

std::uint16_t Server::port() const { return impl_->bound_port; }

void Server::stop() {
  asio::post(impl_->acceptor.get_executor(), [impl = impl_.get()] { impl->begin_shutdown(); });
}

void Server::run() {
  Impl& s = *impl_;
  s.bind();
  s.signals.async_wait([&s](boost::system::error_code ec, int) {
    if (!ec) s.begin_shutdown();
  });
  asio::co_spawn(s.acceptor.get_executor(), s.accept_loop(), asio::detached);
  log::info("listening on http://" + s.options.host + ":" + std::to_string(s.bound_port.load()));

  std::vector<std::thread> threads;
  for (unsigned i = 1; i < std::max(1u, s.options.network_threads); ++i) {
    threads.emplace_back([&s] { s.ioc.run(); });
  }
  s.ioc.run();
  for (auto& t : threads) t.join();
  s.workers.join();
  log::info("server stopped");
}

}  // namespace rifa::http
