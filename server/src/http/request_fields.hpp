#pragma once

#include <chrono>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/json_fields.hpp"
#include "common/text_rules.hpp"
#include "http/message.hpp"

namespace rifa::http {

// The typed accessor layer: routes read a JSON body or a query string through these, and hand
// services typed values. A wrong type or an invalid value is recorded per field (first message
// wins) and `done()` answers them all at once as 422 `validation_failed` {field: message}.
class FieldErrors {
 public:
  void add(std::string_view field, std::string message);
  bool has(std::string_view field) const { return details_.contains(field); }
  bool empty() const { return details_.empty(); }
  // Throws ApiError 422 with every message collected so far; nothing when all were valid.
  void done() const;

 private:
  nlohmann::json details_ = nlohmann::json::object();
};

// The message for a date-time that is well formed but outside the years the server reads
// (common/time.hpp): the same for every date field of the API.
inline constexpr const char* kDateOutOfRange = "La fecha debe estar entre los años 1900 y 2199";

// A JSON object body. Every accessor: absent or null → nullopt; wrong type or invalid → nullopt
// and a message for the field. A present value is read as given: a blank text is a value, and an
// id or a date that is blank is invalid (only null means "none").
class BodyFields : public FieldErrors {
 public:
  // 400 bad_request when the body is not a JSON object.
  explicit BodyFields(const RequestContext& ctx);
  explicit BodyFields(nlohmann::json body) : body_(std::move(body)) {}

  bool has(const char* name) const;  // present and not null
  std::optional<std::string> text(const char* name, const TextRule& rule);
  std::optional<bool> boolean(const char* name);
  std::optional<std::int64_t> integer(const char* name);
  // A UUID, else "Identificador inválido" (a blank text too).
  std::optional<std::string> id(const char* name);
  // An RFC 3339 date-time (surrounding spaces ignored) within the years the server reads: `message`
  // when it is not one (a blank text too), kDateOutOfRange when it is out of range.
  std::optional<std::chrono::system_clock::time_point> instant(const char* name, const char* message);
  // An amount of money with at most two decimals, in cents, within [min_cents, max_cents].
  std::optional<std::int64_t> cents(const char* name, std::int64_t min_cents, std::int64_t max_cents,
                                    const char* message);
  // One of `allowed` (a text), else `message`.
  std::optional<std::string> one_of(const char* name, std::initializer_list<std::string_view> allowed,
                                    const char* message);
  std::optional<std::vector<std::int64_t>> integers(const char* name);
  // An array of texts, each checked with `rule` (errors under `name`).
  std::optional<std::vector<std::string>> texts(const char* name, const TextRule& rule);
  // An object whose values are texts, each checked with `rule` (errors under "name.key").
  std::optional<std::map<std::string, std::string>> text_map(const char* name, const TextRule& rule);

 private:
  nlohmann::json body_;
  const nlohmann::json* find(const char* name) const;
};

// The query string. Values are texts; the accessors parse them.
class QueryFields : public FieldErrors {
 public:
  explicit QueryFields(const RequestContext& ctx) : query_(ctx.query) {}

  // A search text: trimmed, at most 100 characters, no control characters; nullopt when absent
  // or blank.
  std::optional<std::string> search(const char* name);
  std::optional<std::string> one_of(const char* name, std::initializer_list<std::string_view> allowed,
                                    const char* message);
  std::optional<std::string> uuid(const char* name);
  // An RFC 3339 date-time as BodyFields::instant reads it; nullopt when absent or empty.
  std::optional<std::chrono::system_clock::time_point> instant(const char* name, const char* message);
  // A comma-separated list of integers ("1,2,3").
  std::optional<std::vector<std::int64_t>> integers(const char* name);
  // ?page (≥ 0) and ?limit (clamped to 1–100): a value that is not an integer is refused.
  Page page(std::int64_t default_limit);

 private:
  const std::map<std::string, std::string, std::less<>>& query_;
  const std::string* find(const char* name) const;
};

}  // namespace rifa::http
