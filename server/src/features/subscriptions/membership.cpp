#include "features/subscriptions/membership.hpp"

#include "features/subscriptions/subscriptions_repository.hpp"

namespace rifa::features::subscriptions {

void sync_membership(db::Connection& conn, const std::string& user_id, const std::string& now) {
  SubscriptionsRepository::set_membership(conn, user_id,
                                          SubscriptionsRepository::has_back_office_plan(conn, user_id, now), now);
}

}  // namespace rifa::features::subscriptions
