#pragma once

#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

struct sqlite3;

namespace rifa::db {

// Copies the WAL back into the database file on a thread of its own (a PASSIVE checkpoint on its own
// connection) once the WAL holds kPages pages, instead of SQLite's automatic checkpoint, which runs
// inside the COMMIT that crossed the threshold and makes that group's callers wait for it (and its
// fsync of the database file). The writer connection calls attach() to hand over its WAL hook.
class Checkpointer {
 public:
  static constexpr int kPages = 1000;  // SQLite's own default threshold

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
  std::condition_variable wake_;
  bool due_ = false, stopping_ = false;
  std::thread thread_;
};

}  // namespace rifa::db
