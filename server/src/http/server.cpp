// <utility> must precede the Asio coroutine headers with Boost 1.74 (std::exchange).
#include <utility>

#include "http/server.hpp"

#include <array>
#include <atomic>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <limits>
#include <mutex>
#include <set>
#include <thread>
#include <unordered_set>

#include "common/log.hpp"
#include "http/compression.hpp"
#include "http/error_response.hpp"
#include "http/malformed.hpp"
#include "http/security_headers.hpp"
#include "metrics/http_metrics.hpp"

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

// Each network thread runs its own io_context (concurrency hint 1) and is the only thread that
// runs it, so a connection's socket, its coroutine and its timeouts live on one thread: no strands,
// and the concrete executor type everywhere instead of the type-erased any_io_executor.
using Executor = asio::io_context::executor_type;
using Socket = tcp::socket::rebind_executor<Executor>::other;
using Acceptor = tcp::acceptor::rebind_executor<Executor>::other;
using SteadyTimer = asio::steady_timer::rebind_executor<Executor>::other;
template <typename T = void>
using Awaitable = asio::awaitable<T, Executor>;
constexpr asio::use_awaitable_t<Executor> use_aw{};
using Clock = std::chrono::steady_clock;

struct Connection;

// One network thread's event loop and the connections it runs (touched only on that thread).
struct Loop {
  Loop() : ioc(1), sweep_timer(ioc.get_executor()) {}
  // Declared before the io_context: sessions it destroys unfinished (grace period over) still
  // unregister themselves.
  std::unordered_set<Connection*> connections;
  bool done = false;
  asio::io_context ioc;
  // Every 250 ms: cancels the pending I/O of connections past their deadline (read, idle and write
  // timeouts), instead of arming and cancelling a timer around every read and write.
  SteadyTimer sweep_timer;
};

// One connection's state, shared with the shutdown logic.
struct Connection {
  Connection(Socket s, Loop& l) : socket(std::move(s)), loop(l) {
    boost::system::error_code ec;
    const auto endpoint = socket.remote_endpoint(ec);
    if (!ec) peer = endpoint.address().to_string();
  }
  Socket socket;
  Loop& loop;
  std::string peer;                                       // read once per connection
  bool busy = false;                                      // touched only on the connection's thread
  Clock::time_point deadline = Clock::time_point::max();  // for the I/O in progress
  beast::flat_buffer buffer;                              // reused by every request on the connection
  std::string head;                                       // the response header being written, reused

  void expires_after(std::chrono::seconds timeout) { deadline = Clock::now() + timeout; }
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

// Writes the status line and header of `res` into `out`, followed by the constant security header
// lines (a handler's own copy of one of those is dropped). The body follows separately.
void serialize_head(const Response& res, std::string& out) {
  out.clear();
  const unsigned version = res.version();
  out.append("HTTP/");
  out += static_cast<char>('0' + version / 10 % 10);
  out += '.';
  out += static_cast<char>('0' + version % 10);
  out += ' ';
  out.append(std::to_string(res.result_int()));
  out += ' ';
  out.append(res.reason());
  out.append("\r\n");
  for (const auto& field : res) {
    const std::string_view name = field.name_string();
    if (is_security_header(name)) continue;
    out.append(name);
    out.append(": ");
    out.append(field.value());
    out.append("\r\n");
  }
  out.append(security_header_lines());
  out.append("\r\n");
}

}  // namespace

struct Server::Impl {
  Impl(ServerOptions o, const Router& r, const StaticFiles& s)
      : options(std::move(o)),
        router(r),
        static_files(s),
        loops(make_loops(options.network_threads)),
        workers(std::max(1u, options.worker_threads)),
        acceptor(loops.front()->ioc.get_executor()),
        signals(loops.front()->ioc.get_executor(), SIGINT, SIGTERM),
        grace_timer(loops.front()->ioc.get_executor()),
        write_limits(options.write_budgets) {}

  static std::vector<std::unique_ptr<Loop>> make_loops(unsigned count) {
    std::vector<std::unique_ptr<Loop>> out;
    for (unsigned i = 0; i < std::max(1u, count); ++i) out.push_back(std::make_unique<Loop>());
    return out;
  }

  ServerOptions options;
  const Router& router;
  const StaticFiles& static_files;
  std::vector<std::unique_ptr<Loop>> loops;  // loops[0] also runs the acceptor and the signals
  asio::thread_pool workers;
  Acceptor acceptor;
  asio::signal_set signals;
  SteadyTimer grace_timer;
  WriteLimits write_limits;
  std::size_t next_loop = 0;  // round-robin over loops, touched by the accept loop only
  std::atomic<bool> stopping{false};
  std::atomic<std::uint16_t> bound_port{0};

  std::mutex connections_mutex;
  std::set<std::shared_ptr<Connection>> connections;

  void bind() {
    if (acceptor.is_open()) return;
    const tcp::endpoint endpoint(asio::ip::make_address(options.host), options.port);
    acceptor.open(endpoint.protocol());
    acceptor.set_option(asio::socket_base::reuse_address(true));
    acceptor.bind(endpoint);
    acceptor.listen(asio::socket_base::max_listen_connections);
    bound_port = acceptor.local_endpoint().port();
  }

  void sweep(Loop& loop) {
    loop.sweep_timer.expires_after(std::chrono::milliseconds(250));
    loop.sweep_timer.async_wait([this, &loop](boost::system::error_code ec) {
      if (ec || loop.done) return;
      const auto now = Clock::now();
      for (Connection* conn : loop.connections) {
        if (conn->deadline <= now) {
          conn->deadline = Clock::time_point::max();
          boost::system::error_code ignored;
          conn->socket.cancel(ignored);  // the pending read or write fails with operation_aborted
        }
      }
      sweep(loop);
    });
  }

  // Once shutting down and every connection is gone: lets each loop's run() return.
  void finish_loops() {
    for (auto& loop : loops) {
      asio::post(loop->ioc, [l = loop.get()] {
        l->done = true;
        l->sweep_timer.cancel();
      });
    }
  }

  Awaitable<> accept_loop() {
    for (;;) {
      Loop& loop = *loops[next_loop];
      next_loop = (next_loop + 1) % loops.size();
      boost::system::error_code ec;
      Socket socket = co_await acceptor.async_accept(loop.ioc, asio::redirect_error(use_aw, ec));
      if (ec) {
        if (stopping || ec == asio::error::operation_aborted) co_return;
        log::warn("accept failed: " + ec.message());
        continue;
      }
      auto conn = std::make_shared<Connection>(std::move(socket), loop);
      bool over_capacity = false;
      {
        std::lock_guard lock(connections_mutex);
        over_capacity = connections.size() >= options.max_connections;
        connections.insert(conn);
      }
      asio::co_spawn(loop.ioc, session(conn, over_capacity), [](std::exception_ptr e) {
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
    if (last && stopping) {
      asio::post(acceptor.get_executor(), [this] {
        grace_timer.cancel();
        finish_loops();
      });
    }
  }

  void begin_shutdown() {
    if (stopping.exchange(true)) return;
    log::info("shutting down: finishing in-flight requests");
    boost::system::error_code ec;
    acceptor.close(ec);
    signals.cancel(ec);
    if (options.upgrade) options.upgrade->shutdown();
    std::vector<std::shared_ptr<Connection>> open;
    {
      std::lock_guard lock(connections_mutex);
      open.assign(connections.begin(), connections.end());
    }
    for (auto& conn : open) {
      // Idle keep-alive connections are closed now; busy ones close after their response.
      asio::post(conn->socket.get_executor(), [conn] {
        boost::system::error_code ignored;
        if (!conn->busy) conn->socket.cancel(ignored);
      });
    }
    if (open.empty()) {
      finish_loops();
      return;
    }
    grace_timer.expires_after(options.shutdown_grace);
    grace_timer.async_wait([this](boost::system::error_code wait_ec) {
      if (!wait_ec) {
        log::warn("shutdown grace period over: closing remaining connections");
        for (auto& loop : loops) loop->ioc.stop();
      }
    });
  }

  // Writes `res` (header, the security headers, its body, then `extra_body` when not empty).
  Awaitable<> write_response(Connection& conn, const Response& res, std::string_view extra_body,
                             boost::system::error_code& ec) {
    serialize_head(res, conn.head);
    const std::array<asio::const_buffer, 3> buffers{asio::buffer(conn.head), asio::buffer(res.body()),
                                                    asio::buffer(extra_body.data(), extra_body.size())};
    conn.expires_after(options.write_timeout);
    co_await asio::async_write(conn.socket, buffers, asio::redirect_error(use_aw, ec));
  }

  Awaitable<> session(std::shared_ptr<Connection> conn, bool over_capacity) {
    // Registered with its loop for the timeouts while the session runs (also if it throws).
    struct Registration {
      Connection& conn;
      explicit Registration(Connection& c) : conn(c) { conn.loop.connections.insert(&conn); }
      ~Registration() { conn.loop.connections.erase(&conn); }
    } registration(*conn);
    auto& buffer = conn->buffer;
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
      conn->expires_after(options.idle_timeout);
      co_await bhttp::async_read_header(conn->socket, buffer, parser, asio::redirect_error(use_aw, ec));
      if (ec) {
        log::debug("read header: " + ec.message());
        const std::string_view received(static_cast<const char*>(buffer.data().data()), buffer.size());
        if (auto error = malformed_request_error(ec, received)) co_await refuse(*conn, *error, 11);
        break;
      }
      conn->busy = true;
      const auto start = Clock::now();
      const Request& req = parser.get();
      if (auto error = unsupported_request_error(req)) {
        co_await refuse(*conn, *error, 11);
        break;
      }
      const unsigned version = req.version();
      if (over_capacity) {
        co_await write_error(*conn, ApiError(503, "unavailable", "Servidor ocupado, intenta de nuevo"), version);
        break;
      }

      std::string path;
      std::map<std::string, std::string, std::less<>> query;
      const bool target_ok = split_target(req.target(), path, query);
      const bool api = target_ok && is_api_path(path);
      // Matched once, before the body: the route gives the body limit and, below, the handler.
      Router::Match match;
      if (api) match = router.match(req.method(), path);
      const std::size_t limit =
          match.kind == Router::Match::Kind::found ? match.options->body_limit : RouteOptions{}.body_limit;
      parser.body_limit(limit);
      auto request_line = [&] { return std::string(bhttp::to_string(req.method())) + " " + path; };
      const bool auth = api && path.starts_with("/auth/");  // answered in the auth contract's shape
      const bool file_upload = match.kind == Router::Match::Kind::found && match.options->file_upload;
      const auto too_large = [&] { return file_upload ? ApiError::file_too_large() : payload_too_large(); };
      if (req.has_content_length() && parser.content_length() && *parser.content_length() > limit) {
        co_await refuse(*conn, too_large(), version, request_line(), auth);
        break;
      }
      if (req[bhttp::field::expect] == "100-continue") {
        const std::string_view cont = version == 10 ? "HTTP/1.0 100 Continue\r\n\r\n" : "HTTP/1.1 100 Continue\r\n\r\n";
        conn->expires_after(options.write_timeout);
        co_await asio::async_write(conn->socket, asio::buffer(cont.data(), cont.size()),
                                   asio::redirect_error(use_aw, ec));
        if (ec) break;
      }
      if (!parser.is_done()) {
        conn->expires_after(options.read_timeout);
        co_await bhttp::async_read(conn->socket, buffer, parser, asio::redirect_error(use_aw, ec));
        if (ec) {
          log::debug("read failed: " + ec.message());
          auto error = ec == bhttp::error::body_limit ? too_large() : malformed_request_error(ec);
          if (error) co_await refuse(*conn, *error, version, request_line(), auth);
          break;
        }
      }
      conn->deadline = Clock::time_point::max();  // no I/O while the request is handled
      if (api && options.upgrade && path == options.upgrade->path() && beast::websocket::is_upgrade(req)) {
        co_await upgrade(conn, parser.release(), path, start);
        break;
      }

      Response res;
      std::string_view shared_body;  // a static file's bytes, sent from where they are held
      metrics::RouteSeries* series = &metrics::RouteSeries::not_routed();
      if (!target_ok) {
        res = error_response(ApiError::bad_request("Dirección mal formada"), version);
        series = &metrics::RouteSeries::refused();
      } else if (!api) {
        const bool read = req.method() == bhttp::verb::get || req.method() == bhttp::verb::head;
        if (read && options.pages) match = options.pages->match(req.method(), path);
        if (match.kind == Router::Match::Kind::found) {
          series = match.series;
          co_await handle(*conn, req, match, std::move(path), std::move(query), res);
          compress_response(req[bhttp::field::accept_encoding], res);
        } else if (read) {
          series = &metrics::RouteSeries::static_files();
          shared_body = static_files.serve_shared(req, path, res);
        } else {
          series = &metrics::RouteSeries::static_files();
          res = method_not_allowed_response({"GET", "HEAD"}, version);
        }
      } else if (match.kind == Router::Match::Kind::not_found) {
        res = not_found_response(version);
      } else if (match.kind == Router::Match::Kind::method_not_allowed) {
        res = method_not_allowed_response(match.allowed, version);
      } else {
        series = match.series;
        // (No co_await inside ?: — GCC 12 miscompiles it.)
        co_await handle(*conn, req, match, std::move(path), std::move(query), res);
        compress_response(req[bhttp::field::accept_encoding], res);
      }
      const bool keep_alive = req.keep_alive() && !stopping;
      res.keep_alive(keep_alive);
      answered(req, res, start, *series);

      co_await write_response(*conn, res, shared_body, ec);
      if (ec || !keep_alive) break;
    }
    conn->deadline = Clock::time_point::max();
    conn->socket.shutdown(tcp::socket::shutdown_send, ec);
    conn->socket.close(ec);
    forget(conn);
  }

  // A WebSocket upgrade: refused over HTTP, or handed to the upgrade handler until the socket closes
  // (the HTTP buffers it no longer needs are released first).
  Awaitable<> upgrade(std::shared_ptr<Connection> conn, Request req, const std::string& path, Clock::time_point start) {
    std::string ip = client_address(conn->peer, req, options.trusted_proxies);
    if (const auto refusal = options.upgrade->admit(req, ip)) {
      Response res = error_response_for(refusal, req.version());
      res.keep_alive(false);
      answered(req, res, start, metrics::RouteSeries::refused());
      boost::system::error_code ec;
      co_await write_response(*conn, res, {}, ec);
      co_return;
    }
    if (log::enabled(LogLevel::info)) log::info("http GET " + path + " 101");
    conn->buffer = beast::flat_buffer();
    conn->head = std::string();
    conn->loop.connections.erase(conn.get());  // the WebSocket keeps its own timeouts: out of the sweep
    std::size_t index = 0;
    while (loops[index].get() != &conn->loop) ++index;
    co_await options.upgrade->run(conn->socket, std::move(req), std::move(ip), index);
  }

  // Answers a request whose body was not read (or could not be), then reads and discards what the
  // client still sends, for a bounded time and size, before the connection closes: closing at once
  // with unread data resets the connection, and the client loses the answer.
  Awaitable<> refuse(Connection& conn, const ApiError& error, unsigned version, std::string request_line = "- -",
                     bool auth = false) {
    co_await write_error(conn, error, version, std::move(request_line), auth);
    boost::system::error_code ec;
    conn.socket.shutdown(tcp::socket::shutdown_send, ec);
    conn.expires_after(options.linger_time);
    std::array<char, 16 * 1024> scratch;
    std::size_t discarded = 0;
    while (!ec && discarded < options.linger_bytes) {
      discarded += co_await conn.socket.async_read_some(asio::buffer(scratch), asio::redirect_error(use_aw, ec));
    }
  }

  // Answers a request that never reached a handler, and closes the connection. `request_line`
  // ("POST /path") goes to the access log when the header was readable.
  Awaitable<> write_error(Connection& conn, const ApiError& error, unsigned version, std::string request_line = "- -",
                          bool auth = false) {
    metrics::RouteSeries::refused().observe(static_cast<unsigned>(error.status()), 0);
    if (log::enabled(LogLevel::info)) log::info("http " + request_line + " " + std::to_string(error.status()));
    Response res = auth ? auth_error_response(error.status(), error.code(), error.what(), nullptr, version)
                        : error_response(error, version);
    res.keep_alive(false);
    boost::system::error_code ec;
    co_await write_response(conn, res, {}, ec);
  }

  // Runs the matched handler (inline, or on the worker pool) and leaves its answer in `res` (the
  // response is written into the caller's frame: returning it through co_spawn corrupts it in
  // Boost 1.74). An AsyncHandler's answer comes from whichever thread finishes its work (SQLite's
  // writer for a purchase) straight to this loop: the worker that started it is not woken again.
  Awaitable<> handle(const Connection& conn, const Request& req, Router::Match& match, std::string path,
                     std::map<std::string, std::string, std::less<>> query, Response& res) {
    const unsigned version = req.version();
    const Traffic traffic =
        path.starts_with("/api/") ? traffic_of(req.method(), match.options->body_limit) : Traffic::read;
    RequestContext ctx{req,
                       std::move(path),
                       std::move(match.params),
                       std::move(query),
                       client_address(conn.peer, req, options.trusted_proxies),
                       &write_limits,
                       traffic};
    if (match.async_handler) {
      co_await asio::async_initiate<const asio::use_awaitable_t<Executor>&, void()>(
          [&](auto resume) {
            auto waiting = std::make_shared<decltype(resume)>(std::move(resume));
            Reply reply(version, [&res, loop = conn.loop.ioc.get_executor(), waiting](Response answer) {
              res = std::move(answer);
              asio::post(loop, [waiting] { (*waiting)(); });
            });
            auto start = [this, &ctx, &match, reply] {
              try {
                write_limits.charge_address(ctx.traffic, ctx.client_ip);
                (*match.async_handler)(ctx, reply);
              } catch (...) {
                reply.fail(std::current_exception());
              }
            };
            const auto& start_inline = match.options->start_inline_when;
            if (start_inline && start_inline(ctx)) {
              start();
            } else {
              asio::post(workers, std::move(start));
            }
          },
          use_aw);
      if (req.method() == bhttp::verb::head) res.body().clear();
      co_return;
    }
    const Handler& handler = *match.handler;
    auto run = [&] {
      try {
        write_limits.charge_address(ctx.traffic, ctx.client_ip);
        res = handler(ctx);
      } catch (...) {
        res = error_response_for(std::current_exception(), version);
      }
    };
    if (match.options->run_inline) {
      run();
    } else {
      // Handlers may block on the database: run them on the worker pool, then resume here.
      co_await asio::co_spawn(
          workers.get_executor(),
          [&]() -> asio::awaitable<void> {
            run();
            co_return;
          },
          use_aw);
    }
    res.version(version);
    if (req.method() == bhttp::verb::head) res.body().clear();
  }

  // A request answered: counted in its route's metrics, then written to the access log.
  static void answered(const Request& req, const Response& res, Clock::time_point start, metrics::RouteSeries& series) {
    const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start).count();
    series.observe(res.result_int(), static_cast<double>(micros) / 1e6);
    if (!log::enabled(LogLevel::info)) return;
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
    if (log::format() == LogFormat::json) {  // the same line, and its parts as fields
      log::info(line, {{"method", bhttp::to_string(req.method())},
                       {"path", path},
                       {"status", res.result_int()},
                       {"duration_ms", static_cast<double>(micros) / 1000.0}});
    } else {
      log::info(line);
    }
  }
};

Server::Server(ServerOptions options, const Router& router, const StaticFiles& static_files)
    : impl_(std::make_unique<Impl>(std::move(options), router, static_files)) {}

Server::~Server() = default;

std::uint16_t Server::port() const { return impl_->bound_port; }

void Server::stop() {
  asio::post(impl_->acceptor.get_executor(), [impl = impl_.get()] { impl->begin_shutdown(); });
}

void Server::bind() { impl_->bind(); }

void Server::run() {
  Impl& s = *impl_;
  s.bind();
  s.signals.async_wait([&s](boost::system::error_code ec, int) {
    if (!ec) s.begin_shutdown();
  });
  asio::co_spawn(s.acceptor.get_executor(), s.accept_loop(), asio::detached);
  if (s.options.upgrade) {
    std::vector<LoopExecutor> executors;
    for (auto& loop : s.loops) executors.push_back(loop->ioc.get_executor());
    s.options.upgrade->attach(std::move(executors), s.workers.get_executor());
  }
  for (auto& loop : s.loops) s.sweep(*loop);
  log::info("listening on http://" + s.options.host + ":" + std::to_string(s.bound_port.load()));

  std::vector<std::thread> threads;
  for (std::size_t i = 1; i < s.loops.size(); ++i) {
    threads.emplace_back([loop = s.loops[i].get()] { loop->ioc.run(); });
  }
  s.loops.front()->ioc.run();
  for (auto& t : threads) t.join();
  s.workers.join();
  log::info("server stopped");
}

}  // namespace rifa::http
