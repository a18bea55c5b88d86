#include "db/sqlite/group_commit.hpp"

#include <memory>

#include "common/log.hpp"

namespace rifa::db {

GroupCommitter::GroupCommitter(std::unique_ptr<Connection> writer,
                               std::function<bool(const Connection&)> transaction_open)
    : writer_(std::move(writer)), transaction_open_(std::move(transaction_open)) {
  thread_ = std::thread([this] { loop(); });
}

GroupCommitter::~GroupCommitter() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
  if (stats_.transactions > 0) {
    log::info("group writer: " + std::to_string(stats_.transactions) + " transactions in " +
              std::to_string(stats_.groups) + " commits (largest group " + std::to_string(stats_.largest_group) + ")");
  }
}

void GroupCommitter::run(const std::function<void(Connection&)>& work) {
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
  if (group_size > 0 && std::chrono::steady_clock::now() - group_start >= kMaxGroupTime) return nullptr;
  std::lock_guard lock(mutex_);
  if (queue_.empty()) return nullptr;
  Task* task = queue_.front();
  queue_.pop_front();
  return task;
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
    try {
      writer_->begin();
    } catch (...) {
      // Nothing ran: whatever is queued gets the error (a RetryableError is retried by its caller).
      group_error = std::current_exception();
      log::error("group writer: cannot start a transaction");
      std::lock_guard lock(mutex_);
      group.assign(queue_.begin(), queue_.end());
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
        if (!group_error) writer_->commit();
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
    {
      std::lock_guard lock(mutex_);
      ++stats_.groups;
      stats_.transactions += group.size();
      stats_.largest_group = std::max(stats_.largest_group, group.size());
    }
    // run()'s caller may return (and its Task go) as soon as its finish() is called.
    for (Task* task : group) {
      const bool owned = task->owned;
      try {
        task->finish(task->error);
      } catch (const std::exception& e) {
        log::error(std::string("group writer: a transaction's completion failed: ") + e.what());
      }
      if (owned) delete task;
    }
  }
}

}  // namespace rifa::db
