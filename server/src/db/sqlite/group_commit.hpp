#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <semaphore>
#include <thread>
#include <vector>

#include "db/database.hpp"

namespace rifa::db {

// The one writer of SQLite (every write transaction) and of PostgreSQL purchases: queued here, run on one thread
// that owns the write connection: each transaction in its own SAVEPOINT inside a transaction shared
// with the ones queued beside it, then one COMMIT for the group.
// A transaction that throws rolls back only its savepoint and its caller alone gets the exception;
// no caller returns before the COMMIT of its group is durable. A group closes when the queue is
// empty, at kMaxGroup transactions or after kMaxGroupTime, so a burst waits for at most one group.
// Writers no longer race for SQLite's lock (BEGIN IMMEDIATE and the busy handler's sleeps): they
// queue, in order, and one fsync serves many of them.
//
// Durable commit in two steps (SQLite, given a `sync` step): the writer's COMMIT only writes the WAL
// (synchronous=NORMAL on that connection) and a second thread, the syncer, then makes it durable
// (`sync`, an fdatasync of the WAL) and only after that answers the group's callers. The writer
// meanwhile runs the next group; it keeps that group open while an fsync is running (up to
// kMaxGroupTime) and commits it when the syncer is free, so one fsync covers every group committed
// while the previous one ran. Every answer, success or failure, waits for the fsync that covers the
// groups committed before its own (a refusal may rest on a purchase committed just before it).
// A failed `sync` fails every answer it covered and every transaction after it: the WAL's state on
// disk is unknown, so the writer refuses to write until the process restarts (as PostgreSQL panics).
// Without a `sync` step (PostgreSQL: its COMMIT is durable) callers are answered right after COMMIT.
class GroupCommitter {
 public:
  static constexpr std::size_t kMaxGroup = 256;
  static constexpr auto kMaxGroupTime = std::chrono::milliseconds(20);

  // Makes every COMMIT the writer has returned from durable; throws when it could not.
  using SyncStep = std::function<void()>;

  // `transaction_open` tells whether the writer connection is still inside a transaction (SQLite
  // rolls the whole transaction back on some errors: a full disk, an I/O error). `sync`: see above;
  // empty when the writer's COMMIT is durable by itself.
  GroupCommitter(std::unique_ptr<Connection> writer, std::function<bool(const Connection&)> transaction_open,
                 SyncStep sync = {});
  ~GroupCommitter();  // runs what is queued, makes it durable and answers it, then stops
  GroupCommitter(const GroupCommitter&) = delete;
  GroupCommitter& operator=(const GroupCommitter&) = delete;

  // Runs `work` in the next group and waits for that group's commit; rethrows what `work` threw
  // (or what failed the commit). Called on the writer thread itself (a transaction inside a
  // transaction), it runs `work` at once in a nested savepoint.
  void run(const std::function<void(Connection&)>& work);

  // Queues `work` for the next group and returns at once; `finish` gets null once that group's
  // commit is durable, or what `work` threw (or what failed the commit or its fsync). `work` runs on
  // the writer thread; `finish` after the COMMIT on the writer thread, or after the fsync on the
  // syncer thread: it must not block, and must not call run() (refused there with a DatabaseError).
  // Not for use on the writer thread (run() nests there).
  void submit(std::function<void(Connection&)> work, std::function<void(std::exception_ptr)> finish);
  // submit(), and when `work` or its group fails with a RetryableError (a deadlock, or its group
  // rolled back by another transaction's failure) queued again at once, `attempts` times in all.
  void submit_retrying(std::function<void(Connection&)> work, std::function<void(std::exception_ptr)> finish,
                       int attempts);

  // True on the writer thread, inside a group.
  bool on_writer_thread() const { return std::this_thread::get_id() == thread_.get_id(); }

  struct Stats {
    std::size_t groups = 0, transactions = 0, largest_group = 0;  // committed or failed so far
    std::size_t syncs = 0;                                        // calls of the sync step that returned
    std::size_t queued = 0;                                       // waiting for a group now
  };
  Stats stats() const;

 private:
  // A queued transaction: run()'s lives on its caller's stack, submit()'s on the heap (`owned`).
  struct Task {
    std::function<void(Connection&)> work;
    std::function<void(std::exception_ptr)> finish;  // once its group ended (and was made durable)
    std::exception_ptr error;
    bool owned = false;  // deleted by the writer after `finish`
  };
  // A group that ended (committed, or rolled back: `committed` false), waiting for its fsync.
  struct Ended {
    std::vector<Task*> tasks;
    bool committed = false;
  };
  void enqueue(Task* task);
  void loop();
  void sync_loop();
  // Answers each task of `tasks` (deleting the owned ones).
  static void finish_all(const std::vector<Task*>& tasks);
  // Counts a group that ended and hands it to the syncer, or answers it now without a sync step.
  void ended(std::vector<Task*>& group, bool committed);
  // Runs one task in its own savepoint; false when its failure ended the whole transaction.
  bool run_in_savepoint(Task& task);
  Task* next_task(std::chrono::steady_clock::time_point group_start, std::size_t group_size);

  std::unique_ptr<Connection> writer_;
  std::function<bool(const Connection&)> transaction_open_;
  SyncStep sync_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;       // the writer: a task queued, the syncer free, stopping
  std::condition_variable sync_wake_;  // the syncer: a group ended, stopping
  std::deque<Task*> queue_;
  std::vector<Ended> ended_;        // groups that ended and wait for the next fsync
  bool syncing_ = false;            // the syncer is in `sync_` now
  std::exception_ptr sync_failed_;  // the first failed fsync: every transaction after it fails
  bool stopping_ = false, sync_stopping_ = false;
  Stats stats_;
  std::thread thread_;
  std::thread syncer_;
};

}  // namespace rifa::db
