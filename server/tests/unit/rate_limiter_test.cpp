#include "http/rate_limiter.hpp"

#include <gtest/gtest.h>

#include <boost/asio/error.hpp>

#include "http/error_response.hpp"
#include "http/malformed.hpp"
#include "http/write_limits.hpp"

namespace rifa::http {
namespace {

using namespace std::chrono_literals;
using Clock = RateLimiter::Clock;

TEST(RateLimiter, BucketEmptiesAndKeysAreIndependent) {
  RateLimiter limiter;
  const auto now = Clock::now();
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(limiter.take("a", Budget::per_hour(3), now).allowed);
  EXPECT_FALSE(limiter.take("a", Budget::per_hour(3), now).allowed);
  EXPECT_FALSE(limiter.peek("a", Budget::per_hour(3), now).allowed);
  EXPECT_TRUE(limiter.take("b", Budget::per_hour(3), now).allowed);
}

TEST(RateLimiter, SaysWhenTheNextTokenArrivesAndRefills) {
  RateLimiter limiter;
  const auto now = Clock::now();
  const Budget budget = Budget::per_minute(2);  // one token every 30 s
  EXPECT_TRUE(limiter.take("k", budget, now).allowed);
  EXPECT_TRUE(limiter.take("k", budget, now).allowed);
  const Verdict empty = limiter.take("k", budget, now);
  EXPECT_FALSE(empty.allowed);
  EXPECT_EQ(empty.retry_after, 30s);
  EXPECT_EQ(limiter.take("k", budget, now + 20s).retry_after, 10s);
  EXPECT_TRUE(limiter.take("k", budget, now + 31s).allowed);
  EXPECT_FALSE(limiter.take("k", budget, now + 31s).allowed);
}

TEST(RateLimiter, PeekTakesNothing) {
  RateLimiter limiter;
  const auto now = Clock::now();
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(limiter.peek("k", Budget::per_hour(1), now).allowed);
  EXPECT_TRUE(limiter.take("k", Budget::per_hour(1), now).allowed);
}

TEST(RateLimiter, MemoryIsBounded) {
  RateLimiter limiter(1000);
  const auto now = Clock::now();
  for (int i = 0; i < 10000; ++i) limiter.take("addr-" + std::to_string(i), Budget::per_hour(10), now);
  EXPECT_LE(limiter.size(), 1000u);
  // Buckets that have refilled are forgotten once a sweep runs.
  limiter.take("late", Budget::per_hour(10), now + 2h);
  EXPECT_EQ(limiter.size(), 1u);
}

TEST(WriteLimits, ReadsAreFreeWritesAndUploadsAreCounted) {
  using boost::beast::http::verb;
  EXPECT_EQ(traffic_of(verb::get, 64 * 1024), Traffic::read);
  EXPECT_EQ(traffic_of(verb::head, 6 << 20), Traffic::read);
  EXPECT_EQ(traffic_of(verb::post, 64 * 1024), Traffic::write);
  EXPECT_EQ(traffic_of(verb::delete_, 64 * 1024), Traffic::write);
  EXPECT_EQ(traffic_of(verb::put, 6 << 20), Traffic::upload);

  WriteLimits limits({.writes_per_minute_user = 2,
                      .writes_per_minute_address = 3,
                      .uploads_per_hour_user = 1,
                      .uploads_per_hour_address = 10});
  limits.charge_user(Traffic::write, "u1");
  limits.charge_user(Traffic::write, "u1");
  try {
    limits.charge_user(Traffic::write, "u1");
    FAIL() << "the third write of a minute passed";
  } catch (const RateLimited& e) {
    EXPECT_EQ(e.status(), 429);
    EXPECT_EQ(e.code(), "rate_limited");
    EXPECT_GE(e.retry_after(), 1s);
    EXPECT_LE(e.retry_after(), 30s);
  }
  limits.charge_user(Traffic::write, "u2");   // another user has its own budget
  limits.charge_user(Traffic::read, "u1");    // reads cost nothing
  limits.charge_user(Traffic::upload, "u1");  // uploads have their own, stricter budget
  EXPECT_THROW(limits.charge_user(Traffic::upload, "u1"), RateLimited);
  for (int i = 0; i < 3; ++i) limits.charge_address(Traffic::write, "203.0.113.7");
  EXPECT_THROW(limits.charge_address(Traffic::write, "203.0.113.7"), RateLimited);
  limits.charge_address(Traffic::write, "203.0.113.8");
}

TEST(WriteLimits, The429CarriesRetryAfterAndTheEnvelope) {
  const auto res = error_response_for(std::make_exception_ptr(RateLimited(42s)));
  EXPECT_EQ(res.result_int(), 429);
  EXPECT_EQ(res[bhttp::field::retry_after], "42");
  const auto body = nlohmann::json::parse(res.body());
  EXPECT_EQ(body["error"]["code"], "rate_limited");
  EXPECT_FALSE(body["error"]["message"].get<std::string>().empty());
}

TEST(MalformedRequests, ParserErrorsAreAnsweredClientGoneIsNot) {
  using bhttp::error;
  EXPECT_EQ(malformed_request_error(error::bad_content_length)->status(), 400);
  EXPECT_EQ(malformed_request_error(error::bad_transfer_encoding)->status(), 400);
  EXPECT_EQ(malformed_request_error(error::bad_method)->status(), 400);
  EXPECT_EQ(malformed_request_error(error::bad_version)->status(), 400);
  EXPECT_EQ(malformed_request_error(error::header_limit)->status(), 431);
  EXPECT_EQ(malformed_request_error(error::body_limit)->status(), 413);
  EXPECT_FALSE(malformed_request_error(error::end_of_stream));
  EXPECT_FALSE(malformed_request_error(error::partial_message));
  EXPECT_FALSE(malformed_request_error(boost::asio::error::operation_aborted));
  EXPECT_EQ(malformed_request_error(error::bad_version, "GET / HTTP/9.9\r\nHost: x\r\n\r\n")->status(), 505);
  EXPECT_EQ(malformed_request_error(error::bad_version, "GET / HTTP/2.0\r\n")->status(), 505);
  EXPECT_EQ(malformed_request_error(error::bad_version, "GET / HTTX/1.1\r\n")->status(), 400);
  EXPECT_EQ(malformed_request_error(error::bad_version, "HTTP/9.9\r\n")->status(), 400);
}

TEST(MalformedRequests, UnsupportedVersionsAndCodings) {
  Request req{bhttp::verb::post, "/api/v1/x", 11};
  EXPECT_FALSE(unsupported_request_error(req));
  req.set(bhttp::field::transfer_encoding, " Chunked ");
  EXPECT_FALSE(unsupported_request_error(req));
  req.set(bhttp::field::transfer_encoding, "gzip, chunked");
  EXPECT_EQ(unsupported_request_error(req)->status(), 501);
  req.erase(bhttp::field::transfer_encoding);
  EXPECT_FALSE(unsupported_request_error(req));
}

}  // namespace
}  // namespace rifa::http
