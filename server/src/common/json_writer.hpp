#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rifa {

// Writes JSON straight into a string, for hot list responses where building an nlohmann tree
// (a std::map node and a string per field) costs more than the query. Commas are placed by the
// writer; keys and strings are escaped (the text must be UTF-8, as everything stored is).
class JsonWriter {
 public:
  explicit JsonWriter(std::string& out) : out_(out) {}

  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  JsonWriter& key(std::string_view name);
  JsonWriter& string(std::string_view value);
  JsonWriter& number(std::int64_t value);
  JsonWriter& number(double value);
  JsonWriter& boolean(bool value);
  JsonWriter& null();
  // An already serialised JSON value (e.g. a stored JSON array), written as is.
  JsonWriter& raw(std::string_view json);

 private:
  void before_value();
  std::string& out_;
  std::vector<bool> first_;  // per open container: no element written yet
  bool after_key_ = false;
};

void append_json_string(std::string& out, std::string_view value);

}  // namespace rifa
