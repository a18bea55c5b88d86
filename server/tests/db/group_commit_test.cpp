// SQLite's one writer (db/sqlite/group_commit.hpp): transactions queued together share one COMMIT,
// each in its own savepoint, so one that fails takes nothing of the others with it; a transaction
// inside a transaction and a write outside any transaction go through the same writer.

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <stdexcept>
#include <thread>
#include <vector>

#include "db/sqlite/sqlite_database.hpp"
#include "db_fixture.hpp"

namespace rifa::db::testing {
namespace {

class GroupCommitTest : public DbTest {
 protected:
  void SetUp() override {
    DbTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    db().acquire()->exec_script("CREATE TABLE t_rows (id INTEGER PRIMARY KEY, n INTEGER NOT NULL) STRICT;");
  }

  GroupCommitter::Stats stats() { return *sqlite_writer_stats(db()); }

  // Waits (bounded) until `n` transactions are queued behind the one running.
  void wait_queued(std::size_t n) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (stats().queued < n && std::chrono::steady_clock::now() < give_up) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    ASSERT_EQ(stats().queued, n);
  }

  std::int64_t count(const char* where = "1 = 1") {
    return db().query(std::string("SELECT COUNT(*) AS n FROM t_rows WHERE ") + where).first().integer("n");
  }

  // Holds the writer inside a transaction until `queued` others wait behind it; returns once the
  // writer is held.
  std::thread blocker(std::size_t queued) {
    std::atomic<bool> holding{false};
    std::thread t([this, queued, &holding] {
      db().transaction([&](Connection& c) {
        c.query("INSERT INTO t_rows (id, n) VALUES (0, 0)");
        holding = true;
        wait_queued(queued);
      });
    });
    while (!holding) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return t;
  }
};

TEST_P(GroupCommitTest, QueuedTransactionsShareOneGroupAndAFailureStaysInItsSavepoint) {
  constexpr int kWriters = 12;
  const auto before = stats();
  auto first = blocker(kWriters);
  std::vector<std::thread> writers;
  std::atomic<int> failed{0};
  for (int i = 1; i <= kWriters; ++i) {
    writers.emplace_back([&, i] {
      try {
        db().transaction([&](Connection& c) {
          c.query("INSERT INTO t_rows (id, n) VALUES (?, ?)", {std::int64_t{i}, std::int64_t{i}});
          if (i % 4 == 0) throw std::runtime_error("refused");  // after its own insert
        });
      } catch (const std::runtime_error& e) {
        if (std::string(e.what()) == "refused") ++failed;
      }
    });
  }
  first.join();
  for (auto& t : writers) t.join();

  EXPECT_EQ(failed.load(), kWriters / 4);
  EXPECT_EQ(count(), 1 + kWriters - kWriters / 4);  // the blocker's row and every writer's that did not throw
  EXPECT_EQ(count("n % 4 = 0 AND id > 0"), 0);
  const auto after = stats();
  EXPECT_EQ(after.transactions - before.transactions, std::size_t{kWriters + 1});
  // The twelve waited together: far fewer commits than transactions.
  EXPECT_LE(after.groups - before.groups, std::size_t{3});
  EXPECT_GE(after.largest_group, std::size_t{kWriters / 2});
}

TEST_P(GroupCommitTest, ManyThreadsCountExactly) {
  constexpr int kThreads = 16, kEach = 50;
  db().query("INSERT INTO t_rows (id, n) VALUES (0, 0)");
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < kEach; ++i) {
        db().transaction([&](Connection& c) {
          const auto n = c.query("SELECT n FROM t_rows WHERE id = 0").first().integer("n");
          c.query("UPDATE t_rows SET n = ? WHERE id = 0", {n + 1});
        });
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(db().query("SELECT n FROM t_rows WHERE id = 0").first().integer("n"), kThreads * kEach);
}

TEST_P(GroupCommitTest, NestedTransactionIsASavepointOfTheOuterOne) {
  db().transaction([&](Connection& c) {
    c.query("INSERT INTO t_rows (id, n) VALUES (1, 1)");
    db().transaction([&](Connection& inner) { inner.query("INSERT INTO t_rows (id, n) VALUES (2, 2)"); });
    EXPECT_THROW(db().transaction([&](Connection& inner) {
      inner.query("INSERT INTO t_rows (id, n) VALUES (3, 3)");
      throw std::runtime_error("inner refused");
    }),
                 std::runtime_error);
  });
  EXPECT_EQ(count(), 2);
  EXPECT_EQ(count("id = 3"), 0);
}

TEST_P(GroupCommitTest, AWriteOutsideATransactionQueuesBehindTheWriter) {
  auto first = blocker(1);
  // Autocommit on a pooled connection: it waits its turn in the writer's queue (seen as queued),
  // instead of fighting for SQLite's lock.
  std::thread outside([&] { db().query("INSERT INTO t_rows (id, n) VALUES (7, 7)"); });
  first.join();
  outside.join();
  EXPECT_EQ(count(), 2);
  // Reads never queue.
  const auto queued_before = stats().transactions;
  EXPECT_EQ(count("id = 7"), 1);
  EXPECT_EQ(stats().transactions, queued_before);
}

TEST_P(GroupCommitTest, TransactionThenReturnsAtOnceAndAnswersAfterItsGroupsCommit) {
  auto first = blocker(2);
  // Both are queued behind the held writer and return at once (else wait_queued(2) never sees them).
  std::promise<std::int64_t> seen;  // the rows another connection sees when the first is answered
  std::promise<std::string> refused;
  db().transaction_then([](Connection& c) { c.query("INSERT INTO t_rows (id, n) VALUES (1, 1)"); },
                        [&](std::exception_ptr error) { seen.set_value(error ? -1 : count()); });
  db().transaction_then(
      [](Connection& c) {
        c.query("INSERT INTO t_rows (id, n) VALUES (2, 2)");
        throw std::runtime_error("refused");
      },
      [&](std::exception_ptr error) {
        try {
          if (error) std::rethrow_exception(error);
          refused.set_value("no error");
        } catch (const std::exception& e) {
          refused.set_value(e.what());
        }
      });
  first.join();
  EXPECT_EQ(seen.get_future().get(), 2);  // the blocker's row and its own: committed before the answer
  EXPECT_EQ(refused.get_future().get(), "refused");
  EXPECT_EQ(count(), 2);
  EXPECT_EQ(count("id = 2"), 0);
}

INSTANTIATE_TEST_SUITE_P(Sqlite, GroupCommitTest, ::testing::Values(Dialect::sqlite), DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
