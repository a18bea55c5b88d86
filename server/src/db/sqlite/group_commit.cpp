#include "db/sqlite/group_commit.hpp"

#include <algorithm>
#include <memory>

#include "common/log.hpp"
#include "metrics/db_metrics.hpp"

namespace rifa::db {

GroupCommitter::GroupCommitter(std::unique_ptr<Connection> writer,
                               std::function<bool(const Connection&)> transaction_open, SyncStep sync)
    : writer_(std::move(writer)), transaction_open_(std::move(transaction_open)), sync_(std::move(sync)) {
  thread_ = std::thread([this] { loop(); });
  if (sync_) syncer_ = std::thread([this] { sync_loop(); });
}

GroupCommitter::~GroupCommitter() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();  // every group has ended
  if (syncer_.joinable()) {
    {
      std::lock_guard lock(mutex_);
      sync_stopping_ = true;
    }
    sync_wake_.notify_one();
    syncer_.join();  // and every group is answered
  }
  if (stats_.transactions > 0) {
    log::info("group writer: " + std::to_string(stats_.transactions) + " transactions in " +
              std::to_string(stats_.groups) + " commits" +
              (sync_ ? ", " + std::to_string(stats_.syncs) + " fsyncs" : std::string()) + " (largest group " +
              std::to_string(stats_.largest_group) + ")");
  }
}

void GroupCommitter::run(const std::function<void(Connection&)>& work) {
  if (syncer_.joinable() && std::this_thread::get_id() == syncer_.get_id()) {
    // It would wait for a group that waits for this thread's next fsync.
    throw DatabaseError("a transaction cannot start from another one's completion");
  }
  if (on_writer_thread()) {  // a transaction inside the running one: a nested savepoint
    Task task{std::cref(work), nullptr, nullptr};
    if (!run_in_savepoint(task)) throw RetryableError("the enclosing transaction was rolled back");
    if (task.error) std::rethrow_exception(task.error);
    return;
  }
  std::binary_semaphore done{0};
  Task task{std::cref(work), [&done](std::exception_ptr) { done.release(); }, nullptr};
  enqueue(&task);
  done.acquire();
  if (task.error) std::rethrow_exception(task.error);
}

void GroupCommitter::submit_retrying(std::function<void(Connection&)> work,
                                     std::function<void(std::exception_ptr)> finish, int attempts) {
  struct Attempts {
    std::function<void(Connection&)> work;
    std::function<void(std::exception_ptr)> finish;
    int left;
  };
  auto state = std::make_shared<Attempts>(Attempts{std::move(work), std::move(finish), attempts});
  submit([state](Connection& conn) { state->work(conn); },
         [this, state](std::exception_ptr error) {
           if (error && --state->left > 0) {
             try {
               std::rethrow_exception(error);
             } catch (const RetryableError&) {
               return submit_retrying(std::move(state->work), std::move(state->finish), state->left);
             } catch (...) {
             }
           }
           state->finish(error);
         });
}

void GroupCommitter::submit(std::function<void(Connection&)> work, std::function<void(std::exception_ptr)> finish) {
  enqueue(new Task{std::move(work), std::move(finish), nullptr, true});
}

void GroupCommitter::enqueue(Task* task) {
  {
    std::lock_guard lock(mutex_);
    queue_.push_back(task);
  }
  metrics::writer_queue_changed(+1);
  wake_.notify_one();
}

GroupCommitter::Stats GroupCommitter::stats() const {
  std::lock_guard lock(mutex_);
  Stats now = stats_;
  now.queued = queue_.size();
  return now;
}

bool GroupCommitter::run_in_savepoint(Task& task) {
  writer_->query("SAVEPOINT tx");
  try {
    task.work(*writer_);
    writer_->query("RELEASE tx");
    return true;
  } catch (...) {
    task.error = std::current_exception();
  }
  if (!transaction_open_(*writer_)) return false;  // SQLite already rolled everything back
  try {
    writer_->query("ROLLBACK TO tx");
    writer_->query("RELEASE tx");
    return true;
  } catch (...) {
    return false;
  }
}

GroupCommitter::Task* GroupCommitter::next_task(std::chrono::steady_clock::time_point group_start,
                                                std::size_t group_size) {
  if (group_size >= kMaxGroup) return nullptr;
  const auto deadline = group_start + kMaxGroupTime;
  std::unique_lock lock(mutex_);
  for (;;) {
    if (group_size > 0 && std::chrono::steady_clock::now() >= deadline) return nullptr;
    if (!queue_.empty()) {
      Task* task = queue_.front();
      queue_.pop_front();
      metrics::writer_queue_changed(-1);
      return task;
    }
    // Nothing queued: commit now, unless the syncer is busy (an fsync, then its answers); then the
    // group stays open for what arrives meanwhile, and commits when the syncer is free (its fsync
    // could not have covered this group anyway): fewer, larger commits, fewer WAL pages written.
    if (group_size == 0 || !syncing_ || stopping_) return nullptr;
    wake_.wait_until(lock, deadline);
  }
}

void GroupCommitter::finish_all(const std::vector<Task*>& tasks) {
  // run()'s caller may return (and its Task go) as soon as its finish() is called.
  for (Task* task : tasks) {
    const bool owned = task->owned;
    try {
      task->finish(task->error);
    } catch (const std::exception& e) {
      log::error(std::string("group writer: a transaction's completion failed: ") + e.what());
    }
    if (owned) delete task;
  }
}

void GroupCommitter::ended(std::vector<Task*>& group, bool committed) {
  metrics::observe_commit_group(group.size());
  {
    std::lock_guard lock(mutex_);
    ++stats_.groups;
    stats_.transactions += group.size();
    stats_.largest_group = std::max(stats_.largest_group, group.size());
    if (sync_) ended_.push_back(Ended{std::move(group), committed});
  }
  if (!sync_) return finish_all(group);
  group = {};
  sync_wake_.notify_one();
}

void GroupCommitter::sync_loop() {
  for (;;) {
    std::vector<Ended> batch;
    std::exception_ptr failed;
    {
      std::unique_lock lock(mutex_);
      sync_wake_.wait(lock, [&] { return sync_stopping_ || !ended_.empty(); });
      if (ended_.empty()) return;  // stopping, and every group answered
      batch.swap(ended_);
      failed = sync_failed_;
      syncing_ = true;
    }
    // Groups that all rolled back wrote nothing, but their answers may rest on a group before them:
    // those are in this batch (then it is synced) or were synced before it.
    const bool wrote = std::any_of(batch.begin(), batch.end(), [](const Ended& g) { return g.committed; });
    if (wrote && !failed) {
      try {
        const auto start = std::chrono::steady_clock::now();
        sync_();
        metrics::observe_fsync(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      } catch (const std::exception& e) {
        log::error(
            std::string("group writer: the WAL could not be made durable, writes are refused until a restart: ") +
            e.what());
        failed =
            std::make_exception_ptr(DatabaseError(std::string("the commit could not be made durable: ") + e.what()));
      } catch (...) {
        failed = std::make_exception_ptr(DatabaseError("the commit could not be made durable"));
      }
    }
    {
      std::lock_guard lock(mutex_);
      if (failed) {
        if (!sync_failed_) sync_failed_ = failed;
      } else if (wrote) {
        ++stats_.syncs;
      }
    }
    for (Ended& group : batch) {
      // After a failed fsync nothing of the batch is known to be on disk: no answer may say it is,
      // nor rest on what it wrote; each caller gets the failure (an error, as for any failed commit).
      if (failed) {
        for (Task* task : group.tasks) task->error = failed;
      }
      finish_all(group.tasks);
    }
    {
      std::lock_guard lock(mutex_);
      syncing_ = false;
    }
    wake_.notify_one();  // a group held open for this fsync can commit now
  }
}

void GroupCommitter::loop() {
  std::vector<Task*> group;
  group.reserve(kMaxGroup);
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and nothing left to run
    }
    group.clear();
    const auto start = std::chrono::steady_clock::now();
    std::exception_ptr group_error;  // fails every transaction of the group that did not fail itself
    bool committed = false;
    try {
      std::exception_ptr refused;
      {
        std::lock_guard lock(mutex_);
        refused = sync_failed_;
      }
      if (refused) std::rethrow_exception(refused);  // after a failed fsync (sync_loop)
      writer_->begin();
    } catch (...) {
      // Nothing ran: whatever is queued gets the error (a RetryableError is retried by its caller).
      group_error = std::current_exception();
      std::lock_guard lock(mutex_);
      if (!sync_failed_) log::error("group writer: cannot start a transaction");
      group.assign(queue_.begin(), queue_.end());
      metrics::writer_queue_changed(-static_cast<long>(queue_.size()));
      queue_.clear();
    }
    if (!group_error) {
      try {
        while (Task* task = next_task(start, group.size())) {
          group.push_back(task);
          if (!run_in_savepoint(*task)) {
            group_error = std::make_exception_ptr(RetryableError("the group's transaction was rolled back"));
            break;
          }
        }
        if (!group_error) {
          const auto commit_start = std::chrono::steady_clock::now();
          writer_->commit();
          committed = true;
          // Without a sync step the COMMIT is what makes the group durable (PostgreSQL).
          if (!sync_) {
            metrics::observe_fsync(
                std::chrono::duration<double>(std::chrono::steady_clock::now() - commit_start).count());
          }
        }
      } catch (...) {
        group_error = std::current_exception();
      }
      if (group_error) writer_->rollback();
    }
    if (group_error) {
      for (Task* task : group) {
        if (!task->error) task->error = group_error;
      }
    }
    ended(group, committed);
  }
}

}  // namespace rifa::db
