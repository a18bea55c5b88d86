#include "features/draw/seal_job.hpp"

#include "features/draw/seal.hpp"
#include "jobs/each_row.hpp"

namespace rifa::features::draw {

namespace {
constexpr std::int64_t kBatch = 100;  // raffles per run; the next tick takes the rest
}  // namespace

int seal_due_raffles(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                     const std::string& now) {
  const auto due = db.query(
      "SELECT id FROM raffles WHERE sales_closed_at IS NULL AND status IN ('active', 'waiting') "
      "AND (end_date <= ? OR status = 'waiting') ORDER BY end_date LIMIT ?",
      {now, kBatch});
  return jobs::each_row(due, "sales_close", "raffle", [&](const db::Row& row) {
    const std::string raffle_id = row.text("id");
    return bus.transaction(
        db,
        [&](db::Connection& conn, events::Batch& batch) {
          conn.query("SELECT id FROM raffles WHERE id = ?" + lock_suffix(conn), {raffle_id});
          return seal_sales(conn, batch, bus, notifier, raffle_id, now, SealCause::end);
        },
        db::TransactionOptions{.isolation = db::Isolation::row_locks});
  });
}

}  // namespace rifa::features::draw
