#pragma once

#include <sys/types.h>

#include <string>

namespace rifa::db {

// The WAL file of an SQLite database (`<db>-wal`), opened on a descriptor of its own to make what
// the writer connection has written to it durable: fdatasync covers every write(2) that returned
// before it, whichever descriptor made it. Re-opened when the file at that path is another one
// (SQLite deletes the WAL when the last connection closes and makes a new one on the next open).
class WalFile {
 public:
  explicit WalFile(std::string database_path);
  ~WalFile();
  WalFile(const WalFile&) = delete;
  WalFile& operator=(const WalFile&) = delete;

  // Throws DatabaseError when the file is missing or the fdatasync failed.
  void sync();

 private:
  std::string path_;
  int fd_ = -1;
  dev_t device_ = 0;
  ino_t inode_ = 0;
};

}  // namespace rifa::db
