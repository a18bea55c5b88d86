#include "http/router.hpp"

#include <gtest/gtest.h>

namespace rifa::http {
namespace {

using verb = bhttp::verb;
using Kind = Router::Match::Kind;

Handler tagged(std::string tag) {
  return [tag](RequestContext&) { return json_response(Status::ok, {{"tag", tag}}); };
}

std::string tag_of(const Router::Match& m) {
  Request req;
  RequestContext ctx{req, "/", {}, {}, ""};
  return nlohmann::json::parse((*m.handler)(ctx).body())["tag"];
}

TEST(Router, MatchesLiteralPathAndMethod) {
  Router r;
  r.add(verb::get, "/api/v1/health", tagged("health"));
  auto m = r.match(verb::get, "/api/v1/health");
  ASSERT_EQ(m.kind, Kind::found);
  EXPECT_EQ(tag_of(m), "health");
  EXPECT_EQ(r.match(verb::get, "/api/v1/healthz").kind, Kind::not_found);
  EXPECT_EQ(r.match(verb::get, "/api/v1").kind, Kind::not_found);
}

TEST(Router, ExtractsPathParameters) {
  Router r;
  r.add(verb::post, "/api/v1/raffles/{id}/tickets", tagged("buy"));
  auto m = r.match(verb::post, "/api/v1/raffles/abc-123/tickets");
  ASSERT_EQ(m.kind, Kind::found);
  EXPECT_EQ(m.params.at("id"), "abc-123");
  EXPECT_EQ(r.match(verb::post, "/api/v1/raffles//tickets").kind, Kind::not_found);
}

TEST(Router, LiteralSegmentsWinOverParameters) {
  Router r;
  r.add(verb::get, "/api/v1/raffles/{id}", tagged("by-id"));
  r.add(verb::get, "/api/v1/raffles/search", tagged("search"));
  EXPECT_EQ(tag_of(r.match(verb::get, "/api/v1/raffles/search")), "search");
  EXPECT_EQ(tag_of(r.match(verb::get, "/api/v1/raffles/42")), "by-id");
}

TEST(Router, WrongMethodListsAllowedMethods) {
  Router r;
  r.add(verb::get, "/api/v1/profiles/me", tagged("get"));
  r.add(verb::patch, "/api/v1/profiles/me", tagged("patch"));
  auto m = r.match(verb::delete_, "/api/v1/profiles/me");
  ASSERT_EQ(m.kind, Kind::method_not_allowed);
  EXPECT_EQ(m.allowed, (std::vector<std::string>{"GET", "HEAD", "PATCH"}));
}

TEST(Router, HeadIsServedByGet) {
  Router r;
  r.add(verb::get, "/api/v1/health", tagged("health"));
  EXPECT_EQ(r.match(verb::head, "/api/v1/health").kind, Kind::found);
}

TEST(Router, TrailingSlashAndRepeatedSlashesMatchTheSameRoute) {
  Router r;
  r.add(verb::get, "/api/v1/health", tagged("health"));
  EXPECT_EQ(r.match(verb::get, "/api/v1/health/").kind, Kind::found);
}

TEST(Router, RejectsDuplicateRoutes) {
  Router r;
  r.add(verb::get, "/api/v1/x/{id}", tagged("a"));
  EXPECT_THROW(r.add(verb::get, "/api/v1/x/{id}", tagged("b")), std::logic_error);
}

TEST(Router, BodyLimitFollowsTheRoute) {
  Router r;
  r.add(verb::put, "/api/v1/profiles/me/avatar", tagged("upload"), RouteOptions{6 * 1024 * 1024});
  r.add(verb::post, "/api/v1/raffles", tagged("create"));
  EXPECT_EQ(r.body_limit(verb::put, "/api/v1/profiles/me/avatar"), 6u * 1024 * 1024);
  EXPECT_EQ(r.body_limit(verb::post, "/api/v1/raffles"), 64u * 1024);
  EXPECT_EQ(r.body_limit(verb::post, "/nowhere"), 64u * 1024);
}

TEST(Target, SplitsAndDecodesPathAndQuery) {
  std::string path;
  std::map<std::string, std::string, std::less<>> query;
  ASSERT_TRUE(split_target("/api/v1/raffles?q=Jos%C3%A9+Luis&page=2&page=9&flag", path, query));
  EXPECT_EQ(path, "/api/v1/raffles");
  EXPECT_EQ(query.at("q"), "José Luis");
  EXPECT_EQ(query.at("page"), "2");
  EXPECT_EQ(query.at("flag"), "");
}

TEST(Target, RejectsMalformedEscapes) {
  std::string path;
  std::map<std::string, std::string, std::less<>> query;
  EXPECT_FALSE(split_target("/a%2", path, query));
  EXPECT_FALSE(split_target("/a%zz", path, query));
  EXPECT_FALSE(split_target("/a%00b", path, query));
  EXPECT_FALSE(split_target("/a?x=%G1", path, query));
}

}  // namespace
}  // namespace rifa::http

namespace rifa::http {
namespace {

TEST(Router, RestParameterTakesTheRemainingSegments) {
  Router r;
  r.add(bhttp::verb::get, "/storage/v1/object/public/{bucket}/{path*}",
        [](RequestContext&) { return empty_response(Status::ok); });
  auto m = r.match(bhttp::verb::get, "/storage/v1/object/public/avatars/u1/avatar.png");
  ASSERT_EQ(m.kind, Router::Match::Kind::found);
  EXPECT_EQ(m.params.at("bucket"), "avatars");
  EXPECT_EQ(m.params.at("path"), "u1/avatar.png");
  EXPECT_EQ(r.match(bhttp::verb::get, "/storage/v1/object/public/avatars").kind, Router::Match::Kind::not_found);
}

}  // namespace
}  // namespace rifa::http
