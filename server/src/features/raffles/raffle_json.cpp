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

bool is_null(const db::Row& row, Column c) { return std::holds_alternative<std::nullptr_t>(row.at(c)); }

std::string_view text(const db::Row& row, Column c) {
  if (const auto* s = std::get_if<std::string>(&row.at(c))) return *s;
  return {};
}

std::int64_t integer(const db::Row& row, Column c) {
  const auto& v = row.at(c);
  if (const auto* i = std::get_if<std::int64_t>(&v)) return *i;
  if (const auto* b = std::get_if<bool>(&v)) return *b ? 1 : 0;
  if (const auto* d = std::get_if<double>(&v)) return static_cast<std::int64_t>(*d);
  if (const auto* s = std::get_if<std::string>(&v)) return std::stoll(*s);
  return 0;
}

double real(const db::Row& row, Column c) {
  const auto& v = row.at(c);
  if (const auto* d = std::get_if<double>(&v)) return *d;
  if (const auto* i = std::get_if<std::int64_t>(&v)) return static_cast<double>(*i);
  if (const auto* s = std::get_if<std::string>(&v)) return std::stod(*s);
  return 0;
}

bool boolean(const db::Row& row, Column c) {
  const auto& v = row.at(c);
  if (const auto* b = std::get_if<bool>(&v)) return *b;
  if (const auto* i = std::get_if<std::int64_t>(&v)) return *i != 0;
  if (const auto* s = std::get_if<std::string>(&v)) return *s == "t" || *s == "true" || *s == "1";
  return false;
}

void nullable(JsonWriter& out, const db::Row& row, Column c) {
  if (is_null(row, c)) {
    out.null();
  } else {
    out.string(text(row, c));
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
  out.key("id").string(text(row, kId));
  out.key("title").string(text(row, kTitle));
  out.key("description").string(text(row, kDescription));
  out.key("image_url");
  nullable(out, row, kImageUrl);
  out.key("ticket_price");
  money(out, integer(row, kTicketPriceCents));
  out.key("total_tickets").number(integer(row, kTotalTickets));
  out.key("sold_tickets").number(integer(row, kSoldTickets));
  out.key("end_date").string(text(row, kEndDate));
  out.key("status").string(text(row, kStatus));
  out.key("lottery").string(text(row, kLottery));
  out.key("creator_id").string(text(row, kCreatorId));
  out.key("is_private").boolean(boolean(row, kIsPrivate));
  // Stored as a JSON array (SQLite CHECK json_valid / PostgreSQL jsonb), so written as is.
  const auto tags = text(row, kTags);
  out.key("tags").raw(tags.empty() ? std::string_view("[]") : tags);
  out.key("winner_id");
  nullable(out, row, kWinnerId);
  out.key("winner_number");
  if (is_null(row, kWinnerNumber)) {
    out.null();
  } else {
    out.number(integer(row, kWinnerNumber));
  }
  out.key("created_at").string(text(row, kCreatedAt));
  out.key("updated_at").string(text(row, kUpdatedAt));
  out.key("creator").begin_object();
  out.key("id").string(text(row, kCreatorId));
  out.key("name").string(text(row, kCreatorName));
  out.key("rating").number(real(row, kCreatorRating));
  out.key("is_verified").boolean(boolean(row, kCreatorIsVerified));
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
