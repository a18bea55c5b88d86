// The ceiling of bench/run.sh (ARCHITECTURE §2): a minimal one-thread Boost.Beast server that
// answers every request on 127.0.0.1:PORT with the bytes of BODY_FILE as application/json, and
// nothing else: no routing, no database, no logging, no headers beyond Content-Type, Content-Length
// and Connection. Each request is parsed by Beast (keep-alive and pipelining work); the answer is
// serialised once at start-up and written as is.
//   beast_ceiling PORT BODY_FILE
#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>
#include <string>

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

namespace {

asio::awaitable<void> serve(tcp::socket socket, std::shared_ptr<const std::string> answer) {
  beast::flat_buffer buffer;
  beast::error_code ec;
  for (;;) {
    http::request_parser<http::empty_body> parser;
    co_await http::async_read(socket, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
    if (ec) co_return;
    co_await asio::async_write(socket, asio::buffer(*answer), asio::redirect_error(asio::use_awaitable, ec));
    if (ec || !parser.get().keep_alive()) co_return;
  }
}

asio::awaitable<void> listen(tcp::acceptor acceptor, std::shared_ptr<const std::string> answer) {
  for (;;) {
    auto socket = co_await acceptor.async_accept(asio::use_awaitable);
    socket.set_option(tcp::no_delay(true));
    asio::co_spawn(acceptor.get_executor(), serve(std::move(socket), answer), asio::detached);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: beast_ceiling PORT BODY_FILE\n");
    return 2;
  }
  std::ifstream in(argv[2], std::ios::binary);
  const std::string body{std::istreambuf_iterator<char>(in), {}};
  http::response<http::string_body> res{http::status::ok, 11};
  res.set(http::field::content_type, "application/json");
  res.keep_alive(true);
  res.body() = body;
  res.prepare_payload();
  std::ostringstream wire;
  wire << res;
  auto answer = std::make_shared<const std::string>(wire.str());

  asio::io_context io{1};
  tcp::acceptor acceptor{io, {asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(std::stoi(argv[1]))}};
  asio::co_spawn(io, listen(std::move(acceptor), answer), asio::detached);
  io.run();
}
