#include "http/cookies.hpp"

#include <gtest/gtest.h>

namespace rifa::http {
namespace {

Request with_cookie(std::string_view header) {
  Request req;
  req.set(bhttp::field::cookie, header);
  return req;
}

TEST(CookieValue, FindsTheNamedCookieAmongOthers) {
  EXPECT_EQ(cookie_value(with_cookie("a=1; rifa-page=abc.def.ghi; b=2"), "rifa-page"), "abc.def.ghi");
  EXPECT_EQ(cookie_value(with_cookie("rifa-page=x"), "rifa-page"), "x");
  EXPECT_EQ(cookie_value(with_cookie("a=1;rifa-page=y"), "rifa-page"), "y");
}

TEST(CookieValue, IsEmptyWhenAbsentOrOnlyAPrefixMatches) {
  EXPECT_EQ(cookie_value(Request{}, "rifa-page"), "");
  EXPECT_EQ(cookie_value(with_cookie("rifa-page-old=1; xrifa-page=2"), "rifa-page"), "");
  EXPECT_EQ(cookie_value(with_cookie("rifa-page"), "rifa-page"), "");
}

}  // namespace
}  // namespace rifa::http
