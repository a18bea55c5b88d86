#pragma once

#include <string>

#include "http/router.hpp"

namespace rifa::http {

// GET /metrics: the process's metrics in Prometheus' text format (metrics/registry.hpp), registered
// on a server's `pages` (matched before the static files). With a `token`, only requests bearing
// "Authorization: Bearer <token>" get them (the main port, METRICS_TOKEN); others get 401. Without
// one, every request does (the METRICS_PORT listener, bound to METRICS_BIND).
void register_metrics_page(Router& pages, std::string token);

// Whether `presented` equals `expected`, in time that does not depend on where they differ.
bool same_secret(std::string_view presented, std::string_view expected);

}  // namespace rifa::http
