#include "features/subscriptions/membership.hpp"

namespace rifa::features::subscriptions {

void sync_membership(db::Connection& conn, const std::string& user_id, const std::string& now) {
  const bool business = !conn.query(std::string("SELECT 1 FROM user_subscriptions s JOIN subscription_plans p "
                                                "ON p.id = s.plan_id WHERE s.user_id = ? AND ") +
                                        kInEffect + " AND p.has_admin_panel = TRUE LIMIT 1",
                                    {user_id, now, now, now})
                             .empty();
  if (business) {
    conn.query("UPDATE profiles SET type = 'business', membership_active = TRUE, updated_at = ? WHERE id = ?",
               {now, user_id});
  } else {
    conn.query(
        "UPDATE profiles SET membership_active = FALSE, updated_at = ? WHERE id = ? AND membership_active = TRUE",
        {now, user_id});
  }
}

}  // namespace rifa::features::subscriptions
