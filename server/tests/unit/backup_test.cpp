#include "ops/backup.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <fstream>

#include "db/database.hpp"
#include "db/migrator.hpp"

namespace rifa::ops {
namespace {
namespace fs = std::filesystem;

unsigned mode_of(const fs::path& path) {
  struct stat st {};
  ::stat(path.c_str(), &st);
  return st.st_mode & 07777;
}

// A migrated SQLite database with a signing key beside it, open (as `serve` keeps it) while backed up.
class BackupTest : public ::testing::Test {
 protected:
  void SetUp() override {
    static std::atomic<int> counter{0};
    root_ = fs::temp_directory_path() /
            ("rifa-backup-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::create_directories(root_ / "data");
    source_ = {root_ / "data" / "rifa.db", root_ / "data" / "jwt-es256.pem"};
    std::ofstream(source_.key_file) << "-----BEGIN PRIVATE KEY-----\nnot a real key\n-----END PRIVATE KEY-----\n";
    db_ = db::open_database("sqlite:" + source_.database.string());
    schema_ = db::migrate(*db_, db::builtin_migrations(db::Dialect::sqlite)).to;
    db_->query("CREATE TABLE backup_probe (n INTEGER PRIMARY KEY)");
    for (int i = 1; i <= 50; ++i) db_->query("INSERT INTO backup_probe (n) VALUES (?)", {std::int64_t{i}});
  }
  void TearDown() override {
    db_.reset();
    fs::remove_all(root_);
  }
  static std::int64_t probe_count(const fs::path& database) {
    auto copy = db::open_database("sqlite:" + database.string());
    return copy->query("SELECT COUNT(*) AS n FROM backup_probe").first().integer("n");
  }

  fs::path root_;
  BackupSource source_;
  std::unique_ptr<db::Database> db_;
  int schema_ = 0;
};

TEST_F(BackupTest, ManifestListsEveryFileWithSizeAndChecksumAndTheFilesArePrivate) {
  const auto result = take_backup(source_, root_ / "backups");
  EXPECT_EQ(result.dir.parent_path(), root_ / "backups");
  EXPECT_EQ(result.dir.filename().string().rfind(kBackupPrefix, 0), 0u);
  const auto& manifest = result.manifest;
  EXPECT_EQ(manifest["database"], "sqlite");
  EXPECT_EQ(manifest["schema_version"], schema_);
  EXPECT_TRUE(manifest["created_at"].is_string());
  ASSERT_EQ(manifest["files"].size(), 2u);
  for (const auto& file : manifest["files"]) {
    const fs::path path = result.dir / file["name"].get<std::string>();
    EXPECT_EQ(file["bytes"].get<std::uintmax_t>(), fs::file_size(path));
    EXPECT_EQ(file["sha256"], file_sha256(path));
    EXPECT_EQ(mode_of(path), 0600u) << path;
  }
  EXPECT_EQ(mode_of(result.dir / kManifestName), 0600u);
  EXPECT_EQ(mode_of(result.dir), 0700u);
  EXPECT_EQ(mode_of(root_ / "backups"), 0700u);
  EXPECT_EQ(verify_backup(result.dir), manifest);
  EXPECT_EQ(probe_count(result.dir / kDatabaseName), 50);
  // Only the backup is left in the directory: no partial copy, no journal.
  EXPECT_EQ(std::distance(fs::directory_iterator(root_ / "backups"), fs::directory_iterator{}), 1);
  EXPECT_EQ(std::distance(fs::directory_iterator(result.dir), fs::directory_iterator{}), 3);
}

TEST_F(BackupTest, ChecksumCatchesADamagedFile) {
  const auto result = take_backup(source_, root_ / "backups");
  {
    std::fstream file(result.dir / kKeyName, std::ios::in | std::ios::out | std::ios::binary);
    file.seekp(5);
    file.put('X');
  }
  try {
    verify_backup(result.dir);
    FAIL() << "a damaged key file passed";
  } catch (const BackupError& e) {
    EXPECT_NE(std::string(e.what()).find(kKeyName), std::string::npos) << e.what();
  }
  EXPECT_THROW(verify_backup(root_ / "data"), BackupError);  // no manifest: not a backup
}

TEST_F(BackupTest, KeepNewestDeletesOnlyTheOldestBackups) {
  const auto t0 = std::chrono::sys_days{std::chrono::year{2026} / 11 / 1};
  std::vector<fs::path> made;
  for (int hour = 0; hour < 5; ++hour) {
    made.push_back(take_backup(source_, root_ / "backups", t0 + std::chrono::hours(hour)).dir);
  }
  // The same instant twice still makes two backups.
  made.push_back(take_backup(source_, root_ / "backups", t0 + std::chrono::hours(4)).dir);
  EXPECT_NE(made[4], made[5]);
  fs::create_directories(root_ / "backups" / "rifa-backup-unfinished");  // no manifest
  std::ofstream(root_ / "backups" / "notes.txt") << "operator's file";

  ASSERT_EQ(list_backups(root_ / "backups").size(), 6u);
  const auto removed = keep_newest(root_ / "backups", 3);
  EXPECT_EQ(removed, (std::vector<fs::path>{made[2], made[1], made[0]}));
  EXPECT_EQ(list_backups(root_ / "backups"), (std::vector<fs::path>{made[5], made[4], made[3]}));
  EXPECT_TRUE(fs::exists(root_ / "backups" / "notes.txt"));
  EXPECT_TRUE(fs::exists(root_ / "backups" / "rifa-backup-unfinished"));
  EXPECT_TRUE(keep_newest(root_ / "backups", 3).empty());
}

TEST_F(BackupTest, RestoreWritesIntoAnEmptyDirectoryOnly) {
  const auto backup = take_backup(source_, root_ / "backups").dir;
  const BackupSource into{root_ / "restored" / "rifa.db", root_ / "restored" / "jwt-es256.pem"};
  restore_backup(backup, into);
  EXPECT_EQ(probe_count(into.database), 50);
  EXPECT_EQ(file_sha256(into.key_file), file_sha256(source_.key_file));
  EXPECT_EQ(mode_of(into.database), 0600u);
  EXPECT_EQ(mode_of(into.key_file), 0600u);
  EXPECT_EQ(mode_of(root_ / "restored"), 0700u);

  const BackupSource busy{root_ / "busy" / "rifa.db", root_ / "busy" / "jwt-es256.pem"};
  fs::create_directories(root_ / "busy");
  std::ofstream(root_ / "busy" / "something") << "x";
  try {
    restore_backup(backup, busy);
    FAIL() << "restored into a non-empty directory";
  } catch (const BackupError& e) {
    EXPECT_NE(std::string(e.what()).find("not empty"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(fs::exists(busy.database));
  EXPECT_FALSE(fs::exists(busy.key_file));
}

TEST_F(BackupTest, RestoreRefusesADamagedBackupAndWritesNothing) {
  const auto backup = take_backup(source_, root_ / "backups").dir;
  {
    std::fstream file(backup / kDatabaseName, std::ios::in | std::ios::out | std::ios::binary);
    file.seekp(200);
    file.put('\x7f');
  }
  const BackupSource into{root_ / "restored" / "rifa.db", root_ / "restored" / "jwt-es256.pem"};
  EXPECT_THROW(restore_backup(backup, into), BackupError);
  EXPECT_FALSE(fs::exists(into.database));
  EXPECT_FALSE(fs::exists(into.key_file));
}

}  // namespace
}  // namespace rifa::ops
