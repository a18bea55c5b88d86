#include "features/raffles/raffle_json.hpp"

#include <array>
#include <cassert>
#include <string_view>

namespace rifa::features::raffles {

namespace {

// The columns of kRaffleSelect, in its order (read by position: no name lookups per field).
enum Column : std::size_t {
  kId,
  kTitle,
  kDescription,
  kImageUrl,
  kTicketPriceCents,
  kTotalTickets,
  kSoldTickets,
  kEndDate,
  kStatus,
  kLottery,
  kCreatorId,
  kIsPrivate,
  kTags,
  kWinnerId,
  kWinnerNumber,
  kCreatedAt,
  kUpdatedAt,
  kCreatorName,
  kCreatorRating,
  kCreatorIsVerified,
  kCreatorAvatarUrl,
  kColumnCount
};
constexpr std::array<std::string_view, kColumnCount> kNames = {"id",
                                                               "title",
                                                               "description",
                                                               "image_url",
                                                               "ticket_price_cents",
                                                               "total_tickets",
                                                               "sold_tickets",
                                                               "end_date",
                                                               "status",
                                                               "lottery",
                                                               "creator_id",
                                                               "is_private",
                                                               "tags",
                                                               "winner_id",
                                                               "winner_number",
                                                               "created_at",
                                                               "updated_at",
                                                               "creator_name",
                                                               "creator_rating",
                                                               "creator_is_verified",
                                                               "creator_avatar_url"};

void nullable(JsonWriter& out, const db::Row& row, Column c) {
  if (row.is_null(c)) {
    out.null();
  } else {
    out.string(row.text_view(c));
  }
}

// Money as the API sends it: whole units as an integer, otherwise with its cents (2.5, 2.55).
void money(JsonWriter& out, std::int64_t cents) {
  if (cents % 100 == 0) {
    out.number(cents / 100);
  } else {
    out.number(static_cast<double>(cents) / 100.0);
  }
}

}  // namespace

void write_raffle(JsonWriter& out, const db::Row& row) {
#ifndef NDEBUG
  assert(row.size() == kColumnCount);
  for (std::size_t i = 0; i < kColumnCount; ++i) assert(row.columns()[i] == kNames[i]);
#endif
  out.begin_object();
  out.key("id").string(row.text_view(kId));
  out.key("title").string(row.text_view(kTitle));
  out.key("description").string(row.text_view(kDescription));
  out.key("image_url");
  nullable(out, row, kImageUrl);
  out.key("ticket_price");
  money(out, row.integer(kTicketPriceCents));
  out.key("total_tickets").number(row.integer(kTotalTickets));
  out.key("sold_tickets").number(row.integer(kSoldTickets));
  out.key("end_date").string(row.text_view(kEndDate));
  out.key("status").string(row.text_view(kStatus));
  out.key("lottery").string(row.text_view(kLottery));
  out.key("creator_id").string(row.text_view(kCreatorId));
  out.key("is_private").boolean(row.boolean(kIsPrivate));
  // Stored as a JSON array (SQLite CHECK json_valid / PostgreSQL jsonb), so written as is.
  const auto tags = row.text_view(kTags);
  out.key("tags").raw(tags.empty() ? std::string_view("[]") : tags);
  out.key("winner_id");
  nullable(out, row, kWinnerId);
  out.key("winner_number");
  if (row.is_null(kWinnerNumber)) {
    out.null();
  } else {
    out.number(row.integer(kWinnerNumber));
  }
  out.key("created_at").string(row.text_view(kCreatedAt));
  out.key("updated_at").string(row.text_view(kUpdatedAt));
  out.key("creator").begin_object();
  out.key("id").string(row.text_view(kCreatorId));
  out.key("name").string(row.text_view(kCreatorName));
  out.key("rating").number(row.real(kCreatorRating));
  out.key("is_verified").boolean(row.boolean(kCreatorIsVerified));
  out.key("avatar_url");
  nullable(out, row, kCreatorAvatarUrl);
  out.end_object();
  out.end_object();
}

std::string raffle_list_json(const db::Result& rows, std::int64_t count) {
  std::string body;
  body.reserve(64 + rows.rows.size() * 900);
  JsonWriter out(body);
  out.begin_object().key("data").begin_array();
  for (const auto& row : rows.rows) write_raffle(out, row);
  out.end_array().key("count").number(count).end_object();
  return body;
}

nlohmann::json raffle_json(const db::Row& row) {
  std::string body;
  JsonWriter out(body);
  write_raffle(out, row);
  return nlohmann::json::parse(body);
}

}  // namespace rifa::features::raffles
