#include "features/profiles/profiles_service.hpp"

#include <sstream>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/text.hpp"
#include "features/profiles/profiles_json.hpp"
#include "storage/image_codec.hpp"

namespace rifa::features::profiles {

using nlohmann::json;

namespace {
ApiError profile_not_found() { return ApiError::not_found("Perfil no encontrado"); }
constexpr int kAvatarMaxSide = 1024;
constexpr int kAvatarThumbSide = 128;  // the square WebP copy for lists
}  // namespace

OwnProfile ProfilesService::own(const std::string& user_id) {
  auto profile = repo_.own(user_id);
  if (!profile) throw profile_not_found();
  return *profile;
}

json ProfilesService::me(const std::string& user_id) { return to_json(own(user_id)); }

OwnProfile ProfilesService::update_me(const std::string& user_id, const ProfileChanges& changes) {
  if (!repo_.own(user_id)) throw profile_not_found();
  repo_.update(user_id, changes);
  return own(user_id);
}

OwnProfile ProfilesService::upload_avatar(const std::string& user_id, const std::string& bytes) {
  // Stored as decoded and encoded again (no metadata, nothing appended survives), with a small
  // square WebP copy for lists.
  const auto image = storage::reencode(bytes, kAvatarMaxSide);
  const auto thumbs = storage::webp_variants(image.data, {kAvatarThumbSide}, true);
  const std::string prefix = user_id + "/avatar.";
  const std::string path = prefix + image.kind.extension;
  const std::string thumb_path = user_id + "/avatar-" + std::to_string(kAvatarThumbSide) + ".webp";
  db_.transaction([&](db::Connection& conn) {
    const std::string etag = store_.put(conn, "avatars", path, user_id, image.kind.content_type, image.data);
    store_.remove_prefix(conn, "avatars", prefix, path);  // an old avatar.png when the new one is .jpg
    const std::string thumb_etag = store_.put(conn, "avatars", thumb_path, user_id, "image/webp", thumbs.at(0).data);
    repo_.set_avatar_urls(conn, user_id, storage::ObjectStore::public_url("avatars", path, etag),
                          storage::ObjectStore::public_url("avatars", thumb_path, thumb_etag));
  });
  return own(user_id);
}

PublicProfile ProfilesService::by_id(const std::string& id) {
  if (!is_uuid(id)) throw profile_not_found();
  auto profile = repo_.public_by_id(id);
  if (!profile) throw profile_not_found();
  return *profile;
}

std::vector<PublicProfile> ProfilesService::by_ids(const std::string& comma_separated_ids) {
  std::vector<std::string> ids;
  std::stringstream stream(comma_separated_ids);
  std::string id;
  while (std::getline(stream, id, ',')) {
    if (is_uuid(id) && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  if (ids.size() > 100) throw ApiError::bad_request("Puedes pedir como máximo 100 perfiles a la vez");
  return repo_.public_by_ids(ids);
}

std::vector<PublicProfile> ProfilesService::search(const std::string& text, std::int64_t limit) {
  const std::string needle = normalize_search(text);
  if (needle.empty()) return {};
  return repo_.search(needle, limit);
}

}  // namespace rifa::features::profiles
