#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "db/database.hpp"
#include "features/profiles/profiles_repository.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::profiles {

// Rules for profiles: what a user may change of their own profile (name, phone, bio; everything
// else is ignored), what others may read (public fields only), and the avatar upload.
class ProfilesService {
 public:
  ProfilesService(db::Database& db, storage::ObjectStore& store) : db_(db), repo_(db), store_(store) {}

  nlohmann::json me(const std::string& user_id);
  nlohmann::json update_me(const std::string& user_id, const nlohmann::json& body);
  nlohmann::json upload_avatar(const std::string& user_id, const std::string& bytes);
  nlohmann::json by_id(const std::string& id);
  nlohmann::json by_ids(const std::string& comma_separated_ids);
  nlohmann::json search(const std::string& text, const std::optional<std::string>& limit);

 private:
  db::Database& db_;
  ProfilesRepository repo_;
  storage::ObjectStore& store_;
};

}  // namespace rifa::features::profiles
