#include "features/draw/seal_job.hpp"

#include "features/draw/draw_repository.hpp"
#include "features/draw/seal.hpp"
#include "jobs/each_row.hpp"

namespace rifa::features::draw {

namespace {
constexpr std::int64_t kSealBatch = 100;  // raffles per run; the next tick takes the rest
}  // namespace

int seal_due_raffles(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                     const std::string& now) {
  return jobs::each_id(DrawRepository(db).due_to_seal(now, kSealBatch), "sales_close", "raffle",
                       [&](const std::string& raffle_id) {
                         return bus.transaction(
                             db,
                             [&](db::Connection& conn, events::Batch& batch) {
                               DrawRepository::lock_raffle(conn, raffle_id);
                               return seal_sales(conn, batch, bus, notifier, raffle_id, now, SealCause::end);
                             },
                             db::TransactionOptions{.isolation = db::Isolation::row_locks});
                       });
}

}  // namespace rifa::features::draw
