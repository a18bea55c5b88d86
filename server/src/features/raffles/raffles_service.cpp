#include "features/raffles/raffles_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "common/text.hpp"
#include "common/time.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/raffle_audience.hpp"
#include "storage/image_codec.hpp"

namespace rifa::features::raffles {

using nlohmann::json;

namespace {

ApiError raffle_not_found() { return ApiError::not_found("Rifa no encontrada"); }

// WebP copies of a raffle's image: 320 and 640 for a card (about 320 CSS pixels wide, on 1× and 2×
// screens) and 1280 for the raffle page's image, the page's width on a phone: on a 2–3× phone
// `sizes`/`srcset` otherwise pick the original (PNG or JPEG, up to 2048 px), several times heavier.
const std::vector<int> kImageWidths{320, 640, 1280};

std::string plan_label(const plans::Allowance& allowance) {
  return allowance.plan_name.empty() ? "actual" : allowance.plan_name;
}

}  // namespace

void RafflesService::check_visibility(const plans::Allowance& allowance, bool is_private) {
  if (is_private && !allowance.can_create_private) {
    const std::string better = plans_.cheapest_plan_where("can_create_private = TRUE");
    throw ApiError(403, "plan_forbids_private",
                   "Tu plan " + plan_label(allowance) + " no permite crear rifas privadas." +
                       (better.empty() ? "" : " El plan " + better + " lo permite."));
  }
  if (!is_private && !allowance.can_create_public) {
    const std::string better = plans_.cheapest_plan_where("can_create_public = TRUE");
    throw ApiError(403, "plan_forbids_public",
                   "Tu plan " + plan_label(allowance) + " no permite crear rifas públicas." +
                       (better.empty() ? "" : " El plan " + better + " lo permite."));
  }
}

void RafflesService::check_size(const plans::Allowance& allowance, std::int64_t total) {
  if (total <= allowance.max_tickets_per_raffle) return;
  const std::string better = plans_.cheapest_plan_where("max_tickets_per_raffle >= ?", {total});
  throw ApiError(403, "plan_ticket_limit",
                 "Tu plan " + plan_label(allowance) + " permite rifas de hasta " +
                     std::to_string(allowance.max_tickets_per_raffle) + " números." +
                     (better.empty() ? "" : " El plan " + better + " permite " + std::to_string(total) + "."));
}

json RafflesService::create(const std::string& user_id, const RaffleFields& f) {
  const std::int64_t total = f.total_tickets.value_or(0);
  const bool is_private = f.is_private.value_or(false);
  const auto allowance = plans_.allowance(user_id);
  const std::string plan = plan_label(allowance);
  check_visibility(allowance, is_private);
  check_size(allowance, total);
  const std::string title = f.title.value_or(""), description = f.description.value_or("");
  const std::string tags = json(f.tags.value_or(std::vector<std::string>{})).dump();

  const std::string id = new_uuid();
  db_.transaction([&](db::Connection& conn) {
    if (allowance.max_active_raffles) {
      if (plans::count_active_raffles(conn, user_id) >= *allowance.max_active_raffles) {
        const std::string better = plans_.cheapest_plan_where("max_active_raffles IS NULL OR max_active_raffles > ?",
                                                              {*allowance.max_active_raffles});
        throw ApiError(403, "plan_limit_reached",
                       "Tu plan " + plan + " permite " + std::to_string(*allowance.max_active_raffles) +
                           " rifa(s) activa(s) a la vez." +
                           (better.empty() ? "" : " El plan " + better + " permite más."));
      }
    }
    const std::string now = now_rfc3339();
    conn.query(
        "INSERT INTO raffles (id, title, description, search_text, ticket_price_cents, total_tickets, "
        "sold_tickets, end_date, draw_at, unsold_rule, status, lottery, creator_id, is_private, tags, "
        "reservation_minutes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, 'active', ?, ?, ?, ?, ?, "
        "?, ?)",
        {id, title, description, normalize_search(title + " " + description), f.price_cents.value_or(0), total,
         f.end_date.value_or(""), f.draw_at.value_or(f.end_date.value_or("")), f.unsold_rule.value_or("next_draw"),
         f.lottery.value_or(""), user_id, is_private, tags, f.reservation_minutes.value_or(kDefaultReservationMinutes),
         now, now});
  });
  return get(id);
}

std::string RafflesService::list_public(const RaffleListQuery& query) {
  const Page& page = query.page;
  std::string where = "WHERE r.is_private = FALSE";
  db::Params params;
  if (query.status) {
    where += " AND r.status = ?";
    params.emplace_back(*query.status);
  }
  const std::string needle = query.q ? normalize_search(*query.q) : "";
  const bool searching = !needle.empty();
  if (searching) {
    where += " AND r.search_text LIKE ? ESCAPE '\\'";
    params.emplace_back("%" + escape_like(needle) + "%");
  }
  // ending: raffles whose end is still ahead, the soonest first (home's "Terminan pronto").
  const bool ending = query.ending;
  if (ending) {
    where += " AND r.end_date > ?";
    params.emplace_back(now_rfc3339());
  }
  // Without a search the count comes from raffle_counts (kept by triggers), not from a scan.
  const auto count =
      searching || ending
          ? db_.query("SELECT COUNT(*) AS n FROM raffles r " + where, params).first().integer("n")
          : db_.query(
                   std::string("SELECT CAST(COALESCE(SUM(n), 0) AS BIGINT) AS n FROM raffle_counts r ") +
                       (params.empty() ? "WHERE r.is_private = FALSE" : "WHERE r.is_private = FALSE AND r.status = ?"),
                   params)
                .first()
                .integer("n");
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  const auto rows =
      db_.query(std::string(kRaffleSelect) + where +
                    (ending ? " ORDER BY r.end_date ASC, r.id ASC" : " ORDER BY r.created_at DESC, r.id DESC") +
                    " LIMIT ? OFFSET ?",
                params);
  return raffle_list_json(rows, count);
}

std::string RafflesService::search_active(const std::string& q, std::int64_t limit) {
  const std::string needle = normalize_search(q);
  const auto rows =
      db_.query(std::string(kRaffleSelect) +
                    "WHERE r.is_private = FALSE AND r.status = 'active' AND r.search_text LIKE ? ESCAPE '\\' "
                    "ORDER BY r.created_at DESC, r.id DESC LIMIT ?",
                {"%" + escape_like(needle) + "%", limit});
  return raffle_list_json(rows, static_cast<std::int64_t>(rows.rows.size()));
}

json RafflesService::get(const std::string& id) {
  if (!is_uuid(id)) throw raffle_not_found();
  const auto r = db_.query(std::string(kRaffleSelect) + "WHERE r.id = ?", {id});
  if (r.empty()) throw raffle_not_found();
  return raffle_json(r.first());
}

std::string RafflesService::mine(const std::string& user_id, const RaffleListQuery& query) {
  const std::string where = query.status ? "WHERE r.creator_id = ? AND r.status = ? " : "WHERE r.creator_id = ? ";
  db::Params params{user_id};
  if (query.status) params.emplace_back(*query.status);
  const auto count = db_.query("SELECT COUNT(*) AS n FROM raffles r " + where, params).first().integer("n");
  params.emplace_back(query.page.limit);
  params.emplace_back(query.page.offset());
  const auto rows =
      db_.query(std::string(kRaffleSelect) + where + "ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?", params);
  return raffle_list_json(rows, count);
}

}  // namespace rifa::features::raffles

namespace rifa::features::raffles {

db::Row RafflesService::owned(db::Connection& conn, const std::string& user_id, const std::string& id, bool lock) {
  if (!is_uuid(id)) throw raffle_not_found();
  const std::string suffix = lock && conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE" : "";
  const auto r = conn.query(
      "SELECT id, creator_id, sold_tickets, status, total_tickets, is_private, end_date, sales_closed_at, "
      "image_variants FROM raffles "
      "WHERE id = ?" +
          suffix,
      {id});
  if (r.empty()) throw raffle_not_found();
  if (r.first().text("creator_id") != user_id) throw ApiError::forbidden("Solo quien creó la rifa puede cambiarla");
  return r.first();
}

std::string RafflesService::by_user(const std::string& user_id, const RaffleListQuery& query) {
  const auto no_such_user = [] { return ApiError::not_found("Perfil no encontrado"); };
  if (!is_uuid(user_id)) throw no_such_user();
  std::string where = "WHERE r.creator_id = ? AND r.is_private = FALSE ";
  db::Params params{user_id};
  if (query.status) {
    where += "AND r.status = ? ";
    params.emplace_back(*query.status);
  }
  const auto count = db_.query("SELECT COUNT(*) AS n FROM raffles r " + where, params).first().integer("n");
  // Only an empty answer asks whether the user exists (the contract's 404), so a list costs nothing more.
  if (count == 0 && db_.query("SELECT 1 AS found FROM profiles WHERE id = ?", {user_id}).empty()) throw no_such_user();
  params.emplace_back(query.page.limit);
  params.emplace_back(query.page.offset());
  const auto rows =
      db_.query(std::string(kRaffleSelect) + where + "ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?", params);
  return raffle_list_json(rows, count);
}

json RafflesService::update(const std::string& user_id, const std::string& id, const RaffleFields& changes) {
  const json current = get(id);
  if (current["creator_id"] != user_id) throw ApiError::forbidden("Solo quien creó la rifa puede cambiarla");
  const std::string title = changes.title.value_or(current["title"].get<std::string>());
  const std::string description = changes.description.value_or(current["description"].get<std::string>());
  const std::int64_t price_cents = changes.price_cents.value_or(cents_from_json(current["ticket_price"]).value_or(0));
  const std::int64_t total = changes.total_tickets.value_or(current["total_tickets"].get<std::int64_t>());
  const std::string lottery = changes.lottery.value_or(current["lottery"].get<std::string>());
  const std::string current_end = current["end_date"].get<std::string>();
  const std::string current_draw = current["draw_at"].get<std::string>();
  const std::string end_date = changes.end_date.value_or(current_end);
  const auto refuse_if_sealed = [&](bool sealed) {
    if (sealed && end_date != current_end) {
      throw ApiError::conflict("raffle_sealed",
                               "Las ventas de esta rifa ya cerraron y la lista de números está sellada: la fecha de "
                               "cierre ya no puede cambiar");
    }
  };
  refuse_if_sealed(!current["sales_closed_at"].is_null());
  // A draw left at the end of sales (the default) follows a new end while nothing is sold.
  const bool draw_follows = !changes.draw_at && current_draw == current_end && current["sold_tickets"] == 0;
  const std::string draw_at = changes.draw_at.value_or(draw_follows ? end_date : current_draw);
  const std::string unsold_rule = changes.unsold_rule.value_or(current["unsold_rule"].get<std::string>());
  if (const std::string error = draw_at_error(draw_at, end_date); !error.empty()) {
    throw ApiError::validation(changes.draw_at ? json{{"draw_at", error}}
                                               : json{{"end_date", "La fecha de cierre no puede pasar la del sorteo"}});
  }
  const std::string tags = changes.tags ? json(*changes.tags).dump() : current["tags"].dump();
  const bool was_private = current["is_private"].get<bool>();
  const bool is_private = changes.is_private.value_or(was_private);

  const std::int64_t reservation_minutes =
      changes.reservation_minutes.value_or(current["reservation_minutes"].get<std::int64_t>());

  const bool locked_change = cents_from_json(current["ticket_price"]) != price_cents ||
                             current["total_tickets"] != total || current["lottery"] != lottery ||
                             current["reservation_minutes"] != reservation_minutes || current_draw != draw_at ||
                             current["unsold_rule"] != unsold_rule;
  if ((locked_change && total != current["total_tickets"]) || is_private != was_private) {
    const auto allowance = plans_.allowance(user_id);
    if (is_private != was_private) check_visibility(allowance, is_private);
    if (total != current["total_tickets"]) check_size(allowance, total);
  }
  db_.transaction([&](db::Connection& conn) {
    const db::Row row = owned(conn, user_id, id, true);
    if (locked_change && row.integer("sold_tickets") > 0) {
      throw ApiError::conflict(
          "raffle_locked",
          "Ya se vendieron tickets: el precio, la cantidad de números, la lotería, el sorteo y el tiempo de reserva "
          "no pueden cambiar");
    }
    refuse_if_sealed(!row.is_null("sales_closed_at"));  // sealed meanwhile
    if (row.text("status") != "active" && row.text("status") != "waiting") {
      throw ApiError::conflict("raffle_closed", "Esta rifa ya no se puede editar");
    }
    conn.query(
        "UPDATE raffles SET title = ?, description = ?, search_text = ?, ticket_price_cents = ?, "
        "total_tickets = ?, lottery = ?, end_date = ?, draw_at = ?, unsold_rule = ?, tags = ?, is_private = ?, "
        "reservation_minutes = ?, updated_at = ?, "
        // A new end date gets its own "ends soon" notice.
        "ending_notified_at = CASE WHEN end_date = ? THEN ending_notified_at ELSE NULL END WHERE id = ?",
        {title, description, normalize_search(title + " " + description), price_cents, total, lottery, end_date,
         draw_at, unsold_rule, tags, is_private, reservation_minutes, now_rfc3339(), end_date, id});
  });
  return get(id);
}

void RafflesService::remove(const std::string& user_id, const std::string& id) {
  db_.transaction([&](db::Connection& conn) {
    owned(conn, user_id, id, true);
    if (!conn.query("SELECT id FROM tickets WHERE raffle_id = ? LIMIT 1", {id}).empty()) {
      throw ApiError::conflict("raffle_has_tickets",
                               "Esta rifa ya tiene tickets: puedes cancelarla, pero no eliminarla");
    }
    conn.query("DELETE FROM raffles WHERE id = ?", {id});
  });
}

json RafflesService::cancel(const std::string& user_id, const std::string& id) {
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const db::Row row = owned(conn, user_id, id, true);
    const std::string status = row.text("status");
    if (status != "active" && status != "waiting") {
      throw ApiError::conflict("raffle_closed", "Solo se puede cancelar una rifa activa o agotada");
    }
    const std::string now = now_rfc3339();
    const auto raffle = conn.query(
        "UPDATE raffles SET status = 'cancelled', cancelled_at = ?, updated_at = ? WHERE id = ? "
        "RETURNING title, total_tickets",
        {now, now, id});
    conn.query("UPDATE tickets SET expires_at = NULL WHERE raffle_id = ? AND expires_at IS NOT NULL", {id});
    bus_.stage(conn, batch, {events::raffle_topic(id), "raffle.status", {{"raffle_id", id}, {"status", "cancelled"}}});
    const notifications::RaffleRef ref{id, raffle.first().text("title"), raffle.first().integer("total_tickets")};
    for (const auto& [buyer_id, holding] : notifications::live_buyers(conn, id)) {
      if (buyer_id == user_id) continue;
      notifier_.send(conn, batch, notifications::raffle_cancelled(buyer_id, ref, holding.numbers, holding.paid_cents));
    }
  });
  return get(id);
}

json RafflesService::upload_image(const std::string& user_id, const std::string& id, const std::string& bytes) {
  // Stored as decoded and encoded again (no metadata, nothing appended survives), with WebP copies
  // for cards and lists next to it.
  const auto image = storage::reencode(bytes);
  const auto variants = storage::webp_variants(image.data, kImageWidths);
  db_.transaction([&](db::Connection& conn) {
    const db::Row row = owned(conn, user_id, id, true);
    const std::string stem = user_id + "/" + id;
    // The earlier image (any type) and its copies, as listed (a copy of a narrow image is named
    // after its own width); the draw's `-result` photo stays.
    const std::string path = stem + "." + image.kind.extension;
    store_.remove_prefix(conn, "raffle-images", stem + ".", "");
    const std::string listed = row.text("image_variants");
    const json copies = json::parse(listed.empty() ? "[]" : listed, nullptr, false);
    for (const auto& copy : copies.is_array() ? copies : json::array()) {
      const std::string copy_path = copy.is_object() && copy.contains("url") && copy["url"].is_string()
                                        ? storage::ObjectStore::public_path("raffle-images", copy["url"])
                                        : "";
      if (copy_path.starts_with(stem + "-") && copy_path.ends_with(".webp")) {
        store_.remove_prefix(conn, "raffle-images", copy_path, "");
      }
    }
    const std::string etag = store_.put(conn, "raffle-images", path, user_id, image.kind.content_type, image.data);
    json urls = json::array();
    for (const auto& variant : variants) {
      const std::string variant_path = stem + "-" + std::to_string(variant.width) + ".webp";
      const std::string variant_etag =
          store_.put(conn, "raffle-images", variant_path, user_id, "image/webp", variant.data);
      urls.push_back({{"width", variant.width},
                      {"url", storage::ObjectStore::public_url("raffle-images", variant_path, variant_etag)}});
    }
    conn.query("UPDATE raffles SET image_url = ?, image_variants = ?, updated_at = ? WHERE id = ?",
               {storage::ObjectStore::public_url("raffle-images", path, etag), urls.dump(), now_rfc3339(), id});
  });
  return get(id);
}

}  // namespace rifa::features::raffles
