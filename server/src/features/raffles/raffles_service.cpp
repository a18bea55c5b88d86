#include "features/raffles/raffles_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "common/text.hpp"
#include "common/time.hpp"
#include "storage/image_check.hpp"

namespace rifa::features::raffles {

using nlohmann::json;

namespace {

const char* const kLotteries[] = {"nacional", "zulia", "caracas", "tachira", "oriente"};
const char* const kStatuses[] = {"active", "waiting", "completed", "cancelled"};

ApiError raffle_not_found() { return ApiError::not_found("Rifa no encontrada"); }

// The editable fields of a raffle, checked with the creation rules: title 3–120 characters,
// description ≤ 5000, price > 0 with two decimals, 100/1000/10000 numbers, one of the five
// lotteries, end date in the future and within a year (RFC 3339 UTC), at most 10 tags.
struct Fields {
  std::string title, description, lottery, end_date;
  std::int64_t price_cents = 0, total = 0;
  json tags = json::array();
};

std::string text_of(const json& src, const char* key, json& errors) {
  if (!src.contains(key) || src[key].is_null()) return "";
  if (!src[key].is_string()) {
    errors[key] = "Debe ser un texto";
    return "";
  }
  return src[key].get<std::string>();
}

Fields parse_fields(const json& src, json& errors) {
  Fields f;
  f.title = text_of(src, "title", errors);
  f.description = text_of(src, "description", errors);
  f.lottery = text_of(src, "lottery", errors);
  const std::string end_date = text_of(src, "end_date", errors);
  if (utf8_length(f.title) < 3 || utf8_length(f.title) > 120)
    errors["title"] = "El título debe tener entre 3 y 120 caracteres";
  if (utf8_length(f.description) > 5000) errors["description"] = "La descripción no puede superar 5000 caracteres";
  const auto price = src.contains("ticket_price") ? cents_from_json(src["ticket_price"]) : std::nullopt;
  if (!price || *price <= 0) {
    errors["ticket_price"] = "El precio del ticket debe ser mayor que 0, con hasta dos decimales";
  } else {
    f.price_cents = *price;
  }
  f.total = src.value("total_tickets", json()).is_number_integer() ? src["total_tickets"].get<std::int64_t>() : 0;
  if (f.total != 100 && f.total != 1000 && f.total != 10000)
    errors["total_tickets"] = "La cantidad de números debe ser 100, 1000 o 10000";
  if (std::find(std::begin(kLotteries), std::end(kLotteries), f.lottery) == std::end(kLotteries)) {
    errors["lottery"] = "Elige una lotería: nacional, zulia, caracas, tachira u oriente";
  }
  std::tm tm{};
  int ms = 0;
  char z = 0;
  const bool parsed = end_date.size() >= 20 && end_date.back() == 'Z' &&
                      std::sscanf(end_date.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
                                  &tm.tm_hour, &tm.tm_min, &tm.tm_sec) == 6 &&
                      (end_date.size() == 20 || std::sscanf(end_date.c_str() + 19, ".%3d%c", &ms, &z) == 2);
  if (parsed) {
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    const auto when = std::chrono::system_clock::from_time_t(timegm(&tm)) + std::chrono::milliseconds(ms);
    const auto now = std::chrono::system_clock::now();
    if (when <= now) {
      errors["end_date"] = "La fecha de cierre debe estar en el futuro";
    } else if (when > now + std::chrono::hours(24 * 366)) {
      errors["end_date"] = "La fecha de cierre no puede pasar de un año";
    } else {
      f.end_date = to_rfc3339(when);
    }
  } else {
    errors["end_date"] = "Fecha de cierre inválida (formato 2026-12-24T20:00:00Z)";
  }
  if (src.contains("tags") && !src["tags"].is_null()) {
    if (!src["tags"].is_array() || src["tags"].size() > 10) {
      errors["tags"] = "Hasta 10 etiquetas de texto";
    } else {
      for (const auto& t : src["tags"]) {
        if (!t.is_string() || t.get<std::string>().empty() || utf8_length(t.get<std::string>()) > 30) {
          errors["tags"] = "Cada etiqueta es un texto de 1 a 30 caracteres";
          break;
        }
        f.tags.push_back(t);
      }
    }
  }
  return f;
}

}  // namespace

json RafflesService::create(const std::string& user_id, const json& body) {
  json errors = json::object();
  const Fields f = parse_fields(body, errors);
  const std::int64_t total = f.total;
  const bool is_private = body.value("is_private", false) == true;
  if (!errors.empty()) throw ApiError::validation(errors);

  const auto allowance = plans_.allowance(user_id);
  const std::string plan = allowance.plan_name.empty() ? "actual" : allowance.plan_name;
  if (is_private && !allowance.can_create_private) {
    const std::string better = plans_.cheapest_plan_where("can_create_private = TRUE");
    throw ApiError(403, "plan_forbids_private",
                   "Tu plan " + plan + " no permite crear rifas privadas." +
                       (better.empty() ? "" : " El plan " + better + " lo permite."));
  }
  if (!is_private && !allowance.can_create_public) {
    const std::string better = plans_.cheapest_plan_where("can_create_public = TRUE");
    throw ApiError(403, "plan_forbids_public",
                   "Tu plan " + plan + " no permite crear rifas públicas." +
                       (better.empty() ? "" : " El plan " + better + " lo permite."));
  }
  if (total > allowance.max_tickets_per_raffle) {
    const std::string better = plans_.cheapest_plan_where("max_tickets_per_raffle >= ?", {total});
    throw ApiError(403, "plan_ticket_limit",
                   "Tu plan " + plan + " permite rifas de hasta " + std::to_string(allowance.max_tickets_per_raffle) +
                       " números." +
                       (better.empty() ? "" : " El plan " + better + " permite " + std::to_string(total) + "."));
  }

  const std::string id = new_uuid();
  db_.transaction([&](db::Connection& conn) {
    if (allowance.max_active_raffles) {
      const auto active = conn.query(
          "SELECT COUNT(*) AS n FROM raffles WHERE creator_id = ? AND status IN ('active', 'waiting')", {user_id});
      if (active.first().integer("n") >= *allowance.max_active_raffles) {
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
        "sold_tickets, end_date, status, lottery, creator_id, is_private, tags, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, 0, ?, 'active', ?, ?, ?, ?, ?, ?)",
        {id, f.title, f.description, normalize_search(f.title + " " + f.description), f.price_cents, total, f.end_date,
         f.lottery, user_id, is_private, f.tags.dump(), now, now});
  });
  return get(id);
}

std::string RafflesService::list_public(const std::optional<std::string>& page_text,
                                        const std::optional<std::string>& limit,
                                        const std::optional<std::string>& status, const std::optional<std::string>& q,
                                        const std::optional<std::string>& sort) {
  const Page page = parse_page(page_text, limit, 16);
  std::string where = "WHERE r.is_private = FALSE";
  db::Params params;
  if (status && !status->empty() && *status != "all") {
    if (std::find(std::begin(kStatuses), std::end(kStatuses), *status) == std::end(kStatuses)) {
      throw ApiError::validation({{"status", "Estado inválido: all, active, waiting, completed o cancelled"}});
    }
    where += " AND r.status = ?";
    params.emplace_back(*status);
  }
  const bool searching = q && !normalize_search(*q).empty();
  if (searching) {
    where += " AND r.search_text LIKE ? ESCAPE '\\'";
    params.emplace_back("%" + escape_like(normalize_search(*q)) + "%");
  }
  // sort=ending: raffles whose end is still ahead, the soonest first (home's "Terminan pronto").
  const std::string order = sort.value_or("newest");
  if (order != "newest" && order != "ending") {
    throw ApiError::validation({{"sort", "Orden inválido: newest o ending"}});
  }
  const bool ending = order == "ending";
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

std::string RafflesService::search_active(const std::string& q, const std::optional<std::string>& limit) {
  const Page page = parse_page(std::nullopt, limit, 20);
  const std::string needle = normalize_search(q);
  const auto rows =
      db_.query(std::string(kRaffleSelect) +
                    "WHERE r.is_private = FALSE AND r.status = 'active' AND r.search_text LIKE ? ESCAPE '\\' "
                    "ORDER BY r.created_at DESC, r.id DESC LIMIT ?",
                {"%" + escape_like(needle) + "%", page.limit});
  return raffle_list_json(rows, static_cast<std::int64_t>(rows.rows.size()));
}

json RafflesService::get(const std::string& id) {
  if (!is_uuid(id)) throw raffle_not_found();
  const auto r = db_.query(std::string(kRaffleSelect) + "WHERE r.id = ?", {id});
  if (r.empty()) throw raffle_not_found();
  return raffle_json(r.first());
}

std::string RafflesService::mine(const std::string& user_id, const std::optional<std::string>& page_text,
                                 const std::optional<std::string>& limit) {
  const Page page = parse_page(page_text, limit, 16);
  const auto count =
      db_.query("SELECT COUNT(*) AS n FROM raffles WHERE creator_id = ?", {user_id}).first().integer("n");
  const auto rows = db_.query(
      std::string(kRaffleSelect) + "WHERE r.creator_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?",
      {user_id, page.limit, page.offset()});
  return raffle_list_json(rows, count);
}

}  // namespace rifa::features::raffles

namespace rifa::features::raffles {

db::Row RafflesService::owned(db::Connection& conn, const std::string& user_id, const std::string& id, bool lock) {
  if (!is_uuid(id)) throw raffle_not_found();
  const std::string suffix = lock && conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE" : "";
  const auto r = conn.query(
      "SELECT id, creator_id, sold_tickets, status, total_tickets, is_private FROM raffles WHERE id = ?" + suffix,
      {id});
  if (r.empty()) throw raffle_not_found();
  if (r.first().text("creator_id") != user_id) throw ApiError::forbidden("Solo quien creó la rifa puede cambiarla");
  return r.first();
}

std::string RafflesService::by_user(const std::string& user_id, const std::optional<std::string>& page_text,
                                    const std::optional<std::string>& limit) {
  if (!is_uuid(user_id)) return R"({"data":[],"count":0})";
  const Page page = parse_page(page_text, limit, 16);
  const auto count =
      db_.query("SELECT COUNT(*) AS n FROM raffles WHERE creator_id = ? AND is_private = FALSE", {user_id})
          .first()
          .integer("n");
  const auto rows = db_.query(std::string(kRaffleSelect) +
                                  "WHERE r.creator_id = ? AND r.is_private = FALSE "
                                  "ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?",
                              {user_id, page.limit, page.offset()});
  return raffle_list_json(rows, count);
}

json RafflesService::update(const std::string& user_id, const std::string& id, const json& body) {
  // Validate the fields sent with the same rules as creation, on a merged copy of the raffle.
  const json current = get(id);
  json merged = {{"title", current["title"]},
                 {"description", current["description"]},
                 {"ticket_price", current["ticket_price"]},
                 {"total_tickets", current["total_tickets"]},
                 {"lottery", current["lottery"]},
                 {"end_date", current["end_date"]},
                 {"tags", current["tags"]}};
  for (const char* key : {"title", "description", "ticket_price", "total_tickets", "lottery", "end_date", "tags"}) {
    if (body.contains(key)) merged[key] = body[key];
  }
  json errors = json::object();
  const Fields f = parse_fields(merged, errors);
  if (!errors.empty()) throw ApiError::validation(errors);

  const bool locked_change = cents_from_json(current["ticket_price"]) != f.price_cents ||
                             current["total_tickets"] != f.total || current["lottery"] != f.lottery;
  if (locked_change && f.total > plans_.allowance(user_id).max_tickets_per_raffle) {
    throw ApiError(403, "plan_ticket_limit", "Tu plan no permite rifas de " + std::to_string(f.total) + " números");
  }
  db_.transaction([&](db::Connection& conn) {
    const db::Row row = owned(conn, user_id, id, true);
    if (locked_change && row.integer("sold_tickets") > 0) {
      throw ApiError::conflict(
          "raffle_locked", "Ya se vendieron tickets: el precio, la cantidad de números y la lotería no pueden cambiar");
    }
    if (row.text("status") != "active" && row.text("status") != "waiting") {
      throw ApiError::conflict("raffle_closed", "Esta rifa ya no se puede editar");
    }
    conn.query(
        "UPDATE raffles SET title = ?, description = ?, search_text = ?, ticket_price_cents = ?, "
        "total_tickets = ?, lottery = ?, end_date = ?, tags = ?, updated_at = ? WHERE id = ?",
        {f.title, f.description, normalize_search(f.title + " " + f.description), f.price_cents, f.total, f.lottery,
         f.end_date, f.tags.dump(), now_rfc3339(), id});
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
  db_.transaction([&](db::Connection& conn) {
    const db::Row row = owned(conn, user_id, id, true);
    const std::string status = row.text("status");
    if (status != "active" && status != "waiting") {
      throw ApiError::conflict("raffle_closed", "Solo se puede cancelar una rifa activa o agotada");
    }
    const std::string now = now_rfc3339();
    conn.query("UPDATE raffles SET status = 'cancelled', cancelled_at = ?, updated_at = ? WHERE id = ?",
               {now, now, id});
  });
  return get(id);
}

json RafflesService::upload_image(const std::string& user_id, const std::string& id, const std::string& bytes) {
  const auto kind = storage::check_image(bytes);
  db_.transaction([&](db::Connection& conn) {
    owned(conn, user_id, id, true);
    const std::string prefix = user_id + "/" + id + ".";
    const std::string path = prefix + kind.extension;
    const std::string etag = store_.put(conn, "raffle-images", path, user_id, kind.content_type, bytes);
    store_.remove_prefix(conn, "raffle-images", prefix, path);
    conn.query("UPDATE raffles SET image_url = ?, updated_at = ? WHERE id = ?",
               {storage::ObjectStore::public_url("raffle-images", path, etag), now_rfc3339(), id});
  });
  return get(id);
}

}  // namespace rifa::features::raffles
