#include "features/draw/draw_service.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/text.hpp"
#include "common/time.hpp"
#include "features/admin/audit_log.hpp"
#include "features/draw/draw_rules.hpp"
#include "features/draw/seal.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/raffle_audience.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/raffles/raffles_service.hpp"
#include "storage/image_codec.hpp"

namespace rifa::features::draw {

using nlohmann::json;

namespace {

ApiError raffle_not_found() { return ApiError::not_found("Rifa no encontrada"); }
ApiError not_drawn() { return ApiError::conflict("not_drawn", "Esta rifa no tiene un sorteo registrado"); }
ApiError not_sealed() { return {404, "not_sealed", "Las ventas de esta rifa todavía no se han cerrado"}; }

// The raffle row, held for the rest of the transaction (PostgreSQL: FOR UPDATE, as a purchase).
db::Row held_raffle(db::Connection& conn, const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  const auto found = conn.query(
      "SELECT id, creator_id, status, title, total_tickets, draw_at, unsold_rule, draw_outcome, winner_ticket_id, "
      "prize_confirmed_at FROM raffles WHERE id = ?" +
          lock_suffix(conn),
      {raffle_id});
  if (found.empty()) throw raffle_not_found();
  return found.first();
}

// The drawn number the request gives for a raffle of `total_tickets` numbers, or 422.
std::int64_t drawn_number(const DrawInput& input, std::int64_t total_tickets) {
  if (input.lottery_result) {
    if (const auto drawn = drawn_number_of(*input.lottery_result, total_tickets)) return *drawn;
    throw ApiError::validation({{"lottery_result", "Escribe el número publicado por la lotería (al menos " +
                                                       std::to_string(digits_for(total_tickets)) + " cifras)"}});
  }
  const std::int64_t number = input.winner_number.value_or(-1);
  if (number < 0 || number >= total_tickets) {
    throw ApiError::validation(
        {{"winner_number", "El número ganador debe estar entre " + padded_number(0, total_tickets) + " y " +
                               padded_number(total_tickets - 1, total_tickets)}});
  }
  return number;
}

// The seal of a raffle (404 when the raffle is missing, not_sealed before its sales close).
db::Row sealed(db::Database& db, const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  const auto found = db.query(
      "SELECT r.total_tickets, s.sha256, s.body, s.line_count, s.paid_count, s.sealed_at FROM raffles r "
      "LEFT JOIN raffle_seals s ON s.raffle_id = r.id WHERE r.id = ?",
      {raffle_id});
  if (found.empty()) throw raffle_not_found();
  if (found.first().is_null("sha256")) throw not_sealed();
  return found.first();
}

// What the raffle's rule decides for `drawn` against the tickets paid now, and the winning row
// (number, ticket_id, user_id, numbers, buyer_name) when there is one. The draw and its preview
// both come here, so they cannot disagree.
struct Pick {
  Decision decision;
  std::optional<db::Row> winner;
};

Pick pick(db::Connection& conn, const db::Row& r, std::int64_t drawn) {
  // Only what is paid at this moment takes part.
  const auto paid_rows = conn.query(
      "SELECT n.number, t.id AS ticket_id, t.user_id, t.numbers, t.buyer_name FROM ticket_numbers n "
      "JOIN tickets t ON t.id = n.ticket_id WHERE n.raffle_id = ? AND t.status = 'paid'",
      {r.text("id")});
  std::set<std::int64_t> paid;
  std::map<std::int64_t, const db::Row*> holder;
  for (const auto& row : paid_rows.rows) {
    paid.insert(row.integer("number"));
    holder[row.integer("number")] = &row;
  }
  Pick out{decide(drawn, paid, r.integer("total_tickets"), r.text("unsold_rule")), std::nullopt};
  if (out.decision.winner_number) out.winner = *holder.at(*out.decision.winner_number);
  return out;
}

struct SealLine {
  std::string number, ticket_id;
  bool paid = false;
};

std::vector<SealLine> seal_lines(const std::string& body) {
  std::vector<SealLine> out;
  std::size_t start = 0;
  while (start < body.size()) {
    const std::size_t end = body.find('\n', start);
    const std::string line = body.substr(start, end - start);
    start = end == std::string::npos ? body.size() : end + 1;
    const std::size_t first = line.find(';'), last = line.rfind(';');
    if (first == std::string::npos || last == first) continue;
    out.push_back({line.substr(0, first), line.substr(first + 1, last - first - 1), line.substr(last + 1) == "paid"});
  }
  return out;
}

// A CSV field: quoted when it holds the separator, a quote or a line break.
std::string csv_field(const std::string& text) {
  if (text.find_first_of(";\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (const char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

raffles::Raffle DrawService::raffle(const std::string& raffle_id) {
  auto found = raffles::find_raffle(db_, raffle_id);
  if (!found) throw raffle_not_found();
  return std::move(*found);
}

raffles::Raffle DrawService::draw(const std::string& user_id, const std::string& raffle_id, const DrawInput& input) {
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const db::Row r = held_raffle(conn, raffle_id);
        if (r.text("creator_id") != user_id && !profiles::is_super_admin(conn, user_id)) {
          throw ApiError::forbidden("Solo quien creó la rifa puede registrar el sorteo");
        }
        const std::string status = r.text("status");
        if (status == "cancelled") throw ApiError::conflict("raffle_closed", "Esta rifa fue cancelada");
        if (status == "completed") {
          throw ApiError::conflict("already_drawn", "El sorteo de esta rifa ya fue registrado");
        }
        const auto now = std::chrono::system_clock::now();
        const auto draw_at = parse_rfc3339(r.text("draw_at"));
        if (draw_at && now < *draw_at) {
          throw ApiError::conflict(
              "draw_too_early",
              "La lotería todavía no ha sorteado: podrás registrar el resultado después del " + caracas_text(*draw_at));
        }
        const std::int64_t drawn = drawn_number(input, r.integer("total_tickets"));
        const std::string at = to_rfc3339(now);
        seal_sales(conn, batch, bus_, notifier_, raffle_id, at, SealCause::draw);
        apply(conn, batch, r, drawn, input, user_id, at);
      },
      db::TransactionOptions{.isolation = db::Isolation::row_locks});
  return raffle(raffle_id);
}

json DrawService::preview(const std::string& user_id, const std::string& raffle_id, const DrawInput& input) {
  json out;
  db_.transaction([&](db::Connection& conn) {
    const db::Row r = held_raffle(conn, raffle_id);
    if (r.text("creator_id") != user_id && !profiles::is_super_admin(conn, user_id)) throw raffle_not_found();
    const std::int64_t total = r.integer("total_tickets");
    const std::int64_t drawn = drawn_number(input, total);
    const Pick picked = pick(conn, r, drawn);
    const auto& winner = picked.winner;
    out = {{"drawn_number", drawn},
           {"outcome", picked.decision.outcome},
           {"winner_number", picked.decision.winner_number ? json(*picked.decision.winner_number) : json(nullptr)},
           {"winner_ticket_id", winner ? json(winner->text("ticket_id")) : json(nullptr)},
           {"winner_name", winner ? json(mask_name(winner->text("buyer_name"))) : json(nullptr)},
           {"unsold_rule", r.text("unsold_rule")}};
  });
  return out;
}

raffles::Raffle DrawService::close_sales(const std::string& user_id, const std::string& raffle_id) {
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const db::Row r = held_raffle(conn, raffle_id);
        if (r.text("creator_id") != user_id) throw raffle_not_found();
        const std::string status = r.text("status");
        if (status == "cancelled") throw ApiError::conflict("raffle_closed", "Esta rifa fue cancelada");
        if (status == "completed") throw ApiError::conflict("raffle_closed", "Esta rifa ya finalizó");
        if (!seal_sales(conn, batch, bus_, notifier_, raffle_id, now_rfc3339(), SealCause::early)) {
          throw ApiError::conflict("sales_closed", "Las ventas de esta rifa ya están cerradas");
        }
      },
      db::TransactionOptions{.isolation = db::Isolation::row_locks});
  return raffle(raffle_id);
}

raffles::Raffle DrawService::correct(const std::string& user_id, const std::string& raffle_id, const DrawInput& input) {
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const db::Row r = held_raffle(conn, raffle_id);
        if (!profiles::is_super_admin(conn, user_id)) {
          throw ApiError::forbidden("Solo un administrador puede corregir un sorteo");
        }
        if (r.text("status") != "completed") throw not_drawn();
        const std::int64_t drawn = drawn_number(input, r.integer("total_tickets"));
        apply(conn, batch, r, drawn, input, user_id, now_rfc3339());
      },
      db::TransactionOptions{.isolation = db::Isolation::row_locks});
  return raffle(raffle_id);
}

void DrawService::apply(db::Connection& conn, events::Batch& batch, const db::Row& r, std::int64_t drawn,
                        const DrawInput& input, const std::string& user_id, const std::string& now) {
  const std::string raffle_id = r.text("id");
  const std::string creator_id = r.text("creator_id");
  const std::int64_t total = r.integer("total_tickets");
  const Pick picked = pick(conn, r, drawn);
  const Decision& decision = picked.decision;
  const db::Row* winner = picked.winner ? &*picked.winner : nullptr;
  const db::Value ticket_id = winner ? db::Value(winner->text("ticket_id")) : db::Value(nullptr);
  const std::optional<std::string> winner_id = winner ? winner->opt_text("user_id") : std::nullopt;
  const db::Value winner_value = winner_id ? db::Value(*winner_id) : db::Value(nullptr);
  const db::Value winner_number = decision.winner_number ? db::Value(*decision.winner_number) : db::Value(nullptr);
  const db::Value lottery_result = input.lottery_result ? db::Value(*input.lottery_result) : db::Value(nullptr);
  const db::Value result_url = input.result_url ? db::Value(*input.result_url) : db::Value(nullptr);
  const bool correction = input.reason.has_value();
  const bool was_completed = r.text("status") == "completed";
  const std::string status = decision.completes() ? "completed" : "waiting";

  conn.query(
      "INSERT INTO raffle_draws (id, raffle_id, lottery_result, drawn_number, outcome, winner_number, "
      "winner_ticket_id, winner_id, result_url, entered_by, correction_reason, created_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {new_uuid(), raffle_id, lottery_result, drawn, decision.outcome, winner_number, ticket_id, winner_value,
       result_url, user_id, correction ? db::Value(*input.reason) : db::Value(nullptr), now});
  conn.query(
      "UPDATE raffles SET lottery_result = ?, drawn_number = ?, draw_outcome = ?, winner_number = ?, winner_id = ?, "
      "winner_ticket_id = ?, result_url = ?, result_image_url = NULL, drawn_at = ?, status = ?, updated_at = ? "
      "WHERE id = ?",
      {lottery_result, drawn, decision.outcome, winner_number, winner_value, ticket_id, result_url, now, status, now,
       raffle_id});
  if (correction) {
    conn.query("UPDATE raffles SET draw_correction_reason = ?, draw_corrected_at = ? WHERE id = ?",
               {*input.reason, now, raffle_id});
  }
  // A confirmation of the prize belongs to the winning ticket: a correction that changes the winner
  // takes it back (and out of the organiser's record); the new winner confirms anew.
  const bool winner_changed = r.opt_text("winner_ticket_id") != (winner ? winner->opt_text("ticket_id") : std::nullopt);
  if (correction && winner_changed && !r.is_null("prize_confirmed_at")) {
    conn.query("UPDATE raffles SET prize_confirmed_at = NULL WHERE id = ?", {raffle_id});
    // Only a prize confirmed by someone else counted (a creator's own win never does).
    const auto previous =
        conn.query("SELECT user_id FROM tickets WHERE id = ?", {r.opt_text("winner_ticket_id").value_or("")});
    if (!previous.empty() && previous.first().opt_text("user_id") != creator_id) {
      conn.query("UPDATE profiles SET prizes_delivered = prizes_delivered - 1 WHERE id = ? AND prizes_delivered > 0",
                 {creator_id});
    }
  }
  // The organiser's record counts completed raffles (a winner or void).
  if (!was_completed && decision.completes()) {
    conn.query("UPDATE profiles SET raffles_completed = raffles_completed + 1 WHERE id = ?", {creator_id});
  } else if (was_completed && !decision.completes()) {
    conn.query("UPDATE profiles SET raffles_completed = raffles_completed - 1 WHERE id = ? AND raffles_completed > 0",
               {creator_id});
  }
  json audit = {{"drawn_number", drawn},
                {"outcome", decision.outcome},
                {"winner_number", decision.winner_number ? json(*decision.winner_number) : json(nullptr)},
                {"lottery_result", input.lottery_result ? json(*input.lottery_result) : json(nullptr)}};
  if (correction) {
    audit["reason"] = *input.reason;
    audit["previous_outcome"] = r.is_null("draw_outcome") ? json(nullptr) : json(r.text("draw_outcome"));
    audit["previous_winner_ticket_id"] = nullable_text(r, "winner_ticket_id");
  }
  admin::audit_log::record(conn, user_id, correction ? "raffle.draw_corrected" : "raffle.drawn", "raffle", raffle_id,
                           audit);
  bus_.stage(conn, batch,
             {events::raffle_topic(raffle_id), "raffle.status", {{"raffle_id", raffle_id}, {"status", status}}});

  // Notifications: the creator, the winner, everyone else who bought or saved the raffle, once each.
  const notifications::RaffleRef ref{raffle_id, r.text("title"), total};
  const notifications::DrawNews news{drawn, decision.outcome, decision.winner_number,
                                     winner ? winner->text("ticket_id") : "", correction};
  auto audience = notifications::live_buyers(conn, raffle_id);
  if (decision.completes()) {
    notifier_.send(conn, batch, notifications::raffle_completed(creator_id, ref, news));
    if (winner_id) {
      notifier_.send(
          conn, batch,
          notifications::ticket_winner(*winner_id, ref, news, notifications::numbers_of(winner->text("numbers"))));
      audience.erase(*winner_id);
    }
    for (const auto& favorite : conn.query("SELECT user_id FROM favorites WHERE raffle_id = ?", {raffle_id}).rows) {
      audience.try_emplace(favorite.text("user_id"));
    }
  }
  audience.erase(creator_id);
  for (const auto& [audience_id, holding] : audience) {
    notifier_.send(conn, batch, notifications::winner_announced(audience_id, ref, news, holding.numbers));
  }
}

raffles::Raffle DrawService::upload_photo(const std::string& user_id, const std::string& raffle_id,
                                          const std::string& bytes) {
  const auto image = storage::reencode(bytes);
  db_.transaction([&](db::Connection& conn) {
    const db::Row r = held_raffle(conn, raffle_id);
    const std::string creator_id = r.text("creator_id");
    if (creator_id != user_id && !profiles::is_super_admin(conn, user_id)) {
      throw ApiError::forbidden("Solo el creador de la rifa puede hacer esto");
    }
    if (r.is_null("draw_outcome")) throw not_drawn();
    const std::string stem = creator_id + "/" + raffle_id + "-result";
    const std::string path = stem + "." + image.kind.extension;
    store_.remove_prefix(conn, "raffle-images", stem + ".", path);  // an earlier photo of another type
    const std::string etag = store_.put(conn, "raffle-images", path, creator_id, image.kind.content_type, image.data);
    const std::string url = storage::ObjectStore::public_url("raffle-images", path, etag);
    const std::string now = now_rfc3339();
    conn.query("UPDATE raffles SET result_image_url = ?, updated_at = ? WHERE id = ?", {url, now, raffle_id});
    conn.query(
        "UPDATE raffle_draws SET result_image_url = ? WHERE id = (SELECT id FROM raffle_draws WHERE raffle_id = ? "
        "ORDER BY created_at DESC LIMIT 1)",
        {url, raffle_id});
  });
  return raffle(raffle_id);
}

json DrawService::attempts(const std::string& raffle_id) {
  if (!is_uuid(raffle_id) || db_.query("SELECT id FROM raffles WHERE id = ?", {raffle_id}).empty()) {
    throw raffle_not_found();
  }
  const auto rows = db_.query(
      "SELECT d.id, d.lottery_result, d.drawn_number, d.outcome, d.winner_number, t.buyer_name, d.result_url, "
      "d.result_image_url, d.correction_reason, d.created_at FROM raffle_draws d "
      "LEFT JOIN tickets t ON t.id = d.winner_ticket_id WHERE d.raffle_id = ? ORDER BY d.created_at ASC",
      {raffle_id});
  json data = json::array();
  for (const auto& row : rows.rows) {
    data.push_back(
        {{"id", row.text("id")},
         {"lottery_result", nullable_text(row, "lottery_result")},
         {"drawn_number", row.integer("drawn_number")},
         {"outcome", row.text("outcome")},
         {"winner_number", nullable_integer(row, "winner_number")},
         {"winner_name", row.is_null("buyer_name") ? json(nullptr) : json(mask_name(row.text("buyer_name")))},
         {"result_url", nullable_text(row, "result_url")},
         {"result_image_url", nullable_text(row, "result_image_url")},
         {"correction_reason", nullable_text(row, "correction_reason")},
         {"created_at", row.text("created_at")}});
  }
  return {{"data", data}};
}

json DrawService::seal(const std::string& raffle_id) {
  const db::Row s = sealed(db_, raffle_id);
  std::set<std::string> pending;
  for (const auto& line : seal_lines(s.text("body"))) {
    if (!line.paid) pending.insert(line.ticket_id);
  }
  json paid_after = json::array();
  const auto paid = db_.query(
      "SELECT id, numbers, paid_at FROM tickets WHERE raffle_id = ? AND status = 'paid' AND paid_at IS NOT NULL "
      "ORDER BY paid_at ASC",
      {raffle_id});
  for (const auto& row : paid.rows) {
    if (!pending.count(row.text("id"))) continue;
    auto numbers = notifications::numbers_of(row.text("numbers"));
    std::sort(numbers.begin(), numbers.end());
    paid_after.push_back({{"ticket_id", row.text("id")}, {"numbers", numbers}, {"paid_at", row.text("paid_at")}});
  }
  const std::int64_t lines = s.integer("line_count"), paid_count = s.integer("paid_count");
  return {{"raffle_id", raffle_id},
          {"sha256", s.text("sha256")},
          {"sealed_at", s.text("sealed_at")},
          {"line_count", lines},
          {"paid_count", paid_count},
          {"pending_count", lines - paid_count},
          {"digits", digits_for(s.integer("total_tickets"))},
          {"paid_after_seal", paid_after}};
}

SealFile DrawService::seal_text(const std::string& raffle_id) {
  return {sealed(db_, raffle_id).text("body"), "rifa-" + raffle_id + "-sellado.txt"};
}

SealFile DrawService::seal_csv(const std::string& raffle_id) {
  const db::Row s = sealed(db_, raffle_id);
  std::map<std::string, std::string> names;
  for (const auto& row : db_.query("SELECT id, buyer_name FROM tickets WHERE raffle_id = ?", {raffle_id}).rows) {
    names[row.text("id")] = mask_name(row.text("buyer_name"));
  }
  std::string out = "\xEF\xBB\xBFnumero;ticket;estado;comprador\n";
  for (const auto& line : seal_lines(s.text("body"))) {
    out += line.number + ";" + line.ticket_id + ";" + (line.paid ? "pagado" : "pendiente") + ";" +
           csv_field(names[line.ticket_id]) + "\n";
  }
  return {out, "rifa-" + raffle_id + "-lista.csv"};
}

}  // namespace rifa::features::draw
