#pragma once

#include <cstddef>

namespace rifa::metrics {

// The database layer's series:
//   rifa_db_commit_group_size          histogram: transactions per group commit (db/sqlite/group_commit)
//   rifa_db_fsync_seconds              histogram: making a group durable (SQLite: the WAL's fdatasync;
//                                      PostgreSQL: the group's COMMIT)
//   rifa_db_writer_queue               gauge: transactions waiting for the group writer
//   rifa_db_connections{state}         gauge: pooled connections in_use and idle
//   rifa_db_connections_opened_total   counter: connections opened (the pool was empty)
void observe_commit_group(std::size_t transactions);
void observe_fsync(double seconds);
void writer_queue_changed(long delta);
void connection_borrowed(bool opened_new);  // in_use +1 (idle −1 unless a new one was opened)
void connection_returned(bool kept_idle);   // in_use −1 (idle +1 when the pool kept it)

}  // namespace rifa::metrics
