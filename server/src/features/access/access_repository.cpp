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

ApiError raffle_unavailable(bool taken_down, const std::string& note) {
  if (taken_down) {
    return ApiError(410, "raffle_unavailable", "Esta rifa fue dada de baja por la administración y no está disponible",
                    {{"reason", "taken_down"}, {"note", note}});
  }
  return ApiError(410, "raffle_unavailable", "Esta rifa no está disponible: su organizador fue suspendido",
                  {{"reason", "organiser_suspended"}});
}

void require_sees_blocked(db::Connection& conn, const std::string& raffle_id,
                          const std::optional<std::string>& viewer_id) {
  // The raffle's creator, take-down and reason, and whether `viewer_id` is the super admin, in one read.
  const auto rows = conn.query(
      "SELECT r.creator_id, r.taken_down_at, r.takedown_reason, "
      "EXISTS (SELECT 1 FROM profiles p WHERE p.id = ? AND p.is_super_admin = TRUE) AS viewer_is_admin "
      "FROM raffles r WHERE r.id = ?",
      {viewer_id.value_or(""), raffle_id});
  if (rows.empty()) return;
  const auto& r = rows.first();
  if (viewer_id && (*viewer_id == r.text("creator_id") || r.boolean("viewer_is_admin"))) return;
  throw raffle_unavailable(r.opt_text("taken_down_at").has_value(), r.opt_text("takedown_reason").value_or(""));
}

}  // namespace rifa::features::access
