#include "realtime/protocol.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "realtime/origin.hpp"

namespace rifa::realtime {
namespace {

constexpr const char* kRaffle = "3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b";

TEST(RealtimeTopic, UserAndRaffleWithACanonicalId) {
  ASSERT_TRUE(parse_topic("user"));
  EXPECT_EQ(parse_topic("user")->kind, Topic::Kind::user);
  const auto raffle = parse_topic(std::string("raffle:") + kRaffle);
  ASSERT_TRUE(raffle);
  EXPECT_EQ(raffle->kind, Topic::Kind::raffle);
  EXPECT_EQ(raffle->raffle_id, kRaffle);
  EXPECT_EQ(raffle->wire(), std::string("raffle:") + kRaffle);
  for (const char* bad : {"", "users", "raffle:", "raffle:3F8A4C1E-2B7D-4E9F-A1C3-5D6E7F809A1B",
                          "raffle:3f8a4c1e2b7d4e9fa1c35d6e7f809a1b", "raffle:../x", "user:abc"}) {
    EXPECT_FALSE(parse_topic(bad)) << bad;
  }
}

TEST(RealtimeClientMessage, ReadsEachMessageOfTheContract) {
  const auto auth = parse_client_message(R"({"type":"auth","access_token":"abc.def.ghi"})");
  ASSERT_TRUE(std::holds_alternative<AuthMessage>(auth));
  EXPECT_EQ(std::get<AuthMessage>(auth).access_token, "abc.def.ghi");
  const auto subscribe = parse_client_message(std::string(R"({"type":"subscribe","topic":"raffle:)") + kRaffle + "\"}");
  ASSERT_TRUE(std::holds_alternative<SubscribeMessage>(subscribe));
  EXPECT_EQ(std::get<SubscribeMessage>(subscribe).topic.raffle_id, kRaffle);
  const auto unsubscribe = parse_client_message(R"({"type":"unsubscribe","topic":"user"})");
  ASSERT_TRUE(std::holds_alternative<UnsubscribeMessage>(unsubscribe));
  EXPECT_EQ(std::get<UnsubscribeMessage>(unsubscribe).topic.kind, Topic::Kind::user);
  EXPECT_TRUE(std::holds_alternative<HeartbeatMessage>(parse_client_message(R"({"type":"heartbeat"})")));
}

TEST(RealtimeClientMessage, AnythingElseIsABadMessage) {
  for (const char* bad :
       {"", "not json", "[]", "42", R"({"type":1})", R"({"type":"hello"})", R"({"topic":"user"})", R"({"type":"auth"})",
        R"({"type":"auth","access_token":""})", R"({"type":"auth","access_token":7})", R"({"type":"subscribe"})",
        R"({"type":"subscribe","topic":"everything"})", R"({"type":"heartbeat","extra":1})",
        R"({"type":"auth","access_token":"t","user_id":"x"})"}) {
    EXPECT_TRUE(std::holds_alternative<BadMessage>(parse_client_message(bad))) << bad;
  }
  // A valid topic in an otherwise bad message is named in the error.
  const auto extra = parse_client_message(R"({"type":"subscribe","topic":"user","x":1})");
  ASSERT_TRUE(std::holds_alternative<BadMessage>(extra));
  EXPECT_TRUE(std::get<BadMessage>(extra).topic);
}

TEST(RealtimeServerMessage, SerialisesTheContractShapes) {
  const Topic user{Topic::Kind::user, {}};
  EXPECT_EQ(nlohmann::json::parse(authed_text(kRaffle)), (nlohmann::json{{"type", "authed"}, {"user_id", kRaffle}}));
  EXPECT_EQ(nlohmann::json::parse(subscribed_text(user)), (nlohmann::json{{"type", "subscribed"}, {"topic", "user"}}));
  EXPECT_EQ(nlohmann::json::parse(unsubscribed_text(user))["type"], "unsubscribed");
  EXPECT_EQ(nlohmann::json::parse(heartbeat_text()), (nlohmann::json{{"type", "heartbeat"}}));
  EXPECT_EQ(nlohmann::json::parse(resync_text()), (nlohmann::json{{"type", "resync"}}));
  const auto error = nlohmann::json::parse(error_text(ErrorCode::unauthorized, user));
  EXPECT_EQ(error["code"], "unauthorized");
  EXPECT_EQ(error["topic"], "user");
  EXPECT_EQ(error["message"], "Debes iniciar sesión");
  EXPECT_FALSE(nlohmann::json::parse(error_text(ErrorCode::rate_limited)).contains("topic"));
}

TEST(RealtimeOrigin, MatchesTheSiteOriginOnly) {
  EXPECT_EQ(origin_of("https://Rifa.example:443/app/"), "https://rifa.example");
  EXPECT_EQ(origin_of("http://localhost:8080"), "http://localhost:8080");
  EXPECT_EQ(origin_of("http://localhost:80?x"), "http://localhost");
  const std::string site = origin_of("https://rifa.example");
  EXPECT_TRUE(origin_allowed("https://rifa.example", site));
  EXPECT_TRUE(origin_allowed("", site));  // not a browser
  EXPECT_FALSE(origin_allowed("https://evil.example", site));
  EXPECT_FALSE(origin_allowed("http://rifa.example", site));
  EXPECT_FALSE(origin_allowed("https://rifa.example.evil.example", site));
  EXPECT_FALSE(origin_allowed("null", site));
}

}  // namespace
}  // namespace rifa::realtime
