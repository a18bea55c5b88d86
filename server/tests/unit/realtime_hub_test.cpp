#include "realtime/hub.hpp"

#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>

namespace rifa::realtime {
namespace {

TEST(RealtimeConnectionCounts, RefusesPastTheLimitAndFreesOnRelease) {
  ConnectionCounts counts;
  EXPECT_TRUE(counts.reserve("127.0.0.1", 2));
  EXPECT_TRUE(counts.reserve("127.0.0.1", 2));
  EXPECT_FALSE(counts.reserve("127.0.0.1", 2));
  EXPECT_TRUE(counts.reserve("10.0.0.1", 2));  // keys are independent
  EXPECT_EQ(counts.count("127.0.0.1"), 2u);
  counts.release("127.0.0.1");
  EXPECT_TRUE(counts.reserve("127.0.0.1", 2));
  counts.release("127.0.0.1");
  counts.release("127.0.0.1");
  EXPECT_EQ(counts.count("127.0.0.1"), 0u);
  counts.release("127.0.0.1");  // an extra release does not go below zero
  EXPECT_EQ(counts.count("127.0.0.1"), 0u);
}

TEST(RealtimeHubTopics, SubscribersPerTopicAndEmptyTopicsForgotten) {
  boost::asio::io_context ioc(1);
  ConnectionCounts subscribers;  // every loop's, as the hub keeps them (it skips a topic at 0)
  LoopHub loop(ioc.get_executor(), subscribers);
  // The bookkeeping never touches a session; distinct addresses stand for distinct sockets.
  Session* a = reinterpret_cast<Session*>(0x1000);
  Session* b = reinterpret_cast<Session*>(0x2000);
  Hub::subscribe(loop, "raffle:1", a);
  Hub::subscribe(loop, "raffle:1", b);
  Hub::subscribe(loop, "raffle:1", a);  // twice is once
  Hub::subscribe(loop, "user:u1", a);
  ASSERT_EQ(loop.topics.size(), 2u);
  EXPECT_EQ(loop.topics["raffle:1"].size(), 2u);
  EXPECT_EQ(subscribers.count("raffle:1"), 2u);
  EXPECT_EQ(subscribers.count("user:u1"), 1u);
  Hub::unsubscribe(loop, "raffle:1", a);
  EXPECT_EQ(loop.topics["raffle:1"], std::unordered_set<Session*>{b});
  EXPECT_EQ(subscribers.count("raffle:1"), 1u);
  Hub::unsubscribe(loop, "raffle:1", b);
  Hub::unsubscribe(loop, "raffle:1", b);  // twice is once
  Hub::unsubscribe(loop, "user:u1", a);
  Hub::unsubscribe(loop, "user:u9", a);  // not subscribed: nothing happens
  EXPECT_TRUE(loop.topics.empty());
  EXPECT_EQ(subscribers.count("raffle:1"), 0u);
  EXPECT_EQ(subscribers.count("user:u1"), 0u);
}

}  // namespace
}  // namespace rifa::realtime
