#pragma once

#include <cstddef>
#include <cstdint>

namespace rifa::db {

// SQLite writes each frame of the WAL in two write(2) calls (its 24-byte header, then the page), so
// a group's COMMIT of a few hundred pages made as many system calls, each dear on a VM. This VFS is
// the default one ("unix") except for WAL files: their writes that follow one another are gathered
// and reach the kernel together (in writes of up to 124 KiB) when the commit's frame (the one whose
// header carries the database's size) is complete, before any other operation on that file (a
// read, a sync, a lock), before the connection gives up the WAL's write lock (the database file's
// shared-memory unlock: a rolled-back transaction's spilled frames) and at kMaxGathered bytes. So
// every write is in the kernel before the COMMIT returns, and so before a reader can see it (SQLite
// publishes a commit after writing its frames): what is durable and what readers see are as without
// it. A gathered write that fails where it cannot be reported (at an unlock or a close) fails every
// later write and sync of that file.
//
// Returns the VFS's name for sqlite3_open_v2, registering it on first use.
const char* wal_writes_vfs();

// Write calls this VFS has made to WAL files, and the writes SQLite asked of them (tests, benches).
struct WalWriteCounts {
  std::uint64_t requested = 0, made = 0;
};
WalWriteCounts wal_write_counts();
// Bytes this thread has gathered for a WAL file and not yet handed over (tests).
std::size_t wal_writes_gathered();

}  // namespace rifa::db
