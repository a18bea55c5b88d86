#pragma once

#include <functional>
#include <initializer_list>
#include <string>

#include <prometheus/histogram.h>
#include <prometheus/registry.h>

namespace rifa::metrics {

// The process's one registry: every layer adds its families to it (the families live as long as the
// process), and /metrics serialises it. prometheus-cpp's counters and gauges are atomics; a family's
// Add() takes a lock, so hot paths keep what Add() returned instead of calling it per event.
prometheus::Registry& registry();

// Work to do just before a scrape (a gauge computed from a time: seconds since a job last ran).
void on_scrape(std::function<void()> refresh);

// The registry in Prometheus' text exposition format (version 0.0.4), after the on_scrape work.
std::string exposition();
inline constexpr const char* kExpositionContentType = "text/plain; version=0.0.4; charset=utf-8";

// Bucket boundaries shared by the families.
prometheus::Histogram::BucketBoundaries latency_buckets();  // seconds, 0.5 ms … 10 s

}  // namespace rifa::metrics
