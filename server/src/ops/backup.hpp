#pragma once

#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace rifa::ops {

// Backups of a SQLite deployment (`rifa-server backup --to DIR`, `restore --from PATH`, and the
// BACKUP_DIR scheduler). One backup is one directory, mode 0700, named for its UTC time so names
// sort by age ("rifa-backup-20261128T170512123Z"), holding (each file 0600):
//   rifa.db        the database (stored files included: they live in it), db::snapshot_sqlite
//   jwt-es256.pem  the signing key, so tokens signed before still verify after a restore
//   manifest.json  {"format", "created_at", "rifa_version", "database": "sqlite", "schema_version",
//                   "seconds", "files": [{"name", "bytes", "sha256"}]}
// It is written under a hidden name and renamed when whole, so a backup directory is complete.
inline constexpr const char* kBackupPrefix = "rifa-backup-";
inline constexpr const char* kManifestName = "manifest.json";
inline constexpr const char* kDatabaseName = "rifa.db";
inline constexpr const char* kKeyName = "jwt-es256.pem";

class BackupError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// What a backup copies: the SQLite file and the signing key.
struct BackupSource {
  std::filesystem::path database;
  std::filesystem::path key_file;
};

struct BackupResult {
  std::filesystem::path dir;  // the backup's directory
  nlohmann::json manifest;
};

// Takes one backup into a new directory under `root` (created 0700 if missing).
BackupResult take_backup(const BackupSource& source, const std::filesystem::path& root,
                         std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

// The complete backups under `root` (a directory named kBackupPrefix… holding a manifest), newest first.
std::vector<std::filesystem::path> list_backups(const std::filesystem::path& root);

// Deletes all but the `keep` newest backups under `root`; returns the ones deleted. Nothing else in
// `root` is touched.
std::vector<std::filesystem::path> keep_newest(const std::filesystem::path& root, unsigned keep);

// Reads a backup's manifest and checks every file it lists (size and SHA-256); returns the
// manifest, throws BackupError naming the first file that differs.
nlohmann::json verify_backup(const std::filesystem::path& dir);

// Restores the backup `from` (verified first) into `into`: the database file and the key, 0600,
// in directories made 0700. Refuses (BackupError, nothing written) when the database's directory
// holds anything, or the key file exists.
nlohmann::json restore_backup(const std::filesystem::path& from, const BackupSource& into);

// SHA-256 of a file's bytes, lower-case hex.
std::string file_sha256(const std::filesystem::path& file);

}  // namespace rifa::ops
