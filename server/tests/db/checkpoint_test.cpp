// SQLite's WAL is copied back into the database file by the checkpointer (db/sqlite/checkpointer.hpp)
// and starts again from the top once the writer finishes a checkpoint past kFinishPages: however much
// is written, the WAL file stays near that size and the database file holds what was written.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "db/sqlite/checkpointer.hpp"
#include "db/sqlite/sqlite_database.hpp"
#include "db_fixture.hpp"

namespace rifa::db::testing {
namespace {

constexpr std::uintmax_t kPageBytes = 4096;

class CheckpointTest : public ::testing::Test {
 protected:
  std::uintmax_t size_of(const char* suffix) const {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path_.string() + suffix, ec);
    return ec ? 0 : size;
  }

  TempSqlitePath path_;  // outlives db_
  std::unique_ptr<Database> db_;
};

TEST_F(CheckpointTest, TheWalStartsAgainFromTheTopAndTheDatabaseFileGetsTheRows) {
  db_ = open_sqlite(path_.string());
  db_->acquire()->exec_script("CREATE TABLE t_blobs (id INTEGER PRIMARY KEY, data BLOB NOT NULL) STRICT;");
  // 16 rows of 256 KiB rewritten in turn: each transaction writes ~64 pages to the WAL, and the
  // whole loop three times kFinishPages, which a WAL never started again from the top would hold.
  constexpr int kRows = 16;
  constexpr int kPagesPerWrite = 64;
  const int writes = 3 * Checkpointer::kFinishPages / kPagesPerWrite;
  for (int i = 0; i < writes; ++i) {
    db_->transaction([&](Connection& c) {
      c.query("INSERT OR REPLACE INTO t_blobs (id, data) VALUES (?, zeroblob(?))",
              {std::int64_t{i % kRows}, std::int64_t{kPagesPerWrite * kPageBytes} + i});
    });
  }
  const auto wal = size_of("-wal");
  EXPECT_GT(wal, 0u);
  // At most one lap past kFinishPages, plus the transactions committed while a checkpoint ran.
  EXPECT_LT(wal, (Checkpointer::kFinishPages + 2 * Checkpointer::kPages) * (kPageBytes + 24) + 32)
      << "the WAL kept growing: " << wal << " bytes";
  EXPECT_GE(size_of(""), kRows * kPagesPerWrite * kPageBytes) << "the checkpoints did not reach the database file";
  const auto rows = db_->query("SELECT COUNT(*) AS n, MIN(length(data)) AS shortest FROM t_blobs").first();
  EXPECT_EQ(rows.integer("n"), kRows);
  EXPECT_GE(rows.integer("shortest"), static_cast<std::int64_t>(kPagesPerWrite * kPageBytes));
}

}  // namespace
}  // namespace rifa::db::testing
