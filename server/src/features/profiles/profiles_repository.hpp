#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace rifa::features::profiles {

// The own profile's changeable fields, already checked; nullopt = unchanged.
struct ProfileChanges {
  std::optional<std::string> name, phone, whatsapp, bio;
  std::optional<bool> email_notifications;
  std::optional<std::int64_t> exchange_rate_cents;  // the Bs-per-USD rate in cents; 0 removes it
};

// SQL for profiles. Own reads return every field; public reads never include e-mail or phone.
class ProfilesRepository {
 public:
  explicit ProfilesRepository(db::Database& db) : db_(db) {}

  std::optional<nlohmann::json> own(const std::string& id);
  std::optional<nlohmann::json> public_by_id(const std::string& id);
  std::vector<nlohmann::json> public_by_ids(const std::vector<std::string>& ids);
  std::vector<nlohmann::json> search(const std::string& normalized, std::int64_t limit);
  // Each field keeps its value when it was not sent.
  void update(const std::string& id, const ProfileChanges& changes);
  // The avatar and its small square copy for lists.
  void set_avatar_urls(db::Connection& conn, const std::string& id, const std::string& url,
                       const std::string& thumb_url);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::profiles
