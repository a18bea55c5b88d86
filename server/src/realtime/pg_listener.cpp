#include "realtime/pg_listener.hpp"

#include <libpq-fe.h>
#include <poll.h>

#include <algorithm>
#include <chrono>
#include <memory>

#include "common/log.hpp"

namespace rifa::realtime {

namespace {

using Connection = std::unique_ptr<PGconn, decltype(&PQfinish)>;
constexpr auto kMinBackoff = std::chrono::milliseconds(250);
constexpr auto kMaxBackoff = std::chrono::milliseconds(10000);
constexpr int kPollMillis = 250;  // how soon a stop request is noticed

// A connection that has run LISTEN, or null (the reason is logged, never the URL: it holds a password).
Connection listen(const std::string& url) {
  Connection conn(PQconnectdb(url.c_str()), &PQfinish);
  if (!conn || PQstatus(conn.get()) != CONNECTION_OK) {
    log::warn(std::string("realtime: cannot reach PostgreSQL for LISTEN: ") +
              (conn ? PQerrorMessage(conn.get()) : "out of memory"));
    return Connection(nullptr, &PQfinish);
  }
  PGresult* result = PQexec(conn.get(), "LISTEN rifa_events");
  const bool ok = PQresultStatus(result) == PGRES_COMMAND_OK;
  PQclear(result);
  if (!ok) {
    log::warn(std::string("realtime: LISTEN failed: ") + PQerrorMessage(conn.get()));
    return Connection(nullptr, &PQfinish);
  }
  return conn;
}

}  // namespace

PgListener::PgListener(std::string database_url, const events::Bus& bus, std::function<void()> on_resync)
    : url_(std::move(database_url)), bus_(bus), on_resync_(std::move(on_resync)), thread_([this] { run(); }) {}

PgListener::~PgListener() {
  stopping_ = true;
  if (thread_.joinable()) thread_.join();
}

void PgListener::run() {
  auto backoff = kMinBackoff;
  bool listened_before = false;
  while (!stopping_) {
    Connection conn = listen(url_);
    if (!conn) {
      for (auto waited = std::chrono::milliseconds(0); waited < backoff && !stopping_;
           waited += std::chrono::milliseconds(kPollMillis)) {
        std::this_thread::sleep_for(std::chrono::milliseconds(kPollMillis));
      }
      backoff = std::min(backoff * 2, kMaxBackoff);
      continue;
    }
    backoff = kMinBackoff;
    if (listened_before) {
      log::info("realtime: LISTEN connection restored; clients are told to re-read");
      on_resync_();
    }
    listened_before = true;
    while (!stopping_) {
      pollfd fd{PQsocket(conn.get()), POLLIN, 0};
      const int ready = ::poll(&fd, 1, kPollMillis);
      if (ready < 0 && errno != EINTR) break;
      if (ready <= 0) continue;
      if (!PQconsumeInput(conn.get()) || PQstatus(conn.get()) != CONNECTION_OK) break;
      while (PGnotify* notify = PQnotifies(conn.get())) {
        if (auto event = events::decode(notify->extra)) {
          bus_.deliver(*event);
        } else {
          log::warn("realtime: a NOTIFY on rifa_events could not be read");
        }
        PQfreemem(notify);
      }
    }
    if (!stopping_) log::warn("realtime: LISTEN connection lost; reconnecting");
  }
}

}  // namespace rifa::realtime
