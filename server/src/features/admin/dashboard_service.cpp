#include "features/admin/dashboard_service.hpp"

#include <array>
#include <map>
#include <string>

#include "common/money.hpp"
#include "common/time.hpp"

namespace rifa::features::admin {

using nlohmann::json;

namespace {

constexpr int kDays = 30;

// What happened on one UTC day.
struct DayFigures {
  std::int64_t new_users = 0, raffles_created = 0, tickets_sold = 0, numbers_sold = 0;
  std::int64_t amount_sold_cents = 0, amount_reported_cents = 0, subscription_revenue_cents = 0;

  void add(const DayFigures& o) {
    new_users += o.new_users;
    raffles_created += o.raffles_created;
    tickets_sold += o.tickets_sold;
    numbers_sold += o.numbers_sold;
    amount_sold_cents += o.amount_sold_cents;
    amount_reported_cents += o.amount_reported_cents;
    subscription_revenue_cents += o.subscription_revenue_cents;
  }

  json period_json() const {
    return {{"new_users", new_users},
            {"raffles_created", raffles_created},
            {"tickets_sold", tickets_sold},
            {"numbers_sold", numbers_sold},
            {"amount_sold", cents_to_json(amount_sold_cents)},
            {"amount_reported", cents_to_json(amount_reported_cents)},
            {"subscription_revenue", cents_to_json(subscription_revenue_cents)}};
  }
};

// The UTC date ("2026-11-22") of a timestamp column.
std::string day_of(const db::Connection& conn, const std::string& column) {
  if (conn.dialect() == db::Dialect::postgresql) return "to_char(" + column + " AT TIME ZONE 'UTC', 'YYYY-MM-DD')";
  return "substr(" + column + ", 1, 10)";
}

std::int64_t count_of(const db::Row& row, const char* column) { return row.is_null(column) ? 0 : row.integer(column); }

}  // namespace

json DashboardService::dashboard(std::chrono::system_clock::time_point now) {
  using std::chrono::days;
  const auto today = std::chrono::floor<days>(now);
  const std::string since = to_rfc3339(today - days(kDays - 1));
  const std::string now_text = to_rfc3339(now);
  std::map<std::string, DayFigures> by_day;
  std::array<std::string, kDays> dates;
  for (int i = 0; i < kDays; ++i) {
    dates[i] = to_rfc3339(today - days(kDays - 1 - i)).substr(0, 10);
    by_day[dates[i]];
  }

  auto conn = db_.acquire();
  // One GROUP BY per source over the window; `fill` stores each day's figures.
  const auto per_day = [&](const std::string& column, const std::string& select_from, const std::string& where,
                           const auto& fill) {
    const auto rows = conn->query("SELECT " + day_of(*conn, column) + " AS day, " + select_from + " WHERE " + column +
                                      " >= ?" + where + " GROUP BY 1",
                                  {since});
    for (const auto& row : rows.rows) {
      const auto it = by_day.find(row.text("day"));
      if (it != by_day.end()) fill(it->second, row);
    }
  };
  per_day("created_at", "COUNT(*) AS n FROM profiles", "",
          [](DayFigures& d, const db::Row& r) { d.new_users = r.integer("n"); });
  per_day("created_at", "COUNT(*) AS n FROM raffles", "",
          [](DayFigures& d, const db::Row& r) { d.raffles_created = r.integer("n"); });
  per_day("created_at", "COUNT(*) AS n, SUM(price_cents) AS cents FROM tickets", " AND status <> 'cancelled'",
          [](DayFigures& d, const db::Row& r) {
            d.tickets_sold = r.integer("n");
            d.amount_sold_cents = count_of(r, "cents");
          });
  // The numbers of tickets not cancelled (cancelling deletes their ticket_numbers rows).
  per_day("t.created_at", "COUNT(*) AS n FROM ticket_numbers tn JOIN tickets t ON t.id = tn.ticket_id", "",
          [](DayFigures& d, const db::Row& r) { d.numbers_sold = r.integer("n"); });
  // Reports in bolívares count at the rate stored with them (none: not convertible, not counted).
  per_day("created_at",
          "SUM(CASE WHEN currency = 'VES' THEN (CASE WHEN exchange_rate_cents > 0 THEN amount_cents * 100 / "
          "exchange_rate_cents ELSE 0 END) ELSE amount_cents END) AS cents FROM payment_details",
          "", [](DayFigures& d, const db::Row& r) { d.amount_reported_cents = count_of(r, "cents"); });
  per_day("payment_date", "SUM(amount_cents) AS cents FROM subscription_payments", " AND status = 'completed'",
          [](DayFigures& d, const db::Row& r) { d.subscription_revenue_cents = count_of(r, "cents"); });

  DayFigures today_figures, week, month;
  json daily = json::array();
  for (int i = 0; i < kDays; ++i) {
    const DayFigures& d = by_day[dates[i]];
    month.add(d);
    if (i >= kDays - 7) week.add(d);
    if (i == kDays - 1) today_figures.add(d);
    daily.push_back({{"date", dates[i]},
                     {"new_users", d.new_users},
                     {"tickets_sold", d.tickets_sold},
                     {"amount_sold", cents_to_json(d.amount_sold_cents)}});
  }

  const auto users = conn->query(
                             "SELECT COUNT(*) AS total, "
                             "SUM(CASE WHEN type = 'business' AND membership_active = TRUE THEN 1 ELSE 0 END) AS "
                             "business, SUM(CASE WHEN is_super_admin = TRUE THEN 1 ELSE 0 END) AS super_admins "
                             "FROM profiles")
                         .first();
  json raffles = {{"active", 0}, {"waiting", 0}, {"completed", 0}, {"cancelled", 0}};
  for (const auto& row : conn->query("SELECT status, COUNT(*) AS n FROM raffles GROUP BY status").rows) {
    raffles[row.text("status")] = row.integer("n");
  }
  json subscriptions = json::array();
  const auto plans = conn->query(
      "SELECT p.id, p.name, COUNT(s.id) AS active FROM subscription_plans p LEFT JOIN user_subscriptions s "
      "ON s.plan_id = p.id AND s.status = 'active' AND s.start_date <= ? AND s.end_date > ? "
      "GROUP BY p.id, p.name, p.price_cents, p.sort_order ORDER BY p.price_cents, p.sort_order, p.id",
      {now_text, now_text});
  for (const auto& row : plans.rows) {
    subscriptions.push_back(
        {{"plan_id", row.text("id")}, {"name", row.text("name")}, {"active", row.integer("active")}});
  }
  const auto pending = conn->query(
                               "SELECT (SELECT COUNT(*) FROM subscription_mobile_payments WHERE status = 'pending') "
                               "AS mobile_payments, (SELECT COUNT(*) FROM user_subscriptions WHERE status = "
                               "'pending') AS subscriptions")
                           .first();

  return {
      {"generated_at", now_text},
      {"users",
       {{"total", users.integer("total")},
        {"business", count_of(users, "business")},
        {"super_admins", count_of(users, "super_admins")}}},
      {"raffles", raffles},
      {"periods",
       {{"today", today_figures.period_json()},
        {"last_7_days", week.period_json()},
        {"last_30_days", month.period_json()}}},
      {"subscriptions", subscriptions},
      {"pending",
       {{"mobile_payments", pending.integer("mobile_payments")}, {"subscriptions", pending.integer("subscriptions")}}},
      {"daily", daily}};
}

}  // namespace rifa::features::admin
