#include "http/router.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace rifa::http {

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (start <= path.size()) {
    const auto slash = path.find('/', start);
    const auto end = slash == std::string_view::npos ? path.size() : slash;
    if (end > start) out.push_back(path.substr(start, end - start));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  return out;
}

namespace {
bool is_param(std::string_view segment) {
  return segment.size() > 2 && segment.front() == '{' && segment.back() == '}';
}
// "{path*}": matches the rest of the path (one or more segments), joined with '/'.
bool is_rest(std::string_view segment) { return is_param(segment) && segment[segment.size() - 2] == '*'; }

// The route's path as the contract writes it: "/api/v1/raffles/{id}", a rest parameter "{path}".
std::string contract_path(const std::vector<std::string>& segments) {
  std::string path;
  for (const auto& segment : segments) {
    path += '/';
    path += is_rest(segment) ? "{" + segment.substr(1, segment.size() - 3) + "}" : segment;
  }
  return path.empty() ? "/" : path;
}
}  // namespace

void Router::add(bhttp::verb method, std::string_view pattern, Handler handler, RouteOptions options) {
  add_route({method, {}, std::move(handler), {}, options, 0, nullptr}, pattern);
}

void Router::add_async(bhttp::verb method, std::string_view pattern, AsyncHandler handler, RouteOptions options) {
  add_route({method, {}, {}, std::move(handler), options, 0, nullptr}, pattern);
}

void Router::add_route(Route route, std::string_view pattern) {
  const auto method = route.method;
  for (auto segment : split_path(pattern)) {
    route.segments.emplace_back(segment);
    if (!is_param(segment)) ++route.literal_count;
  }
  route.series =
      std::make_shared<metrics::RouteSeries>(std::string(bhttp::to_string(method)), contract_path(route.segments));
  for (const auto& existing : routes_) {
    if (existing.method == method && existing.segments == route.segments) {
      throw std::logic_error("duplicate route " + std::string(pattern));
    }
  }
  routes_.push_back(std::move(route));
  // Most specific first, so literal segments win over parameters.
  std::stable_sort(routes_.begin(), routes_.end(),
                   [](const Route& a, const Route& b) { return a.literal_count > b.literal_count; });
}

Router::Match Router::match(bhttp::verb method, std::string_view path) const {
  const auto parts = split_path(path);
  Match result;
  for (const auto& route : routes_) {
    const bool rest = !route.segments.empty() && is_rest(route.segments.back());
    if (rest ? parts.size() < route.segments.size() : route.segments.size() != parts.size()) continue;
    std::map<std::string, std::string, std::less<>> params;
    bool ok = true;
    for (std::size_t i = 0; i < route.segments.size() && ok; ++i) {
      const auto& segment = route.segments[i];
      if (is_rest(segment)) {
        std::string joined;
        for (std::size_t k = i; k < parts.size(); ++k) {
          if (!joined.empty()) joined += '/';
          joined.append(parts[k]);
        }
        params.emplace(segment.substr(1, segment.size() - 3), std::move(joined));
      } else if (is_param(segment)) {
        params.emplace(segment.substr(1, segment.size() - 2), std::string(parts[i]));
      } else {
        ok = segment == parts[i];
      }
    }
    if (!ok) continue;
    const bool head_as_get = method == bhttp::verb::head && route.method == bhttp::verb::get;
    if (route.method == method || head_as_get) {
      if (result.kind != Match::Kind::found) {
        result.kind = Match::Kind::found;
        result.handler = route.handler ? &route.handler : nullptr;
        result.async_handler = route.async_handler ? &route.async_handler : nullptr;
        result.options = &route.options;
        result.series = route.series.get();
        result.params = std::move(params);
      }
    } else {
      std::vector<std::string> names{std::string(bhttp::to_string(route.method))};
      if (route.method == bhttp::verb::get) names.emplace_back("HEAD");  // GET routes answer HEAD too
      for (auto& name : names) {
        if (std::find(result.allowed.begin(), result.allowed.end(), name) == result.allowed.end()) {
          result.allowed.push_back(std::move(name));
        }
      }
    }
  }
  if (result.kind == Match::Kind::found) {
    result.allowed.clear();
  } else if (!result.allowed.empty()) {
    result.kind = Match::Kind::method_not_allowed;
    std::sort(result.allowed.begin(), result.allowed.end());
  }
  return result;
}

std::size_t Router::body_limit(bhttp::verb method, std::string_view path) const {
  const auto m = match(method, path);
  return m.kind == Match::Kind::found ? m.options->body_limit : RouteOptions{}.body_limit;
}

std::vector<std::string> Router::operations() const {
  std::vector<std::pair<std::string, std::string>> listed;  // path, method
  for (const auto& route : routes_) {
    listed.emplace_back(contract_path(route.segments), std::string(bhttp::to_string(route.method)));
  }
  std::sort(listed.begin(), listed.end());
  std::vector<std::string> out;
  out.reserve(listed.size());
  for (const auto& [path, method] : listed) out.push_back(method + " " + path);
  return out;
}

}  // namespace rifa::http
