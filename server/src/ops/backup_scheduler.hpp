#pragma once

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <thread>

#include "ops/backup.hpp"

namespace rifa::ops {

// BACKUP_DIR / BACKUP_INTERVAL / BACKUP_KEEP inside `serve`: every `interval` (the first one an
// interval after start) a backup into `root` on a thread of its own, then the `keep` newest kept.
// Never on the request path and never in a write transaction: the snapshot is a read transaction on
// a connection of its own (db::snapshot_sqlite). A failed backup is logged and tried again at the
// next interval.
class BackupScheduler {
 public:
  BackupScheduler(BackupSource source, std::filesystem::path root, std::chrono::seconds interval, unsigned keep);
  ~BackupScheduler();  // waits for a backup in progress, then stops
  BackupScheduler(const BackupScheduler&) = delete;
  BackupScheduler& operator=(const BackupScheduler&) = delete;

 private:
  void loop();

  BackupSource source_;
  std::filesystem::path root_;
  std::chrono::seconds interval_;
  unsigned keep_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace rifa::ops
