// db/pipeline.hpp on both dialects: statements sent together answer in order, writes queued with
// execute_later() are seen by the transaction's later statements and committed or rolled back
// with it, and a failure among them fails the transaction (on PostgreSQL at the statement they
// travel with, at the latest at COMMIT).

#include "db/pipeline.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "db_fixture.hpp"

namespace rifa::db::testing {
namespace {

class PipelineTest : public DbTest {
 protected:
  void SetUp() override {
    DbTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    db().acquire()->exec_script(is_sqlite() ? "CREATE TABLE t_items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"
                                            : "CREATE TABLE t_items (id bigint PRIMARY KEY, name text NOT NULL)");
  }
  std::int64_t items() { return count("t_items"); }
  static void insert_later(Connection& c, std::int64_t id, const std::string& name) {
    execute_later(c, "INSERT INTO t_items (id, name) VALUES (?, ?)", {id, name});
  }
};

INSTANTIATE_TEST_SUITE_P(Dialects, PipelineTest, kAllDialects, DialectParamName);

TEST_P(PipelineTest, StatementsSentTogetherAnswerInOrder) {
  db().query("INSERT INTO t_items (id, name) VALUES (1, 'uno'), (2, 'dos')");
  const auto results = db().transaction([](Connection& c) {
    return query_together(c, {{"SELECT name FROM t_items WHERE id = ?", {std::int64_t{2}}},
                              {"INSERT INTO t_items (id, name) VALUES (?, ?)", {std::int64_t{3}, std::string("tres")}},
                              {"SELECT COUNT(*) AS n FROM t_items", {}},
                              {"SELECT name FROM t_items WHERE id = ?", {std::int64_t{9}}}});
  });
  ASSERT_EQ(results.size(), 4u);
  EXPECT_EQ(results[0].first().text("name"), "dos");
  EXPECT_EQ(results[1].affected, 1);
  EXPECT_EQ(results[2].first().integer("n"), 3);  // sees the insert before it
  EXPECT_TRUE(results[3].empty());
  EXPECT_EQ(items(), 3);
}

TEST_P(PipelineTest, QueuedWritesAreSeenByLaterStatementsAndCommitted) {
  const auto seen = db().transaction([](Connection& c) {
    insert_later(c, 1, "uno");
    execute_later(c, "UPDATE t_items SET name = ? WHERE id = ?", {std::string("one"), std::int64_t{1}});
    return c.query("SELECT name FROM t_items WHERE id = 1").first().text("name");
  });
  EXPECT_EQ(seen, "one");
  // Queued last: sent with the COMMIT.
  db().transaction([](Connection& c) { insert_later(c, 2, "dos"); });
  EXPECT_EQ(items(), 2);
}

TEST_P(PipelineTest, AFailedQueuedWriteFailsTheTransactionAndNothingIsWritten) {
  db().query("INSERT INTO t_items (id, name) VALUES (1, 'uno')");
  EXPECT_THROW(db().transaction([](Connection& c) {
    insert_later(c, 2, "dos");
    insert_later(c, 1, "otra vez");
    insert_later(c, 3, "tres");
  }),
               UniqueViolation);
  EXPECT_EQ(items(), 1);
  // The same failure, surfacing at a later query instead of the COMMIT.
  EXPECT_THROW(db().transaction([](Connection& c) {
    insert_later(c, 1, "otra vez");
    c.query("SELECT COUNT(*) AS n FROM t_items");
  }),
               UniqueViolation);
  EXPECT_EQ(items(), 1);
  // The connections stay usable.
  db().transaction([](Connection& c) { insert_later(c, 2, "dos"); });
  EXPECT_EQ(items(), 2);
}

TEST_P(PipelineTest, AStatementThatFailedToPrepareIsPreparedAgain) {
  EXPECT_THROW(db().transaction([](Connection& c) {
    query_together(c, {{"SELECT nope FROM t_items", {}}});
  }),
               DatabaseError);
  db().acquire()->exec_script("ALTER TABLE t_items ADD COLUMN nope TEXT");
  db().query("INSERT INTO t_items (id, name, nope) VALUES (1, 'uno', 'sí')");
  EXPECT_EQ(db().transaction([](Connection& c) {
    return query_together(c, {{"SELECT nope FROM t_items", {}}}).front().first().text("nope");
  }),
            "sí");
}

TEST_P(PipelineTest, TransactionsWithoutWritesOrStatementsCommit) {
  db().query("INSERT INTO t_items (id, name) VALUES (1, 'uno')");
  db().transaction([](Connection&) {});
  EXPECT_EQ(db().transaction([](Connection& c) { return c.query("SELECT name FROM t_items").first().text("name"); }),
            "uno");
  // Outside a transaction a queued write runs at once.
  auto conn = db().acquire();
  insert_later(*conn, 2, "dos");
  EXPECT_EQ(items(), 2);
}

TEST_P(PipelineTest, StatementsForAfterTheCommitRunOnlyIfItCommits) {
  db().transaction([](Connection& c) {
    insert_later(c, 1, "uno");
    execute_after_commit(c, "INSERT INTO t_items (id, name) VALUES (?, ?)", {std::int64_t{2}, std::string("dos")});
  });
  EXPECT_EQ(items(), 2);
  EXPECT_THROW(db().transaction([](Connection& c) {
    execute_after_commit(c, "INSERT INTO t_items (id, name) VALUES (?, ?)", {std::int64_t{3}, std::string("tres")});
    insert_later(c, 1, "otra vez");
  }),
               UniqueViolation);
  EXPECT_EQ(items(), 2);
  if (is_sqlite()) return;  // SQLite runs them at once (nothing there needs them after the commit)
  // On PostgreSQL it runs after the COMMIT, outside the transaction: its failure undoes nothing.
  db().transaction([](Connection& c) {
    insert_later(c, 4, "cuatro");
    execute_after_commit(c, "INSERT INTO t_items (id, name) VALUES (?, ?)", {std::int64_t{1}, std::string("otra vez")});
  });
  EXPECT_EQ(items(), 3);
}

// The group writer's savepoints (db/sqlite/group_commit.hpp), one per purchase: a savepoint rolled
// back undoes only its own writes, sent or not, and the transaction goes on, even after a failed
// statement (on PostgreSQL its ROLLBACK TO and RELEASE travel with the next statement).
TEST_P(PipelineTest, ASavepointRolledBackUndoesOnlyItsOwnWritesAndTheTransactionGoesOn) {
  db().query("INSERT INTO t_items (id, name) VALUES (1, 'uno')");
  const auto count_now = [](Connection& c) {
    return c.query("SELECT COUNT(*) AS n FROM t_items").first().integer("n");
  };
  const auto rolled_back = [](Connection& c) {
    c.query("ROLLBACK TO tx");
    c.query("RELEASE tx");
  };
  std::vector<std::int64_t> seen;
  db().transaction([&](Connection& c) {
    c.query("SAVEPOINT tx");  // a write already sent, then refused
    insert_later(c, 2, "dos");
    seen.push_back(count_now(c));
    rolled_back(c);
    c.query("SAVEPOINT tx");  // a write that fails (the transaction is aborted on PostgreSQL)
    EXPECT_THROW(
        {
          insert_later(c, 1, "otra vez");  // SQLite: here; PostgreSQL: with the next statement
          count_now(c);
        },
        UniqueViolation);
    rolled_back(c);
    c.query("SAVEPOINT tx");  // kept
    insert_later(c, 3, "tres");
    seen.push_back(count_now(c));
    c.query("RELEASE tx");
    c.query("SAVEPOINT tx");  // a write not sent yet, refused just before the COMMIT
    insert_later(c, 4, "cuatro");
    rolled_back(c);
  });
  EXPECT_EQ(seen, (std::vector<std::int64_t>{2, 2}));
  EXPECT_EQ(items(), 2);
  EXPECT_EQ(db().query("SELECT name FROM t_items WHERE id = 3").first().text("name"), "tres");
}

// On PostgreSQL a failed statement aborts the transaction, and its COMMIT then answers ROLLBACK
// without an error: a transaction that caught such a failure and went on must not pass for committed.
TEST_P(PipelineTest, ACommitThatRolledBackIsAFailure) {
  if (is_sqlite()) GTEST_SKIP() << "SQLite undoes the failed statement alone and the transaction commits";
  db().query("INSERT INTO t_items (id, name) VALUES (1, 'uno')");
  for (const bool after_commit : {false, true}) {
    EXPECT_THROW(db().transaction([&](Connection& c) {
      insert_later(c, 2, "dos");
      EXPECT_THROW(c.query("INSERT INTO t_items (id, name) VALUES (1, 'otra vez')"), UniqueViolation);
      // The COMMIT alone, or in a pipeline with what runs after it.
      if (after_commit) execute_after_commit(c, "SELECT 1");
    }),
                 DatabaseError);
  }
  EXPECT_EQ(items(), 1);
  db().transaction([](Connection& c) { insert_later(c, 2, "dos"); });  // the connections stay usable
  EXPECT_EQ(items(), 2);
}

// The purchase's first round trip: the lock and the reads that depend on it, sent together. Each
// read runs once the lock is granted, so it sees what the lock's previous holder committed
// (READ COMMITTED takes a snapshot per statement).
TEST_P(PipelineTest, ReadsSentWithALockSeeWhatItsPreviousHolderCommitted) {
  if (is_sqlite()) GTEST_SKIP() << "SQLite runs one writer at a time: no row locks to wait for";
  db().query("INSERT INTO t_items (id, name) VALUES (1, 'cerrojo')");
  auto holder = db().acquire();
  holder->begin(Isolation::row_locks);
  holder->query("SELECT id FROM t_items WHERE id = 1 FOR UPDATE");
  holder->query("INSERT INTO t_items (id, name) VALUES (2, 'dos')");

  auto waiter = std::async(std::launch::async, [&] {
    return db().transaction(
        [](Connection& c) {
          return query_together(c, {{"SELECT name FROM t_items WHERE id = 1 FOR UPDATE", {}},
                                    {"SELECT COUNT(*) AS n FROM t_items", {}}})[1]
              .first()
              .integer("n");
        },
        TransactionOptions{.isolation = Isolation::row_locks});
  });
  // Commit only once the waiter is queued on the lock.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  const auto waiting = [&] {
    return count("pg_stat_activity", "wait_event_type = 'Lock' AND datname = current_database()") > 0;
  };
  while (!waiting() && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_TRUE(waiting()) << "the second transaction never waited for the lock";
  holder->commit();
  EXPECT_EQ(waiter.get(), 2);
}

// The purchases' group writer (PostgreSQL): a purchase waiting for a lock that another transaction
// holds, after a purchase its group kept, gives up within moments (its savepoint alone fails, to be
// retried in a later group) instead of holding its whole group, and the group's locks, behind it:
// two instances' groups waiting for each other's raffles would otherwise stall until PostgreSQL's
// deadlock check (1 s), again and again (docs/decisions.md).
TEST_P(PipelineTest, AGroupsLaterPurchaseDoesNotHoldItsGroupBehindALock) {
  if (is_sqlite()) GTEST_SKIP() << "SQLite runs one writer at a time: no row locks to wait for";
  using namespace std::chrono_literals;
  db().query("INSERT INTO t_items (id, name) VALUES (1, 'libre'), (2, 'tomada')");
  const TransactionOptions once{.max_attempts = 1, .isolation = Isolation::row_locks};
  const auto purchase = [&](std::int64_t id) {
    auto outcome = std::make_shared<std::promise<std::exception_ptr>>();
    auto answered = outcome->get_future();
    db().transaction_then(
        [id](Connection& c) {
          c.query("SELECT id FROM t_items WHERE id = ? FOR UPDATE", {id});
          execute_later(c, "UPDATE t_items SET name = 'vendida' WHERE id = ?", {id});
        },
        [outcome](std::exception_ptr error) { outcome->set_value(error); }, once);
    return answered;
  };
  // A group closes after 20 ms: on a slow machine the two purchases may land in two groups, and
  // then the second one, first of its own group, rightly waits; that round proves nothing and is
  // run again.
  for (int round = 0; round < 5; ++round) {
    auto holder = db().acquire();
    holder->begin(Isolation::row_locks);
    holder->query("SELECT id FROM t_items WHERE id = 2 FOR UPDATE");
    // Keep the writer busy until both purchases are queued behind it: they run in one group, the
    // free row first.
    std::promise<void> gate;
    std::shared_future<void> open = gate.get_future().share();
    db().transaction_then([open](Connection&) { open.wait(); }, [](std::exception_ptr) {}, once);
    auto first = purchase(1);
    auto second = purchase(2);
    gate.set_value();
    if (second.wait_for(10s) == std::future_status::ready) {
      const auto error = second.get();
      ASSERT_TRUE(error) << "the second purchase got a row another transaction holds";
      EXPECT_THROW(std::rethrow_exception(error), RetryableError);
      EXPECT_FALSE(first.get()) << "the first purchase failed with the second";
      EXPECT_EQ(db().query("SELECT name FROM t_items WHERE id = 1").first().text("name"), "vendida");
      holder->rollback();
      EXPECT_EQ(db().query("SELECT name FROM t_items WHERE id = 2").first().text("name"), "tomada");
      return;
    }
    const bool first_answered = first.wait_for(0s) == std::future_status::ready;
    holder->rollback();
    EXPECT_FALSE(second.get());
    ASSERT_TRUE(first_answered) << "the second purchase held its group behind the lock";
    db().query("UPDATE t_items SET name = 'libre' WHERE id = 1");
    db().query("UPDATE t_items SET name = 'tomada' WHERE id = 2");
  }
  FAIL() << "the two purchases never ran in one group";
}

}  // namespace
}  // namespace rifa::db::testing
