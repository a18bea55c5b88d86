#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "features/tickets/tickets.hpp"

namespace rifa::features::business {

// A profile as business access reads it: a business owner, or the business a cashier works for.
struct BusinessProfile {
  std::string id, name, type;
  bool membership_active = false;
};

// A business's Bs-per-USD rate (hundredths of a bolívar per dollar) and when it was set.
struct ExchangeRate {
  std::optional<std::int64_t> rate_cents;
  std::optional<std::string> set_at;
};

// The contract's RaffleFigures of one raffle, in numbers and USD cents (the `*_ves` figures are
// derived from the rate when written).
struct RaffleFigures {
  std::int64_t sold_numbers = 0, paid_numbers = 0, pending_numbers = 0;
  std::int64_t paid_cents = 0, pending_cents = 0;
  std::int64_t counter_tickets = 0, online_tickets = 0;
};

// One page of a business's raffles (ids, newest first) and the count of all that match.
struct RaffleIdPage {
  std::vector<std::string> ids;
  std::int64_t count = 0;
};

// The contract's SalesTotals of some tickets, in USD cents: sums over the non-cancelled ones, the
// cancelled ones only counted.
struct SalesTotals {
  std::int64_t tickets = 0, numbers = 0;
  std::int64_t amount_cents = 0, paid_cents = 0, pending_cents = 0;
  std::int64_t cancelled = 0;
};

// The filters of the business's sold tickets (GET /business/tickets and its CSV export), already
// checked. A raffle_id of another creator's raffle matches nothing (the list is always scoped to
// the business's raffles), so it answers an empty list rather than telling whose raffle it is.
struct SalesFilter {
  std::optional<std::string> status;     // pending, paid or cancelled; nullopt: all
  std::optional<std::string> raffle_id;  // only this raffle's tickets
  std::optional<std::string> seller;     // "online" (sold_by IS NULL) or a seller's id (their counter sales)
  std::optional<std::string> from, to;   // canonical RFC 3339: purchase_date in [from, to)
  std::optional<std::string> q;          // buyer's name or phone, or a number a ticket holds
};

// Who sold a ticket at the counter: the owner, or a cashier (named by the cashier row while there
// is one, else by the profile).
struct Seller {
  std::string id, name, role;  // role: owner or cashier
};

// A sold ticket as the business lists it: the contract's TicketWithRaffle and its seller (none: an
// online purchase).
struct SoldTicket {
  tickets::TicketWithRaffle ticket;
  std::optional<Seller> seller;
};

// One page of the business's sold tickets, the count of all that match and their totals.
struct SalesPage {
  std::vector<SoldTicket> data;
  std::int64_t count = 0;
  SalesTotals totals;
};

// The contract's Cashier with the totals of the tickets it sold in the business's raffles.
struct Cashier {
  std::string id, business_id, email, name;
  bool is_active = true;
  SalesTotals sales;
  std::string created_at, updated_at;
};

struct CashierPage {
  std::vector<Cashier> data;
  std::int64_t count = 0;
};

// A registered user as adding a cashier reads them (by e-mail).
struct RegisteredUser {
  std::string id, name, type;
  bool is_super_admin = false;
};

// A cashier to add, already checked: the e-mail case-folded, the name (nullopt: the user's profile
// name) and whether they may work at once.
struct NewCashier {
  std::string email;
  std::optional<std::string> name;
  bool is_active = true;
};

// What the owner changes of a cashier; nullopt = unchanged.
struct CashierChanges {
  std::optional<std::string> name;
  std::optional<bool> is_active;
};

// A cashier invitation by link (issue 36 part 1): who is invited (an e-mail or a phone, and the
// name the owner gave), its state and, only when just made, the link that carries its token.
struct CashierInvitation {
  std::string id, business_id, business_name, status, email, phone, name, expires_at, created_at;
  std::optional<std::string> user_id;     // who accepted it
  std::optional<std::string> invite_url;  // only in the answer that made it
  bool open = false;                      // invited and not expired
};

// A cashier invitation to make, already checked: exactly one of e-mail (case-folded) and phone.
struct NewCashierInvitation {
  std::optional<std::string> email, phone;
  std::string name;
};

}  // namespace rifa::features::business
