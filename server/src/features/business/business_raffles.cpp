#include "features/business/business_raffles.hpp"

#include <map>

#include "common/json_writer.hpp"
#include "common/money.hpp"
#include "common/text.hpp"
#include "features/business/business_tickets.hpp"
#include "features/business/sales_totals.hpp"
#include "features/payments/payment_amounts.hpp"
#include "features/raffles/raffle_json.hpp"

namespace rifa::features::business {

using nlohmann::json;

namespace {

// A USD amount in bolívares at the business's rate (rounded half up), null without a rate.
json in_bolivares(std::int64_t usd_cents, std::optional<std::int64_t> rate_cents) {
  if (!rate_cents) return nullptr;
  return cents_to_json(payments::expected_cents(usd_cents, "VES", rate_cents));
}

// RaffleFigures of each raffle in `ids`, by raffle id, in one grouped query (a raffle without
// tickets has no entry).
std::map<std::string, json, std::less<>> figures_of(db::Connection& conn, const std::vector<std::string>& ids,
                                                    std::optional<std::int64_t> rate_cents) {
  std::map<std::string, json, std::less<>> out;
  if (ids.empty()) return out;
  const std::string count = numbers_count_sql(conn.dialect());
  std::string in;
  db::Params params;
  for (const auto& id : ids) {
    in += in.empty() ? "?" : ", ?";
    params.emplace_back(id);
  }
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
    const auto paid_cents = row.integer("paid_cents"), pending_cents = row.integer("pending_cents");
    out[row.text("raffle_id")] = {{"sold_numbers", row.integer("sold")},
                                  {"paid_numbers", row.integer("paid")},
                                  {"pending_numbers", row.integer("pending")},
                                  {"paid_amount", cents_to_json(paid_cents)},
                                  {"pending_amount", cents_to_json(pending_cents)},
                                  {"paid_amount_ves", in_bolivares(paid_cents, rate_cents)},
                                  {"pending_amount_ves", in_bolivares(pending_cents, rate_cents)},
                                  {"counter_tickets", row.integer("counter")},
                                  {"online_tickets", row.integer("online")}};
  }
  return out;
}

}  // namespace

std::string list_business_raffles(db::Connection& conn, const std::string& business_id,
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
  const auto count = conn.query("SELECT COUNT(*) AS n FROM raffles r " + where, params).first().integer("n");
  params.emplace_back(query.page.limit);
  params.emplace_back(query.page.offset());
  const auto rows =
      conn.query(raffles::kRaffleSelect + where + " ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?", params);

  const auto rate =
      conn.query("SELECT exchange_rate_cents, exchange_rate_at FROM profiles WHERE id = ?", {business_id});
  const auto rate_cents = rate.empty() ? std::nullopt : rate.first().opt_integer("exchange_rate_cents");
  const auto rate_at = rate.empty() ? std::nullopt : rate.first().opt_text("exchange_rate_at");
  std::vector<std::string> ids;
  for (const auto& row : rows.rows) ids.emplace_back(row.text_view(0));  // kRaffleSelect starts with r.id
  const auto figures = figures_of(conn, ids, rate_cents);
  const json none = {{"sold_numbers", 0},
                     {"paid_numbers", 0},
                     {"pending_numbers", 0},
                     {"paid_amount", 0},
                     {"pending_amount", 0},
                     {"paid_amount_ves", rate_cents ? json(0) : json(nullptr)},
                     {"pending_amount_ves", rate_cents ? json(0) : json(nullptr)},
                     {"counter_tickets", 0},
                     {"online_tickets", 0}};

  std::string body;
  body.reserve(128 + rows.rows.size() * 1200);
  JsonWriter out(body);
  out.begin_object().key("data").begin_array();
  for (std::size_t i = 0; i < rows.rows.size(); ++i) {
    out.begin_object();
    raffles::write_raffle_members(out, rows.rows[i]);
    const auto found = figures.find(ids[i]);
    out.key("figures").raw((found == figures.end() ? none : found->second).dump());
    out.end_object();
  }
  out.end_array().key("count").number(count);
  out.key("exchange_rate").raw(rate_cents ? cents_to_json(*rate_cents).dump() : "null");
  out.key("exchange_rate_at");
  if (rate_at) {
    out.string(*rate_at);
  } else {
    out.null();
  }
  out.end_object();
  return body;
}

}  // namespace rifa::features::business
