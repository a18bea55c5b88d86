#include "metrics/proof_metrics.hpp"

#include <prometheus/counter.h>
#include <prometheus/family.h>
#include <prometheus/gauge.h>
#include <prometheus/histogram.h>

#include "metrics/registry.hpp"

namespace rifa::metrics {
namespace {
struct ProofSeries {
  prometheus::Gauge& queued = prometheus::BuildGauge()
                                  .Name("rifa_proof_queue_depth")
                                  .Help("Payment proofs waiting for a reader")
                                  .Register(registry())
                                  .Add({});
  prometheus::Gauge& busy = prometheus::BuildGauge()
                                .Name("rifa_proof_readers_busy")
                                .Help("Proof readers reading a proof now")
                                .Register(registry())
                                .Add({});
  prometheus::Family<prometheus::Counter>& reads = prometheus::BuildCounter()
                                                       .Name("rifa_proof_reads_total")
                                                       .Help("Payment proofs read, by result (read, failed)")
                                                       .Register(registry());
  prometheus::Counter& read = reads.Add({{"result", "read"}});
  prometheus::Counter& failed = reads.Add({{"result", "failed"}});
  prometheus::Counter& refused = prometheus::BuildCounter()
                                     .Name("rifa_proof_offers_refused_total")
                                     .Help("Proofs not queued because the readers' queue was full")
                                     .Register(registry())
                                     .Add({});
  prometheus::Histogram& seconds = prometheus::BuildHistogram()
                                       .Name("rifa_proof_read_seconds")
                                       .Help("Time to load and read one payment proof")
                                       .Register(registry())
                                       .Add({}, latency_buckets());
};
ProofSeries& proof_series() {
  static ProofSeries s;
  return s;
}
}  // namespace

void proof_queue(std::size_t queued, int busy) {
  proof_series().queued.Set(static_cast<double>(queued));
  proof_series().busy.Set(busy);
}

void proof_read(double seconds, bool ok) {
  (ok ? proof_series().read : proof_series().failed).Increment();
  proof_series().seconds.Observe(seconds);
}

void proof_offer_refused() { proof_series().refused.Increment(); }

}  // namespace rifa::metrics
