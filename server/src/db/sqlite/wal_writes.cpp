#include "db/sqlite/wal_writes.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <new>
#include <string>
#include <type_traits>

namespace rifa::db {
namespace {

constexpr std::size_t kMaxGathered = std::size_t{8} << 20;
// The default VFS's write takes at most 128 KiB - 1 at a time (it masks the length with 0x1ffff).
constexpr std::size_t kMaxWrite = 31 * 4096;
constexpr int kFrameHeaderBytes = 24;  // before each page in the WAL; bytes 4..7: the database's size at a commit

std::atomic<std::uint64_t> requested_writes{0}, made_writes{0};
sqlite3_vfs* inner_vfs = nullptr;  // the default VFS, set once by wal_writes_vfs()

// A WAL or main database file: SQLite's handle, then the default VFS's own file for the same path.
struct WalHandle {
  sqlite3_file base;  // first: SQLite sees a WalHandle as its sqlite3_file
  sqlite3_file* inner = nullptr;
  std::string gathered;  // writes not yet made, contiguous from `start`
  sqlite3_int64 start = 0;
  bool commit_header = false;  // the last write gathered is a commit frame's header: its page ends the commit
  int failed = SQLITE_OK;      // a late write failed where it could not be reported
  bool wal = false;            // a WAL file; otherwise the main database file (nothing gathered)
};
static_assert(std::is_standard_layout_v<WalHandle>);
constexpr std::size_t kInnerOffset =
    (sizeof(WalHandle) + alignof(std::max_align_t) - 1) / alignof(std::max_align_t) * alignof(std::max_align_t);

WalHandle& handle(sqlite3_file* file) { return *reinterpret_cast<WalHandle*>(file); }
sqlite3_file* inner_of(sqlite3_file* file) {
  return reinterpret_cast<sqlite3_file*>(reinterpret_cast<char*>(file) + kInnerOffset);
}

// The WAL file this thread has gathered writes for (a connection does all its I/O on the thread
// that calls it), handed over before that connection gives up the WAL's write lock.
thread_local WalHandle* t_gathering = nullptr;

bool is_commit_header(const void* data, int amount) {
  if (amount != kFrameHeaderBytes) return false;
  const auto* b = static_cast<const unsigned char*>(data);
  return (b[4] | b[5] | b[6] | b[7]) != 0;
}

// Makes the gathered writes. `reported`: the caller returns the error to SQLite; otherwise a failure
// fails every later write and sync of the file.
int make_writes(WalHandle& w, bool reported = true) {
  if (w.failed != SQLITE_OK) return w.failed;
  if (w.gathered.empty()) return SQLITE_OK;
  int rc = SQLITE_OK;
  for (std::size_t done = 0; done < w.gathered.size() && rc == SQLITE_OK; done += kMaxWrite) {
    const std::size_t amount = std::min(kMaxWrite, w.gathered.size() - done);
    rc = w.inner->pMethods->xWrite(w.inner, w.gathered.data() + done, static_cast<int>(amount),
                                   w.start + static_cast<sqlite3_int64>(done));
    made_writes.fetch_add(1, std::memory_order_relaxed);
  }
  w.gathered.clear();
  w.commit_header = false;
  if (t_gathering == &w) t_gathering = nullptr;
  if (rc != SQLITE_OK && !reported) w.failed = rc;
  return rc;
}

int wal_write(sqlite3_file* file, const void* data, int amount, sqlite3_int64 offset) {
  WalHandle& w = handle(file);
  if (!w.wal) return w.inner->pMethods->xWrite(w.inner, data, amount, offset);
  requested_writes.fetch_add(1, std::memory_order_relaxed);
  if (w.failed != SQLITE_OK) return w.failed;
  if (!w.gathered.empty() && offset != w.start + static_cast<sqlite3_int64>(w.gathered.size())) {
    if (const int rc = make_writes(w); rc != SQLITE_OK) return rc;
  }
  if (w.gathered.empty()) w.start = offset;
  const bool ends_commit = w.commit_header;
  w.gathered.append(static_cast<const char*>(data), static_cast<std::size_t>(amount));
  w.commit_header = is_commit_header(data, amount);
  t_gathering = &w;
  if (ends_commit || w.gathered.size() >= kMaxGathered) return make_writes(w);
  return SQLITE_OK;
}

// The default VFS's method after the gathered writes: after_writes returns their error instead;
// after_unreported_writes, for a method whose error SQLite would not hear, keeps it for every later
// write and sync of the file.
template <auto Method, typename... Args>
int after_writes(sqlite3_file* file, Args... args) {
  WalHandle& w = handle(file);
  if (const int rc = make_writes(w); rc != SQLITE_OK) return rc;
  return (w.inner->pMethods->*Method)(w.inner, args...);
}
template <auto Method, typename... Args>
auto after_unreported_writes(sqlite3_file* file, Args... args) {
  WalHandle& w = handle(file);
  make_writes(w, false);
  return (w.inner->pMethods->*Method)(w.inner, args...);
}
// The default VFS's method alone (questions about the device).
template <auto Method>
int passed(sqlite3_file* file) {
  sqlite3_file* inner = handle(file).inner;
  return (inner->pMethods->*Method)(inner);
}

int wal_close(sqlite3_file* file) {
  WalHandle& w = handle(file);
  make_writes(w, false);
  if (t_gathering == &w) t_gathering = nullptr;
  const int rc = w.inner->pMethods->xClose(w.inner);
  w.~WalHandle();
  return rc;
}

// The main database file's: before the connection gives up the WAL's write lock (lock 0), the WAL
// writes it gathered go out. A transaction that spilled frames and then rolled back would otherwise
// leave them for its next write, and another process may write there as soon as the lock is free.
int wal_shm_lock(sqlite3_file* file, int offset, int n, int flags) {
  if ((flags & SQLITE_SHM_UNLOCK) != 0 && offset == 0 && t_gathering) make_writes(*t_gathering, false);
  sqlite3_file* inner = handle(file).inner;
  return inner->pMethods->xShmLock(inner, offset, n, flags);
}

const sqlite3_io_methods kWalMethods = {
    3,
    wal_close,
    after_writes<&sqlite3_io_methods::xRead, void*, int, sqlite3_int64>,
    wal_write,
    after_writes<&sqlite3_io_methods::xTruncate, sqlite3_int64>,
    after_writes<&sqlite3_io_methods::xSync, int>,
    after_writes<&sqlite3_io_methods::xFileSize, sqlite3_int64*>,
    after_writes<&sqlite3_io_methods::xLock, int>,
    after_unreported_writes<&sqlite3_io_methods::xUnlock, int>,
    after_writes<&sqlite3_io_methods::xCheckReservedLock, int*>,
    after_writes<&sqlite3_io_methods::xFileControl, int, void*>,
    passed<&sqlite3_io_methods::xSectorSize>,
    passed<&sqlite3_io_methods::xDeviceCharacteristics>,
    after_writes<&sqlite3_io_methods::xShmMap, int, int, int, void volatile**>,
    wal_shm_lock,
    after_unreported_writes<&sqlite3_io_methods::xShmBarrier>,
    after_unreported_writes<&sqlite3_io_methods::xShmUnmap, int>,
    after_writes<&sqlite3_io_methods::xFetch, sqlite3_int64, int, void**>,
    after_writes<&sqlite3_io_methods::xUnfetch, sqlite3_int64, void*>,
};

int wal_open(sqlite3_vfs*, sqlite3_filename name, sqlite3_file* file, int flags, int* out_flags) {
  // Anything but a WAL or main database file is the default VFS's own, in the same memory.
  if ((flags & (SQLITE_OPEN_WAL | SQLITE_OPEN_MAIN_DB)) == 0) {
    return inner_vfs->xOpen(inner_vfs, name, file, flags, out_flags);
  }
  auto* w = new (file) WalHandle;
  sqlite3_file* inner = inner_of(file);
  inner->pMethods = nullptr;
  const int rc = inner_vfs->xOpen(inner_vfs, name, inner, flags, out_flags);
  if (rc != SQLITE_OK || inner->pMethods == nullptr || inner->pMethods->iVersion < 3) {
    if (rc == SQLITE_OK && inner->pMethods) inner->pMethods->xClose(inner);
    w->~WalHandle();
    file->pMethods = nullptr;  // SQLite calls no xClose after a failed xOpen
    return rc == SQLITE_OK ? SQLITE_CANTOPEN : rc;
  }
  w->inner = inner;
  w->wal = (flags & SQLITE_OPEN_WAL) != 0;
  w->base.pMethods = &kWalMethods;
  return SQLITE_OK;
}

}  // namespace

const char* wal_writes_vfs() {
  static const char* const name = []() -> const char* {
    inner_vfs = sqlite3_vfs_find(nullptr);
    // The frame layout (a header write, then a page write) is SQLite 3's; another major version
    // gets the default VFS.
    if (inner_vfs == nullptr || sqlite3_libversion_number() / 1000000 != 3) return nullptr;
    static sqlite3_vfs vfs = *inner_vfs;
    vfs.pNext = nullptr;
    vfs.zName = "rifa-wal-writes";
    vfs.szOsFile = static_cast<int>(kInnerOffset) + inner_vfs->szOsFile;
    vfs.xOpen = wal_open;
    if (sqlite3_vfs_register(&vfs, 0) != SQLITE_OK) return nullptr;
    return vfs.zName;
  }();
  return name;
}

std::size_t wal_writes_gathered() { return t_gathering ? t_gathering->gathered.size() : 0; }

WalWriteCounts wal_write_counts() {
  return {requested_writes.load(std::memory_order_relaxed), made_writes.load(std::memory_order_relaxed)};
}

}  // namespace rifa::db
