#include "features/draw/draw_repository.hpp"

namespace rifa::features::draw {

namespace {

constexpr const char* kDueReminder =
    "draw_reminded_at IS NULL AND status IN ('active', 'waiting') AND draw_outcome IS NULL AND is_blocked = FALSE "
    "AND draw_at <= ?";

std::string for_update(const db::Connection& conn) {
  return conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE" : "";
}

db::Value or_null(const std::optional<std::string>& value) { return value ? db::Value(*value) : db::Value(nullptr); }
db::Value or_null(const std::optional<std::int64_t>& value) { return value ? db::Value(*value) : db::Value(nullptr); }

std::vector<std::string> ids_of(const db::Result& result) {
  std::vector<std::string> out;
  out.reserve(result.rows.size());
  for (const auto& row : result.rows) out.push_back(row.text("id"));
  return out;
}

}  // namespace

std::optional<HeldRaffle> DrawRepository::hold_raffle(db::Connection& conn, const std::string& raffle_id) {
  const auto found = conn.query(
      "SELECT id, creator_id, status, title, total_tickets, draw_at, unsold_rule, draw_outcome, winner_ticket_id, "
      "prize_confirmed_at FROM raffles WHERE id = ?" +
          for_update(conn),
      {raffle_id});
  if (found.empty()) return std::nullopt;
  const auto& r = found.first();
  return HeldRaffle{r.text("id"),
                    r.text("creator_id"),
                    r.text("status"),
                    r.text("title"),
                    r.integer("total_tickets"),
                    r.text("draw_at"),
                    r.text("unsold_rule"),
                    r.opt_text("draw_outcome"),
                    r.opt_text("winner_ticket_id"),
                    r.opt_text("prize_confirmed_at")};
}

std::vector<PaidNumber> DrawRepository::paid_numbers(db::Connection& conn, const std::string& raffle_id) {
  const auto rows = conn.query(
      "SELECT n.number, t.id AS ticket_id, t.user_id, t.numbers, t.buyer_name FROM ticket_numbers n "
      "JOIN tickets t ON t.id = n.ticket_id WHERE n.raffle_id = ? AND t.status = 'paid'",
      {raffle_id});
  std::vector<PaidNumber> out;
  out.reserve(rows.rows.size());
  for (const auto& row : rows.rows) {
    out.push_back({row.integer("number"), row.text("ticket_id"), row.opt_text("user_id"), row.text("numbers"),
                   row.text("buyer_name")});
  }
  return out;
}

void DrawRepository::insert_attempt(db::Connection& conn, const DrawAttempt& a) {
  conn.query(
      "INSERT INTO raffle_draws (id, raffle_id, lottery_result, drawn_number, outcome, winner_number, "
      "winner_ticket_id, winner_id, result_url, entered_by, correction_reason, created_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {a.id, a.raffle_id, or_null(a.lottery_result), a.drawn_number, a.outcome, or_null(a.winner_number),
       or_null(a.winner_ticket_id), or_null(a.winner_id), or_null(a.result_url), or_null(a.entered_by),
       or_null(a.correction_reason), a.created_at});
}

void DrawRepository::record_result(db::Connection& conn, const DrawAttempt& a, const std::string& status) {
  conn.query(
      "UPDATE raffles SET lottery_result = ?, drawn_number = ?, draw_outcome = ?, winner_number = ?, winner_id = ?, "
      "winner_ticket_id = ?, result_url = ?, result_image_url = NULL, drawn_at = ?, status = ?, updated_at = ? "
      "WHERE id = ?",
      {or_null(a.lottery_result), a.drawn_number, a.outcome, or_null(a.winner_number), or_null(a.winner_id),
       or_null(a.winner_ticket_id), or_null(a.result_url), a.created_at, status, a.created_at, a.raffle_id});
}

void DrawRepository::record_correction(db::Connection& conn, const std::string& raffle_id, const std::string& reason,
                                       const std::string& now) {
  conn.query("UPDATE raffles SET draw_correction_reason = ?, draw_corrected_at = ? WHERE id = ?",
             {reason, now, raffle_id});
}

void DrawRepository::clear_prize_confirmation(db::Connection& conn, const std::string& raffle_id) {
  conn.query("UPDATE raffles SET prize_confirmed_at = NULL WHERE id = ?", {raffle_id});
}

std::optional<DrawRepository::TicketBuyer> DrawRepository::ticket_buyer(db::Connection& conn,
                                                                        const std::string& ticket_id) {
  const auto found = conn.query("SELECT user_id FROM tickets WHERE id = ?", {ticket_id});
  if (found.empty()) return std::nullopt;
  return TicketBuyer{found.first().opt_text("user_id")};
}

void DrawRepository::uncount_prize(db::Connection& conn, const std::string& creator_id) {
  conn.query("UPDATE profiles SET prizes_delivered = prizes_delivered - 1 WHERE id = ? AND prizes_delivered > 0",
             {creator_id});
}

void DrawRepository::count_completed(db::Connection& conn, const std::string& creator_id, bool more) {
  if (more) {
    conn.query("UPDATE profiles SET raffles_completed = raffles_completed + 1 WHERE id = ?", {creator_id});
  } else {
    conn.query("UPDATE profiles SET raffles_completed = raffles_completed - 1 WHERE id = ? AND raffles_completed > 0",
               {creator_id});
  }
}

std::vector<std::string> DrawRepository::savers(db::Connection& conn, const std::string& raffle_id) {
  std::vector<std::string> out;
  for (const auto& row : conn.query("SELECT user_id FROM favorites WHERE raffle_id = ?", {raffle_id}).rows) {
    out.push_back(row.text("user_id"));
  }
  return out;
}

void DrawRepository::set_result_photo(db::Connection& conn, const std::string& raffle_id, const std::string& url,
                                      const std::string& now) {
  conn.query("UPDATE raffles SET result_image_url = ?, updated_at = ? WHERE id = ?", {url, now, raffle_id});
  conn.query(
      "UPDATE raffle_draws SET result_image_url = ? WHERE id = (SELECT id FROM raffle_draws WHERE raffle_id = ? "
      "ORDER BY created_at DESC LIMIT 1)",
      {url, raffle_id});
}

std::vector<DrawAttempt> DrawRepository::attempts(const std::string& raffle_id) {
  const auto rows = db_.query(
      "SELECT d.id, d.lottery_result, d.drawn_number, d.outcome, d.winner_number, d.winner_ticket_id, d.winner_id, "
      "t.buyer_name, d.result_url, d.result_image_url, d.entered_by, d.correction_reason, d.created_at "
      "FROM raffle_draws d LEFT JOIN tickets t ON t.id = d.winner_ticket_id WHERE d.raffle_id = ? "
      "ORDER BY d.created_at ASC",
      {raffle_id});
  std::vector<DrawAttempt> out;
  out.reserve(rows.rows.size());
  for (const auto& row : rows.rows) {
    out.push_back({row.text("id"), raffle_id, row.opt_text("lottery_result"), row.integer("drawn_number"),
                   row.text("outcome"), row.opt_integer("winner_number"), row.opt_text("winner_ticket_id"),
                   row.opt_text("winner_id"), row.opt_text("buyer_name"), row.opt_text("result_url"),
                   row.opt_text("result_image_url"), row.opt_text("entered_by"), row.opt_text("correction_reason"),
                   row.text("created_at")});
  }
  return out;
}

std::optional<DrawRepository::SealRecord> DrawRepository::seal_of(const std::string& raffle_id) {
  const auto found = db_.query(
      "SELECT r.total_tickets, s.sha256, s.body, s.line_count, s.paid_count, s.sealed_at FROM raffles r "
      "LEFT JOIN raffle_seals s ON s.raffle_id = r.id WHERE r.id = ?",
      {raffle_id});
  if (found.empty()) return std::nullopt;
  const auto& r = found.first();
  SealRecord out{r.integer("total_tickets"), std::nullopt};
  if (!r.is_null("sha256")) {
    out.seal =
        Seal{r.text("sha256"), r.text("body"), r.integer("line_count"), r.integer("paid_count"), r.text("sealed_at")};
  }
  return out;
}

std::vector<RaffleTicket> DrawRepository::paid_tickets(const std::string& raffle_id) {
  const auto rows = db_.query(
      "SELECT id, numbers, buyer_name, paid_at FROM tickets WHERE raffle_id = ? AND status = 'paid' "
      "AND paid_at IS NOT NULL ORDER BY paid_at ASC",
      {raffle_id});
  std::vector<RaffleTicket> out;
  out.reserve(rows.rows.size());
  for (const auto& row : rows.rows) {
    out.push_back({row.text("id"), row.text("numbers"), row.text("buyer_name"), row.opt_text("paid_at")});
  }
  return out;
}

std::map<std::string, std::string> DrawRepository::buyer_names(const std::string& raffle_id) {
  std::map<std::string, std::string> out;
  for (const auto& row : db_.query("SELECT id, buyer_name FROM tickets WHERE raffle_id = ?", {raffle_id}).rows) {
    out[row.text("id")] = row.text("buyer_name");
  }
  return out;
}

std::optional<std::string> DrawRepository::status_of(db::Connection& conn, const std::string& raffle_id) {
  const auto found = conn.query("SELECT status FROM raffles WHERE id = ?", {raffle_id});
  if (found.empty()) return std::nullopt;
  return found.first().text("status");
}

void DrawRepository::lock_raffle(db::Connection& conn, const std::string& raffle_id) {
  conn.query("SELECT id FROM raffles WHERE id = ?" + for_update(conn), {raffle_id});
}

std::optional<DueDraw> DrawRepository::claim_sales_close(db::Connection& conn, const std::string& raffle_id,
                                                         const std::string& now) {
  const auto claimed = conn.query(
      "UPDATE raffles SET sales_closed_at = ?, status = 'waiting', updated_at = ? "
      "WHERE id = ? AND sales_closed_at IS NULL AND status IN ('active', 'waiting') RETURNING total_tickets, "
      "creator_id, title, draw_at",
      {now, now, raffle_id});
  if (claimed.empty()) return std::nullopt;
  const auto& r = claimed.first();
  return DueDraw{r.text("creator_id"), r.text("title"), r.integer("total_tickets"), r.text("draw_at")};
}

std::vector<SoldNumber> DrawRepository::sold_numbers(db::Connection& conn, const std::string& raffle_id) {
  const auto rows = conn.query(
      "SELECT n.number, n.ticket_id, t.status FROM ticket_numbers n JOIN tickets t ON t.id = n.ticket_id "
      "WHERE n.raffle_id = ? AND t.status <> 'cancelled' ORDER BY n.number",
      {raffle_id});
  std::vector<SoldNumber> out;
  out.reserve(rows.rows.size());
  for (const auto& row : rows.rows) {
    out.push_back({row.integer("number"), row.text("ticket_id"), row.text("status") == "paid"});
  }
  return out;
}

void DrawRepository::store_seal(db::Connection& conn, const std::string& raffle_id, const Seal& seal) {
  conn.query(
      "INSERT INTO raffle_seals (raffle_id, sha256, body, line_count, paid_count, sealed_at) VALUES (?, ?, ?, ?, ?, ?)",
      {raffle_id, seal.sha256, seal.body, seal.line_count, seal.paid_count, seal.sealed_at});
  conn.query("UPDATE raffles SET seal_sha256 = ? WHERE id = ?", {seal.sha256, raffle_id});
  // The list is final: an unpaid hold no longer runs out (it can still be paid).
  conn.query(
      "UPDATE tickets SET expires_at = NULL WHERE raffle_id = ? AND status = 'pending' AND expires_at IS NOT NULL",
      {raffle_id});
}

std::vector<std::string> DrawRepository::due_to_seal(const std::string& now, std::int64_t limit) {
  return ids_of(
      db_.query("SELECT id FROM raffles WHERE sales_closed_at IS NULL AND status IN ('active', 'waiting') "
                "AND (end_date <= ? OR status = 'waiting') ORDER BY end_date LIMIT ?",
                {now, limit}));
}

std::vector<std::string> DrawRepository::due_draw_ids(const std::string& now, std::int64_t limit) {
  return ids_of(db_.query(std::string("SELECT id FROM raffles WHERE ") + kDueReminder + " ORDER BY draw_at LIMIT ?",
                          {now, limit}));
}

std::optional<DueDraw> DrawRepository::claim_due_draw(db::Connection& conn, const std::string& raffle_id,
                                                      const std::string& now) {
  const auto claimed = conn.query(std::string("UPDATE raffles SET draw_reminded_at = ? WHERE id = ? AND ") +
                                      kDueReminder + " RETURNING creator_id, title, total_tickets, draw_at",
                                  {now, raffle_id, now});
  if (claimed.empty()) return std::nullopt;
  const auto& r = claimed.first();
  return DueDraw{r.text("creator_id"), r.text("title"), r.integer("total_tickets"), r.text("draw_at")};
}

}  // namespace rifa::features::draw
