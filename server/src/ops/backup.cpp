#include "ops/backup.hpp"

#include <fcntl.h>
#include <openssl/evp.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <memory>
#include <sstream>

#include "common/time.hpp"
#include "common/version.hpp"
#include "db/sqlite/snapshot.hpp"

namespace rifa::ops {
namespace fs = std::filesystem;
namespace {

// "2026-11-28T17:05:12.123Z" -> "20261128T170512123Z": sorts as the times do, safe in a file name.
std::string backup_stamp(const std::string& rfc3339) {
  std::string out;
  for (char c : rfc3339) {
    if (c != '-' && c != ':' && c != '.') out += c;
  }
  return out;
}

void make_private_dir(const fs::path& dir) {
  fs::create_directories(dir);
  if (::chmod(dir.c_str(), 0700) != 0) throw BackupError("cannot set the mode of " + dir.string());
}

void fsync_path(const fs::path& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0 || ::fsync(fd) != 0) {
    if (fd >= 0) ::close(fd);
    throw BackupError("cannot fsync " + path.string());
  }
  ::close(fd);
}

// Copies `from` to the new file `to` (0600), durably.
void copy_private(const fs::path& from, const fs::path& to) {
  fs::copy_file(from, to, fs::copy_options::none);
  if (::chmod(to.c_str(), 0600) != 0) throw BackupError("cannot set the mode of " + to.string());
  fsync_path(to);
}

void write_private(const fs::path& file, const std::string& text) {
  {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out.flush()) throw BackupError("cannot write " + file.string());
  }
  if (::chmod(file.c_str(), 0600) != 0) throw BackupError("cannot set the mode of " + file.string());
  fsync_path(file);
}

nlohmann::json file_entry(const fs::path& file) {
  return {{"name", file.filename().string()}, {"bytes", fs::file_size(file)}, {"sha256", file_sha256(file)}};
}

bool is_backup(const fs::directory_entry& entry) {
  const std::string name = entry.path().filename().string();
  return entry.is_directory() && name.rfind(kBackupPrefix, 0) == 0 && fs::exists(entry.path() / kManifestName);
}

}  // namespace

std::string file_sha256(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw BackupError("cannot read " + file.string());
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1) throw BackupError("sha256 unavailable");
  std::vector<char> buffer(1 << 20);
  while (in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    if (in.gcount() > 0) EVP_DigestUpdate(ctx.get(), buffer.data(), static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) throw BackupError("cannot read " + file.string());
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int length = 0;
  EVP_DigestFinal_ex(ctx.get(), digest.data(), &length);
  std::ostringstream hex;
  for (unsigned int i = 0; i < length; ++i) hex << std::hex << std::setw(2) << std::setfill('0') << int(digest[i]);
  return hex.str();
}

BackupResult take_backup(const BackupSource& source, const fs::path& root, std::chrono::system_clock::time_point now) {
  if (!fs::exists(source.database)) throw BackupError("no database at " + source.database.string());
  if (!fs::exists(source.key_file)) throw BackupError("no signing key at " + source.key_file.string());
  const auto started = std::chrono::steady_clock::now();
  make_private_dir(root);
  const std::string created_at = to_rfc3339(now);
  std::string name = kBackupPrefix + backup_stamp(created_at);
  for (int n = 2; fs::exists(root / name); ++n)
    name = kBackupPrefix + backup_stamp(created_at) + "-" + std::to_string(n);
  const fs::path partial = root / ("." + name + ".partial");
  fs::remove_all(partial);
  make_private_dir(partial);
  try {
    const auto snapshot = db::snapshot_sqlite(source.database.string(), (partial / kDatabaseName).string());
    if (::chmod((partial / kDatabaseName).c_str(), 0600) != 0) throw BackupError("cannot set the mode of the copy");
    copy_private(source.key_file, partial / kKeyName);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    nlohmann::json manifest = {{"format", 1},
                               {"created_at", created_at},
                               {"rifa_version", kVersion},
                               {"database", "sqlite"},
                               {"schema_version", snapshot.schema_version},
                               {"seconds", std::round(seconds * 1000) / 1000},
                               {"files", {file_entry(partial / kDatabaseName), file_entry(partial / kKeyName)}}};
    write_private(partial / kManifestName, manifest.dump(2) + "\n");
    fsync_path(partial);
    fs::rename(partial, root / name);
    fsync_path(root);
    return {root / name, std::move(manifest)};
  } catch (...) {
    std::error_code ignored;
    fs::remove_all(partial, ignored);
    throw;
  }
}

std::vector<fs::path> list_backups(const fs::path& root) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(root, ec)) {
    if (is_backup(entry)) out.push_back(entry.path());
  }
  std::sort(out.begin(), out.end(), [](const fs::path& a, const fs::path& b) { return a.filename() > b.filename(); });
  return out;
}

std::vector<fs::path> keep_newest(const fs::path& root, unsigned keep) {
  auto backups = list_backups(root);
  std::vector<fs::path> removed;
  for (std::size_t i = keep; i < backups.size(); ++i) {
    fs::remove_all(backups[i]);
    removed.push_back(backups[i]);
  }
  return removed;
}

nlohmann::json verify_backup(const fs::path& dir) {
  std::ifstream in(dir / kManifestName);
  if (!in) throw BackupError("no " + std::string(kManifestName) + " in " + dir.string() + ": not a backup");
  nlohmann::json manifest = nlohmann::json::parse(in, nullptr, false);
  if (manifest.is_discarded() || !manifest.contains("files") || !manifest["files"].is_array()) {
    throw BackupError("unreadable manifest in " + dir.string());
  }
  for (const char* required : {kDatabaseName, kKeyName}) {
    const auto& files = manifest["files"];
    const bool listed = std::any_of(files.begin(), files.end(),
                                    [&](const nlohmann::json& f) { return f.value("name", "") == required; });
    if (!listed) throw BackupError("the manifest of " + dir.string() + " lists no " + required);
  }
  for (const auto& file : manifest["files"]) {
    const std::string name = file.value("name", "");
    if (name.empty() || name.find('/') != std::string::npos || name.front() == '.') {
      throw BackupError("bad file name in the manifest of " + dir.string());
    }
    const fs::path path = dir / name;
    if (!fs::exists(path)) throw BackupError(name + " is missing from " + dir.string());
    if (fs::file_size(path) != file.value("bytes", std::uintmax_t{0}) ||
        file_sha256(path) != file.value("sha256", "")) {
      throw BackupError(name + " in " + dir.string() + " does not match its checksum: the backup is damaged");
    }
  }
  return manifest;
}

nlohmann::json restore_backup(const fs::path& from, const BackupSource& into) {
  const fs::path data_dir = into.database.parent_path().empty() ? fs::path(".") : into.database.parent_path();
  std::error_code ec;
  if (fs::exists(data_dir) && !fs::is_empty(data_dir, ec)) {
    throw BackupError("DATA_DIR " + data_dir.string() +
                      " is not empty: restore only into an empty (or new) directory, nothing was changed");
  }
  if (fs::exists(into.key_file)) {
    throw BackupError("the signing key " + into.key_file.string() + " exists already: nothing was changed");
  }
  auto manifest = verify_backup(from);
  make_private_dir(data_dir);
  if (!into.key_file.parent_path().empty()) make_private_dir(into.key_file.parent_path());
  // Under temporary names, then renamed: an interrupted restore leaves no database that looks whole.
  const fs::path database_tmp = data_dir / (".restore-" + into.database.filename().string());
  const fs::path key_tmp = into.key_file.parent_path() / (".restore-" + into.key_file.filename().string());
  copy_private(from / kDatabaseName, database_tmp);
  copy_private(from / kKeyName, key_tmp);
  fs::rename(key_tmp, into.key_file);
  fs::rename(database_tmp, into.database);
  fsync_path(data_dir);
  if (into.key_file.parent_path() != data_dir && !into.key_file.parent_path().empty()) {
    fsync_path(into.key_file.parent_path());
  }
  return manifest;
}

}  // namespace rifa::ops
