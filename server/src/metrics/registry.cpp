#include "metrics/registry.hpp"

#include <mutex>
#include <vector>

#include <prometheus/text_serializer.h>

namespace rifa::metrics {
namespace {
struct Refreshers {
  std::mutex mutex;
  std::vector<std::function<void()>> list;
};
Refreshers& refreshers() {
  static Refreshers r;
  return r;
}
}  // namespace

prometheus::Registry& registry() {
  static prometheus::Registry r;
  return r;
}

void on_scrape(std::function<void()> refresh) {
  auto& r = refreshers();
  std::lock_guard lock(r.mutex);
  r.list.push_back(std::move(refresh));
}

std::string exposition() {
  {
    auto& r = refreshers();
    std::lock_guard lock(r.mutex);
    for (const auto& refresh : r.list) refresh();
  }
  return prometheus::TextSerializer().Serialize(registry().Collect());
}

prometheus::Histogram::BucketBoundaries latency_buckets() {
  return {0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10};
}

}  // namespace rifa::metrics
