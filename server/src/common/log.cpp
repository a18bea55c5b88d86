#include "common/log.hpp"

#include <unistd.h>

#include <atomic>
#include <string>

#include "common/time.hpp"

namespace rifa::log {
namespace {
std::atomic<LogLevel> g_level{LogLevel::info};

const char* label(LogLevel level) {
  switch (level) {
    case LogLevel::debug:
      return "DEBUG";
    case LogLevel::info:
      return "INFO";
    case LogLevel::warn:
      return "WARN";
    default:
      return "ERROR";
  }
}
}  // namespace

void set_level(LogLevel level) { g_level = level; }
bool enabled(LogLevel level) { return level >= g_level.load(std::memory_order_relaxed); }

void write(LogLevel level, std::string_view message) {
  if (!enabled(level)) return;
  std::string line = now_rfc3339();
  line += ' ';
  line += label(level);
  line += ' ';
  line += message;
  line += '\n';
  // One write(2) per line keeps lines whole across threads without a lock.
  const int fd = level >= LogLevel::warn ? STDERR_FILENO : STDOUT_FILENO;
  const char* data = line.data();
  std::size_t left = line.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, data, left);
    if (n <= 0) return;
    data += n;
    left -= static_cast<std::size_t>(n);
  }
}

}  // namespace rifa::log
