#include "metrics/http_metrics.hpp"

#include "metrics/registry.hpp"

namespace rifa::metrics {
namespace {
prometheus::Family<prometheus::Histogram>& request_family() {
  static auto& family = prometheus::BuildHistogram()
                            .Name("rifa_http_request_duration_seconds")
                            .Help(
                                "HTTP requests by method, route template and status: time from the request's "
                                "header to its response (before it is written)")
                            .Register(registry());
  return family;
}
}  // namespace

RouteSeries::RouteSeries(std::string method, std::string route)
    : method_(std::move(method)), route_(std::move(route)), family_(request_family()) {}

prometheus::Histogram& RouteSeries::histogram_for(unsigned status) {
  for (std::size_t i = 0; i < kSlots; ++i) {
    unsigned seen = statuses_[i].load(std::memory_order_acquire);
    if (seen == 0 && statuses_[i].compare_exchange_strong(seen, status, std::memory_order_acq_rel)) {
      // This thread claimed the slot: make the histogram (Add returns the existing one when a
      // thread that found the slot claimed but still empty made it first), then publish it.
      auto& made =
          family_.Add({{"method", method_}, {"route", route_}, {"status", std::to_string(status)}}, latency_buckets());
      histograms_[i].store(&made, std::memory_order_release);
      return made;
    }
    if (seen == status) {
      if (auto* known = histograms_[i].load(std::memory_order_acquire)) return *known;
      break;  // claimed, not yet published
    }
  }
  return family_.Add({{"method", method_}, {"route", route_}, {"status", std::to_string(status)}}, latency_buckets());
}

void RouteSeries::observe(unsigned status, double seconds) { histogram_for(status).Observe(seconds); }

RouteSeries& RouteSeries::not_routed() {
  static RouteSeries series("*", "(not routed)");
  return series;
}

RouteSeries& RouteSeries::static_files() {
  static RouteSeries series("*", "(static)");
  return series;
}

RouteSeries& RouteSeries::refused() {
  static RouteSeries series("*", "(refused)");
  return series;
}

}  // namespace rifa::metrics
