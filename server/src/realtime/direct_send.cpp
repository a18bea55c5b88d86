#include "realtime/direct_send.hpp"

#include <liburing.h>
#include <sys/socket.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <limits>

#include "common/log.hpp"

namespace rifa::realtime {

namespace {
constexpr unsigned kRingEntries = 256;
constexpr int kSendFlags = MSG_DONTWAIT | MSG_NOSIGNAL;  // never wait, never raise SIGPIPE
constexpr long kUnsent = std::numeric_limits<long>::min();
}  // namespace

std::string text_frame(std::string_view payload) {
  std::string frame;
  frame.reserve(payload.size() + 10);
  frame.push_back(static_cast<char>(0x81));  // FIN, opcode 1 (text)
  const std::uint64_t size = payload.size();
  if (size < 126) {
    frame.push_back(static_cast<char>(size));
  } else if (size <= 0xFFFF) {
    frame.push_back(static_cast<char>(126));
    for (int shift = 8; shift >= 0; shift -= 8) frame.push_back(static_cast<char>((size >> shift) & 0xFF));
  } else {
    frame.push_back(static_cast<char>(127));
    for (int shift = 56; shift >= 0; shift -= 8) frame.push_back(static_cast<char>((size >> shift) & 0xFF));
  }
  frame.append(payload);
  return frame;
}

DirectSender::DirectSender(bool batched) {
  if (!batched) return;
  auto ring = std::make_unique<io_uring>();
  const int error = io_uring_queue_init(kRingEntries, ring.get(), 0);
  if (error < 0) {
    log::info("realtime: io_uring is not available (" + std::to_string(-error) +
              "), events are written with one send() per socket");
    return;
  }
  ring_ = std::move(ring);
}

DirectSender::~DirectSender() {
  if (ring_) io_uring_queue_exit(ring_.get());
}

void DirectSender::add(Session* session, int fd, const std::string& bytes) {
  pending_.push_back({session, fd, &bytes});
}

const std::vector<DirectSender::Sent>& DirectSender::flush() {
  sent_.clear();
  sent_.reserve(pending_.size());
  for (const Pending& p : pending_) sent_.push_back({p.session, kUnsent});
  send_plain(ring_ ? send_batched() : 0);
  pending_.clear();
  return sent_;
}

void DirectSender::send_plain(std::size_t from) {
  for (std::size_t i = from; i < pending_.size(); ++i) {
    const Pending& p = pending_[i];
    const ssize_t written = ::send(p.fd, p.bytes->data(), p.bytes->size(), kSendFlags);
    sent_[i].result = written >= 0 ? static_cast<long>(written) : -static_cast<long>(errno);
  }
}

// MSG_DONTWAIT makes io_uring finish a send to a full socket with -EAGAIN instead of waiting for
// room, so a batch's completions are all there right after its submission. If the ring fails, it
// is given up: what it never took is sent the plain way, what it took and did not report counts as
// failed (those sockets are dropped; nothing is ever sent twice).
std::size_t DirectSender::send_batched() {
  std::size_t next = 0;
  while (next < pending_.size()) {
    const std::size_t end = std::min(pending_.size(), next + kRingEntries);
    for (std::size_t i = next; i < end; ++i) {
      io_uring_sqe* sqe = io_uring_get_sqe(ring_.get());  // the ring is empty at each batch's start
      const Pending& p = pending_[i];
      io_uring_prep_send(sqe, p.fd, p.bytes->data(), p.bytes->size(), kSendFlags);
      io_uring_sqe_set_data64(sqe, i);
    }
    int submitted = io_uring_submit(ring_.get());
    while (submitted == -EINTR) submitted = io_uring_submit(ring_.get());
    const std::size_t taken = submitted > 0 ? static_cast<std::size_t>(submitted) : 0;
    if (!reap(next, taken) || taken < end - next) {
      log::warn("realtime: io_uring failed, events are written with send() from now on");
      io_uring_queue_exit(ring_.get());
      ring_.reset();
      return next + taken;
    }
    next = end;
  }
  return next;
}

bool DirectSender::reap(std::size_t first, std::size_t count) {
  for (std::size_t seen = 0; seen < count;) {
    io_uring_cqe* cqe = nullptr;
    const int error = io_uring_wait_cqe(ring_.get(), &cqe);
    if (error == -EINTR) continue;
    if (error < 0) {
      for (std::size_t i = first; i < first + count; ++i)
        if (sent_[i].result == kUnsent) sent_[i].result = -EIO;
      return false;
    }
    sent_[io_uring_cqe_get_data64(cqe)].result = cqe->res;
    io_uring_cqe_seen(ring_.get(), cqe);
    ++seen;
  }
  return true;
}

}  // namespace rifa::realtime
