#pragma once

#include <chrono>

#include "db/database.hpp"
#include "features/admin/admin.hpp"
#include "features/admin/admin_repository.hpp"

namespace rifa::features::admin {

// The super administrator's figures (the contract's AdminDashboard). Days are UTC calendar days;
// the periods and the chart come from one GROUP BY per table over the last 30 days, compared as
// timestamps computed here (the day of a row is the one dialect-specific expression).
class DashboardService {
 public:
  explicit DashboardService(db::Database& db) : db_(db), repo_(db) {}

  Dashboard dashboard(std::chrono::system_clock::time_point now);

 private:
  db::Database& db_;
  AdminRepository repo_;
};

}  // namespace rifa::features::admin
