#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/business/business.hpp"
#include "features/raffles/raffles.hpp"

namespace rifa::features::business {

// All of the business feature's SQL: business access, settings, the raffle list, the sold tickets
// and the cashiers. Every method runs on the caller's connection (inside its transaction when it
// has one).
class BusinessRepository {
 public:
  // The user's own profile.
  static std::optional<BusinessProfile> profile(db::Connection& conn, const std::string& user_id);
  // The business whose active cashier the user is.
  static std::optional<BusinessProfile> employer(db::Connection& conn, const std::string& user_id);
  static std::int64_t cashier_count(db::Connection& conn, const std::string& business_id);
  static ExchangeRate exchange_rate(db::Connection& conn, const std::string& business_id);
  // The business's raffles (private ones included) matching the list's status and text, newest first.
  static RaffleIdPage raffle_page(db::Connection& conn, const std::string& business_id,
                                  const raffles::RaffleListQuery& query);
  // The figures of each raffle in `ids` that has tickets, by raffle id, in one grouped query.
  static std::map<std::string, RaffleFigures, std::less<>> figures_of(db::Connection& conn,
                                                                      const std::vector<std::string>& ids);

  // --- Sold tickets (business_sales_repository.cpp) ---
  // The tickets of the business's raffles matching `filter`, newest first, `limit` from `offset`.
  static std::vector<SoldTicket> sales(db::Connection& conn, const std::string& business_id, const SalesFilter& filter,
                                       std::int64_t limit, std::int64_t offset);
  // The business's ticket `ticket_id` as the list shows it; nullopt when it is not the business's.
  static std::optional<SoldTicket> sold_ticket(db::Connection& conn, const std::string& business_id,
                                               const std::string& ticket_id);
  // The count and totals of every ticket the filter matches, in one aggregate query.
  static std::pair<std::int64_t, SalesTotals> sales_totals(db::Connection& conn, const std::string& business_id,
                                                           const SalesFilter& filter);

  // --- Cashiers (cashiers_repository.cpp) ---
  // The business's cashiers, newest first, each with its sales in the business's raffles (one
  // grouped query).
  static std::vector<Cashier> cashiers(db::Connection& conn, const std::string& business_id, const Page& page);
  static std::optional<Cashier> cashier(db::Connection& conn, const std::string& business_id, const std::string& id);
  // Serialises adds of cashiers to one business (PostgreSQL: the owner's profile row FOR UPDATE;
  // SQLite has one writer).
  static void lock_business(db::Connection& conn, const std::string& business_id);
  static bool has_cashier_email(db::Connection& conn, const std::string& business_id, const std::string& email);
  static std::optional<RegisteredUser> user_by_email(db::Connection& conn, const std::string& email);
  // The business the user is a cashier of (active or not).
  static std::optional<std::string> business_of_cashier(db::Connection& conn, const std::string& user_id);
  static void insert_cashier(db::Connection& conn, const std::string& user_id, const std::string& business_id,
                             const std::string& email, const std::string& name, bool is_active, const std::string& now);
  // False when the business has no cashier `id`.
  static bool update_cashier(db::Connection& conn, const std::string& business_id, const std::string& id,
                             const CashierChanges& changes, const std::string& now);
  // The cashier's profile carries its name too.
  static void rename_profile(db::Connection& conn, const std::string& id, const std::string& name,
                             const std::string& now);
  static bool delete_cashier(db::Connection& conn, const std::string& business_id, const std::string& id);
  static bool is_cashier_of(db::Connection& conn, const std::string& id, const std::string& business_id);

  // --- Cashier invitations (cashier_invitations_repository.cpp) ---
  static void insert_cashier_invitation(db::Connection& conn, const CashierInvitation& invitation,
                                        const std::string& token_hash, const std::string& invited_by);
  // The invitation whose token hashes to `token_hash`, with its business's name.
  static std::optional<CashierInvitation> cashier_invitation(db::Connection& conn, const std::string& token_hash);
  // The business's invitations still waiting (invited), newest first.
  static std::vector<CashierInvitation> waiting_cashier_invitations(db::Connection& conn,
                                                                    const std::string& business_id);
  // Moves the invitation `id` of the business from invited to `status` (and `user_id` who
  // accepted it); false when it was not waiting.
  static bool close_cashier_invitation(db::Connection& conn, const std::string& business_id, const std::string& id,
                                       const std::string& status, const std::optional<std::string>& user_id,
                                       const std::string& now);
  // The e-mail of the account `user_id`, as a cashier row records it.
  static std::optional<RegisteredUser> user_by_id(db::Connection& conn, const std::string& user_id, std::string& email);
};

}  // namespace rifa::features::business
