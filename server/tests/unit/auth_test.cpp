#include <gtest/gtest.h>

#include "auth/crypto.hpp"
#include "auth/jwt.hpp"
#include "auth/passwords.hpp"

namespace rifa::auth {
namespace {

TEST(Base64Url, RoundTripsWithoutPadding) {
  for (std::string s :
       {std::string(""), std::string("f"), std::string("fo"), std::string("foo"), std::string("\xff\xfe\x00\x01", 4)}) {
    const auto encoded = base64url_encode(s);
    EXPECT_EQ(encoded.find('='), std::string::npos);
    EXPECT_EQ(encoded.find('+'), std::string::npos);
    EXPECT_EQ(base64url_decode(encoded), s);
  }
  EXPECT_EQ(base64url_encode("\xfb\xff"), "-_8");
  EXPECT_EQ(base64url_decode("a"), std::nullopt);
  EXPECT_EQ(base64url_decode("ab$c"), std::nullopt);
}

TEST(Crypto, Sha256HexAndConstantTimeCompare) {
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_TRUE(constant_time_equal("abc", "abc"));
  EXPECT_FALSE(constant_time_equal("abc", "abd"));
  EXPECT_FALSE(constant_time_equal("abc", "abcd"));
  EXPECT_NE(random_token(), random_token());
}

TEST(Jwt, SignsAndVerifiesES256WithRawSignature) {
  const auto key = SigningKey::generate();
  const std::string token = key.sign({{"sub", "u1"}, {"exp", 2000}});
  const auto dot = token.rfind('.');
  EXPECT_EQ(base64url_decode(token.substr(dot + 1))->size(), 64u);  // r‖s, not DER
  const auto claims = key.verify(token, 1000);
  ASSERT_TRUE(claims);
  EXPECT_EQ((*claims)["sub"], "u1");
}

TEST(Jwt, RefusesExpiredTamperedOrForeignTokens) {
  const auto key = SigningKey::generate();
  const std::string token = key.sign({{"sub", "u1"}, {"exp", 2000}});
  EXPECT_FALSE(key.verify(token, 2000));  // exp reached
  std::string tampered = token;
  const auto first_dot = tampered.find('.');
  tampered[first_dot + 2] = tampered[first_dot + 2] == 'A' ? 'B' : 'A';
  EXPECT_FALSE(key.verify(tampered, 1000));
  EXPECT_FALSE(SigningKey::generate().verify(token, 1000));
  EXPECT_FALSE(key.verify("not.a.jwt", 1000));
  EXPECT_FALSE(key.verify("", 1000));
}

TEST(Jwt, RefusesATokenWhileItsNotBeforeIsInTheFuture) {
  const auto key = SigningKey::generate();
  const std::string token = key.sign({{"sub", "u1"}, {"exp", 2000}, {"nbf", 1500}});
  EXPECT_FALSE(key.verify(token, 1000));
  EXPECT_FALSE(key.verify(token, 1499));
  EXPECT_TRUE(key.verify(token, 1500));
  EXPECT_TRUE(key.verify(token, 1999));
  for (const nlohmann::json& nbf : {nlohmann::json("1500"), nlohmann::json(nullptr), nlohmann::json::object()}) {
    EXPECT_FALSE(key.verify(key.sign({{"sub", "u1"}, {"exp", 2000}, {"nbf", nbf}}), 1600)) << nbf;
  }
}

TEST(Jwt, HeaderFieldsOfTheWrongTypeAreAnInvalidTokenNotAnError) {
  const auto key = SigningKey::generate();
  const std::string token = key.sign({{"sub", "u1"}, {"exp", 2000}});
  const std::string rest = token.substr(token.find('.'));  // the real payload and signature
  for (const nlohmann::json& header :
       {nlohmann::json{{"alg", 5}}, nlohmann::json{{"alg", nullptr}}, nlohmann::json{{"alg", nlohmann::json::object()}},
        nlohmann::json{{"alg", {"ES256"}}}, nlohmann::json{{"alg", "ES256"}, {"kid", 7}},
        nlohmann::json{{"alg", "ES256"}, {"kid", key.kid()}, {"typ", 7}}, nlohmann::json::array(),
        nlohmann::json("ES256")}) {
    const std::string forged = base64url_encode(header.dump()) + rest;
    EXPECT_NO_THROW(EXPECT_FALSE(key.verify(forged, 1000))) << header.dump();
  }
}

TEST(Jwt, JwksPublishesTheKeyForWebCrypto) {
  const auto key = SigningKey::generate();
  const auto jwks = key.jwks();
  ASSERT_EQ(jwks["keys"].size(), 1u);
  const auto& k = jwks["keys"][0];
  EXPECT_EQ(k["kty"], "EC");
  EXPECT_EQ(k["crv"], "P-256");
  EXPECT_EQ(k["alg"], "ES256");
  EXPECT_EQ(k["use"], "sig");
  EXPECT_EQ(k["key_ops"], nlohmann::json({"verify"}));
  EXPECT_EQ(k["kid"], key.kid());
  EXPECT_EQ(base64url_decode(k["x"].get<std::string>())->size(), 32u);
  EXPECT_FALSE(k.contains("d"));  // never the private part
}

TEST(Passwords, Argon2idHashVerifies) {
  const auto hash = hash_password("correct horse battery");
  EXPECT_EQ(hash.rfind("$argon2id$", 0), 0u);
  EXPECT_TRUE(verify_password("correct horse battery", hash));
  EXPECT_FALSE(verify_password("correct horse batterY", hash));
}

TEST(Passwords, WeaknessReasons) {
  EXPECT_EQ(password_weaknesses("short"), std::vector<std::string>{"length"});
  EXPECT_EQ(password_weaknesses("password123"), std::vector<std::string>{"pwned"});
  EXPECT_EQ(password_weaknesses("Contraseña"), std::vector<std::string>{"pwned"});
  EXPECT_TRUE(password_weaknesses("ñandú feliz 2026").empty());
  EXPECT_EQ(password_weaknesses("ñañañañ"), std::vector<std::string>{"length"});  // 7 characters, 14 bytes
  EXPECT_TRUE(password_weaknesses(std::string(64, 'x') + "y").empty());
}

}  // namespace
}  // namespace rifa::auth
