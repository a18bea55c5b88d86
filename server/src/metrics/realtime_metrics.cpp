#include "metrics/realtime_metrics.hpp"

#include <prometheus/counter.h>
#include <prometheus/family.h>
#include <prometheus/gauge.h>

#include "metrics/registry.hpp"

namespace rifa::metrics {
namespace {
struct RealtimeSeries {
  prometheus::Gauge& open = prometheus::BuildGauge()
                                .Name("rifa_realtime_connections")
                                .Help("WebSockets open on this instance (/realtime/v1)")
                                .Register(registry())
                                .Add({});
  prometheus::Counter& sent = prometheus::BuildCounter()
                                  .Name("rifa_realtime_events_sent_total")
                                  .Help("Event messages sent to WebSockets (one per subscribed socket)")
                                  .Register(registry())
                                  .Add({});
};
RealtimeSeries& realtime_series() {
  static RealtimeSeries s;
  return s;
}
// Registered at start-up, so /metrics shows the families (at 0) before their first event.
[[maybe_unused]] const auto& kRealtimeSeriesFromStart = realtime_series();
}  // namespace

void websocket_opened() { realtime_series().open.Increment(); }
void websocket_closed() { realtime_series().open.Decrement(); }
void events_sent(std::size_t messages) {
  if (messages > 0) realtime_series().sent.Increment(static_cast<double>(messages));
}

}  // namespace rifa::metrics
