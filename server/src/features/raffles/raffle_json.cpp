#include "features/raffles/raffle_json.hpp"

#include <iterator>
#include <string_view>

#include "common/money.hpp"
#include "common/text.hpp"

namespace rifa::features::raffles {

namespace {

// The columns of a raffle row, in the order kRaffleSelect selects them (read by position: no name
// lookups per field).
enum Column : std::size_t {
  kColId,
  kColTitle,
  kColDescription,
  kColImageUrl,
  kColImageVariants,
  kColTicketPriceCents,
  kColTotalTickets,
  kColSoldTickets,
  kColEndDate,
  kColStatus,
  kColLottery,
  kColCreatorId,
  kColIsPrivate,
  kColTags,
  kColWinnerId,
  kColWinnerNumber,
  kColReservationMinutes,
  kColDrawAt,
  kColUnsoldRule,
  kColSalesClosedAt,
  kColSealSha256,
  kColLotteryResult,
  kColDrawnNumber,
  kColDrawOutcome,
  kColWinnerBuyerName,
  kColResultUrl,
  kColResultImageUrl,
  kColDrawnAt,
  kColDrawCorrectionReason,
  kColDrawCorrectedAt,
  kColPrizeConfirmedAt,
  kColCreatedAt,
  kColUpdatedAt,
  kColCreatorName,
  kColCreatorRating,
  kColCreatorRatingCount,
  kColCreatorRafflesCompleted,
  kColCreatorPrizesDelivered,
  kColCreatorIsVerified,
  kColCreatorAvatarUrl,
  kColCreatorAvatarThumbUrl,
  kColCreatorExchangeRateCents,
  kColCreatorExchangeRateAt,
  kColCreatorIsBusiness,
  kColCreatorPhone,
  kColCreatorWhatsapp,
  kColumnCount
};

struct SelectedColumn {
  Column column;
  std::string_view sql;
};

// The one list kRaffleSelect is built from: each entry names the Column the writer reads it as.
constexpr SelectedColumn kSelected[] = {
    {kColId, "r.id"},
    {kColTitle, "r.title"},
    {kColDescription, "r.description"},
    {kColImageUrl, "r.image_url"},
    {kColImageVariants, "r.image_variants"},
    {kColTicketPriceCents, "r.ticket_price_cents"},
    {kColTotalTickets, "r.total_tickets"},
    {kColSoldTickets, "r.sold_tickets"},
    {kColEndDate, "r.end_date"},
    {kColStatus, "r.status"},
    {kColLottery, "r.lottery"},
    {kColCreatorId, "r.creator_id"},
    {kColIsPrivate, "r.is_private"},
    {kColTags, "r.tags"},
    {kColWinnerId, "r.winner_id"},
    {kColWinnerNumber, "r.winner_number"},
    {kColReservationMinutes, "r.reservation_minutes"},
    {kColDrawAt, "r.draw_at"},
    {kColUnsoldRule, "r.unsold_rule"},
    {kColSalesClosedAt, "r.sales_closed_at"},
    {kColSealSha256, "r.seal_sha256"},
    {kColLotteryResult, "r.lottery_result"},
    {kColDrawnNumber, "r.drawn_number"},
    {kColDrawOutcome, "r.draw_outcome"},
    {kColWinnerBuyerName, "wt.buyer_name AS winner_buyer_name"},
    {kColResultUrl, "r.result_url"},
    {kColResultImageUrl, "r.result_image_url"},
    {kColDrawnAt, "r.drawn_at"},
    {kColDrawCorrectionReason, "r.draw_correction_reason"},
    {kColDrawCorrectedAt, "r.draw_corrected_at"},
    {kColPrizeConfirmedAt, "r.prize_confirmed_at"},
    {kColCreatedAt, "r.created_at"},
    {kColUpdatedAt, "r.updated_at"},
    {kColCreatorName, "p.name AS creator_name"},
    {kColCreatorRating, "p.rating AS creator_rating"},
    {kColCreatorRatingCount, "p.rating_count AS creator_rating_count"},
    {kColCreatorRafflesCompleted, "p.raffles_completed AS creator_raffles_completed"},
    {kColCreatorPrizesDelivered, "p.prizes_delivered AS creator_prizes_delivered"},
    {kColCreatorIsVerified, "p.is_verified AS creator_is_verified"},
    {kColCreatorAvatarUrl, "p.avatar_url AS creator_avatar_url"},
    {kColCreatorAvatarThumbUrl, "p.avatar_thumb_url AS creator_avatar_thumb_url"},
    {kColCreatorExchangeRateCents, "p.exchange_rate_cents AS creator_exchange_rate_cents"},
    {kColCreatorExchangeRateAt, "p.exchange_rate_at AS creator_exchange_rate_at"},
    // A business (with an active membership) shows its contact numbers on its raffles; nobody else's
    // phone leaves their own profile.
    {kColCreatorIsBusiness,
     "CASE WHEN p.type = 'business' AND p.membership_active THEN 1 ELSE 0 END AS creator_is_business"},
    {kColCreatorPhone, "p.phone AS creator_phone"},
    {kColCreatorWhatsapp, "p.whatsapp AS creator_whatsapp"},
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
  if (row.is_null(kColDrawOutcome)) {
    out.null();
    return;
  }
  out.begin_object();
  out.key("lottery_result");
  nullable(out, row, kColLotteryResult);
  out.key("drawn_number");
  nullable_number(out, row, kColDrawnNumber);
  out.key("outcome").string(row.text_view(kColDrawOutcome));
  out.key("winner_number");
  nullable_number(out, row, kColWinnerNumber);
  out.key("winner_name");
  if (row.is_null(kColWinnerBuyerName)) {
    out.null();
  } else {
    out.string(mask_name(row.text_view(kColWinnerBuyerName)));
  }
  out.key("result_url");
  nullable(out, row, kColResultUrl);
  out.key("result_image_url");
  nullable(out, row, kColResultImageUrl);
  out.key("drawn_at");
  nullable(out, row, kColDrawnAt);
  out.key("correction_reason");
  nullable(out, row, kColDrawCorrectionReason);
  out.key("corrected_at");
  nullable(out, row, kColDrawCorrectedAt);
  out.end_object();
}

}  // namespace

const std::string kRaffleSelect = raffle_select();

void write_raffle(JsonWriter& out, const db::Row& row) {
  out.begin_object();
  write_raffle_members(out, row);
  out.end_object();
}

void write_raffle_members(JsonWriter& out, const db::Row& row) {
  out.key("id").string(row.text_view(kColId));
  out.key("title").string(row.text_view(kColTitle));
  out.key("description").string(row.text_view(kColDescription));
  out.key("image_url");
  nullable(out, row, kColImageUrl);
  // A JSON array too ([{"width","url"}…], narrowest first), written as stored.
  const auto variants = row.text_view(kColImageVariants);
  out.key("image_variants").raw(variants.empty() ? std::string_view("[]") : variants);
  out.key("ticket_price");
  write_money(out, row.integer(kColTicketPriceCents));
  out.key("total_tickets").number(row.integer(kColTotalTickets));
  out.key("sold_tickets").number(row.integer(kColSoldTickets));
  out.key("end_date").string(row.text_view(kColEndDate));
  out.key("status").string(row.text_view(kColStatus));
  out.key("lottery").string(row.text_view(kColLottery));
  out.key("creator_id").string(row.text_view(kColCreatorId));
  out.key("is_private").boolean(row.boolean(kColIsPrivate));
  // Stored as a JSON array (SQLite CHECK json_valid / PostgreSQL jsonb), so written as is.
  const auto tags = row.text_view(kColTags);
  out.key("tags").raw(tags.empty() ? std::string_view("[]") : tags);
  out.key("winner_id");
  nullable(out, row, kColWinnerId);
  out.key("winner_number");
  nullable_number(out, row, kColWinnerNumber);
  out.key("reservation_minutes").number(row.integer(kColReservationMinutes));
  out.key("draw_at").string(row.text_view(kColDrawAt));
  out.key("unsold_rule").string(row.text_view(kColUnsoldRule));
  out.key("sales_closed_at");
  nullable(out, row, kColSalesClosedAt);
  out.key("seal_sha256");
  nullable(out, row, kColSealSha256);
  write_result(out, row);
  out.key("prize_confirmed_at");
  nullable(out, row, kColPrizeConfirmedAt);
  out.key("created_at").string(row.text_view(kColCreatedAt));
  out.key("updated_at").string(row.text_view(kColUpdatedAt));
  out.key("creator").begin_object();
  out.key("id").string(row.text_view(kColCreatorId));
  out.key("name").string(row.text_view(kColCreatorName));
  out.key("rating").number(row.real(kColCreatorRating));
  out.key("rating_count").number(row.integer(kColCreatorRatingCount));
  out.key("raffles_completed").number(row.integer(kColCreatorRafflesCompleted));
  out.key("prizes_delivered").number(row.integer(kColCreatorPrizesDelivered));
  out.key("is_verified").boolean(row.boolean(kColCreatorIsVerified));
  out.key("avatar_url");
  nullable(out, row, kColCreatorAvatarUrl);
  out.key("avatar_thumb_url");
  nullable(out, row, kColCreatorAvatarThumbUrl);
  // The creator's Bs-per-USD rate, so buyers see each total in bolívares too.
  out.key("exchange_rate");
  if (row.is_null(kColCreatorExchangeRateCents)) {
    out.null();
  } else {
    write_money(out, row.integer(kColCreatorExchangeRateCents));
  }
  out.key("exchange_rate_at");
  nullable(out, row, kColCreatorExchangeRateAt);
  out.key("contact");
  if (row.integer(kColCreatorIsBusiness) == 1) {
    out.begin_object().key("phone");
    nullable(out, row, kColCreatorPhone);
    out.key("whatsapp");
    nullable(out, row, kColCreatorWhatsapp);
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
