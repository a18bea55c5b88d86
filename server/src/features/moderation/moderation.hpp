#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::moderation {

// What the super admin's user lookup matches a search text against (lookup_keys() reads them).
struct LookupKeys {
  std::string name;                         // normalised (lower case, accents removed): profiles.name_search
  std::string email;                        // lower case: a part of the e-mail
  std::optional<std::string> id_digits;     // a cédula or RIF's digits: payment_methods.id_number_digits
  std::optional<std::string> phone_digits;  // a phone's national digits: the end of profiles.phone's digits
};

// A user as the lookup shows them (the contract's AdminUser).
struct UserSummary {
  std::string id, name;
  std::optional<std::string> email, phone;
  std::string type;
  bool membership_active = false, is_super_admin = false;
  std::optional<std::string> suspended_at, suspension_reason;
  std::string created_at;
  std::int64_t raffles = 0, open_raffles = 0;  // created; of those, active or sold out (waiting)
  std::vector<std::string> id_numbers;         // of their active payment methods, as typed
};

// A user as a suspension reads them, the row held.
struct ModeratedUser {
  std::string id, name;
  std::optional<std::string> email;
  bool is_super_admin = false;
  std::optional<std::string> suspended_at;
};

// A raffle as a take-down reads it, the row held.
struct ModeratedRaffle {
  std::string id, title, creator_id, status;
  std::int64_t total_tickets = 100;
  bool is_private = false;
  std::optional<std::string> taken_down_at;
  bool creator_suspended = false;
  bool is_blocked = false;
  bool open() const { return status == "active" || status == "waiting"; }
};

// A "Denunciar rifa" report (the contract's RaffleReport).
struct RaffleReport {
  std::string id, raffle_id, raffle_title, raffle_status;
  bool raffle_blocked = false, raffle_taken_down = false;
  std::string reporter_id, reporter_name;
  std::optional<std::string> reporter_email;
  std::string reason, status, created_at;
  std::optional<std::string> resolved_at;
};

template <typename T>
struct ModerationPage {
  std::vector<T> data;
  std::int64_t count = 0;
};

}  // namespace rifa::features::moderation
