#include "db/sqlite/checkpointer.hpp"

#include <sqlite3.h>

#include "common/log.hpp"

namespace rifa::db {

Checkpointer::Checkpointer(std::string path) : path_(std::move(path)) {
  thread_ = std::thread([this] { loop(); });
}

Checkpointer::~Checkpointer() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void Checkpointer::attach(sqlite3* writer) { sqlite3_wal_hook(writer, &Checkpointer::on_commit, this); }

int Checkpointer::on_commit(void* self, sqlite3* writer, const char*, int pages) {
  auto* checkpointer = static_cast<Checkpointer*>(self);
  // Due when the WAL crosses a multiple of kPages (it starts again from the top once a checkpoint
  // has copied all of it): a WAL that cannot be reset yet is not checkpointed after every commit.
  const bool crossed = pages / kPages != checkpointer->last_pages_ / kPages;
  checkpointer->last_pages_ = pages;
  if (pages >= kPages && crossed) {
    {
      std::lock_guard lock(checkpointer->mutex_);
      checkpointer->due_ = true;
    }
    checkpointer->wake_.notify_one();
  }
  if (pages >= kFinishPages) {
    // After the checkpoint this thread may be running (SQLite lets one run at a time and does not
    // wait: the writer's would fail at once, and the WAL would keep growing while this thread, woken
    // at every kPages it grows, holds the lock nearly all the time). A reader still on old pages
    // stops it short; it is tried again after the next commit.
    std::lock_guard one_at_a_time(checkpointer->checkpointing_);
    sqlite3_wal_checkpoint_v2(writer, nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
  }
  return SQLITE_OK;
}

void Checkpointer::loop() {
  sqlite3* db = nullptr;  // opened at the first checkpoint: by then the writer has made the file
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return due_ || stopping_; });
      if (stopping_) break;
      due_ = false;
    }
    if (!db) {
      if (sqlite3_open_v2(path_.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
        log::error(std::string("sqlite checkpointer: cannot open the database: ") + sqlite3_errmsg(db));
        sqlite3_close(db);
        db = nullptr;
        continue;
      }
      sqlite3_busy_timeout(db, 1000);
      sqlite3_exec(db, "PRAGMA synchronous=FULL", nullptr, nullptr, nullptr);
    }
    // PASSIVE: copies what no reader still needs and never blocks the writer or readers.
    std::lock_guard one_at_a_time(checkpointing_);
    const int rc = sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
    if (rc != SQLITE_OK && rc != SQLITE_BUSY) log::warn(std::string("sqlite checkpoint: ") + sqlite3_errmsg(db));
  }
  sqlite3_close(db);
}

}  // namespace rifa::db
