#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace rifa::features::profiles {

// The fields the own and the public profile share.
struct ProfileFields {
  std::string id, name;
  std::optional<std::string> avatar_url, avatar_thumb_url;
  double rating = 0;  // the average of the ratings received, 2 decimals
  std::int64_t rating_count = 0;
  bool is_verified = false;
  std::optional<std::string> bio;
  std::string joined_date, type, created_at;
};

// A profile as anyone may read it: never e-mail or phone; with the organiser's record a buyer
// checks before paying.
struct PublicProfile : ProfileFields {
  std::int64_t raffles_completed = 0, prizes_delivered = 0;
};

// The signed-in user's own profile.
struct OwnProfile : ProfileFields {
  std::optional<std::string> email, phone, whatsapp;
  bool membership_active = false, is_super_admin = false, email_notifications = false;
  std::optional<std::int64_t> exchange_rate_cents;  // Bs per USD, in cents
  std::optional<std::string> exchange_rate_at;
  std::string updated_at;
};

// The own profile's changeable fields, already checked; nullopt = unchanged.
struct ProfileChanges {
  std::optional<std::string> name, phone, whatsapp, bio;
  std::optional<bool> email_notifications;
  std::optional<std::int64_t> exchange_rate_cents;  // the Bs-per-USD rate in cents; 0 removes it
};

}  // namespace rifa::features::profiles
