#pragma once

#include <string_view>

#include "common/config.hpp"

namespace rifa::log {

void set_level(LogLevel level);
bool enabled(LogLevel level);
// Writes one line to stderr (warn, error) or stdout (debug, info), whole, even from many threads.
void write(LogLevel level, std::string_view message);

inline void debug(std::string_view m) { write(LogLevel::debug, m); }
inline void info(std::string_view m) { write(LogLevel::info, m); }
inline void warn(std::string_view m) { write(LogLevel::warn, m); }
inline void error(std::string_view m) { write(LogLevel::error, m); }

}  // namespace rifa::log
