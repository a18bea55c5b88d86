#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/business/business.hpp"
#include "features/business/business_access.hpp"
#include "features/business/business_tickets.hpp"
#include "features/plans/plans_service.hpp"

namespace rifa::features::business {

// The business's cashiers (spec §5, §7, §8): the owner adds registered users by e-mail within the
// plan's `max_cashiers`, renames (the profile's name too), activates, deactivates and removes them.
// Every answer is the contract's Cashier with its `sales` (SalesTotals of the tickets it sold in the
// business's raffles). Access is checked on every request (business_access).
class CashiersService {
 public:
  // `site_url`'s host is the `{host}` of 'El usuario debe estar registrado en {host}'.
  CashiersService(db::Database& db, plans::PlansService& plans, const std::string& site_url);

  // The caller as the business owner (a cashier: 403 forbidden kOwnerOnlyCashiers; anyone else the
  // business_access 403s).
  BusinessAccess owner(const std::string& user_id);

  nlohmann::json list(const BusinessAccess& owner, const Page& page);
  nlohmann::json get(const BusinessAccess& owner, const std::string& id);
  nlohmann::json create(const BusinessAccess& owner, const NewCashier& cashier);
  nlohmann::json update(const BusinessAccess& owner, const std::string& id, const CashierChanges& changes);
  void remove(const BusinessAccess& owner, const std::string& id);

  // The caller as one who may read cashier `id`'s tickets: the business owner or that cashier
  // themself; any other cashier gets 404 as for a cashier that does not exist.
  BusinessAccess tickets_reader(const std::string& user_id, const std::string& id);
  // The tickets cashier `id` sold in the business's raffles matching `filter` (its seller set to
  // `id`), as the business's sold tickets list them (BusinessTicketList).
  nlohmann::json tickets(const BusinessAccess& reader, const std::string& id, SalesFilter filter, const Page& page);

 private:
  db::Database& db_;
  plans::PlansService& plans_;
  std::string host_;
};

}  // namespace rifa::features::business
