#include "features/draw/draw_service.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

#include "common/errors.hpp"
#include "common/ids.hpp"
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

// The raffle, held for the rest of the transaction (PostgreSQL: FOR UPDATE, as a purchase).
HeldRaffle held_raffle(db::Connection& conn, const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  auto found = DrawRepository::hold_raffle(conn, raffle_id);
  if (!found) throw raffle_not_found();
  return std::move(*found);
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

// The seal of a raffle and its size (404 when the raffle is missing, not_sealed before its sales close).
std::pair<Seal, std::int64_t> sealed(DrawRepository& repo, const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  auto found = repo.seal_of(raffle_id);
  if (!found) throw raffle_not_found();
  if (!found->seal) throw not_sealed();
  return {std::move(*found->seal), found->total_tickets};
}

// What the raffle's rule decides for `drawn` against the tickets paid now, and the winning paid
// number when there is one. The draw and its preview both come here, so they cannot disagree.
struct Pick {
  Decision decision;
  std::optional<PaidNumber> winner;
};

Pick pick(db::Connection& conn, const HeldRaffle& r, std::int64_t drawn) {
  // Only what is paid at this moment takes part.
  const auto paid_numbers = DrawRepository::paid_numbers(conn, r.id);
  std::set<std::int64_t> paid;
  std::map<std::int64_t, const PaidNumber*> holder;
  for (const auto& number : paid_numbers) {
    paid.insert(number.number);
    holder[number.number] = &number;
  }
  Pick out{decide(drawn, paid, r.total_tickets, r.unsold_rule), std::nullopt};
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
        const HeldRaffle r = held_raffle(conn, raffle_id);
        if (r.creator_id != user_id && !profiles::is_super_admin(conn, user_id)) {
          throw ApiError::forbidden("Solo quien creó la rifa puede registrar el sorteo");
        }
        if (r.status == "cancelled") throw ApiError::conflict("raffle_closed", "Esta rifa fue cancelada");
        if (r.status == "completed") {
          throw ApiError::conflict("already_drawn", "El sorteo de esta rifa ya fue registrado");
        }
        const auto now = std::chrono::system_clock::now();
        const auto draw_at = parse_rfc3339(r.draw_at);
        if (draw_at && now < *draw_at) {
          throw ApiError::conflict(
              "draw_too_early",
              "La lotería todavía no ha sorteado: podrás registrar el resultado después del " + caracas_text(*draw_at));
        }
        const std::int64_t drawn = drawn_number(input, r.total_tickets);
        const std::string at = to_rfc3339(now);
        seal_sales(conn, batch, bus_, notifier_, raffle_id, at, SealCause::draw);
        apply(conn, batch, r, drawn, input, user_id, at);
      },
      db::TransactionOptions{.isolation = db::Isolation::row_locks});
  return raffle(raffle_id);
}

DrawPreview DrawService::preview(const std::string& user_id, const std::string& raffle_id, const DrawInput& input) {
  DrawPreview out;
  db_.transaction([&](db::Connection& conn) {
    const HeldRaffle r = held_raffle(conn, raffle_id);
    if (r.creator_id != user_id && !profiles::is_super_admin(conn, user_id)) throw raffle_not_found();
    const std::int64_t drawn = drawn_number(input, r.total_tickets);
    const Pick picked = pick(conn, r, drawn);
    const auto& winner = picked.winner;
    out = {drawn,
           picked.decision.outcome,
           picked.decision.winner_number,
           winner ? std::optional(winner->ticket_id) : std::nullopt,
           winner ? std::optional(mask_name(winner->buyer_name)) : std::nullopt,
           r.unsold_rule};
  });
  return out;
}

raffles::Raffle DrawService::close_sales(const std::string& user_id, const std::string& raffle_id) {
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const HeldRaffle r = held_raffle(conn, raffle_id);
        if (r.creator_id != user_id) throw raffle_not_found();
        if (r.status == "cancelled") throw ApiError::conflict("raffle_closed", "Esta rifa fue cancelada");
        if (r.status == "completed") throw ApiError::conflict("raffle_closed", "Esta rifa ya finalizó");
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
        const HeldRaffle r = held_raffle(conn, raffle_id);
        if (!profiles::is_super_admin(conn, user_id)) {
          throw ApiError::forbidden("Solo un administrador puede corregir un sorteo");
        }
        if (r.status != "completed") throw not_drawn();
        const std::int64_t drawn = drawn_number(input, r.total_tickets);
        apply(conn, batch, r, drawn, input, user_id, now_rfc3339());
      },
      db::TransactionOptions{.isolation = db::Isolation::row_locks});
  return raffle(raffle_id);
}

void DrawService::apply(db::Connection& conn, events::Batch& batch, const HeldRaffle& r, std::int64_t drawn,
                        const DrawInput& input, const std::string& user_id, const std::string& now) {
  const std::string& raffle_id = r.id;
  const std::string& creator_id = r.creator_id;
  const Pick picked = pick(conn, r, drawn);
  const Decision& decision = picked.decision;
  const PaidNumber* winner = picked.winner ? &*picked.winner : nullptr;
  const std::optional<std::string> winner_id = winner ? winner->user_id : std::nullopt;
  const bool correction = input.reason.has_value();
  const bool was_completed = r.status == "completed";
  const std::string status = decision.completes() ? "completed" : "waiting";

  const DrawAttempt attempt{new_uuid(),
                            raffle_id,
                            input.lottery_result,
                            drawn,
                            decision.outcome,
                            decision.winner_number,
                            winner ? std::optional(winner->ticket_id) : std::nullopt,
                            winner_id,
                            std::nullopt,
                            input.result_url,
                            std::nullopt,
                            user_id,
                            input.reason,
                            now};
  DrawRepository::insert_attempt(conn, attempt);
  DrawRepository::record_result(conn, attempt, status);
  if (correction) DrawRepository::record_correction(conn, raffle_id, *input.reason, now);
  // A confirmation of the prize belongs to the winning ticket: a correction that changes the winner
  // takes it back (and out of the organiser's record); the new winner confirms anew.
  const bool winner_changed = r.winner_ticket_id != attempt.winner_ticket_id;
  if (correction && winner_changed && r.prize_confirmed_at) {
    DrawRepository::clear_prize_confirmation(conn, raffle_id);
    // Only a prize confirmed by someone else counted (a creator's own win never does).
    const auto previous = DrawRepository::ticket_buyer(conn, r.winner_ticket_id.value_or(""));
    if (previous && previous->user_id != creator_id) DrawRepository::uncount_prize(conn, creator_id);
  }
  // The organiser's record counts completed raffles (a winner or void).
  if (!was_completed && decision.completes()) {
    DrawRepository::count_completed(conn, creator_id, true);
  } else if (was_completed && !decision.completes()) {
    DrawRepository::count_completed(conn, creator_id, false);
  }
  json audit = {{"drawn_number", drawn},
                {"outcome", decision.outcome},
                {"winner_number", decision.winner_number ? json(*decision.winner_number) : json(nullptr)},
                {"lottery_result", input.lottery_result ? json(*input.lottery_result) : json(nullptr)}};
  if (correction) {
    audit["reason"] = *input.reason;
    audit["previous_outcome"] = r.draw_outcome ? json(*r.draw_outcome) : json(nullptr);
    audit["previous_winner_ticket_id"] = r.winner_ticket_id ? json(*r.winner_ticket_id) : json(nullptr);
  }
  admin::audit_log::record(conn, user_id, correction ? "raffle.draw_corrected" : "raffle.drawn", "raffle", raffle_id,
                           audit);
  bus_.stage(conn, batch,
             {events::raffle_topic(raffle_id), "raffle.status", {{"raffle_id", raffle_id}, {"status", status}}});

  // Notifications: the creator, the winner, everyone else who bought or saved the raffle, once each.
  const notifications::RaffleRef ref{raffle_id, r.title, r.total_tickets};
  const notifications::DrawNews news{drawn, decision.outcome, decision.winner_number, winner ? winner->ticket_id : "",
                                     correction};
  auto audience = notifications::live_buyers(conn, raffle_id);
  if (decision.completes()) {
    notifier_.send(conn, batch, notifications::raffle_completed(creator_id, ref, news));
    if (winner_id) {
      notifier_.send(conn, batch,
                     notifications::ticket_winner(*winner_id, ref, news, notifications::numbers_of(winner->numbers)));
      audience.erase(*winner_id);
    }
    for (const auto& saver : DrawRepository::savers(conn, raffle_id)) audience.try_emplace(saver);
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
    const HeldRaffle r = held_raffle(conn, raffle_id);
    if (r.creator_id != user_id && !profiles::is_super_admin(conn, user_id)) {
      throw ApiError::forbidden("Solo el creador de la rifa puede hacer esto");
    }
    if (!r.draw_outcome) throw not_drawn();
    const std::string stem = r.creator_id + "/" + raffle_id + "-result";
    const std::string path = stem + "." + image.kind.extension;
    store_.remove_prefix(conn, "raffle-images", stem + ".", path);  // an earlier photo of another type
    const std::string etag = store_.put(conn, "raffle-images", path, r.creator_id, image.kind.content_type, image.data);
    DrawRepository::set_result_photo(conn, raffle_id, storage::ObjectStore::public_url("raffle-images", path, etag),
                                     now_rfc3339());
  });
  return raffle(raffle_id);
}

std::vector<DrawAttempt> DrawService::attempts(const std::string& raffle_id) {
  if (!raffles::raffle_exists(db_, raffle_id)) throw raffle_not_found();
  return repo_.attempts(raffle_id);
}

SealSummary DrawService::seal(const std::string& raffle_id) {
  auto [seal, total_tickets] = sealed(repo_, raffle_id);
  std::set<std::string> pending;
  for (const auto& line : seal_lines(seal.body)) {
    if (!line.paid) pending.insert(line.ticket_id);
  }
  std::vector<PaidAfterSeal> paid_after;
  for (const auto& ticket : repo_.paid_tickets(raffle_id)) {
    if (!pending.count(ticket.id)) continue;
    auto numbers = notifications::numbers_of(ticket.numbers);
    std::sort(numbers.begin(), numbers.end());
    paid_after.push_back({ticket.id, std::move(numbers), ticket.paid_at.value_or("")});
  }
  return {raffle_id, std::move(seal), digits_for(total_tickets), std::move(paid_after)};
}

SealFile DrawService::seal_text(const std::string& raffle_id) {
  return {sealed(repo_, raffle_id).first.body, "rifa-" + raffle_id + "-sellado.txt"};
}

SealFile DrawService::seal_csv(const std::string& raffle_id) {
  const Seal s = sealed(repo_, raffle_id).first;
  const auto names = repo_.buyer_names(raffle_id);
  std::string out = "\xEF\xBB\xBFnumero;ticket;estado;comprador\n";
  for (const auto& line : seal_lines(s.body)) {
    const auto name = names.find(line.ticket_id);
    out += line.number + ";" + line.ticket_id + ";" + (line.paid ? "pagado" : "pendiente") + ";" +
           csv_field(name == names.end() ? std::string() : mask_name(name->second)) + "\n";
  }
  return {out, "rifa-" + raffle_id + "-lista.csv"};
}

}  // namespace rifa::features::draw
