// Identifiers: random v4 UUIDs, time-ordered v7 UUIDs and random receipt codes.

#include "common/ids.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace rifa {
namespace {

// Waits until the system clock is in a later millisecond than when called.
void next_millisecond() {
  using std::chrono::milliseconds, std::chrono::system_clock, std::chrono::floor;
  const auto start = floor<milliseconds>(system_clock::now());
  while (floor<milliseconds>(system_clock::now()) <= start) std::this_thread::yield();
}

TEST(Ids, RandomUuidIsVersion4) {
  const std::string id = new_uuid();
  EXPECT_TRUE(is_uuid(id));
  EXPECT_EQ(id[14], '4');
  EXPECT_NE(std::string("89ab").find(id[19]), std::string::npos);
}

TEST(Ids, TimeOrderedUuidIsVersion7AndSortsByTime) {
  const std::string first = new_time_ordered_uuid();
  next_millisecond();
  const std::string second = new_time_ordered_uuid();
  for (const auto& id : {first, second}) {
    EXPECT_TRUE(is_uuid(id)) << id;
    EXPECT_EQ(id[14], '7') << id;
    EXPECT_NE(std::string("89ab").find(id[19]), std::string::npos) << id;
  }
  EXPECT_LT(first, second);  // a later millisecond sorts after, as text and as bytes
  // The first 48 bits are the Unix time in milliseconds.
  const auto ms = std::stoull(second.substr(0, 8) + second.substr(9, 4), nullptr, 16);
  const auto now = static_cast<unsigned long long>(
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
          .count());
  EXPECT_LE(ms, now);
  EXPECT_GT(ms + 60'000, now);
}

// All 128 bits of a receipt code are random: none is fixed by the time (codes drawn within the
// same milliseconds differ in their first bits too) and each bit is set about half the time.
TEST(Ids, ReceiptCodesAre128RandomBits) {
  constexpr int kCodes = 1000;
  std::set<std::string> heads;
  std::vector<int> ones(128, 0);
  for (int i = 0; i < kCodes; ++i) {
    const std::string code = new_receipt_code();
    ASSERT_TRUE(is_receipt_code(code)) << code;
    heads.insert(code.substr(0, 12));  // the 48 bits a time prefix would take
    for (int bit = 0; bit < 128; ++bit) {
      const int nibble = std::stoi(code.substr(bit / 4, 1), nullptr, 16);
      ones[bit] += (nibble >> (3 - bit % 4)) & 1;
    }
  }
  EXPECT_EQ(heads.size(), std::size_t{kCodes});  // 48 random bits: a repeat has odds of about 2e-9
  for (int bit = 0; bit < 128; ++bit) {
    // A fair bit lands outside 350–650 of 1000 with odds far below 1e-20.
    EXPECT_GT(ones[bit], 350) << "bit " << bit;
    EXPECT_LT(ones[bit], 650) << "bit " << bit;
  }
}

// Each thread draws its random bits from a pool it refills from the CSPRNG: ids stay distinct
// across refills and between threads.
TEST(Ids, IdsDrawnOnSeveralThreadsAcrossRefillsAreDistinct) {
  constexpr int kThreads = 4, kEach = 1000;  // 16 random bytes each: several refills per thread
  std::vector<std::vector<std::string>> drawn(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&drawn, t] {
      for (int i = 0; i < kEach; ++i) drawn[t].push_back(new_uuid());
    });
  }
  for (auto& thread : threads) thread.join();
  std::set<std::string> distinct;
  for (const auto& ids : drawn) distinct.insert(ids.begin(), ids.end());
  EXPECT_EQ(distinct.size(), std::size_t{kThreads} * kEach);
}

}  // namespace
}  // namespace rifa
