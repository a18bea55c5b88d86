#include "features/raffles/raffle_json.hpp"

#include <iterator>
#include <string_view>

namespace rifa::features::raffles {

namespace {

// The columns of a raffle row, in the order kRaffleSelect selects them (read by position: no name
// lookups per field).
enum Column : std::size_t {
  kId,
  kTitle,
  kDescription,
  kImageUrl,
  kImageVariants,
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
  kReservationMinutes,
  kCreatedAt,
  kUpdatedAt,
  kCreatorName,
  kCreatorRating,
  kCreatorIsVerified,
  kCreatorAvatarUrl,
  kCreatorAvatarThumbUrl,
  kCreatorExchangeRateCents,
  kCreatorExchangeRateAt,
  kColumnCount
};

struct SelectedColumn {
  Column column;
  std::string_view sql;
};

// The one list kRaffleSelect is built from: each entry names the Column the writer reads it as.
constexpr SelectedColumn kSelected[] = {
    {kId, "r.id"},
    {kTitle, "r.title"},
    {kDescription, "r.description"},
    {kImageUrl, "r.image_url"},
    {kImageVariants, "r.image_variants"},
    {kTicketPriceCents, "r.ticket_price_cents"},
    {kTotalTickets, "r.total_tickets"},
    {kSoldTickets, "r.sold_tickets"},
    {kEndDate, "r.end_date"},
    {kStatus, "r.status"},
    {kLottery, "r.lottery"},
    {kCreatorId, "r.creator_id"},
    {kIsPrivate, "r.is_private"},
    {kTags, "r.tags"},
    {kWinnerId, "r.winner_id"},
    {kWinnerNumber, "r.winner_number"},
    {kReservationMinutes, "r.reservation_minutes"},
    {kCreatedAt, "r.created_at"},
    {kUpdatedAt, "r.updated_at"},
    {kCreatorName, "p.name AS creator_name"},
    {kCreatorRating, "p.rating AS creator_rating"},
    {kCreatorIsVerified, "p.is_verified AS creator_is_verified"},
    {kCreatorAvatarUrl, "p.avatar_url AS creator_avatar_url"},
    {kCreatorAvatarThumbUrl, "p.avatar_thumb_url AS creator_avatar_thumb_url"},
    {kCreatorExchangeRateCents, "p.exchange_rate_cents AS creator_exchange_rate_cents"},
    {kCreatorExchangeRateAt, "p.exchange_rate_at AS creator_exchange_rate_at"},
};

// Every column selected once, at the position the writer reads it from: a list that drifts from
// the enum does not compile.
constexpr bool selected_in_column_order() {
  if (std::size(kSelected) != kColumnCount) return false;
  for (std::size_t i = 0; i < std::size(kSelected); ++i) {
    if (kSelected[i].column != i || kSelected[i].sql.empty()) return false;
  }
  return true;
}
static_assert(selected_in_column_order(), "kSelected must list every Column once, in enum order");

std::string raffle_select() {
  std::string sql = "SELECT ";
  for (std::size_t i = 0; i < std::size(kSelected); ++i) {
    if (i > 0) sql += ", ";
    sql += kSelected[i].sql;
  }
  return sql + " FROM raffles r JOIN profiles p ON p.id = r.creator_id ";
}

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

const std::string kRaffleSelect = raffle_select();

void write_raffle(JsonWriter& out, const db::Row& row) {
  out.begin_object();
  out.key("id").string(row.text_view(kId));
  out.key("title").string(row.text_view(kTitle));
  out.key("description").string(row.text_view(kDescription));
  out.key("image_url");
  nullable(out, row, kImageUrl);
  // A JSON array too ([{"width","url"}…], narrowest first), written as stored.
  const auto variants = row.text_view(kImageVariants);
  out.key("image_variants").raw(variants.empty() ? std::string_view("[]") : variants);
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
  out.key("reservation_minutes").number(row.integer(kReservationMinutes));
  out.key("created_at").string(row.text_view(kCreatedAt));
  out.key("updated_at").string(row.text_view(kUpdatedAt));
  out.key("creator").begin_object();
  out.key("id").string(row.text_view(kCreatorId));
  out.key("name").string(row.text_view(kCreatorName));
  out.key("rating").number(row.real(kCreatorRating));
  out.key("is_verified").boolean(row.boolean(kCreatorIsVerified));
  out.key("avatar_url");
  nullable(out, row, kCreatorAvatarUrl);
  out.key("avatar_thumb_url");
  nullable(out, row, kCreatorAvatarThumbUrl);
  // The creator's Bs-per-USD rate, so buyers see each total in bolívares too.
  out.key("exchange_rate");
  if (row.is_null(kCreatorExchangeRateCents)) {
    out.null();
  } else {
    money(out, row.integer(kCreatorExchangeRateCents));
  }
  out.key("exchange_rate_at");
  nullable(out, row, kCreatorExchangeRateAt);
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
