#include "http/error_response.hpp"

#include <gtest/gtest.h>

#include "db/database.hpp"

namespace rifa::http {
namespace {

nlohmann::json body_of(const Response& res) { return nlohmann::json::parse(res.body()); }

TEST(ErrorEnvelope, CarriesCodeMessageAndDetails) {
  auto res = error_response(
      ApiError::conflict("numbers_unavailable", "Algunos números ya no están disponibles", {{"numbers", {3, 17}}}));
  EXPECT_EQ(res.result_int(), 409);
  EXPECT_EQ(res[bhttp::field::content_type], "application/json; charset=utf-8");
  auto body = body_of(res);
  EXPECT_EQ(body["error"]["code"], "numbers_unavailable");
  EXPECT_EQ(body["error"]["message"], "Algunos números ya no están disponibles");
  EXPECT_EQ(body["error"]["details"]["numbers"], nlohmann::json({3, 17}));
}

TEST(ErrorEnvelope, OmitsDetailsWhenThereAreNone) {
  auto body = body_of(error_response(ApiError::not_found("Rifa no encontrada")));
  EXPECT_EQ(body["error"]["message"], "Rifa no encontrada");
  EXPECT_FALSE(body["error"].contains("details"));
}

TEST(ErrorEnvelope, UnknownExceptionsBecome500WithoutInternalText) {
  auto res = error_response_for(std::make_exception_ptr(std::runtime_error("SELECT secret FROM users")));
  EXPECT_EQ(res.result_int(), 500);
  EXPECT_EQ(res.body().find("secret"), std::string::npos);
  EXPECT_EQ(body_of(res)["error"]["code"], "internal_error");
}

TEST(ErrorEnvelope, ApiErrorsPassThroughUnchanged) {
  auto res = error_response_for(std::make_exception_ptr(ApiError::validation({{"title", "Muy corto"}})));
  EXPECT_EQ(res.result_int(), 422);
  EXPECT_EQ(body_of(res)["error"]["details"]["title"], "Muy corto");
}

TEST(ErrorEnvelope, BusyDatabaseIsATemporary503) {
  auto res = error_response_for(std::make_exception_ptr(db::RetryableError("database is locked")));
  EXPECT_EQ(res.result_int(), 503);
  EXPECT_EQ(res.body().find("locked"), std::string::npos);
}

TEST(ErrorEnvelope, MethodNotAllowedHasAllowHeader) {
  auto res = method_not_allowed_response({"GET", "PATCH"});
  EXPECT_EQ(res.result_int(), 405);
  EXPECT_EQ(res[bhttp::field::allow], "GET, PATCH");
  EXPECT_EQ(body_of(res)["error"]["code"], "method_not_allowed");
}

TEST(ErrorEnvelope, NotFoundIsJson) {
  auto res = not_found_response();
  EXPECT_EQ(res.result_int(), 404);
  EXPECT_EQ(body_of(res)["error"]["code"], "not_found");
}

}  // namespace
}  // namespace rifa::http
