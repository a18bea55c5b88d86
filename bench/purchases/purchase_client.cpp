// purchase_client: the load client of the purchases benchmark (bench/purchases.sh).
//
// N keep-alive connections to one server, each a buyer with its own bearer token (line i of
// --tokens; tokens are reused round-robin when there are fewer lines than connections). Every
// request is `POST /api/v1/raffles/{id}/tickets {"numbers":[n]}`; a connection sends its next
// request when the previous one is answered (closed loop). Two modes:
//   - across (--raffles FILE --duration S): request k of the run (counted over all connections)
//     buys number k / R of raffle k % R (R raffles in FILE), so consecutive purchases go to
//     different raffles and no number is asked twice. After S seconds no new request is sent and
//     the ones in flight are waited for (--drain seconds at most): the rate and latencies are over
//     the answers inside the window, the status counts over every answer.
//   - flash (--flash RAFFLE --numbers M): every buyer wants one number. All connections are opened
//     first, then every buyer asks at once for a random number that looks free (not yet seen taken
//     in any answer, as a grid kept current by the realtime events shows) and, on 409
//     numbers_unavailable, asks for another, until it gets one (201) or the raffle stops selling
//     (409 raffle_not_active). The run ends when every buyer is done (--timeout seconds at most).
// One thread, one io_context (epoll). Latency: from just before a request is written to its
// complete answer read, in user space. The client's own CPU time (getrusage) is reported so that a
// saturated client is visible, and the server's VmRSS is sampled every 50 ms (--rss-pid).
// Output: key=value lines on stdout.
#include <sys/resource.h>

#include <algorithm>
#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange

#include <boost/asio.hpp>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {

struct Options {
  std::string host = "127.0.0.1";
  int port = 0;
  std::string tokens_file;
  int connections = 50;
  std::string raffles_file;  // across mode
  int per_raffle = 10000;    // numbers per raffle (across mode)
  double duration_s = 10;
  double drain_s = 30;
  std::string flash;  // flash mode: the raffle
  int numbers = 1000;
  double timeout_s = 120;
  int rss_pid = 0;
};

[[noreturn]] void fail(const std::string& what) {
  std::cerr << "purchase_client: " << what << "\n";
  std::exit(1);
}

std::vector<std::string> lines_of(const std::string& path) {
  std::ifstream in(path);
  if (!in) fail("cannot read " + path);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) out.push_back(line);
  }
  if (out.empty()) fail(path + " is empty");
  return out;
}

long proc_status_kb(int pid, std::string_view key) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(key, 0) == 0) return std::stol(line.substr(key.size()));
  }
  return -1;
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return NAN;
  const auto k = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(v.size()))) - 1;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
  return v[k];
}

double cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

class Bench {
 public:
  explicit Bench(Options o) : o_(std::move(o)), rng_(std::random_device{}()), sample_(io_), deadline_(io_) {
    tokens_ = lines_of(o_.tokens_file);
    if (o_.flash.empty()) {
      raffles_ = lines_of(o_.raffles_file);
    } else {
      for (int n = 0; n < o_.numbers; ++n) free_.push_back(n);
      slot_.resize(o_.numbers);
      for (int n = 0; n < o_.numbers; ++n) slot_[n] = n;
    }
  }

  int run();

 private:
  struct Conn {
    explicit Conn(asio::io_context& io) : sock(io) {}
    tcp::socket sock;
    std::string token;
    std::string out, in;
    std::array<char, 8192> buf{};
    Clock::time_point sent;
    int number = 0;
    bool busy = false, done = false;
  };

  void connect_next();
  void start();
  void send(Conn& c);
  void read(Conn& c);
  void answered(Conn& c, int status, std::string_view body);
  void lost(Conn& c, const std::string& why);
  void stop_sending();
  void maybe_finish();
  void taken(int number);
  int pick();
  void sample_rss();
  void report();

  Options o_;
  asio::io_context io_{1};
  std::mt19937 rng_;
  asio::steady_timer sample_, deadline_;
  std::vector<std::string> tokens_, raffles_;
  std::vector<std::unique_ptr<Conn>> conns_;
  int connecting_ = 0, connected_ = 0, next_connect_ = 0;
  bool started_ = false, sending_ = true, finished_ = false;
  Clock::time_point t0_, window_end_, end_;
  std::int64_t next_k_ = 0, capacity_ = 0;
  // flash: numbers not yet seen taken (swap-removal through slot_), buyers still trying
  std::vector<int> free_, slot_;
  int buyers_left_ = 0;
  double sellout_ms_ = NAN;
  // results
  std::int64_t sent_ = 0, answers_ = 0, s201_ = 0, s201_window_ = 0, unavailable_ = 0, not_active_ = 0, other409_ = 0,
               other_ = 0, errors_ = 0;
  std::vector<double> latency_ms_;
  std::string first_other_, first_error_;
  long rss_peak_kb_ = 0;
  double cpu0_ = 0;
};

int Bench::run() {
  conns_.reserve(o_.connections);
  for (int i = 0; i < o_.connections; ++i) {
    conns_.push_back(std::make_unique<Conn>(io_));
    conns_.back()->token = tokens_[static_cast<std::size_t>(i) % tokens_.size()];
  }
  if (o_.flash.empty()) capacity_ = static_cast<std::int64_t>(raffles_.size()) * o_.per_raffle;
  buyers_left_ = o_.connections;
  for (int i = 0; i < 64 && next_connect_ < o_.connections; ++i) connect_next();
  sample_rss();
  io_.run();
  report();
  return 0;
}

void Bench::connect_next() {
  Conn& c = *conns_[next_connect_++];
  ++connecting_;
  const tcp::endpoint to(asio::ip::make_address(o_.host), static_cast<unsigned short>(o_.port));
  c.sock.async_connect(to, [this, &c](const boost::system::error_code& ec) {
    --connecting_;
    if (ec) fail("connect: " + ec.message());
    c.sock.set_option(tcp::no_delay(true));
    ++connected_;
    if (next_connect_ < o_.connections) connect_next();
    if (connected_ == o_.connections) start();
  });
}

void Bench::start() {
  cpu0_ = cpu_seconds();
  t0_ = Clock::now();
  started_ = true;
  if (o_.flash.empty()) {
    window_end_ = t0_ + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o_.duration_s));
    deadline_.expires_at(window_end_);
    deadline_.async_wait([this](const boost::system::error_code& ec) {
      if (!ec) stop_sending();
    });
  } else {
    window_end_ = t0_ + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o_.timeout_s));
    deadline_.expires_at(window_end_);
    deadline_.async_wait([this](const boost::system::error_code& ec) {
      if (!ec) {
        first_error_ = first_error_.empty() ? "flash sale not over after --timeout" : first_error_;
        end_ = Clock::now();
        finished_ = true;
        io_.stop();
      }
    });
  }
  for (auto& c : conns_) send(*c);
}

void Bench::send(Conn& c) {
  std::string raffle;
  if (o_.flash.empty()) {
    if (!sending_ || next_k_ >= capacity_) {
      c.done = true;
      return maybe_finish();
    }
    const std::int64_t k = next_k_++;
    raffle = raffles_[static_cast<std::size_t>(k % static_cast<std::int64_t>(raffles_.size()))];
    c.number = static_cast<int>(k / static_cast<std::int64_t>(raffles_.size()));
  } else {
    raffle = o_.flash;
    c.number = pick();
  }
  const std::string body = "{\"numbers\":[" + std::to_string(c.number) + "]}";
  c.out = "POST /api/v1/raffles/" + raffle + "/tickets HTTP/1.1\r\nHost: " + o_.host + ":" + std::to_string(o_.port) +
          "\r\nAuthorization: Bearer " + c.token +
          "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
  c.in.clear();
  c.busy = true;
  ++sent_;
  c.sent = Clock::now();
  asio::async_write(c.sock, asio::buffer(c.out), [this, &c](const boost::system::error_code& ec, std::size_t) {
    if (ec) lost(c, "write: " + ec.message());
  });
  read(c);
}

void Bench::read(Conn& c) {
  c.sock.async_read_some(asio::buffer(c.buf), [this, &c](const boost::system::error_code& ec, std::size_t n) {
    if (finished_ || c.done) return;
    if (ec) return lost(c, ec == asio::error::eof ? "closed by the server" : "read: " + ec.message());
    c.in.append(c.buf.data(), n);
    const auto head_end = c.in.find("\r\n\r\n");
    if (head_end == std::string::npos) return read(c);
    // Header names in lower case: Beast writes Content-Length, Node content-length.
    std::string head = c.in.substr(0, head_end);
    std::transform(head.begin(), head.end(), head.begin(), [](unsigned char ch) { return std::tolower(ch); });
    const auto at = head.find("\r\ncontent-length:");
    if (at == std::string::npos || head.rfind("http/1.1 ", 0) != 0) return lost(c, "unexpected answer: " + head);
    std::size_t length = 0;
    const char* p = head.data() + at + 17;
    while (*p == ' ') ++p;
    std::from_chars(p, head.data() + head.size(), length);
    if (c.in.size() < head_end + 4 + length) return read(c);
    int status = 0;
    std::from_chars(head.data() + 9, head.data() + 12, status);
    answered(c, status, std::string_view(c.in).substr(head_end + 4, length));
  });
}

void Bench::answered(Conn& c, int status, std::string_view body) {
  const auto now = Clock::now();
  c.busy = false;
  ++answers_;
  const bool in_window = !o_.flash.empty() || now <= window_end_;
  if (in_window) latency_ms_.push_back(std::chrono::duration<double, std::milli>(now - c.sent).count());
  bool buyer_done = false;
  if (status == 201) {
    ++s201_;
    if (in_window) ++s201_window_;
    if (!o_.flash.empty()) {
      taken(c.number);
      buyer_done = true;
      if (s201_ == o_.numbers) sellout_ms_ = std::chrono::duration<double, std::milli>(now - t0_).count();
    }
  } else if (status == 409 && body.find("numbers_unavailable") != std::string_view::npos) {
    ++unavailable_;
    if (!o_.flash.empty()) taken(c.number);
  } else if (status == 409 && body.find("raffle_not_active") != std::string_view::npos) {
    ++not_active_;
    buyer_done = true;
  } else {
    ++(status == 409 ? other409_ : other_);
    if (first_other_.empty()) first_other_ = std::to_string(status) + " " + std::string(body.substr(0, 300));
    buyer_done = true;
  }
  if (o_.flash.empty()) {
    if (status != 201) {  // across: every number is new, so anything else is wrong; stop this buyer
      c.done = true;
      return maybe_finish();
    }
    return send(c);
  }
  if (!buyer_done) return send(c);
  c.done = true;
  --buyers_left_;
  maybe_finish();
}

void Bench::lost(Conn& c, const std::string& why) {
  if (c.done) return;
  ++errors_;
  if (first_error_.empty()) first_error_ = why;
  c.done = true;
  c.busy = false;
  --buyers_left_;
  boost::system::error_code ignored;
  c.sock.close(ignored);
  maybe_finish();
}

void Bench::stop_sending() {
  sending_ = false;
  // Answers still in flight get --drain seconds.
  deadline_.expires_after(std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o_.drain_s)));
  deadline_.async_wait([this](const boost::system::error_code& ec) {
    if (ec) return;
    if (first_error_.empty()) first_error_ = "answers still missing after --drain";
    end_ = Clock::now();
    finished_ = true;
    io_.stop();
  });
  maybe_finish();
}

void Bench::maybe_finish() {
  if (finished_) return;
  for (auto& c : conns_) {
    if (!c->done && (c->busy || !o_.flash.empty())) return;
  }
  end_ = Clock::now();
  finished_ = true;
  deadline_.cancel();
  sample_.cancel();
  io_.stop();
}

void Bench::taken(int number) {
  if (number < 0 || number >= o_.numbers) return;
  const int at = slot_[number];
  if (at < 0) return;
  const int last = free_.back();
  free_[at] = last;
  slot_[last] = at;
  free_.pop_back();
  slot_[number] = -1;
}

int Bench::pick() {
  if (free_.empty()) return std::uniform_int_distribution<int>(0, o_.numbers - 1)(rng_);
  return free_[std::uniform_int_distribution<std::size_t>(0, free_.size() - 1)(rng_)];
}

void Bench::sample_rss() {
  if (o_.rss_pid == 0) return;
  rss_peak_kb_ = std::max(rss_peak_kb_, proc_status_kb(o_.rss_pid, "VmRSS:"));
  sample_.expires_after(std::chrono::milliseconds(50));
  sample_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec && !finished_) sample_rss();
  });
}

void Bench::report() {
  const double cpu = cpu_seconds() - cpu0_;
  const double elapsed = std::chrono::duration<double>(end_ - t0_).count();
  const double window = o_.flash.empty() ? o_.duration_s : (std::isnan(sellout_ms_) ? elapsed : sellout_ms_ / 1000);
  std::int64_t unanswered = 0;
  for (auto& c : conns_) unanswered += c->busy ? 1 : 0;
  const auto line = [](const char* k, auto v) { std::cout << k << '=' << v << '\n'; };
  line("connections", o_.connections);
  line("connected", connected_);
  line("requests", sent_);
  line("answers", answers_);
  line("unanswered", unanswered);
  line("errors", errors_);
  line("s201", s201_);
  line("s201_window", s201_window_);
  line("s409_unavailable", unavailable_);
  line("s409_not_active", not_active_);
  line("s409_other", other409_);
  line("s_other", other_);
  line("rate", o_.flash.empty() ? static_cast<double>(s201_window_) / window : static_cast<double>(s201_) / window);
  line("answers_per_s", static_cast<double>(latency_ms_.size()) / window);
  line("p50_ms", percentile(latency_ms_, 50));
  line("p99_ms", percentile(latency_ms_, 99));
  line("max_ms", percentile(latency_ms_, 100));
  line("elapsed_s", elapsed);
  line("sellout_ms", sellout_ms_);
  line("client_cpu_pct", 100 * cpu / std::max(elapsed, 1e-9));
  if (o_.rss_pid) {
    line("rss_peak_kb", rss_peak_kb_);
    line("hwm_kb", proc_status_kb(o_.rss_pid, "VmHWM:"));
  }
  line("first_other", first_other_.empty() ? "-" : first_other_);
  line("first_error", first_error_.empty() ? "-" : first_error_);
  if (!o_.flash.empty()) line("buyers_left", buyers_left_);
}

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (i + 1 >= argc) fail("missing value for " + a);
    const std::string v = argv[++i];
    if (a == "--host")
      o.host = v;
    else if (a == "--port")
      o.port = std::stoi(v);
    else if (a == "--tokens")
      o.tokens_file = v;
    else if (a == "--connections")
      o.connections = std::stoi(v);
    else if (a == "--raffles")
      o.raffles_file = v;
    else if (a == "--per-raffle")
      o.per_raffle = std::stoi(v);
    else if (a == "--duration")
      o.duration_s = std::stod(v);
    else if (a == "--drain")
      o.drain_s = std::stod(v);
    else if (a == "--flash")
      o.flash = v;
    else if (a == "--numbers")
      o.numbers = std::stoi(v);
    else if (a == "--timeout")
      o.timeout_s = std::stod(v);
    else if (a == "--rss-pid")
      o.rss_pid = std::stoi(v);
    else
      fail("unknown option " + a);
  }
  if (o.port == 0 || o.tokens_file.empty() || o.connections < 1 || (o.flash.empty() == o.raffles_file.empty())) {
    fail(
        "usage: purchase_client --port P --tokens FILE --connections N (--raffles FILE --duration S | --flash ID "
        "--numbers M) [--rss-pid PID]");
  }
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return Bench(parse(argc, argv)).run();
  } catch (const std::exception& e) {
    fail(e.what());
  }
}
