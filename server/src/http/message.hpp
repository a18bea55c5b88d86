#pragma once

#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "http/write_limits.hpp"

namespace rifa::http {

namespace bhttp = boost::beast::http;
using Request = bhttp::request<bhttp::string_body>;
using Response = bhttp::response<bhttp::string_body>;
using Status = bhttp::status;

// What a handler gets: the request, its path parameters and query, and the caller's address.
struct RequestContext {
  const Request& request;
  std::string path;  // percent-decoded path, without the query string
  std::map<std::string, std::string, std::less<>> path_params;
  std::map<std::string, std::string, std::less<>> query;
  std::string client_ip;
  // The /api/v1 write limits and what this request costs (set by the server; none in unit tests).
  WriteLimits* write_limits = nullptr;
  Traffic traffic = Traffic::read;

  const std::string& param(std::string_view name) const;  // throws if the route has no such parameter
  std::optional<std::string> query_value(std::string_view name) const;
  // Parses the body as a JSON object or throws ApiError 400.
  nlohmann::json json_body() const;
  // Charges the signed-in caller's write budget (a write or upload); throws RateLimited (429).
  void charge_user(const std::string& user_id) const;
};

Response json_response(Status status, const nlohmann::json& body, unsigned version = 11);
// A body that is already serialised JSON (hot lists written with JsonWriter).
Response json_text_response(Status status, std::string body, unsigned version = 11);
Response empty_response(Status status, unsigned version = 11);

// True when an If-None-Match header (a list, "*", weak validators) matches `etag`.
bool etag_matches(std::string_view if_none_match, std::string_view etag);

// Splits "/a/b?x=1&y=%20" into a decoded path and query map; returns false on malformed escapes.
bool split_target(std::string_view target, std::string& path, std::map<std::string, std::string, std::less<>>& query);
// Decodes %XX escapes (and '+' as space when `plus_is_space`); returns false when malformed.
bool percent_decode(std::string_view in, std::string& out, bool plus_is_space);

}  // namespace rifa::http
