#include "features/business/business_json.hpp"

#include "common/money.hpp"
#include "features/tickets/tickets_json.hpp"

namespace rifa::features::business {

using nlohmann::json;

json to_json(const SalesTotals& t) {
  return {{"tickets", t.tickets},
          {"numbers", t.numbers},
          {"amount", cents_to_json(t.amount_cents)},
          {"paid_amount", cents_to_json(t.paid_cents)},
          {"pending_amount", cents_to_json(t.pending_cents)},
          {"cancelled", t.cancelled}};
}

json to_json(const SoldTicket& sold) {
  json out = tickets::to_json(sold.ticket);
  if (sold.seller) {
    out["seller"] = {{"id", sold.seller->id}, {"name", sold.seller->name}, {"role", sold.seller->role}};
  } else {
    out["seller"] = nullptr;
  }
  return out;
}

json to_json(const SalesPage& page) {
  json data = json::array();
  for (const auto& sold : page.data) data.push_back(to_json(sold));
  return {{"data", std::move(data)}, {"count", page.count}, {"totals", to_json(page.totals)}};
}

json to_json(const Cashier& c) {
  return {{"id", c.id},
          {"business_id", c.business_id},
          {"email", c.email},
          {"name", c.name},
          {"is_active", c.is_active},
          {"sales", to_json(c.sales)},
          {"created_at", c.created_at},
          {"updated_at", c.updated_at}};
}

json to_json(const CashierPage& page) {
  json data = json::array();
  for (const auto& c : page.data) data.push_back(to_json(c));
  return {{"data", std::move(data)}, {"count", page.count}};
}

}  // namespace rifa::features::business

namespace rifa::features::business {

nlohmann::json to_json(const CashierInvitation& invitation) {
  nlohmann::json out = {{"id", invitation.id},
                        {"email", invitation.email},
                        {"phone", invitation.phone},
                        {"name", invitation.name},
                        {"status", invitation.status},
                        {"open", invitation.open},
                        {"expires_at", invitation.expires_at},
                        {"created_at", invitation.created_at}};
  if (invitation.invite_url) out["invite_url"] = *invitation.invite_url;
  return out;
}

nlohmann::json to_invitation_view_json(const CashierInvitation& invitation) {
  return {{"role", "cashier"},       {"status", invitation.status},         {"business_name", invitation.business_name},
          {"name", invitation.name}, {"expires_at", invitation.expires_at}, {"open", invitation.open}};
}

nlohmann::json to_accepted_json(const CashierInvitation& invitation) {
  return {{"role", "cashier"}, {"business_id", invitation.business_id}, {"business_name", invitation.business_name}};
}

}  // namespace rifa::features::business
