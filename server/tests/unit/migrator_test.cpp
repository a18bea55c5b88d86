#include "db/migrator.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>

#include "db/database.hpp"

namespace rifa::db {
namespace {
namespace fs = std::filesystem;

class MigratorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    static std::atomic<int> counter{0};
    path_ = fs::temp_directory_path() /
            ("rifa-migrator-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".db");
    db_ = open_database("sqlite:" + path_.string());
  }
  void TearDown() override {
    db_.reset();
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path_.string() + suffix);
  }
  std::int64_t count(const std::string& table) {
    return db_->query("SELECT COUNT(*) AS n FROM " + table).first().integer("n");
  }
  fs::path path_;
  std::unique_ptr<Database> db_;
};

const std::vector<Migration> kTwo = {
    {1, "things", "CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL);"},
    {2, "seed", "INSERT INTO things (name) VALUES ('a'); INSERT INTO things (name) VALUES ('b');"},
};

TEST_F(MigratorTest, AppliesInOrderAndRecordsVersions) {
  auto report = migrate(*db_, {kTwo[1], kTwo[0]});  // given out of order
  EXPECT_EQ(report.from, 0);
  EXPECT_EQ(report.to, 2);
  EXPECT_EQ(count("things"), 2);
  auto rows = db_->query("SELECT version, name FROM schema_migrations ORDER BY version").rows;
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[1].text("name"), "seed");
}

TEST_F(MigratorTest, SecondRunIsANoOp) {
  migrate(*db_, kTwo);
  auto report = migrate(*db_, kTwo);
  EXPECT_EQ(report.from, 2);
  EXPECT_EQ(report.to, 2);
  EXPECT_EQ(count("things"), 2);
}

TEST_F(MigratorTest, AppliesOnlyNewMigrations) {
  migrate(*db_, {kTwo[0]});
  auto report = migrate(*db_, kTwo);
  EXPECT_EQ(report.from, 1);
  EXPECT_EQ(report.to, 2);
  EXPECT_EQ(count("things"), 2);
}

TEST_F(MigratorTest, FailedMigrationLeavesNothingBehind) {
  std::vector<Migration> broken = {kTwo[0],
                                   {2, "bad", "INSERT INTO things (name) VALUES ('x'); SELECT nope FROM nowhere;"}};
  EXPECT_THROW(migrate(*db_, broken), DatabaseError);
  EXPECT_EQ(count("things"), 0);
  EXPECT_EQ(db_->query("SELECT COALESCE(MAX(version),0) AS v FROM schema_migrations").first().integer("v"), 1);
}

TEST_F(MigratorTest, RefusesADatabaseNewerThanTheBinary) {
  migrate(*db_, kTwo);
  EXPECT_THROW(migrate(*db_, {kTwo[0]}), SchemaTooNew);
}

TEST_F(MigratorTest, RefusesDuplicateVersions) {
  EXPECT_THROW(migrate(*db_, {kTwo[0], {1, "again", "SELECT 1;"}}), std::runtime_error);
}

TEST(MigrationFileNames, ParsesVersionAndName) {
  int version = 0;
  std::string name;
  ASSERT_TRUE(parse_migration_file_name("V012__add_things.sql", version, name));
  EXPECT_EQ(version, 12);
  EXPECT_EQ(name, "add_things");
  EXPECT_FALSE(parse_migration_file_name("V1__x.sql", version, name));
  EXPECT_FALSE(parse_migration_file_name("V001_x.sql", version, name));
  EXPECT_FALSE(parse_migration_file_name("V000__x.sql", version, name));
  EXPECT_FALSE(parse_migration_file_name("notes.txt", version, name));
}

TEST(BuiltinMigrations, BothDialectsShipTheSameVersions) {
  auto sqlite = builtin_migrations(Dialect::sqlite);
  auto postgres = builtin_migrations(Dialect::postgresql);
  ASSERT_FALSE(sqlite.empty());
  ASSERT_EQ(sqlite.size(), postgres.size());
  for (std::size_t i = 0; i < sqlite.size(); ++i) {
    EXPECT_EQ(sqlite[i].version, postgres[i].version);
    EXPECT_EQ(sqlite[i].name, postgres[i].name);
  }
}

TEST(Placeholders, RewrittenOutsideQuotesAndComments) {
  EXPECT_EQ(rewrite_placeholders_for_postgres("SELECT * FROM t WHERE a = ? AND b = '?' AND c = ? -- ?\nLIMIT ?"),
            "SELECT * FROM t WHERE a = $1 AND b = '?' AND c = $2 -- ?\nLIMIT $3");
  EXPECT_EQ(rewrite_placeholders_for_postgres("SELECT \"we?rd\" FROM t WHERE x = ?"),
            "SELECT \"we?rd\" FROM t WHERE x = $1");
}

}  // namespace
}  // namespace rifa::db
