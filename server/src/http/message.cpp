#include "http/message.hpp"

#include "common/errors.hpp"

namespace rifa::http {

const std::string& RequestContext::param(std::string_view name) const {
  auto it = path_params.find(name);
  if (it == path_params.end()) throw std::logic_error("route has no parameter " + std::string(name));
  return it->second;
}

std::optional<std::string> RequestContext::query_value(std::string_view name) const {
  auto it = query.find(name);
  if (it == query.end()) return std::nullopt;
  return it->second;
}

nlohmann::json RequestContext::json_body() const {
  auto body = nlohmann::json::parse(request.body(), nullptr, false);
  if (body.is_discarded() || !body.is_object()) {
    throw ApiError::bad_request("El cuerpo de la petición debe ser un objeto JSON válido");
  }
  return body;
}

void RequestContext::charge_user(const std::string& user_id) const {
  if (write_limits && traffic != Traffic::read) write_limits->charge_user(traffic, user_id);
}

Response json_response(Status status, const nlohmann::json& body, unsigned version) {
  return json_text_response(status, body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), version);
}

Response json_text_response(Status status, std::string body, unsigned version) {
  Response res{status, version};
  res.set(bhttp::field::content_type, "application/json; charset=utf-8");
  res.set(bhttp::field::cache_control, "no-store");
  res.body() = std::move(body);
  res.prepare_payload();
  return res;
}

Response empty_response(Status status, unsigned version) {
  Response res{status, version};
  res.prepare_payload();
  return res;
}

bool etag_matches(std::string_view header, std::string_view etag) {
  std::size_t start = 0;
  while (start < header.size()) {
    auto comma = header.find(',', start);
    std::string_view item =
        header.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    start = comma == std::string_view::npos ? header.size() : comma + 1;
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    if (item.substr(0, 2) == "W/") item.remove_prefix(2);
    if (item == "*" || item == etag) return true;
  }
  return false;
}

bool percent_decode(std::string_view in, std::string& out, bool plus_is_space) {
  out.clear();
  out.reserve(in.size());
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  for (std::size_t i = 0; i < in.size(); ++i) {
    const char c = in[i];
    if (c == '%') {
      if (i + 2 >= in.size()) return false;
      const int hi = hex(in[i + 1]);
      const int lo = hex(in[i + 2]);
      if (hi < 0 || lo < 0) return false;
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else if (c == '+' && plus_is_space) {
      out += ' ';
    } else {
      out += c;
    }
  }
  return true;
}

bool split_target(std::string_view target, std::string& path, std::map<std::string, std::string, std::less<>>& query) {
  const auto q = target.find('?');
  if (!percent_decode(target.substr(0, q), path, false)) return false;
  if (path.find('\0') != std::string::npos) return false;
  if (q == std::string_view::npos) return true;
  std::string_view rest = target.substr(q + 1);
  while (!rest.empty()) {
    const auto amp = rest.find('&');
    const std::string_view pair = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view{} : rest.substr(amp + 1);
    if (pair.empty()) continue;
    const auto eq = pair.find('=');
    std::string key, value;
    if (!percent_decode(pair.substr(0, eq), key, true)) return false;
    if (eq != std::string_view::npos && !percent_decode(pair.substr(eq + 1), value, true)) return false;
    query.emplace(std::move(key), std::move(value));  // first occurrence wins
  }
  return true;
}

}  // namespace rifa::http
