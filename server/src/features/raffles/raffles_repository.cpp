#include "features/raffles/raffles_repository.hpp"

#include <iterator>
#include <nlohmann/json.hpp>
#include <string_view>

#include "common/text.hpp"
#include "features/raffles/raffle_json.hpp"

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
  kColIsBlocked,
  kColTakenDownAt,
  kColTakedownReason,
  kColCreatorSuspended,
  kColumnCount
};

struct SelectedColumn {
  Column column;
  std::string_view sql;
};

// The one list kRaffleSelect is built from: each entry names the Column it is read as.
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
    {kColIsBlocked, "r.is_blocked"},
    {kColTakenDownAt, "r.taken_down_at"},
    {kColTakedownReason, "r.takedown_reason"},
    {kColCreatorSuspended, "CASE WHEN p.suspended_at IS NULL THEN 0 ELSE 1 END AS creator_suspended"},
};

// Every column selected once, at the position it is read from: a list that drifts from the enum
// does not compile.
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
  // The winning ticket (when there is one) gives the winner's name, guests included.
  return sql +
         " FROM raffles r JOIN profiles p ON p.id = r.creator_id LEFT JOIN tickets wt ON wt.id = r.winner_ticket_id ";
}

constexpr const char* kNewestFirst = " ORDER BY r.created_at DESC, r.id DESC";

std::optional<std::string> opt_text_at(const db::Row& row, std::size_t c) {
  if (row.is_null(c)) return std::nullopt;
  return std::string(row.text_view(c));
}

std::optional<std::int64_t> opt_integer_at(const db::Row& row, std::size_t c) {
  if (row.is_null(c)) return std::nullopt;
  return row.integer(c);
}

std::string variants_text(const std::vector<ImageVariant>& variants) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& v : variants) out.push_back({{"width", v.width}, {"url", v.url}});
  return out.dump();
}

std::string tags_text(const std::vector<std::string>& tags) { return nlohmann::json(tags).dump(); }

Raffle raffle_of_row(const db::Row& row);

std::vector<Raffle> raffles_of(const db::Result& result) {
  std::vector<Raffle> out;
  out.reserve(result.rows.size());
  for (const auto& row : result.rows) out.push_back(raffle_of_row(row));
  return out;
}

std::string search_pattern(const std::string& needle) { return "%" + escape_like(needle) + "%"; }

// The SELECT list and JOINs a Raffle is read with (creator joined, the winning ticket's name),
// ending in a space, ready for a WHERE.
const std::string kRaffleSelect = raffle_select();

// A row selected with kRaffleSelect as a Raffle (read by position).
Raffle raffle_of_row(const db::Row& row) {
  Raffle r;
  r.id = row.text_view(kColId);
  r.title = row.text_view(kColTitle);
  r.description = row.text_view(kColDescription);
  r.image_url = opt_text_at(row, kColImageUrl);
  if (const auto variants = row.text_view(kColImageVariants); !variants.empty()) r.image_variants_json = variants;
  r.ticket_price_cents = row.integer(kColTicketPriceCents);
  r.total_tickets = row.integer(kColTotalTickets);
  r.sold_tickets = row.integer(kColSoldTickets);
  r.end_date = row.text_view(kColEndDate);
  r.status = row.text_view(kColStatus);
  r.lottery = row.text_view(kColLottery);
  r.creator_id = row.text_view(kColCreatorId);
  r.is_private = row.boolean(kColIsPrivate);
  if (const auto tags = row.text_view(kColTags); !tags.empty()) r.tags_json = tags;
  r.winner_id = opt_text_at(row, kColWinnerId);
  r.winner_number = opt_integer_at(row, kColWinnerNumber);
  r.reservation_minutes = row.integer(kColReservationMinutes);
  r.draw_at = row.text_view(kColDrawAt);
  r.unsold_rule = row.text_view(kColUnsoldRule);
  r.sales_closed_at = opt_text_at(row, kColSalesClosedAt);
  r.seal_sha256 = opt_text_at(row, kColSealSha256);
  if (!row.is_null(kColDrawOutcome)) {
    r.result = DrawResult{opt_text_at(row, kColLotteryResult),         opt_integer_at(row, kColDrawnNumber),
                          std::string(row.text_view(kColDrawOutcome)), r.winner_number,
                          opt_text_at(row, kColWinnerBuyerName),       opt_text_at(row, kColResultUrl),
                          opt_text_at(row, kColResultImageUrl),        opt_text_at(row, kColDrawnAt),
                          opt_text_at(row, kColDrawCorrectionReason),  opt_text_at(row, kColDrawCorrectedAt)};
  }
  r.prize_confirmed_at = opt_text_at(row, kColPrizeConfirmedAt);
  r.created_at = row.text_view(kColCreatedAt);
  r.updated_at = row.text_view(kColUpdatedAt);
  RaffleCreator& c = r.creator;
  c.id = r.creator_id;
  c.name = row.text_view(kColCreatorName);
  c.rating = row.real(kColCreatorRating);
  c.rating_count = row.integer(kColCreatorRatingCount);
  c.raffles_completed = row.integer(kColCreatorRafflesCompleted);
  c.prizes_delivered = row.integer(kColCreatorPrizesDelivered);
  c.is_verified = row.boolean(kColCreatorIsVerified);
  c.avatar_url = opt_text_at(row, kColCreatorAvatarUrl);
  c.avatar_thumb_url = opt_text_at(row, kColCreatorAvatarThumbUrl);
  c.exchange_rate_cents = opt_integer_at(row, kColCreatorExchangeRateCents);
  c.exchange_rate_at = opt_text_at(row, kColCreatorExchangeRateAt);
  c.is_business = row.integer(kColCreatorIsBusiness) == 1;
  c.phone = opt_text_at(row, kColCreatorPhone);
  c.whatsapp = opt_text_at(row, kColCreatorWhatsapp);
  r.is_blocked = row.boolean(kColIsBlocked);
  r.taken_down_at = opt_text_at(row, kColTakenDownAt);
  r.takedown_reason = opt_text_at(row, kColTakedownReason);
  r.creator_suspended = row.integer(kColCreatorSuspended) == 1;
  return r;
}

}  // namespace

std::optional<Raffle> RafflesRepository::by_id(const std::string& id) {
  const auto r = db_.query(kRaffleSelect + "WHERE r.id = ?", {id});
  if (r.empty()) return std::nullopt;
  return raffle_of_row(r.first());
}

bool RafflesRepository::exists(const std::string& id) {
  return !db_.query("SELECT id FROM raffles WHERE id = ?", {id}).empty();
}

std::vector<Raffle> RafflesRepository::by_ids(const std::vector<std::string>& ids) {
  if (ids.empty()) return {};
  const db::Params params(ids.begin(), ids.end());
  return raffles_of(db_.query(kRaffleSelect + "WHERE r.id IN (" + db::placeholders(ids.size()) + ")", params));
}

RafflePage RafflesRepository::public_page(const RaffleListQuery& query, const std::string& needle,
                                          const std::string& now) {
  // Blocked raffles (taken down, or their creator suspended) are in no public list.
  std::string where = "WHERE r.is_private = FALSE AND r.is_blocked = FALSE";
  db::Params params;
  if (query.status) {
    where += " AND r.status = ?";
    params.emplace_back(*query.status);
  }
  const bool searching = !needle.empty();
  if (searching) {
    where += " AND r.search_text LIKE ? ESCAPE '\\'";
    params.emplace_back(search_pattern(needle));
  }
  if (query.ending) {
    where += " AND r.end_date > ?";
    params.emplace_back(now);
  }
  RafflePage out;
  // Without a search the count comes from raffle_counts (kept by triggers), not from a scan.
  out.count =
      searching || query.ending
          ? db_.query("SELECT COUNT(*) AS n FROM raffles r " + where, params).first().integer("n")
          : db_.query(std::string("SELECT CAST(COALESCE(SUM(n), 0) AS BIGINT) AS n FROM raffle_counts r ") +
                          (params.empty() ? "WHERE r.is_private = FALSE AND r.is_blocked = FALSE"
                                          : "WHERE r.is_private = FALSE AND r.is_blocked = FALSE AND r.status = ?"),
                      params)
                .first()
                .integer("n");
  params.emplace_back(query.page.limit);
  params.emplace_back(query.page.offset());
  out.data = raffles_of(db_.query(kRaffleSelect + where +
                                      (query.ending ? " ORDER BY r.end_date ASC, r.id ASC" : kNewestFirst) +
                                      " LIMIT ? OFFSET ?",
                                  params));
  return out;
}

std::vector<Raffle> RafflesRepository::search_active(const std::string& needle, std::int64_t limit) {
  return raffles_of(db_.query(
      kRaffleSelect +
          "WHERE r.is_private = FALSE AND r.is_blocked = FALSE AND r.status = 'active' AND r.search_text LIKE ? "
          "ESCAPE '\\'" +
          kNewestFirst + " LIMIT ?",
      {search_pattern(needle), limit}));
}

RafflePage RafflesRepository::of_creator(const std::string& creator_id, const RaffleListQuery& query,
                                         bool public_only) {
  std::string where = "WHERE r.creator_id = ?";
  db::Params params{creator_id};
  if (public_only) where += " AND r.is_private = FALSE AND r.is_blocked = FALSE";
  if (query.status) {
    where += " AND r.status = ?";
    params.emplace_back(*query.status);
  }
  RafflePage out;
  out.count = db_.query("SELECT COUNT(*) AS n FROM raffles r " + where, params).first().integer("n");
  params.emplace_back(query.page.limit);
  params.emplace_back(query.page.offset());
  out.data = raffles_of(db_.query(kRaffleSelect + where + kNewestFirst + " LIMIT ? OFFSET ?", params));
  return out;
}

bool RafflesRepository::profile_exists(const std::string& user_id) {
  return !db_.query("SELECT 1 AS found FROM profiles WHERE id = ?", {user_id}).empty();
}

void RafflesRepository::insert(db::Connection& conn, const std::string& id, const std::string& creator_id,
                               const RaffleValues& v, const std::string& now) {
  conn.query(
      "INSERT INTO raffles (id, title, description, search_text, ticket_price_cents, total_tickets, "
      "sold_tickets, end_date, draw_at, unsold_rule, status, lottery, creator_id, is_private, tags, "
      "reservation_minutes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, 'active', ?, ?, ?, ?, ?, "
      "?, ?)",
      {id, v.title, v.description, normalize_search(v.title + " " + v.description), v.ticket_price_cents,
       v.total_tickets, v.end_date, v.draw_at, v.unsold_rule, v.lottery, creator_id, v.is_private, tags_text(v.tags),
       v.reservation_minutes, now, now});
}

std::optional<RaffleState> RafflesRepository::state(db::Connection& conn, const std::string& id, bool lock) {
  const std::string suffix = lock && conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE" : "";
  const auto r = conn.query(
      "SELECT id, creator_id, sold_tickets, status, total_tickets, is_private, end_date, sales_closed_at, "
      "image_variants FROM raffles WHERE id = ?" +
          suffix,
      {id});
  if (r.empty()) return std::nullopt;
  const auto& row = r.first();
  return RaffleState{row.text("id"),
                     row.text("creator_id"),
                     row.text("status"),
                     row.text("end_date"),
                     row.integer("sold_tickets"),
                     row.integer("total_tickets"),
                     row.boolean("is_private"),
                     row.opt_text("sales_closed_at"),
                     image_variants_from(row.opt_text("image_variants").value_or("[]"))};
}

void RafflesRepository::update(db::Connection& conn, const std::string& id, const RaffleValues& v,
                               const std::string& now) {
  conn.query(
      "UPDATE raffles SET title = ?, description = ?, search_text = ?, ticket_price_cents = ?, "
      "total_tickets = ?, lottery = ?, end_date = ?, draw_at = ?, unsold_rule = ?, tags = ?, is_private = ?, "
      "reservation_minutes = ?, updated_at = ?, "
      // A new end date gets its own "ends soon" notice.
      "ending_notified_at = CASE WHEN end_date = ? THEN ending_notified_at ELSE NULL END WHERE id = ?",
      {v.title, v.description, normalize_search(v.title + " " + v.description), v.ticket_price_cents, v.total_tickets,
       v.lottery, v.end_date, v.draw_at, v.unsold_rule, tags_text(v.tags), v.is_private, v.reservation_minutes, now,
       v.end_date, id});
}

bool RafflesRepository::has_tickets(db::Connection& conn, const std::string& id) {
  return !conn.query("SELECT id FROM tickets WHERE raffle_id = ? LIMIT 1", {id}).empty();
}

void RafflesRepository::remove(db::Connection& conn, const std::string& id) {
  conn.query("DELETE FROM raffles WHERE id = ?", {id});
}

RafflesRepository::Cancelled RafflesRepository::cancel(db::Connection& conn, const std::string& id,
                                                       const std::string& now) {
  const auto raffle = conn.query(
      "UPDATE raffles SET status = 'cancelled', cancelled_at = ?, updated_at = ? WHERE id = ? "
      "RETURNING title, total_tickets",
      {now, now, id});
  conn.query("UPDATE tickets SET expires_at = NULL WHERE raffle_id = ? AND expires_at IS NOT NULL", {id});
  return {raffle.first().text("title"), raffle.first().integer("total_tickets")};
}

void RafflesRepository::set_image(db::Connection& conn, const std::string& id, const std::string& image_url,
                                  const std::vector<ImageVariant>& variants, const std::string& now) {
  conn.query("UPDATE raffles SET image_url = ?, image_variants = ?, updated_at = ? WHERE id = ?",
             {image_url, variants_text(variants), now, id});
}

}  // namespace rifa::features::raffles
