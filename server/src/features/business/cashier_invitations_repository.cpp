// BusinessRepository: the cashier invitations by link (issue 36 part 1).
#include "features/business/business_repository.hpp"

namespace rifa::features::business {

namespace {

constexpr const char* kCashierInvitationColumns =
    "i.id, i.business_id, p.name AS business_name, i.status, i.invite_email, i.invite_phone, i.name, i.expires_at, "
    "i.user_id, i.created_at";

CashierInvitation cashier_invitation_of(const db::Row& r) {
  CashierInvitation out;
  out.id = r.text("id");
  out.business_id = r.text("business_id");
  out.business_name = r.text("business_name");
  out.status = r.text("status");
  out.email = r.text("invite_email");
  out.phone = r.text("invite_phone");
  out.name = r.text("name");
  out.expires_at = r.text("expires_at");
  out.user_id = r.opt_text("user_id");
  out.created_at = r.text("created_at");
  return out;
}

}  // namespace

void BusinessRepository::insert_cashier_invitation(db::Connection& conn, const CashierInvitation& invitation,
                                                   const std::string& token_hash, const std::string& invited_by) {
  conn.query(
      "INSERT INTO cashier_invitations (id, business_id, status, invite_email, invite_phone, name, token_hash, "
      "expires_at, invited_by, created_at, updated_at) VALUES (?, ?, 'invited', ?, ?, ?, ?, ?, ?, ?, ?)",
      {invitation.id, invitation.business_id, invitation.email, invitation.phone, invitation.name, token_hash,
       invitation.expires_at, invited_by, invitation.created_at, invitation.created_at});
}

std::optional<CashierInvitation> BusinessRepository::cashier_invitation(db::Connection& conn,
                                                                        const std::string& token_hash) {
  const auto found = conn.query(std::string("SELECT ") + kCashierInvitationColumns +
                                    " FROM cashier_invitations i JOIN profiles p ON p.id = i.business_id "
                                    "WHERE i.token_hash = ?",
                                {token_hash});
  if (found.empty()) return std::nullopt;
  return cashier_invitation_of(found.first());
}

std::vector<CashierInvitation> BusinessRepository::waiting_cashier_invitations(db::Connection& conn,
                                                                               const std::string& business_id) {
  std::vector<CashierInvitation> out;
  for (const auto& r : conn.query(std::string("SELECT ") + kCashierInvitationColumns +
                                      " FROM cashier_invitations i JOIN profiles p ON p.id = i.business_id "
                                      "WHERE i.business_id = ? AND i.status = 'invited' "
                                      "ORDER BY i.created_at DESC, i.id LIMIT 100",
                                  {business_id})
                           .rows) {
    out.push_back(cashier_invitation_of(r));
  }
  return out;
}

bool BusinessRepository::close_cashier_invitation(db::Connection& conn, const std::string& business_id,
                                                  const std::string& id, const std::string& status,
                                                  const std::optional<std::string>& user_id, const std::string& now) {
  return conn.query(
                 "UPDATE cashier_invitations SET status = ?, user_id = ?, updated_at = ? "
                 "WHERE id = ? AND business_id = ? AND status = 'invited'",
                 {status, user_id ? db::Value(*user_id) : db::Value(nullptr), now, id, business_id})
             .affected != 0;
}

std::optional<RegisteredUser> BusinessRepository::user_by_id(db::Connection& conn, const std::string& user_id,
                                                             std::string& email) {
  const auto user = conn.query(
      "SELECT p.id, p.name, p.type, p.is_super_admin, u.email FROM users u JOIN profiles p ON p.id = u.id "
      "WHERE u.id = ?",
      {user_id});
  if (user.empty()) return std::nullopt;
  const auto& r = user.first();
  email = r.text("email");
  return RegisteredUser{r.text("id"), r.text("name"), r.text("type"), r.boolean("is_super_admin")};
}

}  // namespace rifa::features::business
