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

#include "db/database.hpp"

namespace rifa::db {

// The one writer of SQLite (every write transaction) and of PostgreSQL purchases: queued here, run on one thread
// that owns the write connection: each transaction in its own SAVEPOINT inside a transaction shared
// with the ones queued beside it, then one COMMIT (one fsync with synchronous=FULL) for the group.
// A transaction that throws rolls back only its savepoint and its caller alone gets the exception;
// no caller returns before the COMMIT of its group is durable. A group closes when the queue is
// empty, at kMaxGroup transactions or after kMaxGroupTime, so a burst waits for at most one group.
// Writers no longer race for SQLite's lock (BEGIN IMMEDIATE and the busy handler's sleeps): they
// queue, in order, and one fsync serves many of them.
class GroupCommitter {
 public:
  static constexpr std::size_t kMaxGroup = 256;
  static constexpr auto kMaxGroupTime = std::chrono::milliseconds(20);

  // `transaction_open` tells whether the writer connection is still inside a transaction (SQLite
  // rolls the whole transaction back on some errors: a full disk, an I/O error).
  GroupCommitter(std::unique_ptr<Connection> writer, std::function<bool(const Connection&)> transaction_open);
  ~GroupCommitter();  // runs what is queued, then stops
  GroupCommitter(const GroupCommitter&) = delete;
  GroupCommitter& operator=(const GroupCommitter&) = delete;

  // Runs `work` in the next group and waits for that group's commit; rethrows what `work` threw
  // (or what failed the commit). Called on the writer thread itself (a transaction inside a
  // transaction), it runs `work` at once in a nested savepoint.
  void run(const std::function<void(Connection&)>& work);

  // Queues `work` for the next group and returns at once; `finish` gets null once that group's
  // commit is durable, or what `work` threw (or what failed the commit). Both run on the writer
  // thread, `finish` after the COMMIT: it must not block, and must not call run(). Not for use on
  // the writer thread (run() nests there).
  void submit(std::function<void(Connection&)> work, std::function<void(std::exception_ptr)> finish);
  // submit(), and when `work` or its group fails with a RetryableError (a deadlock, or its group
  // rolled back by another transaction's failure) queued again at once, `attempts` times in all.
  void submit_retrying(std::function<void(Connection&)> work, std::function<void(std::exception_ptr)> finish,
                       int attempts);

  // True on the writer thread, inside a group.
  bool on_writer_thread() const { return std::this_thread::get_id() == thread_.get_id(); }

  struct Stats {
    std::size_t groups = 0, transactions = 0, largest_group = 0;  // committed or failed so far
    std::size_t queued = 0;                                       // waiting for a group now
  };
  Stats stats() const;

 private:
  // A queued transaction: run()'s lives on its caller's stack, submit()'s on the heap (`owned`).
  struct Task {
    std::function<void(Connection&)> work;
    std::function<void(std::exception_ptr)> finish;  // on the writer thread, once its group ended
    std::exception_ptr error;
    bool owned = false;  // deleted by the writer after `finish`
  };
  void enqueue(Task* task);
  void loop();
  // Runs one task in its own savepoint; false when its failure ended the whole transaction.
  bool run_in_savepoint(Task& task);
  Task* next_task(std::chrono::steady_clock::time_point group_start, std::size_t group_size);

  std::unique_ptr<Connection> writer_;
  std::function<bool(const Connection&)> transaction_open_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Task*> queue_;
  bool stopping_ = false;
  Stats stats_;
  std::thread thread_;
};

}  // namespace rifa::db
