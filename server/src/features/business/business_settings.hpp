#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "db/database.hpp"
#include "features/business/business_access.hpp"
#include "features/plans/plans_service.hpp"
#include "features/profiles/profiles_service.hpp"

namespace rifa::features::business {

// The owner-only message of the settings.
inline constexpr const char* kOwnerOnlySettings = "Solo el administrador del negocio puede cambiar la configuración";

// GET|PATCH /business/settings: the business is its owner's profile (name, contact numbers shown on
// its raffles, bio, logo = avatar, Bs-per-USD rate), changed through the profile's own rules and
// path (ProfilesService::update_me), with its plan, membership end and cashiers (contract
// BusinessSettings).
class BusinessSettingsService {
 public:
  BusinessSettingsService(db::Database& db, profiles::ProfilesService& profiles, plans::PlansService& plans)
      : db_(db), profiles_(profiles), plans_(plans) {}

  // The caller as the business owner (a cashier: 403 forbidden kOwnerOnlySettings).
  BusinessAccess owner(const std::string& user_id);

  nlohmann::json get(const BusinessAccess& owner);
  nlohmann::json update(const BusinessAccess& owner, const profiles::ProfileChanges& changes);

 private:
  db::Database& db_;
  profiles::ProfilesService& profiles_;
  plans::PlansService& plans_;
};

}  // namespace rifa::features::business
