#pragma once

#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

struct sqlite3;

namespace rifa::db {

// Copies the WAL back into the database file on a thread of its own (a PASSIVE checkpoint on its own
// connection) each time the WAL has grown by kPages pages, instead of SQLite's automatic checkpoint,
// which runs inside the COMMIT that crossed the threshold and makes that group's callers wait for it
// (and its fsync of the database file). The WAL file only starts again from the top when a write
// transaction begins after a checkpoint copied ALL of it, which a checkpoint beside a busy writer
// never does; so past kFinishPages the writer itself checkpoints after its commit, as SQLite would,
// but finds nearly everything copied already and only finishes the tail (waiting for this thread's
// checkpoint to end first, if one is running). The writer connection
// calls attach() to hand over its WAL hook.
class Checkpointer {
 public:
  // A checkpoint copies each page once however often the WAL holds it; purchases rewrite the same
  // index pages group after group, so a longer WAL between checkpoints copies far fewer pages per
  // purchase (4,000 instead of SQLite's default 1,000: the checkpointer's share of the server's CPU
  // 18% -> 8% in bench/purchases.sh) for a WAL file of ~64 MB, more while a read keeps an older
  // snapshot (no checkpoint copies past it): 90-210 MB at the end of the bench's runs.
  static constexpr int kPages = 4000;
  static constexpr int kFinishPages = 16000;

  explicit Checkpointer(std::string path);
  ~Checkpointer();
  Checkpointer(const Checkpointer&) = delete;
  Checkpointer& operator=(const Checkpointer&) = delete;

  // Replaces `writer`'s automatic checkpoints with this thread's.
  void attach(sqlite3* writer);

 private:
  static int on_commit(void* self, sqlite3*, const char*, int pages);
  void loop();

  std::string path_;
  std::mutex mutex_;
  std::mutex checkpointing_;  // held through a checkpoint, this thread's or the writer's
  std::condition_variable wake_;
  bool due_ = false, stopping_ = false;
  int last_pages_ = 0;  // the WAL's size at the writer's previous commit (written by the writer only)
  std::thread thread_;
};

}  // namespace rifa::db
