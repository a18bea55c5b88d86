#include "db/sqlite/wal_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "db/database.hpp"

namespace rifa::db {
namespace {

[[noreturn]] void fail(const std::string& what, const std::string& path) {
  throw DatabaseError(what + " " + path + ": " + std::strerror(errno));
}

}  // namespace

WalFile::WalFile(std::string database_path) : path_(std::move(database_path) + "-wal") {}

WalFile::~WalFile() {
  if (fd_ >= 0) ::close(fd_);
}

void WalFile::sync() {
  struct stat now {};
  if (::stat(path_.c_str(), &now) != 0) fail("cannot find", path_);
  if (fd_ < 0 || now.st_dev != device_ || now.st_ino != inode_) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_ < 0) fail("cannot open", path_);
    struct stat opened {};
    if (::fstat(fd_, &opened) != 0) fail("cannot stat", path_);
    device_ = opened.st_dev;
    inode_ = opened.st_ino;
  }
  int rc;
  do {
    rc = ::fdatasync(fd_);
  } while (rc != 0 && errno == EINTR);
  if (rc != 0) fail("cannot fdatasync", path_);
}

}  // namespace rifa::db
