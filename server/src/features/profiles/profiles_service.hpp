#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/text_rules.hpp"
#include "db/database.hpp"
#include "features/profiles/profiles.hpp"
#include "features/profiles/profiles_repository.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::profiles {

// Rules for profiles: what a user may change of their own profile (name, phone, bio, the e-mail
// switch; everything else is ignored), what others may read (public fields only), and the avatar
// upload.

// The rules of a profile's fields (the name's and the phone's are common/text_rules.hpp's
// kPersonName and kPersonPhone, shared with sign-up).
inline constexpr TextRule kBio{0, 500, true, "La biografía no puede superar 500 caracteres"};

class ProfilesService {
 public:
  ProfilesService(db::Database& db, storage::ObjectStore& store) : db_(db), repo_(db), store_(store) {}

  OwnProfile own(const std::string& user_id);
  // The own profile as JSON (profiles_json's to_json of own()), kept for callers that pick fields
  // of it (business settings).
  nlohmann::json me(const std::string& user_id);
  OwnProfile update_me(const std::string& user_id, const ProfileChanges& changes);
  OwnProfile upload_avatar(const std::string& user_id, const std::string& bytes);
  PublicProfile by_id(const std::string& id);
  // The distinct UUIDs of the comma-separated list (others are ignored), at most 100.
  std::vector<PublicProfile> by_ids(const std::string& comma_separated_ids);
  std::vector<PublicProfile> search(const std::string& text, std::int64_t limit);

 private:
  db::Database& db_;
  ProfilesRepository repo_;
  storage::ObjectStore& store_;
};

}  // namespace rifa::features::profiles
