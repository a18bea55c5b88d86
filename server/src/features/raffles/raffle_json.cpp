#include "features/raffles/raffle_json.hpp"

#include <iterator>
#include <string_view>

#include "common/text.hpp"

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
  kDrawAt,
  kUnsoldRule,
  kSalesClosedAt,
  kSealSha256,
  kLotteryResult,
  kDrawnNumber,
  kDrawOutcome,
  kWinnerBuyerName,
  kResultUrl,
  kResultImageUrl,
  kDrawnAt,
  kDrawCorrectionReason,
  kDrawCorrectedAt,
  kPrizeConfirmedAt,
  kCreatedAt,
  kUpdatedAt,
  kCreatorName,
  kCreatorRating,
  kCreatorRatingCount,
  kCreatorRafflesCompleted,
  kCreatorPrizesDelivered,
  kCreatorIsVerified,
  kCreatorAvatarUrl,
  kCreatorAvatarThumbUrl,
  kCreatorExchangeRateCents,
  kCreatorExchangeRateAt,
  kCreatorIsBusiness,
  kCreatorPhone,
  kCreatorWhatsapp,
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
    {kDrawAt, "r.draw_at"},
    {kUnsoldRule, "r.unsold_rule"},
    {kSalesClosedAt, "r.sales_closed_at"},
    {kSealSha256, "r.seal_sha256"},
    {kLotteryResult, "r.lottery_result"},
    {kDrawnNumber, "r.drawn_number"},
    {kDrawOutcome, "r.draw_outcome"},
    {kWinnerBuyerName, "wt.buyer_name AS winner_buyer_name"},
    {kResultUrl, "r.result_url"},
    {kResultImageUrl, "r.result_image_url"},
    {kDrawnAt, "r.drawn_at"},
    {kDrawCorrectionReason, "r.draw_correction_reason"},
    {kDrawCorrectedAt, "r.draw_corrected_at"},
    {kPrizeConfirmedAt, "r.prize_confirmed_at"},
    {kCreatedAt, "r.created_at"},
    {kUpdatedAt, "r.updated_at"},
    {kCreatorName, "p.name AS creator_name"},
    {kCreatorRating, "p.rating AS creator_rating"},
    {kCreatorRatingCount, "p.rating_count AS creator_rating_count"},
    {kCreatorRafflesCompleted, "p.raffles_completed AS creator_raffles_completed"},
    {kCreatorPrizesDelivered, "p.prizes_delivered AS creator_prizes_delivered"},
    {kCreatorIsVerified, "p.is_verified AS creator_is_verified"},
    {kCreatorAvatarUrl, "p.avatar_url AS creator_avatar_url"},
    {kCreatorAvatarThumbUrl, "p.avatar_thumb_url AS creator_avatar_thumb_url"},
    {kCreatorExchangeRateCents, "p.exchange_rate_cents AS creator_exchange_rate_cents"},
    {kCreatorExchangeRateAt, "p.exchange_rate_at AS creator_exchange_rate_at"},
    // A business (with an active membership) shows its contact numbers on its raffles; nobody else's
    // phone leaves their own profile.
    {kCreatorIsBusiness,
     "CASE WHEN p.type = 'business' AND p.membership_active THEN 1 ELSE 0 END AS creator_is_business"},
    {kCreatorPhone, "p.phone AS creator_phone"},
    {kCreatorWhatsapp, "p.whatsapp AS creator_whatsapp"},
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
  // The winning ticket (when there is one) gives the winner's masked name, guests included.
  return sql +
         " FROM raffles r JOIN profiles p ON p.id = r.creator_id LEFT JOIN tickets wt ON wt.id = r.winner_ticket_id ";
}

void nullable(JsonWriter& out, const db::Row& row, Column c) {
  if (row.is_null(c)) {
    out.null();
  } else {
    out.string(row.text_view(c));
  }
}

void nullable_number(JsonWriter& out, const db::Row& row, Column c) {
  if (row.is_null(c)) {
    out.null();
  } else {
    out.number(row.integer(c));
  }
}

// The latest draw, or null before the first.
void write_result(JsonWriter& out, const db::Row& row) {
  out.key("result");
  if (row.is_null(kDrawOutcome)) {
    out.null();
    return;
  }
  out.begin_object();
  out.key("lottery_result");
  nullable(out, row, kLotteryResult);
  out.key("drawn_number");
  nullable_number(out, row, kDrawnNumber);
  out.key("outcome").string(row.text_view(kDrawOutcome));
  out.key("winner_number");
  nullable_number(out, row, kWinnerNumber);
  out.key("winner_name");
  if (row.is_null(kWinnerBuyerName)) {
    out.null();
  } else {
    out.string(mask_name(row.text_view(kWinnerBuyerName)));
  }
  out.key("result_url");
  nullable(out, row, kResultUrl);
  out.key("result_image_url");
  nullable(out, row, kResultImageUrl);
  out.key("drawn_at");
  nullable(out, row, kDrawnAt);
  out.key("correction_reason");
  nullable(out, row, kDrawCorrectionReason);
  out.key("corrected_at");
  nullable(out, row, kDrawCorrectedAt);
  out.end_object();
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
  write_raffle_members(out, row);
  out.end_object();
}

void write_raffle_members(JsonWriter& out, const db::Row& row) {
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
  nullable_number(out, row, kWinnerNumber);
  out.key("reservation_minutes").number(row.integer(kReservationMinutes));
  out.key("draw_at").string(row.text_view(kDrawAt));
  out.key("unsold_rule").string(row.text_view(kUnsoldRule));
  out.key("sales_closed_at");
  nullable(out, row, kSalesClosedAt);
  out.key("seal_sha256");
  nullable(out, row, kSealSha256);
  write_result(out, row);
  out.key("prize_confirmed_at");
  nullable(out, row, kPrizeConfirmedAt);
  out.key("created_at").string(row.text_view(kCreatedAt));
  out.key("updated_at").string(row.text_view(kUpdatedAt));
  out.key("creator").begin_object();
  out.key("id").string(row.text_view(kCreatorId));
  out.key("name").string(row.text_view(kCreatorName));
  out.key("rating").number(row.real(kCreatorRating));
  out.key("rating_count").number(row.integer(kCreatorRatingCount));
  out.key("raffles_completed").number(row.integer(kCreatorRafflesCompleted));
  out.key("prizes_delivered").number(row.integer(kCreatorPrizesDelivered));
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
  out.key("contact");
  if (row.integer(kCreatorIsBusiness) == 1) {
    out.begin_object().key("phone");
    nullable(out, row, kCreatorPhone);
    out.key("whatsapp");
    nullable(out, row, kCreatorWhatsapp);
    out.end_object();
  } else {
    out.null();
  }
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
