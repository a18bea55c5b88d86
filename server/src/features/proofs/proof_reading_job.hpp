#pragma once

#include <string>

#include "db/database.hpp"
#include "features/proofs/proof_reader_pool.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::proofs {

// The job runner's side of proof reading: at every tick the proofs still unread (or read by an
// older reader, or claimed by a worker that died more than kStaleClaim ago) are offered to the pool,
// as many as it takes. On a worker, each is claimed (one short transaction; another instance may
// have taken it), its bytes read from the object store, read by OCR outside any transaction, and
// the reading (or the failure) stored under the claim in a second short transaction. A purchase
// never waits for any of it. Returns how many proofs were offered.
inline constexpr int kStaleClaimMinutes = 5;
int offer_unread_proofs(db::Database& db, storage::ObjectStore& store, ProofReaderPool& pool, const std::string& now,
                        int limit);
// Offers the one proof at `path` (just uploaded: read now rather than at the next tick). False
// when the queue is full; the job runner offers it later then.
bool offer_proof(db::Database& db, storage::ObjectStore& store, ProofReaderPool& pool, const std::string& path,
                 const std::string& now);

}  // namespace rifa::features::proofs
