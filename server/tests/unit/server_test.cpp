#include <atomic>
#include <utility>

#include "http/server.hpp"

#include <gtest/gtest.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

namespace rifa::http {
namespace {
namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using namespace std::chrono;

// Set by /api/v1/slow when a request reaches it (tests wait for it instead of sleeping).
std::atomic<bool> slow_entered{false};
// /api/v1/slow answers once this is set (by the test once the shutdown has begun, else by ~Running).
std::atomic<bool> slow_released{false};

struct Running {
  Router router;
  StaticFiles files{"/nonexistent"};
  std::unique_ptr<Server> server;
  std::thread thread;
  std::vector<std::thread> answerers;  // where /api/v1/later answers from
  std::mutex answerers_mutex;
  std::thread::id network_thread, started_on;  // written by the handlers of one connection in turn
  explicit Running(ServerOptions o) {
    // Answered from a thread of its own once the handler has returned (as SQLite's writer answers a
    // purchase); /api/v1/dropped forgets its reply.
    router.add_async(bhttp::verb::get, "/api/v1/later", [this](RequestContext&, Reply reply) {
      std::lock_guard lock(answerers_mutex);
      answerers.emplace_back([reply] { reply.send(json_response(Status::ok, {{"from", "another thread"}})); });
    });
    router.add_async(bhttp::verb::get, "/api/v1/dropped", [](RequestContext&, Reply) {});
    // Where handlers run: the network thread (a run_inline handler's), and an AsyncHandler started
    // there when its request says so (?inline), else on a worker; ?fail throws where it started.
    router.add(
        bhttp::verb::get, "/api/v1/network-thread",
        [this](RequestContext&) {
          network_thread = std::this_thread::get_id();
          return json_response(Status::ok, {{"ok", true}});
        },
        RouteOptions{.run_inline = true});
    router.add_async(
        bhttp::verb::get, "/api/v1/started",
        [this](RequestContext& c, Reply reply) {
          started_on = std::this_thread::get_id();
          if (c.query_value("fail")) throw std::runtime_error("refused where it started");
          reply.send(json_response(Status::ok, {{"ok", true}}));
        },
        RouteOptions{.start_inline_when = [](const RequestContext& c) { return c.query_value("inline").has_value(); }});
    router.add(bhttp::verb::get, "/api/v1/slow", [](RequestContext&) {
      slow_entered = true;
      while (!slow_released) std::this_thread::sleep_for(milliseconds(1));
      return json_response(Status::ok, {{"ok", true}});
    });
    router.add(bhttp::verb::post, "/api/v1/echo",
               [](RequestContext& c) { return json_text_response(Status::ok, c.request.body()); });
    o.host = "127.0.0.1";
    o.port = 0;
    server = std::make_unique<Server>(o, router, files);
    thread = std::thread([this] { server->run(); });
    while (server->port() == 0) std::this_thread::sleep_for(milliseconds(5));
  }
  ~Running() {
    server->stop();
    slow_released = true;
    thread.join();
    for (auto& t : answerers) t.join();
  }
};

// Reads until EOF/error; returns bytes and the time it took.
std::pair<std::string, double> read_all(tcp::socket& s) {
  auto t0 = steady_clock::now();
  std::string out;
  char buf[4096];
  boost::system::error_code ec;
  for (;;) {
    auto n = s.read_some(asio::buffer(buf), ec);
    out.append(buf, n);
    if (ec) break;
  }
  return {out, duration<double>(steady_clock::now() - t0).count()};
}

tcp::socket connect(asio::io_context& io, std::uint16_t port) {
  tcp::socket s(io);
  s.connect({asio::ip::make_address("127.0.0.1"), port});
  return s;
}

TEST(Server, IdleTimeoutClosesConnection) {
  ServerOptions o;
  o.network_threads = 2;
  o.idle_timeout = seconds(1);
  Running r(o);
  asio::io_context io;
  auto s = connect(io, r.server->port());
  auto [out, secs] = read_all(s);
  EXPECT_EQ(out, "");
  EXPECT_GE(secs, 0.9);  // not before the timeout (load can only make it later)
}

TEST(Server, ReadTimeoutOnSlowBody) {
  ServerOptions o;
  o.read_timeout = seconds(1);
  Running r(o);
  asio::io_context io;
  auto s = connect(io, r.server->port());
  asio::write(s, asio::buffer(std::string("POST /api/v1/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nab")));
  auto [out, secs] = read_all(s);
  EXPECT_EQ(out, "");
  EXPECT_GE(secs, 0.9);  // not before the timeout (load can only make it later)
}

TEST(Server, KeepAliveTwoRequestsAndBody) {
  Running r(ServerOptions{});
  asio::io_context io;
  auto s = connect(io, r.server->port());
  asio::write(s, asio::buffer(std::string(
                     "POST /api/v1/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\n\r\n{\"a\":1}"
                     "POST /api/v1/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")));
  auto [out, secs] = read_all(s);
  EXPECT_NE(out.find("{\"a\":1}"), std::string::npos);
  EXPECT_NE(out.find("Connection: close\r\n"), std::string::npos);
  EXPECT_EQ(out.rfind("{}"), out.size() - 2);
  std::size_t n = 0;
  for (auto p = out.find("X-Frame-Options: DENY"); p != std::string::npos; p = out.find("X-Frame-Options: DENY", p + 1))
    ++n;
  EXPECT_EQ(n, 2u);
}

TEST(Server, AsyncHandlerAnswersFromAnotherThreadAndADroppedReplyIs500) {
  Running r(ServerOptions{});
  asio::io_context io;
  auto s = connect(io, r.server->port());
  asio::write(s, asio::buffer(std::string("GET /api/v1/later HTTP/1.1\r\nHost: x\r\n\r\n"
                                          "GET /api/v1/dropped HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")));
  auto [out, secs] = read_all(s);
  EXPECT_EQ(out.rfind("HTTP/1.1 200 OK", 0), 0u) << out;
  EXPECT_NE(out.find("{\"from\":\"another thread\"}"), std::string::npos) << out;
  EXPECT_NE(out.find("HTTP/1.1 500 Internal Server Error"), std::string::npos) << out;
  EXPECT_NE(out.find("Connection: close"), std::string::npos);
}

// An AsyncHandler whose start_inline_when holds starts on the network thread (no worker's wake-up),
// answers through the loop as any other, and what it throws there is answered like a handler's.
TEST(Server, AsyncHandlerStartsOnTheNetworkThreadWhenItSaysItWillNotBlock) {
  Running r(ServerOptions{});
  asio::io_context io;
  auto s = connect(io, r.server->port());
  const auto ask = [&](const std::string& target) {
    asio::write(s, asio::buffer("GET " + target + " HTTP/1.1\r\nHost: x\r\n\r\n"));
    std::string out;
    char buf[4096];
    while (out.find("\r\n\r\n") == std::string::npos || out.back() != '}') {
      out.append(buf, s.read_some(asio::buffer(buf)));
    }
    return out;
  };
  EXPECT_EQ(ask("/api/v1/network-thread").rfind("HTTP/1.1 200", 0), 0u);
  const auto network = r.network_thread;
  EXPECT_EQ(ask("/api/v1/started?inline=1").rfind("HTTP/1.1 200", 0), 0u);
  EXPECT_EQ(r.started_on, network);
  EXPECT_EQ(ask("/api/v1/started").rfind("HTTP/1.1 200", 0), 0u);
  EXPECT_NE(r.started_on, network);
  EXPECT_EQ(ask("/api/v1/started?inline=1&fail=1").rfind("HTTP/1.1 500", 0), 0u);
  EXPECT_EQ(r.started_on, network);
  EXPECT_EQ(ask("/api/v1/network-thread").rfind("HTTP/1.1 200", 0), 0u);  // the connection goes on
}

TEST(Server, StopFinishesInFlightRequest) {
  ServerOptions o;
  o.network_threads = 2;
  auto r = std::make_unique<Running>(o);
  asio::io_context io;
  auto s = connect(io, r->server->port());
  auto idle = connect(io, r->server->port());
  slow_entered = false;
  slow_released = false;
  asio::write(s, asio::buffer(std::string("GET /api/v1/slow HTTP/1.1\r\nHost: x\r\n\r\n")));
  while (!slow_entered) std::this_thread::sleep_for(milliseconds(5));
  // stop() while the handler is running; it answers once the shutdown has begun (the port no
  // longer accepts), and must still answer in full.
  r->server->stop();
  const auto give_up = steady_clock::now() + std::chrono::seconds(30);
  const auto accepts = [&] {
    tcp::socket probe(io);
    boost::system::error_code ec;
    probe.connect({asio::ip::make_address("127.0.0.1"), r->server->port()}, ec);
    return !ec;
  };
  while (accepts() && steady_clock::now() < give_up) std::this_thread::sleep_for(milliseconds(5));
  EXPECT_FALSE(accepts()) << "the shutdown never began";
  slow_released = true;
  r.reset();
  auto [out, secs] = read_all(s);
  EXPECT_EQ(out.rfind("HTTP/1.1 200 OK", 0), 0u) << out;
  EXPECT_NE(out.find("Connection: close"), std::string::npos);
}

TEST(Server, ConnectionCap) {
  ServerOptions o;
  o.max_connections = 1;
  Running r(o);
  asio::io_context io;
  auto a = connect(io, r.server->port());
  // A full exchange on `a` proves the server holds it before `b` arrives.
  asio::write(a,
              asio::buffer(std::string("POST /api/v1/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\n\r\n{\"a\":1}")));
  std::string first;
  char buf[1024];
  while (first.find("{\"a\":1}") == std::string::npos) first.append(buf, a.read_some(asio::buffer(buf)));
  auto b = connect(io, r.server->port());
  asio::write(b, asio::buffer(std::string("GET /api/v1/x HTTP/1.1\r\nHost: x\r\n\r\n")));
  auto [out, secs] = read_all(b);
  EXPECT_EQ(out.rfind("HTTP/1.1 503", 0), 0u) << out;
}

}  // namespace
}  // namespace rifa::http
