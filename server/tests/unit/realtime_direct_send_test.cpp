#include "realtime/direct_send.hpp"

#include <gtest/gtest.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <string>
#include <vector>

namespace rifa::realtime {
namespace {

// A connected loopback TCP pair; `small` shrinks the buffers so a few frames fill them.
struct TcpPair {
  int sender = -1;
  int receiver = -1;
  explicit TcpPair(bool small = false) {
    const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    EXPECT_EQ(::bind(listener, reinterpret_cast<sockaddr*>(&address), size), 0);
    EXPECT_EQ(::listen(listener, 1), 0);
    EXPECT_EQ(::getsockname(listener, reinterpret_cast<sockaddr*>(&address), &size), 0);
    receiver = ::socket(AF_INET, SOCK_STREAM, 0);
    if (small) {
      const int bytes = 4096;
      ::setsockopt(receiver, SOL_SOCKET, SO_RCVBUF, &bytes, sizeof bytes);
    }
    EXPECT_EQ(::connect(receiver, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
    sender = ::accept(listener, nullptr, nullptr);
    ::close(listener);
    if (small) {
      const int bytes = 4096;
      ::setsockopt(sender, SOL_SOCKET, SO_SNDBUF, &bytes, sizeof bytes);
    }
  }
  ~TcpPair() {
    ::close(sender);
    ::close(receiver);
  }
  std::string drain() const {  // everything that arrived, without waiting for more
    std::string got;
    char buffer[65536];
    for (;;) {
      const ssize_t n = ::recv(receiver, buffer, sizeof buffer, MSG_DONTWAIT);
      if (n <= 0) return got;
      got.append(buffer, static_cast<std::size_t>(n));
    }
  }
};

Session* fake(std::uintptr_t n) { return reinterpret_cast<Session*>(n); }  // never dereferenced

TEST(RealtimeTextFrame, HeaderCarriesTheLengthInTheSmallestForm) {
  EXPECT_EQ(text_frame(""), std::string("\x81\x00", 2));
  EXPECT_EQ(text_frame("hola"), std::string("\x81\x04hola"));
  const std::string f125 = text_frame(std::string(125, 'a'));
  EXPECT_EQ(f125.substr(0, 2), std::string("\x81\x7d"));
  EXPECT_EQ(f125.size(), 127u);
  const std::string f126 = text_frame(std::string(126, 'a'));
  EXPECT_EQ(f126.substr(0, 4), std::string("\x81\x7e\x00\x7e", 4));
  const std::string f65535 = text_frame(std::string(65535, 'a'));
  EXPECT_EQ(f65535.substr(0, 4), std::string("\x81\x7e\xff\xff", 4));
  const std::string f65536 = text_frame(std::string(65536, 'a'));
  EXPECT_EQ(f65536.substr(0, 10), std::string("\x81\x7f\x00\x00\x00\x00\x00\x01\x00\x00", 10));
  EXPECT_EQ(f65536.size(), 65546u);
}

class RealtimeDirectSender : public ::testing::TestWithParam<bool> {};

TEST_P(RealtimeDirectSender, WritesEveryFrameAndReportsInOrder) {
  DirectSender sender(GetParam());
  std::vector<std::unique_ptr<TcpPair>> pairs;
  for (int i = 0; i < 300; ++i) pairs.push_back(std::make_unique<TcpPair>());  // more than one batch
  const std::string a = text_frame("uno");
  const std::string b = text_frame("dos");
  for (std::size_t i = 0; i < pairs.size(); ++i) sender.add(fake(i + 1), pairs[i]->sender, i % 2 ? b : a);
  const auto& sent = sender.flush();
  ASSERT_EQ(sent.size(), pairs.size());
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    EXPECT_EQ(sent[i].session, fake(i + 1));
    EXPECT_EQ(sent[i].result, static_cast<long>((i % 2 ? b : a).size()));
    EXPECT_EQ(pairs[i]->drain(), i % 2 ? b : a);
  }
  EXPECT_TRUE(sender.flush().empty());  // a flush sends only what was added since the last one
}

// A socket whose reader stopped: the sender reports exactly what reached the kernel (all of a frame,
// a part of it, or -EAGAIN for nothing), never more, and nothing is sent twice.
TEST_P(RealtimeDirectSender, AFullSocketIsReportedTruthfully) {
  DirectSender sender(GetParam());
  TcpPair pair(/*small=*/true);
  const std::string frame = text_frame(std::string(1000, 'x'));
  long reported = 0;
  bool refused = false;
  for (int round = 0; round < 2000 && !refused; ++round) {
    sender.add(fake(1), pair.sender, frame);
    const auto& sent = sender.flush();
    ASSERT_EQ(sent.size(), 1u);
    if (sent[0].result == -EAGAIN) {
      refused = true;
    } else {
      ASSERT_GE(sent[0].result, 0);
      reported += sent[0].result;
    }
  }
  ASSERT_TRUE(refused) << "the socket never filled";
  std::string received;
  for (int tries = 0; tries < 1000 && static_cast<long>(received.size()) < reported; ++tries) {
    received += pair.drain();
    ::usleep(1000);
  }
  EXPECT_EQ(static_cast<long>(received.size()), reported);
}

INSTANTIATE_TEST_SUITE_P(BatchedAndPlain, RealtimeDirectSender, ::testing::Values(true, false),
                         [](const auto& info) { return info.param ? "Batched" : "Plain"; });

TEST(RealtimeDirectSenderErrors, AClosedSocketIsAnError) {
  DirectSender sender;
  TcpPair pair;
  ::shutdown(pair.sender, SHUT_WR);
  const std::string frame = text_frame("x");  // alive until flush() returns, as add() requires
  sender.add(fake(1), pair.sender, frame);
  const auto& sent = sender.flush();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0].result, -EPIPE);
}

}  // namespace
}  // namespace rifa::realtime
