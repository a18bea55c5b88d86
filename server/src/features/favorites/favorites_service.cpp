#include "features/favorites/favorites_service.hpp"

#include <map>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/access/access.hpp"
#include "features/favorites/favorites_json.hpp"
#include "features/raffles/raffles_service.hpp"

namespace rifa::features::favorites {

namespace {
ApiError raffle_not_found() { return ApiError::not_found("Rifa no encontrada"); }
}  // namespace

FavoriteList FavoritesService::list(const std::string& user_id, bool expand, const Page& page) {
  FavoriteList out;
  out.count = repo_.count_of_user(user_id);
  out.expanded = expand;
  std::vector<std::string> ids;
  for (auto& favorite : repo_.page_of_user(user_id, page)) {
    ids.push_back(favorite.raffle_id);
    out.data.push_back({std::move(favorite), std::nullopt});
  }
  if (expand && !ids.empty()) {
    // The page's raffles in one query (a raffle made private after it was saved still appears).
    std::map<std::string, raffles::Raffle> by_id;
    for (auto& raffle : raffles::find_raffles(db_, ids)) by_id.emplace(raffle.id, std::move(raffle));
    for (auto& entry : out.data) {
      if (const auto found = by_id.find(entry.favorite.raffle_id); found != by_id.end()) entry.raffle = found->second;
    }
  }
  return out;
}

FavoritesService::Added FavoritesService::add(const std::string& user_id, const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  if (!raffles::raffle_exists(db_, raffle_id)) throw raffle_not_found();
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

std::int64_t FavoritesService::count(const std::string& raffle_id, const std::optional<std::string>& viewer_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  const auto n = repo_.count_of_raffle(raffle_id);
  if (!n) throw raffle_not_found();
  if (n->blocked) access::require_sees_blocked(*db_.acquire(), raffle_id, viewer_id);
  return n->count;
}

}  // namespace rifa::features::favorites
