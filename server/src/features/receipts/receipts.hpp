#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::receipts {

// The raffle as a receipt shows it.
struct ReceiptRaffle {
  std::string id, title;
  std::optional<std::string> image_url;
  std::int64_t total_tickets = 0;
  std::string lottery, end_date, draw_at, unsold_rule, status;
  std::optional<std::int64_t> winner_number;
  std::optional<std::string> winner_ticket_id;  // not shown: is_winner says it for this ticket
  std::optional<std::string> seal_sha256;
  std::string creator_name;
};

// How a ticket was paid, as its receipt shows it (issue 36): a counter sale's method and, in
// bolívares, the rate used and the price in Bs (hundredths); an online purchase's reported method.
// Never the reference, the payer's phone or the amount reported.
struct ReceiptPayment {
  std::string channel;  // counter or online
  std::string method;
  std::optional<std::int64_t> rate_cents, amount_ves_cents;
};

// A ticket's public receipt (the contract's Receipt). `buyer_name` is masked and `is_winner` set
// by the service; `in_seal` is how the ticket stands in the raffle's sealed list ("paid",
// "pending", or nullopt when the list is not sealed or does not hold it).
struct Receipt {
  std::string code, ticket_id;
  std::vector<std::int64_t> numbers;
  std::string status;
  std::int64_t price_cents = 0;
  std::string purchase_date, buyer_name;
  bool is_winner = false;
  std::optional<std::string> in_seal;
  ReceiptRaffle raffle;
  std::optional<ReceiptPayment> payment;
};

}  // namespace rifa::features::receipts
