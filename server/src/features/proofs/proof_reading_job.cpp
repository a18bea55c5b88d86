#include "features/proofs/proof_reading_job.hpp"

#include "common/time.hpp"
#include "features/proofs/proof_readings_repository.hpp"

namespace rifa::features::proofs {
namespace {

constexpr const char* kProofBucket = "verification-documents";

std::string minutes_before(const std::string& now, int minutes) {
  const auto at = parse_rfc3339(now);
  return to_rfc3339((at ? *at : std::chrono::system_clock::now()) - std::chrono::minutes(minutes));
}

}  // namespace

bool offer_proof(db::Database& db, storage::ObjectStore& store, ProofReaderPool& pool, const std::string& path,
                 const std::string& now) {
  const std::string stale_before = minutes_before(now, kStaleClaimMinutes);
  return pool.offer(
      {path,
       [&db, &store, path, now, stale_before]() -> std::optional<std::string> {
         const bool mine = db.transaction([&](db::Connection& conn) {
           return ProofReadingsRepository::claim(conn, path, kReaderVersion, now, stale_before);
         });
         if (!mine) return std::nullopt;
         auto object = store.get(kProofBucket, path);
         if (!object) throw std::runtime_error("the proof is no longer stored");
         return std::move(object->data);
       },
       [&db, path](const ProofReading& reading) {
         db.transaction([&](db::Connection& conn) {
           return ProofReadingsRepository::store(conn, path, kReaderVersion, reading.fields.receipt,
                                                 fields_json(reading.fields).dump(), reading.text(), now_rfc3339());
         });
       },
       [&db, path](const std::string& error) {
         db.transaction([&](db::Connection& conn) {
           return ProofReadingsRepository::store_failure(conn, path, kReaderVersion, error, now_rfc3339());
         });
       }});
}

int offer_unread_proofs(db::Database& db, storage::ObjectStore& store, ProofReaderPool& pool, const std::string& now,
                        int limit) {
  std::vector<std::string> paths;
  {
    auto conn = db.acquire();
    paths = ProofReadingsRepository::due(*conn, kReaderVersion, minutes_before(now, kStaleClaimMinutes), limit);
  }
  int offered = 0;
  for (const auto& path : paths) {
    if (!offer_proof(db, store, pool, path, now)) break;
    ++offered;
  }
  return offered;
}

}  // namespace rifa::features::proofs
