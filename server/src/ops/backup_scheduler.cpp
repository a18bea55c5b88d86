#include "ops/backup_scheduler.hpp"

#include "common/log.hpp"

namespace rifa::ops {

BackupScheduler::BackupScheduler(BackupSource source, std::filesystem::path root, std::chrono::seconds interval,
                                 unsigned keep)
    : source_(std::move(source)), root_(std::move(root)), interval_(interval), keep_(keep) {
  thread_ = std::thread([this] { loop(); });
}

BackupScheduler::~BackupScheduler() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void BackupScheduler::loop() {
  auto next = std::chrono::steady_clock::now() + interval_;
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      if (wake_.wait_until(lock, next, [this] { return stopping_; })) return;
    }
    try {
      const auto result = take_backup(source_, root_);
      log::info("backup: " + result.dir.string() + " (" +
                std::to_string(result.manifest["files"][0]["bytes"].get<std::uintmax_t>()) + " bytes, " +
                result.manifest["seconds"].dump() + " s)");
      for (const auto& removed : keep_newest(root_, keep_)) log::info("backup: removed " + removed.string());
    } catch (const std::exception& e) {
      log::error(std::string("backup failed: ") + e.what());
    }
    next = std::chrono::steady_clock::now() + interval_;
  }
}

}  // namespace rifa::ops
