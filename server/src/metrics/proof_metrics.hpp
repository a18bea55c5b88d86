#pragma once

#include <cstddef>

namespace rifa::metrics {

// The proof readers (features/proofs/proof_reader_pool), one set for the process:
//   rifa_proof_queue_depth                  gauge: proofs waiting for a reader
//   rifa_proof_readers_busy                 gauge: readers reading a proof now
//   rifa_proof_reads_total{result}          counter: proofs read ("read") or whose load or reading
//                                           threw ("failed")
//   rifa_proof_offers_refused_total         counter: offers refused because the queue was full (the
//                                           job runner offers them again at its next tick)
//   rifa_proof_read_seconds                 histogram: time to load and read one proof
void proof_queue(std::size_t queued, int busy);
void proof_read(double seconds, bool ok);
void proof_offer_refused();

}  // namespace rifa::metrics
