#pragma once

#include <chrono>
#include <cstddef>
#include <string_view>

namespace rifa::realtime {

// How an event reaches its subscribers' sockets (REALTIME_WRITES): straight to the socket when
// nothing of that socket is queued, with io_uring batches (batched) or one send() each (plain), or
// always through each socket's own queued writer (queued).
enum class EventWrites { batched, plain, queued };

inline EventWrites event_writes(std::string_view name) {
  if (name == "plain") return EventWrites::plain;
  if (name == "queued") return EventWrites::queued;
  return EventWrites::batched;
}

// The limits of /realtime/v1 (docs/realtime.md). The first six come from configuration
// (REALTIME_* variables); the timing ones are part of the protocol.
struct Limits {
  unsigned connections_per_user = 20;      // on one instance; the next `auth` is refused (close 4008)
  unsigned connections_per_address = 200;  // on one instance; the next upgrade is refused (429)
  unsigned subscriptions_per_socket = 100;
  std::size_t max_message_bytes = 4096;      // a bigger client message closes the socket (1009)
  unsigned messages_per_second = 20;         // per socket; the excess is answered rate_limited and ignored
  std::size_t max_queue_bytes = 256 * 1024;  // unsent bytes for one socket before it is dropped
  EventWrites writes = EventWrites::batched;

  std::chrono::seconds silence_timeout{60};  // no message from the client (heartbeat every 25 s)
  std::chrono::seconds auth_recheck{5};      // how often an authenticated socket's session is re-checked
  std::chrono::seconds write_timeout{30};    // one frame not accepted by the client for this long
  std::chrono::seconds close_timeout{5};     // waiting for the client's answer to a close frame
};

}  // namespace rifa::realtime
