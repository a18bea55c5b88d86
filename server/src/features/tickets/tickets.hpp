#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"

namespace rifa::features::tickets {

// A ticket as stored, with its payment report's verification status and its rating (the contract's
// Ticket). `user_id` is the buyer's profile: for a counter sale (`sold_by` set) the account the buyer
// e-mail belongs to, which the API never shows. `numbers` ascending; timestamps RFC 3339.
// How a counter sale is paid (issue 36): the method and, for bolívares, the rate used (hundredths of
// a Bs per USD) and the price in Bs (hundredths).
struct CounterPayment {
  std::string method;
  std::optional<std::int64_t> rate_cents, amount_ves_cents;
};

struct Ticket {
  std::string id, raffle_id;
  std::optional<std::string> user_id;
  std::vector<std::int64_t> numbers;
  std::string status;  // pending, paid or cancelled
  std::int64_t price_cents = 0;
  std::string buyer_name, buyer_email, buyer_phone;
  std::optional<std::string> sold_by, expires_at;
  std::optional<CounterPayment> counter_payment;  // counter sales that recorded a method
  std::optional<std::string> expired_at;          // cancelled by the hold-expiry job at this time (reinstatable)
  std::optional<std::string> payment_status;      // the report's verification_status; none without a report
  bool has_verified_payment = false;              // a report (or a part, an abono) of it was verified
  std::string receipt_code;
  std::optional<std::int64_t> rating;
  std::string purchase_date, created_at, updated_at;
};

// The summary of a ticket's raffle shown with it.
struct RaffleSummary {
  std::string id, title;
  std::optional<std::string> image_url;
  std::int64_t ticket_price_cents = 0, total_tickets = 0;
  std::string end_date, status, lottery, creator_id;
  bool is_private = false;
  std::optional<std::int64_t> winner_number;
  std::string draw_at;
  std::optional<std::string> draw_outcome, prize_confirmed_at;
};

// The numbers the winner may reach the raffle's creator at (her profile's phone and WhatsApp).
struct CreatorContact {
  std::optional<std::string> phone, whatsapp;
};

// The contract's TicketWithRaffle; `creator_contact` only on the winning ticket, to its buyer.
struct TicketWithRaffle {
  Ticket ticket;
  RaffleSummary raffle;
  std::optional<CreatorContact> creator_contact;
};

// One page of a ticket list and the count of the whole list.
template <typename T>
struct ListPage {
  std::vector<T> data;
  std::int64_t count = 0;
};
using TicketPage = ListPage<Ticket>;
using TicketWithRafflePage = ListPage<TicketWithRaffle>;

// Which of the numbers asked about are sold (none: all are available).
struct Availability {
  std::vector<std::int64_t> unavailable;
};

// The filters of a ticket list (/me/tickets, /me/sales, /raffles/{id}/tickets), already checked.
struct TicketQuery {
  Page page;
  std::optional<std::string> status;     // pending, paid or cancelled; nullopt: all
  std::optional<std::string> raffle_id;  // only the tickets of this raffle
};

// What a purchase reads of its raffle (locked) and, online, of its buyer's profile and session:
// `buyer_id` is unset when the profile is gone, `session_id` when the session is (or when none was
// asked for). A counter sale reads no buyer.
struct PurchaseRaffle {
  std::string title, creator_id;
  std::int64_t ticket_price_cents = 0, total_tickets = 0, sold_tickets = 0;
  std::string status, end_date;
  std::int64_t reservation_minutes = 0, numbers_version = 0;
  bool blocked = false;  // taken down, or its creator suspended (moderation): no purchase
  std::optional<std::string> buyer_id, buyer_name, buyer_email, buyer_phone, session_id;
};

// A raffle's sale counters after a change of its numbers.
struct RaffleCounters {
  std::int64_t numbers_version = 0, sold_tickets = 0;
  std::string status;
};

// A ticket and its raffle as a status change reads them.
struct TicketForStatus {
  std::string raffle_id;
  std::optional<std::string> user_id;
  std::string status;
  std::vector<std::int64_t> numbers;
  std::string buyer_name, creator_id, title;
  std::int64_t total_tickets = 0;
  std::string raffle_status;
  bool sales_closed = false;  // sales_closed_at set: the list is sealed
  std::optional<std::string> payment_status;
  bool has_verified_payment = false;  // money was received: a report or a part of it verified
};

// A pending hold the hold jobs found due.
struct HoldRef {
  std::string ticket_id, raffle_id;
};

// The raffle of a hold being expired.
struct HoldRaffle {
  std::string title, creator_id, status, end_date;
  std::int64_t total_tickets = 0;
  bool sales_closed = false;
};

// A ticket being reinstated and its raffle, read under the raffle's lock.
struct ReinstateTicket {
  std::string raffle_id;
  std::optional<std::string> user_id;
  std::string status;
  std::optional<std::string> expired_at;
  std::vector<std::int64_t> numbers;
  std::string creator_id, title, raffle_status, end_date;
  std::int64_t total_tickets = 0, sold_tickets = 0, reservation_minutes = 0;
  bool sales_closed = false;
};

// A hold claimed by the expiry (now cancelled) or by the reminder (now reminded).
struct ClaimedHold {
  std::optional<std::string> user_id;
  std::vector<std::int64_t> numbers;
  std::string buyer_name;  // expiry only
  std::string expires_at;  // reminder only
};

// How long before a hold ends its buyer is reminded: a quarter of the raffle's reservation time,
// at least 5 minutes and at most 2 hours (15 min → 5 min, 1 h → 15 min, 24 h → 2 h).
inline constexpr std::int64_t kReminderMinLeadMinutes = 5;
inline constexpr std::int64_t kReminderMaxLeadMinutes = 120;
inline constexpr std::int64_t kReminderLeadShare = 4;  // a quarter
constexpr std::int64_t reminder_lead_minutes(std::int64_t reservation_minutes) {
  return std::clamp<std::int64_t>(reservation_minutes / kReminderLeadShare, kReminderMinLeadMinutes,
                                  kReminderMaxLeadMinutes);
}

}  // namespace rifa::features::tickets
