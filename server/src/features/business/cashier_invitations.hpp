#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/business/business.hpp"
#include "features/business/business_access.hpp"
#include "features/notifications/notifier.hpp"
#include "features/plans/plans_service.hpp"
#include "features/sellers/invitations.hpp"

namespace rifa::features::business {

// Cashier invitations by link (issue 36 part 1), on the sellers' invitation mechanism
// (sellers/invitations.hpp): the business owner invites by e-mail or phone, the link (e-mailed
// when an e-mail was given, shared by WhatsApp or copied otherwise) opens the invitation page, and
// whoever accepts it signed in (registering from the link first if need be) becomes an active
// cashier under the rules of POST /business/cashiers, checked at that moment: the plan's
// max_cashiers, one business per cashier, never the owner, a business owner or the super admin.
class CashierInvitationsService : public sellers::InvitationRole {
 public:
  CashierInvitationsService(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                            plans::PlansService& plans)
      : db_(db), bus_(bus), notifier_(notifier), plans_(plans) {}

  // -- The owner (CashiersService::owner checks the caller).
  CashierInvitation invite(const BusinessAccess& owner, const NewCashierInvitation& invitation);
  std::vector<CashierInvitation> waiting(const BusinessAccess& owner);
  void withdraw(const BusinessAccess& owner, const std::string& id);

  // -- The link (sellers::InvitationRole): the contract's CashierInvitationView and
  // CashierInvitationAccepted; nullopt / false for a token that is not a cashier invitation.
  std::optional<nlohmann::json> view(const std::string& token_hash) override;
  std::optional<nlohmann::json> accept(const std::string& user_id, const std::string& token_hash) override;
  bool decline(const std::string& user_id, const std::string& token_hash) override;

 private:
  db::Database& db_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;
  plans::PlansService& plans_;
};

}  // namespace rifa::features::business
