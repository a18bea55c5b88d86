#include "features/admin/dashboard_service.hpp"

#include "common/time.hpp"

namespace rifa::features::admin {

namespace {

constexpr int kDays = 30;

}  // namespace

Dashboard DashboardService::dashboard(std::chrono::system_clock::time_point now) {
  using std::chrono::days;
  const auto today = std::chrono::floor<days>(now);
  Dashboard d;
  d.generated_at = to_rfc3339(now);

  auto conn = db_.acquire();
  const auto by_day = repo_.figures_by_day(*conn, to_rfc3339(today - days(kDays - 1)));
  for (int i = 0; i < kDays; ++i) {
    DailyFigures day{to_rfc3339(today - days(kDays - 1 - i)).substr(0, 10), {}};
    if (const auto it = by_day.find(day.date); it != by_day.end()) day.figures = it->second;
    d.last_30_days.add(day.figures);
    if (i >= kDays - 7) d.last_7_days.add(day.figures);
    if (i == kDays - 1) d.today.add(day.figures);
    d.daily.push_back(std::move(day));
  }
  d.users = repo_.user_totals(*conn);
  d.raffles = {{"active", 0}, {"waiting", 0}, {"completed", 0}, {"cancelled", 0}};
  for (const auto& [status, n] : repo_.raffles_by_status(*conn)) d.raffles[status] = n;
  d.subscriptions = repo_.subscribers_by_plan(*conn, d.generated_at);
  d.pending = repo_.pending_work(*conn);
  return d;
}

}  // namespace rifa::features::admin
