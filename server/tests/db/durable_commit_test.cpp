// SQLite's durable commit in two steps (db/sqlite/group_commit.hpp): the writer's COMMIT writes the
// WAL, the syncer's fdatasync makes it durable, and no caller hears of its transaction before that
// fsync has returned. Here the fsync step is held (and failed) from the test, around the real one.

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <future>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>

#include "db/sqlite/sqlite_database.hpp"
#include "db_fixture.hpp"
#include "events/bus.hpp"

namespace rifa::db::testing {
namespace {

// Holds every fsync until opened; counts the fsyncs that started and those that returned.
class SyncGate {
 public:
  void around(const std::function<void()>& fsync_wal) {
    std::unique_lock lock(mutex_);
    ++started_;
    changed_.notify_all();
    changed_.wait(lock, [&] { return open_; });
    lock.unlock();
    fsync_wal();
    lock.lock();
    ++returned_;
  }
  void open() {
    std::lock_guard lock(mutex_);
    open_ = true;
    changed_.notify_all();
  }
  void wait_started(int n) {
    std::unique_lock lock(mutex_);
    ASSERT_TRUE(changed_.wait_for(lock, std::chrono::seconds(30), [&] { return started_ >= n; }));
  }
  int started() {
    std::lock_guard lock(mutex_);
    return started_;
  }
  int returned() {
    std::lock_guard lock(mutex_);
    return returned_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  bool open_ = false;
  int started_ = 0, returned_ = 0;
};

class DurableCommitTest : public ::testing::Test {
 protected:
  void open(SyncAround around) {
    db_ = open_sqlite(path_.string(), std::move(around));
    db_->acquire()->exec_script("CREATE TABLE t_rows (id INTEGER PRIMARY KEY) STRICT;");
  }
  std::int64_t count() { return db_->query("SELECT COUNT(*) AS n FROM t_rows").first().integer("n"); }
  GroupCommitter::Stats stats() { return *sqlite_writer_stats(*db_); }
  // Waits (bounded) until the writer has ended groups holding `n` transactions in all.
  void wait_transactions(std::size_t n) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (stats().transactions < n && std::chrono::steady_clock::now() < give_up) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    ASSERT_EQ(stats().transactions, n);
  }
  // A transaction_then inserting `id` (then throwing when `refuse`); its answer goes to the future.
  std::future<std::string> insert_then(std::int64_t id, bool refuse = false) {
    auto answer = std::make_shared<std::promise<std::string>>();
    auto future = answer->get_future();
    db_->transaction_then(
        [id, refuse](Connection& c) {
          c.query("INSERT INTO t_rows (id) VALUES (?)", {id});
          if (refuse) throw std::runtime_error("refused");
        },
        [answer](std::exception_ptr error) {
          try {
            if (error) std::rethrow_exception(error);
            answer->set_value("ok");
          } catch (const std::exception& e) {
            answer->set_value(e.what());
          }
        });
    return future;
  }
  static bool answered(std::future<std::string>& f) {
    return f.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
  }

  TempSqlitePath path_;  // outlives db_
  std::unique_ptr<Database> db_;
};

TEST_F(DurableCommitTest, NoAnswerNorEventBeforeTheFsyncAndOneFsyncCoversTheGroupsCommittedDuringIt) {
  SyncGate gate;
  open([&gate](const std::function<void()>& fsync_wal) { gate.around(fsync_wal); });
  events::Bus bus(Dialect::sqlite);
  std::atomic<int> published{0};
  bus.set_sink([&](const events::Event&) { ++published; });

  // The first group commits and its fsync is held.
  auto first = insert_then(1);
  gate.wait_started(1);
  ASSERT_FALSE(HasFatalFailure());

  // Committed meanwhile: two answers to come, one refusal, an event, and a caller of transaction().
  auto second = insert_then(2);
  auto refused = insert_then(3, true);
  std::promise<int> event_result;
  bus.transaction_then<int>(
      *db_,
      [&bus](Connection& c, events::Batch& batch) {
        c.query("INSERT INTO t_rows (id) VALUES (4)");
        bus.stage(c, batch, events::Event{"raffle:x", "raffle.numbers", {{"n", 4}}});
        return 4;
      },
      [&event_result](std::exception_ptr error, int n) { event_result.set_value(error ? -1 : n); });
  std::atomic<bool> returned{false};
  std::thread caller([&] {
    db_->transaction([](Connection& c) { c.query("INSERT INTO t_rows (id) VALUES (5)"); });
    returned = true;
  });
  wait_transactions(5);
  ASSERT_FALSE(HasFatalFailure());

  // Every one of them has committed (another connection sees the rows) and none is answered.
  EXPECT_EQ(count(), 4);  // 1, 2, 4, 5: the refused one rolled back its savepoint
  EXPECT_FALSE(answered(first));
  EXPECT_FALSE(answered(second));
  EXPECT_FALSE(answered(refused));  // a refusal waits too: it may rest on what the held group wrote
  EXPECT_EQ(event_result.get_future().wait_for(std::chrono::seconds(0)), std::future_status::timeout);
  EXPECT_EQ(published.load(), 0);
  EXPECT_FALSE(returned.load());
  EXPECT_EQ(gate.started(), 1);
  EXPECT_EQ(gate.returned(), 0);

  gate.open();
  EXPECT_EQ(first.get(), "ok");
  EXPECT_EQ(second.get(), "ok");
  EXPECT_EQ(refused.get(), "refused");
  caller.join();
  EXPECT_TRUE(returned.load());
  // Answered only after the fsync that covers them returned: the held one, then one for the rest.
  EXPECT_EQ(gate.returned(), 2);
  EXPECT_EQ(gate.started(), 2);
  EXPECT_EQ(stats().syncs, std::size_t{2});
  EXPECT_GE(stats().groups, std::size_t{2});
  EXPECT_EQ(published.load(), 1);
}

TEST_F(DurableCommitTest, AFailedFsyncFailsItsAnswersAndRefusesEveryWriteAfterIt) {
  std::atomic<int> calls{0};
  open([&calls](const std::function<void()>& fsync_wal) {
    if (++calls == 1) throw std::runtime_error("disk gone");
    fsync_wal();  // a later fsync may "succeed" on Linux without the lost pages: never reached
  });
  auto first = insert_then(1);
  const std::string answer = first.get();
  EXPECT_NE(answer, "ok");
  EXPECT_NE(answer.find("durable"), std::string::npos) << answer;
  EXPECT_THROW(db_->transaction([](Connection& c) { c.query("INSERT INTO t_rows (id) VALUES (2)"); }), DatabaseError);
  auto third = insert_then(3);
  EXPECT_NE(third.get(), "ok");
  EXPECT_EQ(calls.load(), 1);
  EXPECT_EQ(stats().syncs, std::size_t{0});
}

TEST_F(DurableCommitTest, TheRealFsyncAnswersEveryWriter) {
  open({});
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 25; ++i) {
        db_->transaction(
            [&](Connection& c) { c.query("INSERT INTO t_rows (id) VALUES (?)", {std::int64_t{t * 100 + i}}); });
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(count(), 200);
  EXPECT_GE(stats().syncs, std::size_t{1});
  EXPECT_LE(stats().syncs, stats().groups);
}

}  // namespace
}  // namespace rifa::db::testing
