#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::sellers {

// A seller's commission: `percent` of the paid amount (value in basis points: 1000 = 10 %), or
// `fixed` cents per paid number.
struct Commission {
  std::string type = "percent";
  std::int64_t value = 0;
};

// A block of numbers (talonario) [start, end], inclusive. `locked`: online buyers cannot take them.
struct Block {
  std::int64_t start = 0, end = 0;
  bool locked = false;
};

// What a seller has sold (non-cancelled tickets credited to them) and been paid, in USD cents.
struct SellerFigures {
  std::int64_t tickets = 0, numbers = 0, counter_tickets = 0, online_tickets = 0;
  std::int64_t sold_cents = 0, collected_cents = 0, owed_cents = 0, paid_numbers = 0;
  std::int64_t commission_cents = 0, settled_cents = 0;
};

struct Settlement {
  std::string id;
  std::int64_t amount_cents = 0;
  std::string note;
  std::optional<std::string> settled_by;
  std::string created_at;
};

// The raffle a seller sells for, as their page shows it.
struct SellerRaffle {
  std::string id, title, status, end_date;
  std::int64_t ticket_price_cents = 0, total_tickets = 0;
  std::string creator_id;
};

// One seller of one raffle (the contract's Seller).
struct Seller {
  std::string id, raffle_id;
  std::optional<std::string> user_id;
  std::string name, email, phone, status, code;
  Commission commission;
  std::optional<Block> block;
  std::optional<std::string> invite_expires_at;
  std::optional<std::string> invite_url;  // only when the invitation was just made
  SellerFigures figures;
  std::vector<Settlement> settlements;
  std::string created_at, updated_at;
  SellerRaffle raffle;  // shown on the seller's own page
};

// An invitation as checked by the route: exactly one of email (case-folded) and phone.
struct NewSeller {
  std::optional<std::string> email, phone;
  Commission commission;
  std::optional<Block> block;
};

// What the creator changes of a seller; `block_given` with no block takes it back.
struct SellerChanges {
  std::optional<Commission> commission;
  bool block_given = false;
  std::optional<Block> block;
};

// What an invitation link shows before it is accepted.
struct InvitationView {
  std::string status, raffle_id, raffle_title, creator_name, expires_at;
  Commission commission;
  std::optional<Block> block;
  bool open = false;
};

}  // namespace rifa::features::sellers
