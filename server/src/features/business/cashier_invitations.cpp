#include "features/business/cashier_invitations.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/business/business_json.hpp"
#include "features/business/business_repository.hpp"
#include "features/notifications/notification_texts.hpp"

namespace rifa::features::business {

namespace {

ApiError cashier_invitation_not_found() { return ApiError::not_found("Invitación no encontrada"); }

ApiError cashier_invite_error(int status, const std::string& code, const std::string& message) {
  return {status, code, message, {{"email", message}}};
}

auth::Mail cashier_invitation_mail(const std::string& to, const std::string& business_name, const std::string& url) {
  return {to, "Te invitaron a ser cajero de «" + business_name + "»",
          business_name +
              " te invita a ser cajero de su negocio en Rifa.\n\nAcepta la invitación aquí (vence en 7 "
              "días):\n" +
              url + "\n\nSi no tienes cuenta, podrás crearla desde ese enlace.\n"};
}

}  // namespace

CashierInvitation CashierInvitationsService::invite(const BusinessAccess& owner,
                                                    const NewCashierInvitation& invitation) {
  const auto token = sellers::new_invitation_token();
  CashierInvitation row;
  row.id = new_uuid();
  row.business_id = owner.business_id;
  row.business_name = owner.business_name;
  row.status = "invited";
  row.email = invitation.email.value_or("");
  row.phone = invitation.phone.value_or("");
  row.name = invitation.name;
  row.expires_at = token.expires_at;
  row.open = true;
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    row.created_at = now_rfc3339();
    std::optional<RegisteredUser> user;
    if (invitation.email) {
      if (BusinessRepository::has_cashier_email(conn, owner.business_id, *invitation.email)) {
        throw ApiError::conflict("cashier_exists", "El cajero ya existe en este negocio");
      }
      user = BusinessRepository::user_by_email(conn, *invitation.email);
      if (user && user->id == owner.business_id) {
        throw cashier_invite_error(422, "cashier_is_owner", "No puedes agregarte como cajero de tu propio negocio");
      }
    }
    BusinessRepository::insert_cashier_invitation(conn, row, token.hash, owner.user_id);
    if (invitation.email) {
      notifier_.mail(conn, batch,
                     cashier_invitation_mail(*invitation.email, owner.business_name,
                                             sellers::invitation_link(notifier_.site_url(), token.token)));
    }
    // A registered person hears of it in the app too, with the link's token to accept it there.
    if (user) {
      notifier_.send(conn, batch,
                     notifications::cashier_invited(user->id, owner.business_id, owner.business_name, token.token));
    }
  });
  row.invite_url = sellers::invitation_link(notifier_.site_url(), token.token);
  return row;
}

std::vector<CashierInvitation> CashierInvitationsService::waiting(const BusinessAccess& owner) {
  auto out = BusinessRepository::waiting_cashier_invitations(*db_.acquire(), owner.business_id);
  const std::string now = now_rfc3339();
  for (auto& i : out) i.open = i.expires_at > now;
  return out;
}

void CashierInvitationsService::withdraw(const BusinessAccess& owner, const std::string& id) {
  if (!is_uuid(id)) throw cashier_invitation_not_found();
  if (!BusinessRepository::close_cashier_invitation(*db_.acquire(), owner.business_id, id, "removed", std::nullopt,
                                                    now_rfc3339())) {
    throw cashier_invitation_not_found();
  }
}

std::optional<nlohmann::json> CashierInvitationsService::view(const std::string& token_hash) {
  auto found = BusinessRepository::cashier_invitation(*db_.acquire(), token_hash);
  if (!found) return std::nullopt;
  found->open = found->status == "invited" && found->expires_at > now_rfc3339();
  return to_invitation_view_json(*found);
}

std::optional<nlohmann::json> CashierInvitationsService::accept(const std::string& user_id,
                                                                const std::string& token_hash) {
  std::optional<CashierInvitation> found;
  {
    found = BusinessRepository::cashier_invitation(*db_.acquire(), token_hash);
    if (!found) return std::nullopt;
  }
  const std::string business_id = found->business_id;
  // The limit of the owner's current plan (none: unlimited; no plan at all: 0), as POST /business/cashiers.
  const auto plan = plans_.plan_of(business_id);
  const std::optional<std::int64_t> max = plan ? plan->max_cashiers : std::optional<std::int64_t>(0);
  db_.transaction(
      [&](db::Connection& conn) {
        BusinessRepository::lock_business(conn, business_id);  // one add at a time per business
        found = BusinessRepository::cashier_invitation(conn, token_hash);
        // Accepted already by this account: the same answer.
        if (found->status == "accepted" && found->user_id == user_id) return;
        if (found->status != "invited" || found->expires_at <= now_rfc3339()) {
          throw sellers::invitation_closed_error();
        }
        std::string email;
        const auto user = BusinessRepository::user_by_id(conn, user_id, email);
        if (!user) throw ApiError::unauthorized("Debes iniciar sesión");
        if (user_id == business_id) {
          throw cashier_invite_error(422, "cashier_is_owner", "No puedes agregarte como cajero de tu propio negocio");
        }
        if (user->is_super_admin) {
          throw cashier_invite_error(422, "cashier_is_super_admin",
                                     "El super administrador no puede ser cajero de un negocio");
        }
        if (user->type == "business") {
          throw ApiError::conflict("owner_of_other_business", "Este usuario ya es administrador de otro negocio");
        }
        if (const auto current = BusinessRepository::business_of_cashier(conn, user_id)) {
          throw *current == business_id
              ? ApiError::conflict("cashier_exists", "El cajero ya existe en este negocio")
              : ApiError::conflict("cashier_of_other_business", "Este usuario ya es cajero en otro negocio");
        }
        if (max && BusinessRepository::cashier_count(conn, business_id) >= *max) {
          throw ApiError(403, "cashier_limit_reached", "Alcanzaste el límite de cajeros de tu plan",
                         {{"max_cashiers", *max}});
        }
        const std::string now = now_rfc3339();
        BusinessRepository::insert_cashier(conn, user_id, business_id, email,
                                           found->name.empty() ? user->name : found->name, true, now);
        BusinessRepository::close_cashier_invitation(conn, business_id, found->id, "accepted", user_id, now);
        found->status = "accepted";
        found->user_id = user_id;
      },
      {.isolation = db::Isolation::row_locks});
  return to_accepted_json(*found);
}

bool CashierInvitationsService::decline(const std::string& user_id, const std::string& token_hash) {
  (void)user_id;  // any signed-in holder of the link may decline it, as a seller's
  auto conn = db_.acquire();
  const auto found = BusinessRepository::cashier_invitation(*conn, token_hash);
  if (!found) return false;
  if (!BusinessRepository::close_cashier_invitation(*conn, found->business_id, found->id, "declined", std::nullopt,
                                                    now_rfc3339())) {
    throw sellers::invitation_closed_error();
  }
  return true;
}

}  // namespace rifa::features::business
