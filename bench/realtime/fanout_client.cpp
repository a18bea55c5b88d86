// fanout_client: the load client of the realtime fan-out benchmark (bench/realtime.sh).
//
// Holds N WebSocket subscribers on one `raffle:<id>` topic of one rifa-server instance, then buys
// numbers of that raffle one at a time over HTTP (possibly through another instance) and times the
// `raffle.numbers` event of every purchase at every subscriber.
//
// Timing. Every delivery is stamped by the kernel when its bytes reached the subscriber's socket
// (SO_TIMESTAMPNS, CLOCK_REALTIME), not when this single-threaded client got round to reading it:
// draining 10,000 sockets takes the client milliseconds, and user-space stamps would add that
// queueing to the server's latency. The client's own lag (user-space time of processing minus the
// kernel stamp) is measured and printed, so the difference is visible. A purchase's commit is not
// visible from outside, so two reference instants are used:
//   - send: just before the purchase request is written (an upper bound: it adds the request's
//     parsing, the transaction and its fsync to the latency);
//   - response: the kernel stamp of the HTTP response's last bytes (the commit happened before it;
//     an event can arrive before the response, which counts as 0).
//
// One thread, one io_context (epoll): the sockets are read with async_wait + recvmsg so that the
// control message with the stamp is available; WebSocket framing is done here (server frames are
// unmasked, client frames masked; no extensions are offered). Output: key=value lines on stdout.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange

#include <boost/asio.hpp>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

struct Options {
  std::string ws_host = "127.0.0.1";
  int ws_port = 0;
  std::string path = "/realtime/v1";
  std::string origin;
  std::string raffle;
  int subscribers = 10000;
  int purchases = 100;
  std::string http_host = "127.0.0.1";
  int http_port = 0;
  std::string token;
  int first_number = 0;
  int concurrency = 200;    // connections being opened at once
  int source_addrs = 1;     // spread sockets over 127.0.0.1 .. 127.0.0.K
  int rss_pid = 0;          // server whose VmRSS is read before and after connecting
  double settle_s = 2;      // idle time before reading the RSS with every socket subscribed
  double timeout_s = 10;    // a purchase's events not in by then are missing
  double heartbeat_s = 25;  // client heartbeat period per socket
  double gap_ms = 20;       // pause between a purchase fully delivered and the next one
  std::string csv;          // per-purchase figures (optional)
};

std::int64_t now_ns() {
  timespec ts{};
  clock_gettime(CLOCK_REALTIME, &ts);
  return std::int64_t{ts.tv_sec} * 1'000'000'000 + ts.tv_nsec;
}

long vm_rss_kb(int pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  }
  return -1;
}

[[noreturn]] void fail(const std::string& what) {
  std::cerr << "fanout_client: " << what << "\n";
  std::exit(1);
}

// A masked client frame (RFC 6455 §5.2).
std::string client_frame(std::string_view payload, std::uint8_t opcode, std::mt19937& rng) {
  std::string f;
  f.push_back(static_cast<char>(0x80 | opcode));
  const auto n = payload.size();
  if (n < 126) {
    f.push_back(static_cast<char>(0x80 | n));
  } else if (n < 65536) {
    f.push_back(static_cast<char>(0x80 | 126));
    f.push_back(static_cast<char>(n >> 8));
    f.push_back(static_cast<char>(n & 0xff));
  } else {
    f.push_back(static_cast<char>(0x80 | 127));
    for (int i = 7; i >= 0; --i) f.push_back(static_cast<char>((std::uint64_t{n} >> (8 * i)) & 0xff));
  }
  const std::uint32_t key = rng();
  char mask[4];
  std::memcpy(mask, &key, 4);
  f.append(mask, 4);
  for (std::size_t i = 0; i < n; ++i) f.push_back(static_cast<char>(payload[i] ^ mask[i % 4]));
  return f;
}

// The integer after `key` in compact JSON text (e.g. `"taken":[`), if any.
std::optional<std::int64_t> int_after(std::string_view text, std::string_view key) {
  const auto at = text.find(key);
  if (at == std::string_view::npos) return std::nullopt;
  const char* p = text.data() + at + key.size();
  std::int64_t v = 0;
  auto [end, ec] = std::from_chars(p, text.data() + text.size(), v);
  if (ec != std::errc{}) return std::nullopt;
  return v;
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return NAN;
  const auto k = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(v.size()))) - 1;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
  return v[k];
}

// Reads what is available with the kernel's receive stamp. Returns bytes (0: closed, -1: nothing
// now, -2: error); `stamp` is the stamp of the data read (0 when the kernel gave none).
ssize_t read_stamped(int fd, char* buf, std::size_t len, std::int64_t& stamp) {
  iovec iov{buf, len};
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof(timespec))];
  msghdr msg{};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  msg.msg_control = control;
  msg.msg_controllen = sizeof control;
  const ssize_t n = ::recvmsg(fd, &msg, MSG_DONTWAIT);
  if (n < 0) return (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) ? -1 : -2;
  stamp = 0;
  for (cmsghdr* c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_TIMESTAMPNS) {
      timespec ts{};
      std::memcpy(&ts, CMSG_DATA(c), sizeof ts);
      stamp = std::int64_t{ts.tv_sec} * 1'000'000'000 + ts.tv_nsec;
    }
  }
  return n;
}

bool send_all(int fd, std::string_view bytes) {
  // Client messages are a few dozen bytes: they fit in an idle socket's send buffer.
  const ssize_t n = ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
  return n == static_cast<ssize_t>(bytes.size());
}

class Bench {
 public:
  explicit Bench(Options o) : o_(std::move(o)), rng_(std::random_device{}()) {
    recv_ns_.assign(static_cast<std::size_t>(o_.purchases) * o_.subscribers, 0);
    purchase_.resize(o_.purchases);
    buf_.resize(1 << 16);
  }

  int run();

 private:
  enum class State { connecting, handshake, subscribing, ready, closed };
  struct Sub {
    explicit Sub(asio::io_context& io) : sock(io) {}
    tcp::socket sock;
    int index = 0;
    State state = State::connecting;
    std::string pending;  // bytes of an incomplete handshake answer or frame
    std::string message;  // a fragmented message being assembled
    std::int64_t last_sent_ns = 0;
    bool subscribed = false;
  };
  struct Purchase {
    std::int64_t send_ns = 0, response_ns = 0;
    int status = 0;
    int delivered = 0;
    bool done = false;
  };

  void connect_next();
  void on_connect(Sub& s, const boost::system::error_code& ec);
  void arm(Sub& s);
  void on_readable(Sub& s);
  void on_bytes(Sub& s, const char* p, std::size_t n, std::int64_t stamp);
  std::size_t on_frames(Sub& s, const char* p, std::size_t n, std::int64_t stamp);
  void on_message(Sub& s, std::string_view text, std::int64_t stamp);
  void closed(Sub& s, const std::string& why);
  void subscribed_one();
  void heartbeats();
  void start_purchases();
  void buy(int k);
  void http_arm();
  void on_http_readable();
  void maybe_finish(int k);
  void finish(int k);
  int report();

  Options o_;
  std::mt19937 rng_;
  asio::io_context io_{1};
  std::vector<std::unique_ptr<Sub>> subs_;
  std::vector<char> buf_;
  int next_ = 0, opening_ = 0, ready_ = 0, failed_ = 0, closed_after_ready_ = 0;
  std::string first_error_;
  std::int64_t connect_start_ns_ = 0, connect_end_ns_ = 0;
  long rss_before_kb_ = -1, rss_after_kb_ = -1;
  asio::steady_timer timer_{io_};      // settle, gap and purchase timeouts
  asio::steady_timer heartbeat_{io_};  // client heartbeats
  bool purchasing_ = false;
  // Deliveries: recv_ns_[k * subscribers + i] is the kernel stamp of purchase k at subscriber i.
  std::vector<std::int64_t> recv_ns_;
  std::vector<Purchase> purchase_;
  std::vector<double> lag_us_;  // client's own lag per delivery
  long duplicates_ = 0, unknown_events_ = 0, errors_in_ = 0, heartbeats_in_ = 0, no_stamp_ = 0;
  std::int64_t last_version_ = -1;
  long version_gaps_ = 0;
  int current_ = -1;
  // The purchase connection (HTTP/1.1 keep-alive).
  std::unique_ptr<tcp::socket> http_;
  std::string http_in_;
  std::int64_t http_stamp_ = 0;
};

int Bench::run() {
  if (o_.rss_pid) rss_before_kb_ = vm_rss_kb(o_.rss_pid);
  subs_.reserve(o_.subscribers);
  connect_start_ns_ = now_ns();
  for (int i = 0; i < std::min(o_.concurrency, o_.subscribers); ++i) connect_next();
  heartbeats();
  io_.run();
  return report();
}

void Bench::connect_next() {
  if (next_ >= o_.subscribers) return;
  auto sub = std::make_unique<Sub>(io_);
  Sub& s = *sub;
  s.index = next_++;
  subs_.push_back(std::move(sub));
  ++opening_;
  boost::system::error_code ec;
  s.sock.open(tcp::v4(), ec);
  if (!ec && o_.source_addrs > 1) {
    const int one = 1;
    ::setsockopt(s.sock.native_handle(), IPPROTO_IP, IP_BIND_ADDRESS_NO_PORT, &one, sizeof one);
    const auto src = asio::ip::address_v4(0x7f000001u + static_cast<unsigned>(s.index % o_.source_addrs));
    s.sock.bind(tcp::endpoint(src, 0), ec);
  }
  if (ec) return on_connect(s, ec);
  const int one = 1;
  ::setsockopt(s.sock.native_handle(), SOL_SOCKET, SO_TIMESTAMPNS, &one, sizeof one);
  const tcp::endpoint to(asio::ip::make_address(o_.ws_host), static_cast<unsigned short>(o_.ws_port));
  s.sock.async_connect(to, [this, &s](const boost::system::error_code& e) { on_connect(s, e); });
}

void Bench::on_connect(Sub& s, const boost::system::error_code& ec) {
  if (ec) return closed(s, "connect: " + ec.message());
  s.sock.non_blocking(true);
  const int one = 1;
  ::setsockopt(s.sock.native_handle(), IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  std::string req = "GET " + o_.path + " HTTP/1.1\r\nHost: " + o_.ws_host + ":" + std::to_string(o_.ws_port) +
                    "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n";
  if (!o_.origin.empty()) req += "Origin: " + o_.origin + "\r\n";
  req += "\r\n";
  if (!send_all(s.sock.native_handle(), req)) return closed(s, "handshake write failed");
  s.state = State::handshake;
  arm(s);
}

void Bench::arm(Sub& s) {
  s.sock.async_wait(tcp::socket::wait_read, [this, &s](const boost::system::error_code& ec) {
    if (ec) return closed(s, "wait: " + ec.message());
    on_readable(s);
  });
}

void Bench::on_readable(Sub& s) {
  for (;;) {
    std::int64_t stamp = 0;
    const ssize_t n = read_stamped(s.sock.native_handle(), buf_.data(), buf_.size(), stamp);
    if (n == -1) break;
    if (n == 0) return closed(s, "closed by the server");
    if (n < 0) return closed(s, std::string("read: ") + std::strerror(errno));
    if (stamp == 0) {
      // The kernel turns stamping on shortly after the first socket asks (a deferred static key):
      // early handshake reads may come without a stamp. None may during the purchases.
      no_stamp_ += purchasing_;
      stamp = now_ns();
    }
    on_bytes(s, buf_.data(), static_cast<std::size_t>(n), stamp);
    if (s.state == State::closed) return;
  }
  arm(s);
}

void Bench::on_bytes(Sub& s, const char* p, std::size_t n, std::int64_t stamp) {
  if (s.state == State::handshake) {
    s.pending.append(p, n);
    const auto end = s.pending.find("\r\n\r\n");
    if (end == std::string::npos) return;
    const std::string_view head(s.pending.data(), end);
    // The accept value for the fixed key above (RFC 6455 §1.3).
    if (head.rfind("HTTP/1.1 101", 0) != 0 || head.find("s3pPLMBiTxaQ9kYGzzhZRbK+xOo=") == std::string_view::npos) {
      return closed(s, "handshake refused: " + std::string(head.substr(0, head.find("\r\n"))));
    }
    std::string rest = s.pending.substr(end + 4);
    s.pending.clear();
    s.state = State::subscribing;
    const std::string sub = R"({"type":"subscribe","topic":"raffle:)" + o_.raffle + "\"}";
    if (!send_all(s.sock.native_handle(), client_frame(sub, 0x1, rng_))) return closed(s, "subscribe write failed");
    s.last_sent_ns = now_ns();
    if (rest.empty()) return;
    return on_bytes(s, rest.data(), rest.size(), stamp);
  }
  if (s.pending.empty()) {
    const auto used = on_frames(s, p, n, stamp);
    if (s.state != State::closed && used < n) s.pending.assign(p + used, n - used);
  } else {
    s.pending.append(p, n);
    const auto used = on_frames(s, s.pending.data(), s.pending.size(), stamp);
    if (s.state != State::closed) s.pending.erase(0, used);
  }
}

// Parses complete frames; returns the bytes used.
std::size_t Bench::on_frames(Sub& s, const char* p, std::size_t n, std::int64_t stamp) {
  std::size_t used = 0;
  while (n - used >= 2 && s.state != State::closed) {
    const auto* b = reinterpret_cast<const unsigned char*>(p + used);
    const std::size_t avail = n - used;
    const bool fin = b[0] & 0x80;
    const int opcode = b[0] & 0x0f;
    const bool masked = b[1] & 0x80;
    std::uint64_t len = b[1] & 0x7f;
    std::size_t head = 2;
    if (len == 126) {
      if (avail < 4) break;
      len = (std::uint64_t{b[2]} << 8) | b[3];
      head = 4;
    } else if (len == 127) {
      if (avail < 10) break;
      len = 0;
      for (int i = 0; i < 8; ++i) len = (len << 8) | b[2 + i];
      head = 10;
    }
    const std::size_t key_at = head;
    if (masked) head += 4;
    if (avail < head + len) break;
    std::string unmasked;
    std::string_view payload(p + used + head, len);
    if (masked) {  // servers must not mask; accept it anyway
      unmasked.assign(payload);
      for (std::size_t i = 0; i < unmasked.size(); ++i) unmasked[i] ^= static_cast<char>(b[key_at + i % 4]);
      payload = unmasked;
    }
    used += head + len;
    switch (opcode) {
      case 0x9:  // ping
        if (!send_all(s.sock.native_handle(), client_frame(payload, 0xA, rng_))) closed(s, "pong write failed");
        break;
      case 0xA:
        break;
      case 0x8:
        closed(s, "close frame from the server");
        break;
      case 0x0:
        s.message.append(payload);
        if (fin) {
          const std::string whole = std::move(s.message);
          s.message.clear();
          on_message(s, whole, stamp);
        }
        break;
      default:  // text (binary is not used by the protocol but is read the same way)
        if (fin) {
          on_message(s, payload, stamp);
        } else {
          s.message.assign(payload);
        }
    }
  }
  return used;
}

void Bench::on_message(Sub& s, std::string_view text, std::int64_t stamp) {
  if (text.find(R"("type":"event")") != std::string_view::npos) {
    if (text.find(R"("event":"raffle.numbers")") == std::string_view::npos) {
      ++unknown_events_;
      return;
    }
    const auto number = int_after(text, R"("taken":[)");
    const auto version = int_after(text, R"("numbers_version":)");
    const auto k = number ? *number - o_.first_number : -1;
    if (k < 0 || k >= o_.purchases || s.state != State::ready) {
      ++unknown_events_;
      return;
    }
    if (version && s.index == 0) {
      if (last_version_ >= 0 && *version != last_version_ + 1) ++version_gaps_;
      last_version_ = *version;
    }
    auto& slot = recv_ns_[static_cast<std::size_t>(k) * o_.subscribers + s.index];
    if (slot != 0) {
      ++duplicates_;
      return;
    }
    slot = stamp;
    lag_us_.push_back(static_cast<double>(now_ns() - stamp) / 1000.0);
    ++purchase_[k].delivered;
    maybe_finish(static_cast<int>(k));
    return;
  }
  if (text.find(R"("type":"subscribed")") != std::string_view::npos && s.state == State::subscribing) {
    s.state = State::ready;
    s.subscribed = true;
    --opening_;
    subscribed_one();
    return;
  }
  if (text.find(R"("type":"heartbeat")") != std::string_view::npos) {
    ++heartbeats_in_;
    return;
  }
  if (text.find(R"("type":"error")") != std::string_view::npos) {
    if (errors_in_++ < 5) std::cerr << "fanout_client: socket " << s.index << " got " << text << "\n";
    if (s.state == State::subscribing) closed(s, "subscribe refused: " + std::string(text));
    return;
  }
}

void Bench::closed(Sub& s, const std::string& why) {
  const State was = s.state;
  if (was == State::closed) return;
  s.state = State::closed;
  boost::system::error_code ignored;
  s.sock.close(ignored);
  if (was == State::ready) {
    ++closed_after_ready_;
    if (first_error_.empty()) first_error_ = "subscriber " + std::to_string(s.index) + ": " + why;
    return;
  }
  --opening_;
  ++failed_;
  if (first_error_.empty()) first_error_ = "subscriber " + std::to_string(s.index) + ": " + why;
  subscribed_one();
}

// One connection finished opening (subscribed or failed): open the next, or start buying.
void Bench::subscribed_one() {
  if (next_ < o_.subscribers) return connect_next();
  if (opening_ > 0 || purchasing_) return;
  purchasing_ = true;
  connect_end_ns_ = now_ns();
  for (auto& s : subs_) ready_ += s->state == State::ready;
  std::cerr << "fanout_client: " << ready_ << " subscribed, " << failed_ << " failed in "
            << (connect_end_ns_ - connect_start_ns_) / 1'000'000 << " ms\n";
  if (ready_ == 0) {
    std::cerr << "fanout_client: " << first_error_ << "\n";
    io_.stop();
    return;
  }
  timer_.expires_after(std::chrono::milliseconds(static_cast<long>(o_.settle_s * 1000)));
  timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec) return;
    if (o_.rss_pid) rss_after_kb_ = vm_rss_kb(o_.rss_pid);
    start_purchases();
  });
}

void Bench::heartbeats() {
  const auto now = now_ns();
  const std::string frame_text = R"({"type":"heartbeat"})";
  const auto period = static_cast<std::int64_t>(o_.heartbeat_s * 1e9);
  for (auto& s : subs_) {
    if (s->state == State::ready && now - s->last_sent_ns >= period) {
      if (!send_all(s->sock.native_handle(), client_frame(frame_text, 0x1, rng_))) {
        closed(*s, "heartbeat write failed");
      } else {
        s->last_sent_ns = now;
      }
    }
  }
  heartbeat_.expires_after(std::chrono::milliseconds(500));
  heartbeat_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) heartbeats();
  });
}

void Bench::start_purchases() {
  if (o_.purchases == 0 || o_.http_port == 0) {
    io_.stop();
    return;
  }
  http_ = std::make_unique<tcp::socket>(io_);
  const tcp::endpoint to(asio::ip::make_address(o_.http_host), static_cast<unsigned short>(o_.http_port));
  boost::system::error_code ec;
  http_->connect(to, ec);
  if (ec) fail("purchase connection: " + ec.message());
  http_->non_blocking(true);
  const int one = 1;
  ::setsockopt(http_->native_handle(), SOL_SOCKET, SO_TIMESTAMPNS, &one, sizeof one);
  ::setsockopt(http_->native_handle(), IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  buy(0);
}

void Bench::buy(int k) {
  current_ = k;
  const std::string body = "{\"numbers\":[" + std::to_string(o_.first_number + k) + "]}";
  const std::string req = "POST /api/v1/raffles/" + o_.raffle + "/tickets HTTP/1.1\r\nHost: " + o_.http_host + ":" +
                          std::to_string(o_.http_port) + "\r\nAuthorization: Bearer " + o_.token +
                          "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
                          "\r\n\r\n" + body;
  http_in_.clear();
  purchase_[k].send_ns = now_ns();
  if (!send_all(http_->native_handle(), req)) fail("purchase write failed");
  http_arm();
  timer_.expires_after(std::chrono::milliseconds(static_cast<long>(o_.timeout_s * 1000)));
  timer_.async_wait([this, k](const boost::system::error_code& ec) {
    if (!ec && !purchase_[k].done) finish(k);
  });
}

void Bench::http_arm() {
  http_->async_wait(tcp::socket::wait_read, [this](const boost::system::error_code& ec) {
    if (ec) fail("purchase connection: " + ec.message());
    on_http_readable();
  });
}

void Bench::on_http_readable() {
  for (;;) {
    std::int64_t stamp = 0;
    const ssize_t n = read_stamped(http_->native_handle(), buf_.data(), buf_.size(), stamp);
    if (n == -1) break;
    if (n <= 0) fail("purchase connection closed");
    http_in_.append(buf_.data(), static_cast<std::size_t>(n));
    http_stamp_ = stamp ? stamp : now_ns();
  }
  const auto end = http_in_.find("\r\n\r\n");
  if (end != std::string::npos) {
    auto length = int_after(http_in_, "\r\ncontent-length: ");
    if (!length) length = int_after(http_in_, "\r\nContent-Length: ");
    if (!length) fail("purchase answered without Content-Length: " + http_in_);
    if (http_in_.size() >= end + 4 + static_cast<std::size_t>(*length)) {
      auto& p = purchase_[current_];
      p.response_ns = http_stamp_;
      p.status = static_cast<int>(int_after(http_in_, "HTTP/1.1 ").value_or(0));
      if (p.status != 201) fail("purchase " + std::to_string(current_) + " answered " + http_in_);
      return maybe_finish(current_);
    }
  }
  http_arm();
}

void Bench::maybe_finish(int k) {
  const auto& p = purchase_[k];
  if (!p.done && p.status != 0 && p.delivered >= ready_ - closed_after_ready_) finish(k);
}

void Bench::finish(int k) {
  purchase_[k].done = true;
  if (k + 1 >= o_.purchases) {
    // Late or duplicate deliveries of the last purchase still count: a short grace period.
    timer_.expires_after(std::chrono::milliseconds(500));
    timer_.async_wait([this](const boost::system::error_code& ec) {
      if (!ec) io_.stop();
    });
    return;
  }
  timer_.expires_after(std::chrono::microseconds(static_cast<long>(o_.gap_ms * 1000)));
  timer_.async_wait([this, k](const boost::system::error_code& ec) {
    if (!ec) buy(k + 1);
  });
}

int Bench::report() {
  const auto ms = [](std::int64_t ns) { return static_cast<double>(ns) / 1e6; };
  // from_first: from the purchase's first delivery anywhere, a lower bound (the commit precedes it).
  std::vector<double> from_send, from_response, from_first, slowest_send, slowest_response, spread;
  from_send.reserve(recv_ns_.size());
  from_response.reserve(recv_ns_.size());
  long missing = 0, negative = 0, bought = 0;
  std::FILE* csv = o_.csv.empty() ? nullptr : std::fopen(o_.csv.c_str(), "w");
  if (csv) std::fprintf(csv, "purchase,http_ms,delivered,missing,first_ms,p50_ms,slowest_ms\n");
  for (int k = 0; k < o_.purchases; ++k) {
    const auto& p = purchase_[k];
    if (p.send_ns == 0) continue;
    ++bought;
    std::int64_t first = 0, last = 0;
    long got = 0, miss = 0;
    std::vector<double> mine;
    for (int i = 0; i < static_cast<int>(subs_.size()); ++i) {
      const auto t = recv_ns_[static_cast<std::size_t>(k) * o_.subscribers + i];
      if (t == 0) {
        miss += subs_[i]->subscribed;  // every subscribed socket must get every event
        continue;
      }
      ++got;
      first = first == 0 ? t : std::min(first, t);
      last = std::max(last, t);
      from_send.push_back(ms(t - p.send_ns));
      mine.push_back(ms(t - p.send_ns));
      if (p.response_ns) {
        if (t < p.response_ns) ++negative;
        from_response.push_back(std::max(0.0, ms(t - p.response_ns)));
      }
    }
    missing += miss;
    if (got > 0) {
      for (double d : mine) from_first.push_back(d - ms(first - p.send_ns));
      slowest_send.push_back(ms(last - p.send_ns));
      if (p.response_ns) slowest_response.push_back(std::max(0.0, ms(last - p.response_ns)));
      spread.push_back(ms(last - first));
    }
    if (csv) {
      std::fprintf(csv, "%d,%.3f,%ld,%ld,%.3f,%.3f,%.3f\n", k, p.response_ns ? ms(p.response_ns - p.send_ns) : -1.0,
                   got, miss, got ? ms(first - p.send_ns) : -1.0, got ? percentile(mine, 50) : -1.0,
                   got ? ms(last - p.send_ns) : -1.0);
    }
  }
  if (csv) std::fclose(csv);
  std::vector<double> http_ms;
  for (const auto& p : purchase_) {
    if (p.response_ns) http_ms.push_back(ms(p.response_ns - p.send_ns));
  }
  const auto line = [](const char* key, double v) { std::printf("%s=%.3f\n", key, v); };
  std::printf("subscribers=%d\nconnected=%d\nfailed=%d\nclosed_during_run=%d\n", o_.subscribers, ready_, failed_,
              closed_after_ready_);
  line("connect_seconds", static_cast<double>(connect_end_ns_ - connect_start_ns_) / 1e9);
  if (!first_error_.empty()) std::printf("first_error=%s\n", first_error_.c_str());
  std::printf("rss_before_kb=%ld\nrss_after_kb=%ld\n", rss_before_kb_, rss_after_kb_);
  std::printf("purchases=%ld\ndeliveries=%zu\nmissing=%ld\nduplicates=%ld\nunknown_events=%ld\n", bought,
              from_send.size(), missing, duplicates_, unknown_events_);
  std::printf("version_gaps=%ld\nerrors_received=%ld\nheartbeats_received=%ld\nunstamped_reads=%ld\n", version_gaps_,
              errors_in_, heartbeats_in_, no_stamp_);
  line("send_p50_ms", percentile(from_send, 50));
  line("send_p99_ms", percentile(from_send, 99));
  line("send_max_ms", percentile(from_send, 100));
  line("response_p50_ms", percentile(from_response, 50));
  line("response_p99_ms", percentile(from_response, 99));
  line("response_max_ms", percentile(from_response, 100));
  line("response_negative_share", from_response.empty() ? NAN : static_cast<double>(negative) / from_response.size());
  line("slowest_send_p50_ms", percentile(slowest_send, 50));
  line("slowest_send_max_ms", percentile(slowest_send, 100));
  line("slowest_response_p50_ms", percentile(slowest_response, 50));
  line("slowest_response_max_ms", percentile(slowest_response, 100));
  line("first_p50_ms", percentile(from_first, 50));
  line("first_p99_ms", percentile(from_first, 99));
  line("spread_p50_ms", percentile(spread, 50));
  line("spread_max_ms", percentile(spread, 100));
  line("http_p50_ms", percentile(http_ms, 50));
  line("http_p99_ms", percentile(http_ms, 99));
  line("client_lag_p50_ms", percentile(lag_us_, 50) / 1000);
  line("client_lag_p99_ms", percentile(lag_us_, 99) / 1000);
  line("client_lag_max_ms", percentile(lag_us_, 100) / 1000);
  return 0;
}

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (i + 1 >= argc) fail("missing value for " + std::string(a));
    const std::string v = argv[++i];
    if (a == "--ws-host")
      o.ws_host = v;
    else if (a == "--ws-port")
      o.ws_port = std::stoi(v);
    else if (a == "--path")
      o.path = v;
    else if (a == "--origin")
      o.origin = v;
    else if (a == "--raffle")
      o.raffle = v;
    else if (a == "--subscribers")
      o.subscribers = std::stoi(v);
    else if (a == "--purchases")
      o.purchases = std::stoi(v);
    else if (a == "--http-host")
      o.http_host = v;
    else if (a == "--http-port")
      o.http_port = std::stoi(v);
    else if (a == "--token")
      o.token = v;
    else if (a == "--first-number")
      o.first_number = std::stoi(v);
    else if (a == "--concurrency")
      o.concurrency = std::stoi(v);
    else if (a == "--source-addrs")
      o.source_addrs = std::stoi(v);
    else if (a == "--rss-pid")
      o.rss_pid = std::stoi(v);
    else if (a == "--settle")
      o.settle_s = std::stod(v);
    else if (a == "--timeout")
      o.timeout_s = std::stod(v);
    else if (a == "--heartbeat")
      o.heartbeat_s = std::stod(v);
    else if (a == "--gap-ms")
      o.gap_ms = std::stod(v);
    else if (a == "--csv")
      o.csv = v;
    else
      fail("unknown option " + std::string(a));
  }
  if (o.ws_port == 0 || o.raffle.empty()) {
    fail("usage: fanout_client --ws-port P --raffle ID [--subscribers N] [--purchases M --http-port P --token T] ...");
  }
  if (o.subscribers < 1 || o.purchases < 0) fail("--subscribers must be ≥ 1 and --purchases ≥ 0");
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  Bench bench(parse(argc, argv));
  return bench.run();
}
