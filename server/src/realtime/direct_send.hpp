#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

struct io_uring;

namespace rifa::realtime {

class Session;

// The bytes of one unfragmented, unmasked WebSocket text frame (what a server sends) carrying
// `payload`: the same for every subscriber, so an event's frame is built once.
std::string text_frame(std::string_view payload);

// Writes prebuilt frames to many sockets without waiting for any of them. With io_uring a batch is
// one system call instead of one per socket: a fan-out to 10,000 sockets is mostly the cost of
// entering the kernel, and that is dear on a virtual machine. Where io_uring is missing or
// forbidden, every socket gets a plain non-blocking send(). Used on one network loop only.
class DirectSender {
 public:
  struct Sent {
    Session* session;
    long result;  // bytes written, or -errno (-EAGAIN: nothing was written, the socket is full)
  };

  // `batched` false: plain send() only (what happens anyway where io_uring is unavailable).
  explicit DirectSender(bool batched = true);
  ~DirectSender();
  DirectSender(const DirectSender&) = delete;
  DirectSender& operator=(const DirectSender&) = delete;

  // `bytes` must stay alive and unchanged until flush() returns.
  void add(Session* session, int fd, const std::string& bytes);
  void add(Session* session, int fd, const std::string&& bytes) = delete;  // a temporary dies too soon
  // Writes everything added since the last flush; one result per add(), in the same order.
  const std::vector<Sent>& flush();

 private:
  struct Pending {
    Session* session;
    int fd;
    const std::string* bytes;
  };
  std::size_t send_batched();  // returns how many of pending_ it handled
  void send_plain(std::size_t from);
  bool reap(std::size_t first, std::size_t count);

  std::vector<Pending> pending_;
  std::vector<Sent> sent_;
  std::unique_ptr<io_uring> ring_;
};

}  // namespace rifa::realtime
