#include "features/favorites/favorites_service.hpp"

#include <map>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/time.hpp"
#include "features/raffles/raffles_service.hpp"

namespace rifa::features::favorites {

using nlohmann::json;

namespace {
ApiError raffle_not_found() { return ApiError::not_found("Rifa no encontrada"); }
}  // namespace

json FavoritesService::list(const std::string& user_id, bool expand, const Page& page) {
  const auto count = db_.query("SELECT COUNT(*) AS n FROM favorites WHERE user_id = ?", {user_id}).first().integer("n");
  const auto rows = db_.query(
      "SELECT raffle_id, created_at FROM favorites WHERE user_id = ? ORDER BY created_at DESC, raffle_id "
      "LIMIT ? OFFSET ?",
      {user_id, page.limit, page.offset()});
  json data = json::array();
  for (const auto& row : rows.rows) {
    data.push_back(
        {{"user_id", user_id}, {"raffle_id", row.text("raffle_id")}, {"created_at", row.text("created_at")}});
  }
  if (expand && !rows.rows.empty()) {
    // The page's raffles in one query (a raffle made private after it was saved still appears).
    std::string in;
    db::Params ids;
    for (const auto& row : rows.rows) {
      in += in.empty() ? "?" : ", ?";
      ids.emplace_back(row.text("raffle_id"));
    }
    const auto raffles = db_.query(std::string(raffles::kRaffleSelect) + "WHERE r.id IN (" + in + ")", ids);
    std::map<std::string, json> by_id;
    for (const auto& raffle : raffles.rows) by_id.emplace(raffle.text("id"), raffles::raffle_json(raffle));
    for (auto& favorite : data) favorite["raffle"] = by_id[favorite["raffle_id"].get<std::string>()];
  }
  return {{"data", data}, {"count", count}};
}

FavoritesService::Added FavoritesService::add(const std::string& user_id, const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  if (db_.query("SELECT id FROM raffles WHERE id = ?", {raffle_id}).empty()) throw raffle_not_found();
  const bool created = bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const bool inserted = conn.query(
                                  "INSERT INTO favorites (user_id, raffle_id, created_at) VALUES (?, ?, ?) "
                                  "ON CONFLICT DO NOTHING",
                                  {user_id, raffle_id, now_rfc3339()})
                              .affected == 1;
    if (inserted) {
      bus_.stage(conn, batch, {events::user_topic(user_id), "favorite.added", {{"raffle_id", raffle_id}}});
    }
    return inserted;
  });
  const auto row =
      db_.query("SELECT created_at FROM favorites WHERE user_id = ? AND raffle_id = ?", {user_id, raffle_id});
  if (row.empty()) throw raffle_not_found();  // the raffle was deleted meanwhile
  return {{{"user_id", user_id}, {"raffle_id", raffle_id}, {"created_at", row.first().text("created_at")}}, created};
}

void FavoritesService::remove(const std::string& user_id, const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) return;
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    if (conn.query("DELETE FROM favorites WHERE user_id = ? AND raffle_id = ?", {user_id, raffle_id}).affected > 0) {
      bus_.stage(conn, batch, {events::user_topic(user_id), "favorite.removed", {{"raffle_id", raffle_id}}});
    }
  });
}

json FavoritesService::check(const std::string& user_id, const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) return {{"favorite", false}};
  return {{"favorite",
           !db_.query("SELECT raffle_id FROM favorites WHERE user_id = ? AND raffle_id = ?", {user_id, raffle_id})
                .empty()}};
}

json FavoritesService::count(const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  const auto r = db_.query(
      "SELECT (SELECT COUNT(*) FROM favorites WHERE raffle_id = r.id) AS n FROM raffles r WHERE r.id = ?", {raffle_id});
  if (r.empty()) throw raffle_not_found();
  return {{"count", r.first().integer("n")}};
}

}  // namespace rifa::features::favorites
