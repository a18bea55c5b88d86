#include "features/business/business_repository.hpp"

#include "common/text.hpp"
#include "features/business/sales_totals.hpp"

namespace rifa::features::business {

namespace {

std::optional<BusinessProfile> profile_of(const db::Result& found) {
  if (found.empty()) return std::nullopt;
  const auto& r = found.first();
  return BusinessProfile{r.text("id"), r.text("name"), r.text("type"), r.boolean("membership_active")};
}

}  // namespace

std::optional<BusinessProfile> BusinessRepository::profile(db::Connection& conn, const std::string& user_id) {
  return profile_of(conn.query("SELECT id, name, type, membership_active FROM profiles WHERE id = ?", {user_id}));
}

std::optional<BusinessProfile> BusinessRepository::employer(db::Connection& conn, const std::string& user_id) {
  return profile_of(conn.query(
      "SELECT b.id, b.name, b.type, b.membership_active FROM cashiers c JOIN profiles b ON b.id = c.business_id "
      "WHERE c.id = ? AND c.is_active = TRUE",
      {user_id}));
}

std::int64_t BusinessRepository::cashier_count(db::Connection& conn, const std::string& business_id) {
  return conn.query("SELECT COUNT(*) AS n FROM cashiers WHERE business_id = ?", {business_id}).first().integer("n");
}

ExchangeRate BusinessRepository::exchange_rate(db::Connection& conn, const std::string& business_id) {
  const auto rate =
      conn.query("SELECT exchange_rate_cents, exchange_rate_at FROM profiles WHERE id = ?", {business_id});
  if (rate.empty()) return {};
  return {rate.first().opt_integer("exchange_rate_cents"), rate.first().opt_text("exchange_rate_at")};
}

RaffleIdPage BusinessRepository::raffle_page(db::Connection& conn, const std::string& business_id,
                                             const raffles::RaffleListQuery& query) {
  std::string where = "WHERE r.creator_id = ?";
  db::Params params{business_id};
  if (query.status) {
    where += " AND r.status = ?";
    params.emplace_back(*query.status);
  }
  if (const std::string needle = query.q ? normalize_search(*query.q) : ""; !needle.empty()) {
    where += " AND r.search_text LIKE ? ESCAPE '\\'";
    params.emplace_back("%" + escape_like(needle) + "%");
  }
  RaffleIdPage out;
  out.count = conn.query("SELECT COUNT(*) AS n FROM raffles r " + where, params).first().integer("n");
  params.emplace_back(query.page.limit);
  params.emplace_back(query.page.offset());
  for (const auto& row :
       conn.query("SELECT r.id FROM raffles r " + where + " ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?",
                  params)
           .rows) {
    out.ids.push_back(row.text("id"));
  }
  return out;
}

std::map<std::string, RaffleFigures, std::less<>> BusinessRepository::figures_of(db::Connection& conn,
                                                                                 const std::vector<std::string>& ids) {
  std::map<std::string, RaffleFigures, std::less<>> out;
  if (ids.empty()) return out;
  const std::string count = numbers_count_sql(conn.dialect());
  const std::string in = db::placeholders(ids.size());
  db::Params params(ids.begin(), ids.end());
  const auto rows = conn.query(
      "SELECT t.raffle_id, "
      "CAST(COALESCE(SUM(CASE WHEN t.status <> 'cancelled' THEN " +
          count +
          " END), 0) AS BIGINT) AS sold, "
          "CAST(COALESCE(SUM(CASE WHEN t.status = 'paid' THEN " +
          count +
          " END), 0) AS BIGINT) AS paid, "
          "CAST(COALESCE(SUM(CASE WHEN t.status = 'pending' THEN " +
          count +
          " END), 0) AS BIGINT) AS pending, "
          "CAST(COALESCE(SUM(CASE WHEN t.status = 'paid' THEN t.price_cents END), 0) AS BIGINT) AS paid_cents, "
          "CAST(COALESCE(SUM(CASE WHEN t.status = 'pending' THEN t.price_cents END), 0) AS BIGINT) AS pending_cents, "
          "COUNT(CASE WHEN t.status <> 'cancelled' AND t.sold_by IS NOT NULL THEN 1 END) AS counter, "
          "COUNT(CASE WHEN t.status <> 'cancelled' AND t.sold_by IS NULL THEN 1 END) AS online "
          "FROM tickets t WHERE t.raffle_id IN (" +
          in + ") GROUP BY t.raffle_id",
      params);
  for (const auto& row : rows.rows) {
    out[row.text("raffle_id")] = {row.integer("sold"),       row.integer("paid"),          row.integer("pending"),
                                  row.integer("paid_cents"), row.integer("pending_cents"), row.integer("counter"),
                                  row.integer("online")};
  }
  return out;
}

}  // namespace rifa::features::business
