#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/profiles/profiles.hpp"

namespace rifa::features::profiles {

// SQL for profiles. Own reads return every field; public reads never include e-mail or phone.
class ProfilesRepository {
 public:
  explicit ProfilesRepository(db::Database& db) : db_(db) {}

  std::optional<OwnProfile> own(const std::string& id);
  std::optional<PublicProfile> public_by_id(const std::string& id);
  // Ordered by name, then id.
  std::vector<PublicProfile> public_by_ids(const std::vector<std::string>& ids);
  // Profiles whose normalised name contains `normalized`, by name, then id.
  std::vector<PublicProfile> search(const std::string& normalized, std::int64_t limit);
  // Each field keeps its value when it was not sent.
  void update(const std::string& id, const ProfileChanges& changes);
  // The avatar and its small square copy for lists.
  void set_avatar_urls(db::Connection& conn, const std::string& id, const std::string& url,
                       const std::string& thumb_url);
  // profiles.is_super_admin of `id` (false for no such profile).
  static bool is_super_admin(db::Connection& conn, const std::string& id);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::profiles
