#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::draw {

// What the draw reads of a raffle, with its row held for the rest of the transaction.
struct HeldRaffle {
  std::string id, creator_id, status, title;
  std::int64_t total_tickets = 0;
  std::string draw_at, unsold_rule;
  std::optional<std::string> draw_outcome, winner_ticket_id, prize_confirmed_at;
};

// A paid number and its ticket: the numbers a draw picks from.
struct PaidNumber {
  std::int64_t number = 0;
  std::string ticket_id;
  std::optional<std::string> user_id;  // nullopt for a guest's ticket
  std::string numbers;                 // the ticket's numbers (a JSON array)
  std::string buyer_name;
};

// One recorded attempt (a draw or a correction). `winner_buyer_name` is the winning ticket's name
// as stored (serialisers mask it).
struct DrawAttempt {
  std::string id, raffle_id;
  std::optional<std::string> lottery_result;
  std::int64_t drawn_number = 0;
  std::string outcome;
  std::optional<std::int64_t> winner_number;
  std::optional<std::string> winner_ticket_id, winner_id, winner_buyer_name, result_url, result_image_url, entered_by,
      correction_reason;
  std::string created_at;
};

// What a draw with an input would decide now (GET …/draw/preview).
struct DrawPreview {
  std::int64_t drawn_number = 0;
  std::string outcome;
  std::optional<std::int64_t> winner_number;
  std::optional<std::string> winner_ticket_id, winner_name;  // the name masked
  std::string unsold_rule;
};

// The stored seal of a raffle's sold numbers.
struct Seal {
  std::string sha256, body;
  std::int64_t line_count = 0, paid_count = 0;
  std::string sealed_at;
};

// A ticket paid after its numbers were sealed as pending.
struct PaidAfterSeal {
  std::string ticket_id;
  std::vector<std::int64_t> numbers;  // sorted
  std::string paid_at;
};

// The seal as GET /raffles/{id}/seal answers it.
struct SealSummary {
  std::string raffle_id;
  Seal seal;
  std::int64_t digits = 0;
  std::vector<PaidAfterSeal> paid_after_seal;
};

// A sold number as the seal lists it.
struct SoldNumber {
  std::int64_t number = 0;
  std::string ticket_id;
  bool paid = false;
};

// A ticket of a raffle as the seal's downloads and checks read it.
struct RaffleTicket {
  std::string id, numbers, buyer_name;
  std::optional<std::string> paid_at;
};

// A raffle whose creator is reminded to enter the result, or told its sales closed.
struct DueDraw {
  std::string creator_id, title;
  std::int64_t total_tickets = 0;
  std::string draw_at;
};

}  // namespace rifa::features::draw
