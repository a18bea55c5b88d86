#include "common/json_writer.hpp"

#include <gtest/gtest.h>
#include <limits>
#include <nlohmann/json.hpp>

namespace rifa {
namespace {

TEST(JsonWriter, WritesNestedValuesWithCommasInPlace) {
  std::string out;
  JsonWriter w(out);
  w.begin_object().key("a").number(std::int64_t{1}).key("b").begin_array();
  w.string("x").boolean(true).null().number(2.5).raw(R"(["t"])");
  w.end_array().key("c").begin_object().end_object().end_object();
  EXPECT_EQ(out, R"({"a":1,"b":["x",true,null,2.5,["t"]],"c":{}})");
  EXPECT_NO_THROW((void)nlohmann::json::parse(out));
}

TEST(JsonWriter, EscapesStringsSoTheyRoundTrip) {
  const std::string tricky = "comillas \" barra \\ línea\nretorno\r tab\t control\x01 ñ €";
  std::string out;
  JsonWriter(out).begin_object().key("k\"ey").string(tricky).end_object();
  const auto parsed = nlohmann::json::parse(out);
  EXPECT_EQ(parsed["k\"ey"], tricky);
}

TEST(JsonWriter, NonFiniteNumbersBecomeNull) {
  std::string out;
  JsonWriter(out).begin_array().number(std::numeric_limits<double>::infinity()).end_array();
  EXPECT_EQ(out, "[null]");
}

}  // namespace
}  // namespace rifa
