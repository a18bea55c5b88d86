#pragma once

#include <exception>
#include <string>
#include <vector>

#include "common/log.hpp"
#include "db/database.hpp"

namespace rifa::jobs {

// Runs `one(row)` for each row a job found due, each row's work in its own transaction inside
// `one`: a failure is logged ("job <job>: <what> <id> failed: …") and affects that row only, so
// the next tick retries it. Returns how many rows `one` did something for (it returns true).
template <typename F>
int each_row(const db::Result& due, const char* job, const char* what, F&& one) {
  int done = 0;
  for (const auto& row : due.rows) {
    try {
      if (one(row)) ++done;
    } catch (const std::exception& e) {
      log::error(std::string("job ") + job + ": " + what + " " + row.text("id") + " failed: " + e.what());
    }
  }
  return done;
}

namespace detail {
inline const std::string& id_of(const std::string& id) { return id; }
template <typename T>
const std::string& id_of(const T& item) {
  return item.id;
}
}  // namespace detail

// The same for jobs whose repository hands over the due rows as ids or as typed rows with an `id`:
// `one(item)`.
template <typename T, typename F>
int each_id(const std::vector<T>& due, const char* job, const char* what, F&& one) {
  int done = 0;
  for (const auto& item : due) {
    try {
      if (one(item)) ++done;
    } catch (const std::exception& e) {
      log::error(std::string("job ") + job + ": " + what + " " + detail::id_of(item) + " failed: " + e.what());
    }
  }
  return done;
}

}  // namespace rifa::jobs
