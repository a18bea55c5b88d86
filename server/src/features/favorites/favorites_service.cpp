#include "features/favorites/favorites_service.hpp"

#include <map>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/time.hpp"
#include "features/favorites/favorites_json.hpp"
#include "features/raffles/raffles_service.hpp"

namespace rifa::features::favorites {

using nlohmann::json;

namespace {
ApiError raffle_not_found() { return ApiError::not_found("Rifa no encontrada"); }
}  // namespace

json FavoritesService::list(const std::string& user_id, bool expand, const Page& page) {
  const auto count = repo_.count_of_user(user_id);
  const auto favorites = repo_.page_of_user(user_id, page);
  json data = json::array();
  for (const auto& favorite : favorites) data.push_back(to_json(favorite));
  if (expand && !favorites.empty()) {
    // The page's raffles in one query (a raffle made private after it was saved still appears).
    std::string in;
    db::Params ids;
    for (const auto& favorite : favorites) {
      in += in.empty() ? "?" : ", ?";
      ids.emplace_back(favorite.raffle_id);
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
    const bool inserted = FavoritesRepository::insert(conn, {user_id, raffle_id, now_rfc3339()});
    if (inserted) {
      bus_.stage(conn, batch, {events::user_topic(user_id), "favorite.added", {{"raffle_id", raffle_id}}});
    }
    return inserted;
  });
  auto favorite = repo_.find(user_id, raffle_id);
  if (!favorite) throw raffle_not_found();  // the raffle was deleted meanwhile
  return {std::move(*favorite), created};
}

void FavoritesService::remove(const std::string& user_id, const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) return;
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    if (FavoritesRepository::remove(conn, user_id, raffle_id)) {
      bus_.stage(conn, batch, {events::user_topic(user_id), "favorite.removed", {{"raffle_id", raffle_id}}});
    }
  });
}

bool FavoritesService::check(const std::string& user_id, const std::string& raffle_id) {
  return is_uuid(raffle_id) && repo_.find(user_id, raffle_id).has_value();
}

std::int64_t FavoritesService::count(const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  const auto n = repo_.count_of_raffle(raffle_id);
  if (!n) throw raffle_not_found();
  return *n;
}

}  // namespace rifa::features::favorites
