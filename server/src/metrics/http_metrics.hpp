#pragma once

#include <array>
#include <atomic>
#include <string>

#include <prometheus/family.h>
#include <prometheus/histogram.h>

namespace rifa::metrics {

// rifa_http_request_duration_seconds{method, route, status}: one series per route TEMPLATE
// ("/api/v1/raffles/{id}/tickets", never the raw path), method and status, so the label values stay
// bounded; its _count is the number of requests. One RouteSeries per route: the histogram of a
// status is made on that status's first request and kept, so a request costs a scan of a few
// atomics and the histogram's Observe, no map lookup or lock of the family.
class RouteSeries {
 public:
  RouteSeries(std::string method, std::string route);
  RouteSeries(const RouteSeries&) = delete;
  RouteSeries& operator=(const RouteSeries&) = delete;

  void observe(unsigned status, double seconds);

  // The requests no route answers: unknown API paths and wrong methods (404, 405), the static files
  // and the web app's pages, and the requests refused before routing (malformed, too large, busy).
  static RouteSeries& not_routed();
  static RouteSeries& static_files();
  static RouteSeries& refused();

 private:
  prometheus::Histogram& histogram_for(unsigned status);

  static constexpr std::size_t kSlots = 8;  // statuses remembered per route; more go through the family
  std::string method_;
  std::string route_;
  prometheus::Family<prometheus::Histogram>& family_;
  std::array<std::atomic<unsigned>, kSlots> statuses_{};  // 0: a free slot
  std::array<std::atomic<prometheus::Histogram*>, kSlots> histograms_{};
};

}  // namespace rifa::metrics
