#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"

namespace rifa::features::raffles {

// A WebP copy of a raffle's image, `width` pixels wide.
struct ImageVariant {
  std::int64_t width = 0;
  std::string url;
};

// A raffle's creator as buyers see them.
struct RaffleCreator {
  std::string id, name;
  double rating = 0;
  std::int64_t rating_count = 0, raffles_completed = 0, prizes_delivered = 0;
  bool is_verified = false;
  std::optional<std::string> avatar_url, avatar_thumb_url;
  // Bs per USD, in cents, and when it was set.
  std::optional<std::int64_t> exchange_rate_cents;
  std::optional<std::string> exchange_rate_at;
  // A business with an active membership shows its phone numbers on its raffles.
  bool is_business = false;
  std::optional<std::string> phone, whatsapp;
};

// The latest draw of a raffle. `winner_buyer_name` is the winning ticket's name as stored
// (serialisers mask it).
struct DrawResult {
  std::optional<std::string> lottery_result;
  std::optional<std::int64_t> drawn_number;
  std::string outcome;
  std::optional<std::int64_t> winner_number;
  std::optional<std::string> winner_buyer_name, result_url, result_image_url, drawn_at, correction_reason, corrected_at;
};

// A raffle as stored, with its creator; timestamps canonical RFC 3339.
struct Raffle {
  std::string id, title, description;
  std::optional<std::string> image_url;
  // The image's copies as stored, a JSON array [{"url","width"}…] narrowest first, written as it is
  // (image_variants_from() in raffle_json.hpp reads it): a list's rows are not parsed.
  std::string image_variants_json = "[]";
  std::int64_t ticket_price_cents = 0, total_tickets = 0, sold_tickets = 0;
  std::string end_date, status, lottery, creator_id;
  bool is_private = false;
  std::string tags_json = "[]";  // as stored, a JSON array of texts (tags_from() reads it)
  std::optional<std::string> winner_id;
  std::optional<std::int64_t> winner_number;
  std::int64_t reservation_minutes = 0;
  std::string draw_at, unsold_rule;
  std::optional<std::string> sales_closed_at, seal_sha256;
  std::optional<DrawResult> result;  // nullopt before the first draw
  std::optional<std::string> prize_confirmed_at;
  std::string created_at, updated_at;
  RaffleCreator creator;
  // Moderation (issue 37): blocked when taken down by the super admin or its creator is suspended;
  // a blocked raffle is in no public list, takes no purchase, and only its creator and the super
  // admin open it.
  bool is_blocked = false;
  std::optional<std::string> taken_down_at, takedown_reason;
  bool creator_suspended = false;
};

// A page of raffles and how many the whole list holds.
struct RafflePage {
  std::vector<Raffle> data;
  std::int64_t count = 0;
};

// A list's filters, already checked (see raffle_rules.hpp and the routes).
struct RaffleListQuery {
  Page page;
  std::optional<std::string> status;  // nullopt: every status
  std::optional<std::string> q;       // search text, trimmed
  bool ending = false;                // only raffles still ahead of their end, soonest first
};

// What its creator sets on a raffle (on creation, and every editable column on a change).
struct RaffleValues {
  std::string title, description;
  std::int64_t ticket_price_cents = 0, total_tickets = 0;
  std::string end_date, draw_at, unsold_rule, lottery;
  std::vector<std::string> tags;
  bool is_private = false;
  std::int64_t reservation_minutes = 0;
};

// What a change to a raffle is checked against, read with the raffle's row held.
struct RaffleState {
  std::string id, creator_id, status, end_date;
  std::int64_t sold_tickets = 0, total_tickets = 0;
  bool is_private = false;
  std::optional<std::string> sales_closed_at;
  std::vector<ImageVariant> image_variants;
};

}  // namespace rifa::features::raffles
