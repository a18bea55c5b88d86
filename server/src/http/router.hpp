#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "http/message.hpp"
#include "http/reply.hpp"
#include "metrics/http_metrics.hpp"

namespace rifa::http {

using Handler = std::function<Response(RequestContext&)>;
// A handler that answers through `reply` when its work is done, possibly later and on another
// thread; `ctx` stays valid until it has answered. What it throws is answered like a Handler's.
using AsyncHandler = std::function<void(RequestContext& ctx, Reply reply)>;

struct RouteOptions {
  std::size_t body_limit = 64 * 1024;  // bytes accepted in the request body
  // Run on the network thread instead of the worker pool: only for handlers that never block
  // (no disk or network I/O), where the hop between threads would cost more than the work.
  bool run_inline = false;
  // For an AsyncHandler: starts it on the network thread when this says it will not block there
  // (what it needs is cached), saving a worker's wake-up; otherwise on the worker pool.
  std::function<bool(const RequestContext&)> start_inline_when = {};
  // The body is one uploaded file: a body over `body_limit` is answered as a file over the 5 MB
  // limit (ApiError::file_too_large, the spec's message), not with the generic 413.
  bool file_upload = false;
};

// The options of a route that takes one image file (at most 5 MB, checked by storage): room for
// the file, answered as a file when even that is exceeded.
inline RouteOptions file_upload_route() { return {.body_limit = 6 * 1024 * 1024, .file_upload = true}; }

// Routes "/api/v1/raffles/{id}/tickets"-style patterns. A `{name}` segment matches one non-empty
// path segment and is handed to the handler as a path parameter; a final `{name*}` matches the
// rest of the path. Literal segments win over parameters when both match.
class Router {
 public:
  struct Match {
    enum class Kind { found, method_not_allowed, not_found } kind = Kind::not_found;
    const Handler* handler = nullptr;  // one of these two
    const AsyncHandler* async_handler = nullptr;
    const RouteOptions* options = nullptr;
    metrics::RouteSeries* series = nullptr;  // the route's request metrics (found only)
    std::map<std::string, std::string, std::less<>> params;
    std::vector<std::string> allowed;  // for method_not_allowed: the methods the path accepts
  };

  void add(bhttp::verb method, std::string_view pattern, Handler handler, RouteOptions options = {});
  void add_async(bhttp::verb method, std::string_view pattern, AsyncHandler handler, RouteOptions options = {});

  Match match(bhttp::verb method, std::string_view path) const;
  // The body limit for a request, known from its method and path before the body is read.
  std::size_t body_limit(bhttp::verb method, std::string_view path) const;
  // Every route as "METHOD /path/{param}" (a rest parameter `{name*}` written `{name}`, as the
  // contract writes it), sorted by path, then method.
  std::vector<std::string> operations() const;

 private:
  struct Route {
    bhttp::verb method;
    std::vector<std::string> segments;
    Handler handler;
    AsyncHandler async_handler;
    RouteOptions options;
    int literal_count;
    std::shared_ptr<metrics::RouteSeries> series;  // labelled with the method and the template
  };
  void add_route(Route route, std::string_view pattern);
  std::vector<Route> routes_;
};

std::vector<std::string_view> split_path(std::string_view path);

}  // namespace rifa::http
