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

// The same for jobs whose repository hands over the due rows' ids: `one(id)`.
template <typename F>
int each_id(const std::vector<std::string>& due, const char* job, const char* what, F&& one) {
  int done = 0;
  for (const auto& id : due) {
    try {
      if (one(id)) ++done;
    } catch (const std::exception& e) {
      log::error(std::string("job ") + job + ": " + what + " " + id + " failed: " + e.what());
    }
  }
  return done;
}

}  // namespace rifa::jobs
