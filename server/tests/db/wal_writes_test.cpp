// The writer's WAL writes are gathered (db/sqlite/wal_writes.hpp): each COMMIT reaches the WAL file
// in one write, readers see every committed row, and a transaction that spills pages to the WAL
// before its COMMIT reads them back, rolls them back or commits them intact.

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "db/sqlite/sqlite_database.hpp"
#include "db/sqlite/wal_writes.hpp"
#include "db_fixture.hpp"

namespace rifa::db::testing {
namespace {

class WalWritesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = open_sqlite(path_.string());
    db_->acquire()->exec_script(
        "CREATE TABLE t_rows (id INTEGER PRIMARY KEY, tag TEXT NOT NULL, data BLOB NOT NULL) STRICT;"
        "CREATE INDEX t_rows_tag_idx ON t_rows (tag);");
  }

  // `rows` rows of 600 bytes, spread over the tag index.
  static void insert(Connection& c, std::int64_t first, int rows) {
    for (std::int64_t id = first; id < first + rows; ++id) {
      c.query("INSERT INTO t_rows (id, tag, data) VALUES (?, hex(randomblob(8)), zeroblob(600))", {id});
    }
  }

  std::int64_t count() { return db_->query("SELECT COUNT(*) AS n FROM t_rows").first().integer("n"); }

  TempSqlitePath path_;  // outlives db_
  std::unique_ptr<Database> db_;
};

TEST_F(WalWritesTest, EachCommitReachesTheWalInOneWrite) {
  ASSERT_NE(wal_writes_vfs(), nullptr);
  db_->transaction([](Connection& c) { insert(c, 0, 10); });  // the WAL's header is written and synced
  constexpr int kCommits = 20, kRows = 50;                    // ~15 pages each: one write of at most 124 KiB
  const auto before = wal_write_counts();
  for (int i = 0; i < kCommits; ++i) {
    db_->transaction([&](Connection& c) { insert(c, 10 + std::int64_t{i} * kRows, kRows); });
    EXPECT_EQ(count(), 10 + (i + 1) * kRows) << "a reader misses rows of commit " << i;
  }
  const auto after = wal_write_counts();
  // Each page is a header and a page asked of the VFS; each commit one write(2).
  EXPECT_GE(after.requested - before.requested, std::uint64_t{kCommits} * 2 * 10);
  EXPECT_EQ(after.made - before.made, std::uint64_t{kCommits});
  EXPECT_EQ(db_->query("PRAGMA integrity_check").first().text("integrity_check"), "ok");
}

TEST_F(WalWritesTest, PagesSpilledBeforeTheCommitAreReadBackRolledBackAndCommitted) {
  constexpr int kRows = 2000;  // ~300 pages, in a cache of 20
  db_->transaction([&](Connection& c) {
    c.query("PRAGMA cache_size=20");
    const auto before = wal_write_counts();
    insert(c, 0, kRows);
    EXPECT_GT(wal_write_counts().requested, before.requested) << "nothing spilled to the WAL before the COMMIT";
    // Read back through the WAL, and rewritten: spilled frames are read, and written again.
    EXPECT_EQ(c.query("SELECT COUNT(*) AS n, SUM(length(data)) AS bytes FROM t_rows").first().integer("bytes"),
              std::int64_t{kRows} * 600);
    c.query("UPDATE t_rows SET data = zeroblob(700)");
  });
  // A transaction that spills and then fails leaves nothing behind.
  EXPECT_THROW(db_->transaction([&](Connection& c) {
    insert(c, kRows, kRows);
    throw std::runtime_error("no");
  }),
               std::runtime_error);
  db_->transaction([&](Connection& c) {
    c.query("PRAGMA cache_size=-65536");
    insert(c, 2 * kRows, 10);
  });
  EXPECT_EQ(count(), kRows + 10);
  EXPECT_EQ(
      db_->query("SELECT MIN(length(data)) AS n FROM t_rows WHERE id < ?", {std::int64_t{kRows}}).first().integer("n"),
      700);
  EXPECT_EQ(db_->query("PRAGMA integrity_check").first().text("integrity_check"), "ok");
}

// A transaction that spilled frames and then rolled back (a whole transaction: the group writer only
// rolls back savepoints, then commits) hands them over before it gives up the WAL's write lock:
// another process may write at those offsets as soon as the lock is free, and a late write of the
// stale frames would land on its. Straight on SQLite's API, with the VFS.
TEST_F(WalWritesTest, ARolledBackTransactionHandsOverWhatItGatheredBeforeTheLockIsFree) {
  db_.reset();
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open_v2(path_.string().c_str(), &raw, SQLITE_OPEN_READWRITE, wal_writes_vfs()), SQLITE_OK);
  const auto exec = [raw](const std::string& sql) { return sqlite3_exec(raw, sql.c_str(), nullptr, nullptr, nullptr); };
  ASSERT_EQ(exec("PRAGMA journal_mode=WAL; PRAGMA cache_size=20; BEGIN IMMEDIATE"), SQLITE_OK);
  for (int id = 0; wal_writes_gathered() == 0 && id < 20000; ++id) {
    ASSERT_EQ(exec("INSERT INTO t_rows (id, tag, data) VALUES (" + std::to_string(id) +
                   ", hex(randomblob(8)), zeroblob(600))"),
              SQLITE_OK);
  }
  ASSERT_GT(wal_writes_gathered(), 0u) << "no spilled frames were left gathered";
  const auto before = wal_write_counts();
  ASSERT_EQ(exec("ROLLBACK"), SQLITE_OK);
  EXPECT_EQ(wal_writes_gathered(), 0u);
  EXPECT_GT(wal_write_counts().made, before.made) << "the gathered frames stayed gathered past the ROLLBACK";
  sqlite3_close(raw);
  db_ = open_sqlite(path_.string());
  db_->transaction([&](Connection& c) { insert(c, 0, 10); });
  EXPECT_EQ(count(), 10);
  EXPECT_EQ(db_->query("PRAGMA integrity_check").first().text("integrity_check"), "ok");
}

}  // namespace
}  // namespace rifa::db::testing
