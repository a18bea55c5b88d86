#include "features/access/access.hpp"

namespace rifa::features::access {

bool acts_for_creator(db::Connection& conn, const std::string& user_id, const std::string& creator_id) {
  if (user_id == creator_id) return true;
  return !conn.query(
                  "SELECT c.id FROM cashiers c JOIN profiles b ON b.id = c.business_id "
                  "WHERE c.id = ? AND c.business_id = ? AND c.is_active = TRUE AND b.type = 'business' "
                  "AND b.membership_active = TRUE",
                  {user_id, creator_id})
              .empty();
}

bool may_enter_back_office(db::Connection& conn, const std::string& user_id) {
  return !conn.query(
                  "SELECT p.id FROM profiles p WHERE p.id = ? AND (p.is_super_admin = TRUE "
                  "OR (p.type = 'business' AND p.membership_active = TRUE)) "
                  "UNION ALL SELECT c.id FROM cashiers c JOIN profiles b ON b.id = c.business_id "
                  "WHERE c.id = ? AND c.is_active = TRUE AND b.type = 'business' AND b.membership_active = TRUE",
                  {user_id, user_id})
              .empty();
}

}  // namespace rifa::features::access
