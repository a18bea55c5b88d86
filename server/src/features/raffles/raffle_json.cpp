#include "features/raffles/raffle_json.hpp"

#include <nlohmann/json.hpp>

#include "common/money.hpp"
#include "common/text.hpp"

namespace rifa::features::raffles {

namespace {

void optional_text(JsonWriter& out, const std::optional<std::string>& value) {
  if (value) {
    out.string(*value);
  } else {
    out.null();
  }
}

void optional_number(JsonWriter& out, const std::optional<std::int64_t>& value) {
  if (value) {
    out.number(*value);
  } else {
    out.null();
  }
}

// The latest draw, or null before the first.
void write_result(JsonWriter& out, const std::optional<DrawResult>& result) {
  out.key("result");
  if (!result) {
    out.null();
    return;
  }
  out.begin_object();
  out.key("lottery_result");
  optional_text(out, result->lottery_result);
  out.key("drawn_number");
  optional_number(out, result->drawn_number);
  out.key("outcome").string(result->outcome);
  out.key("winner_number");
  optional_number(out, result->winner_number);
  out.key("winner_name");
  optional_text(out, result->winner_buyer_name ? std::optional(mask_name(*result->winner_buyer_name)) : std::nullopt);
  out.key("result_url");
  optional_text(out, result->result_url);
  out.key("result_image_url");
  optional_text(out, result->result_image_url);
  out.key("drawn_at");
  optional_text(out, result->drawn_at);
  out.key("correction_reason");
  optional_text(out, result->correction_reason);
  out.key("corrected_at");
  optional_text(out, result->corrected_at);
  out.end_object();
}

void write_creator(JsonWriter& out, const RaffleCreator& c) {
  out.key("creator").begin_object();
  out.key("id").string(c.id);
  out.key("name").string(c.name);
  out.key("rating").number(c.rating);
  out.key("rating_count").number(c.rating_count);
  out.key("raffles_completed").number(c.raffles_completed);
  out.key("prizes_delivered").number(c.prizes_delivered);
  out.key("is_verified").boolean(c.is_verified);
  out.key("avatar_url");
  optional_text(out, c.avatar_url);
  out.key("avatar_thumb_url");
  optional_text(out, c.avatar_thumb_url);
  // The creator's Bs-per-USD rate, so buyers see each total in bolívares too.
  out.key("exchange_rate");
  if (c.exchange_rate_cents) {
    write_money(out, *c.exchange_rate_cents);
  } else {
    out.null();
  }
  out.key("exchange_rate_at");
  optional_text(out, c.exchange_rate_at);
  out.key("contact");
  if (c.is_business) {
    out.begin_object().key("phone");
    optional_text(out, c.phone);
    out.key("whatsapp");
    optional_text(out, c.whatsapp);
    out.end_object();
  } else {
    out.null();
  }
  out.end_object();
}

}  // namespace

void write_raffle(JsonWriter& out, const Raffle& raffle) {
  out.begin_object();
  write_raffle_members(out, raffle);
  out.end_object();
}

void write_raffle_members(JsonWriter& out, const Raffle& r) {
  out.key("id").string(r.id);
  out.key("title").string(r.title);
  out.key("description").string(r.description);
  out.key("image_url");
  optional_text(out, r.image_url);
  // Stored as JSON arrays (SQLite CHECK json_valid / PostgreSQL jsonb), so written as they are.
  out.key("image_variants").raw(r.image_variants_json.empty() ? std::string_view("[]") : r.image_variants_json);
  out.key("ticket_price");
  write_money(out, r.ticket_price_cents);
  out.key("total_tickets").number(r.total_tickets);
  out.key("sold_tickets").number(r.sold_tickets);
  out.key("end_date").string(r.end_date);
  out.key("status").string(r.status);
  out.key("lottery").string(r.lottery);
  out.key("creator_id").string(r.creator_id);
  out.key("is_private").boolean(r.is_private);
  out.key("tags").raw(r.tags_json.empty() ? std::string_view("[]") : r.tags_json);
  out.key("winner_id");
  optional_text(out, r.winner_id);
  out.key("winner_number");
  optional_number(out, r.winner_number);
  out.key("reservation_minutes").number(r.reservation_minutes);
  out.key("draw_at").string(r.draw_at);
  out.key("unsold_rule").string(r.unsold_rule);
  out.key("sales_closed_at");
  optional_text(out, r.sales_closed_at);
  out.key("seal_sha256");
  optional_text(out, r.seal_sha256);
  write_result(out, r.result);
  out.key("prize_confirmed_at");
  optional_text(out, r.prize_confirmed_at);
  out.key("created_at").string(r.created_at);
  out.key("updated_at").string(r.updated_at);
  write_creator(out, r.creator);
  // Only on a blocked raffle (which only its creator and the super admin open): why.
  if (r.is_blocked) {
    out.key("moderation").begin_object();
    out.key("taken_down").boolean(r.taken_down_at.has_value());
    out.key("taken_down_at");
    optional_text(out, r.taken_down_at);
    out.key("reason");
    optional_text(out, r.takedown_reason);
    out.key("creator_suspended").boolean(r.creator_suspended);
    out.end_object();
  }
}

std::string raffle_text(const Raffle& raffle) {
  std::string body;
  body.reserve(1024);
  JsonWriter out(body);
  write_raffle(out, raffle);
  return body;
}

std::string raffle_list_text(const std::vector<Raffle>& raffles, std::int64_t count) {
  std::string body;
  body.reserve(64 + raffles.size() * 900);
  JsonWriter out(body);
  out.begin_object().key("data").begin_array();
  for (const auto& raffle : raffles) write_raffle(out, raffle);
  out.end_array().key("count").number(count).end_object();
  return body;
}

std::vector<ImageVariant> image_variants_from(std::string_view stored) {
  std::vector<ImageVariant> out;
  const auto parsed = nlohmann::json::parse(stored, nullptr, false);
  if (!parsed.is_array()) return out;
  for (const auto& v : parsed) {
    if (v.is_object() && v.contains("width") && v["width"].is_number_integer() && v.contains("url") &&
        v["url"].is_string()) {
      out.push_back({v["width"].get<std::int64_t>(), v["url"].get<std::string>()});
    }
  }
  return out;
}

std::vector<std::string> tags_from(std::string_view stored) {
  std::vector<std::string> out;
  const auto parsed = nlohmann::json::parse(stored, nullptr, false);
  if (!parsed.is_array()) return out;
  for (const auto& tag : parsed) {
    if (tag.is_string()) out.push_back(tag.get<std::string>());
  }
  return out;
}

}  // namespace rifa::features::raffles
