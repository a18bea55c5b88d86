// Verified access tokens are remembered until their expiry and never after it.

#include "auth/verified_tokens.hpp"

#include <gtest/gtest.h>

namespace rifa::auth {
namespace {

TokenClaims claims(const std::string& user, std::int64_t exp) { return {user, "s-" + user, user + "@x.io", exp}; }

TEST(VerifiedTokens, FoundUntilTheTokenExpires) {
  VerifiedTokens tokens;
  tokens.store("a.b.c", claims("u1", 1000));
  const auto found = tokens.find("a.b.c", 999);
  ASSERT_TRUE(found);
  EXPECT_EQ(found->user_id, "u1");
  EXPECT_EQ(found->session_id, "s-u1");
  EXPECT_FALSE(tokens.find("a.b.c", 1000));  // exp is exclusive, as the signature check has it
  EXPECT_FALSE(tokens.find("a.b.c", 999));   // and an expired token is forgotten
}

TEST(VerifiedTokens, OnlyTheExactTokenMatches) {
  VerifiedTokens tokens;
  tokens.store("a.b.c", claims("u1", 1000));
  EXPECT_FALSE(tokens.find("a.b.d", 1));
  EXPECT_FALSE(tokens.find("a.b.c ", 1));
  EXPECT_FALSE(tokens.find("", 1));
}

TEST(VerifiedTokens, BoundedInSize) {
  VerifiedTokens tokens(3);
  for (int i = 0; i < 10; ++i) tokens.store("t" + std::to_string(i), claims("u", 1000));
  EXPECT_LE(tokens.size(), 3u);
  EXPECT_TRUE(tokens.find("t9", 1));  // the newest is always kept
}

}  // namespace
}  // namespace rifa::auth
