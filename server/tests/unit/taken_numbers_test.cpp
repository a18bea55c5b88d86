#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "features/tickets/taken_numbers_cache.hpp"

namespace rifa::features::tickets {
namespace {

TakenNumbers entry(std::int64_t version, const std::string& body) {
  return {version, std::make_shared<const std::string>(body), "\"n" + std::to_string(version) + "\""};
}

TEST(TakenNumbersBody, IsTheJsonOfTheNumbers) {
  EXPECT_EQ(taken_numbers_body(100, 0, {}), R"({"total_tickets":100,"numbers_version":0,"taken":[],"locked":[]})");
  const auto body = taken_numbers_body(10000, 12, {0, 7, 9999});
  const auto parsed = nlohmann::json::parse(body);
  EXPECT_EQ(parsed["total_tickets"], 10000);
  EXPECT_EQ(parsed["numbers_version"], 12);
  EXPECT_EQ(parsed["taken"], nlohmann::json({0, 7, 9999}));
}

TEST(TakenNumbersBody, ListsTheLockedSellerBlocks) {
  const auto parsed = nlohmann::json::parse(taken_numbers_body(1000, 3, {5}, {{300, 399}, {500, 509}}));
  EXPECT_EQ(parsed["locked"], nlohmann::json::parse(R"([{"start":300,"end":399},{"start":500,"end":509}])"));
}

TEST(TakenNumbersCache, HitsOnlyTheSameVersion) {
  TakenNumbersCache cache;
  cache.store("r1", entry(3, "three"));
  ASSERT_TRUE(cache.find("r1", 3));
  EXPECT_EQ(*cache.find("r1", 3)->body, "three");
  EXPECT_FALSE(cache.find("r1", 4));
  EXPECT_FALSE(cache.find("r2", 3));
}

TEST(TakenNumbersCache, NeverGoesBackToAnOlderVersion) {
  TakenNumbersCache cache;
  cache.store("r1", entry(5, "five"));
  cache.store("r1", entry(4, "four"));  // a slower request that read before the purchase
  EXPECT_TRUE(cache.find("r1", 5));
  EXPECT_FALSE(cache.find("r1", 4));
  cache.store("r1", entry(6, "six"));
  EXPECT_EQ(*cache.find("r1", 6)->body, "six");
}

TEST(TakenNumbersCache, EvictsTheLeastRecentlyUsed) {
  TakenNumbersCache cache(2);
  cache.store("a", entry(1, "a"));
  cache.store("b", entry(1, "b"));
  ASSERT_TRUE(cache.find("a", 1));  // a is now the most recent
  cache.store("c", entry(1, "c"));
  EXPECT_TRUE(cache.find("a", 1));
  EXPECT_FALSE(cache.find("b", 1));
  EXPECT_TRUE(cache.find("c", 1));
}

}  // namespace
}  // namespace rifa::features::tickets
