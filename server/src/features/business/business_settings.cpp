#include "features/business/business_settings.hpp"

#include "common/money.hpp"
#include "features/business/business_repository.hpp"

namespace rifa::features::business {

using nlohmann::json;

BusinessAccess BusinessSettingsService::owner(const std::string& user_id) {
  return business_owner(*db_.acquire(), user_id, kOwnerOnlySettings);
}

json BusinessSettingsService::get(const BusinessAccess& owner) {
  const json profile = profiles_.me(owner.business_id);
  json settings = json::object();
  for (const char* field : {"id", "name", "email", "phone", "whatsapp", "bio", "avatar_url", "exchange_rate",
                            "exchange_rate_at", "membership_active"}) {
    settings[field] = profile.at(field);
  }
  // The current subscription's plan and term; the limit is the current plan's (the free plan's
  // without a subscription), as adding a cashier applies it.
  const auto mine = plans_.mine(owner.business_id);
  const auto& subscription = mine.subscription;
  settings["plan"] = subscription ? json{{"id", subscription->plan.id},
                                         {"name", subscription->plan.name},
                                         {"price", cents_to_json(subscription->plan.price_cents)}}
                                  : json(nullptr);
  settings["membership_end_date"] = subscription ? json(subscription->end_date) : json(nullptr);
  settings["cashier_count"] = BusinessRepository::cashier_count(*db_.acquire(), owner.business_id);
  settings["max_cashiers"] = !mine.plan                ? json(0)
                             : mine.plan->max_cashiers ? json(*mine.plan->max_cashiers)
                                                       : json(nullptr);
  return settings;
}

json BusinessSettingsService::update(const BusinessAccess& owner, const profiles::ProfileChanges& changes) {
  profiles_.update_me(owner.business_id, changes);
  return get(owner);
}

}  // namespace rifa::features::business
