#include "features/raffles/raffles_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "common/text.hpp"
#include "common/time.hpp"

namespace rifa::features::raffles {

using nlohmann::json;

const char* const kRaffleSelect =
    "SELECT r.id, r.title, r.description, r.image_url, r.ticket_price_cents, r.total_tickets, r.sold_tickets, "
    "r.end_date, r.status, r.lottery, r.creator_id, r.is_private, r.tags, r.winner_id, r.winner_number, "
    "r.created_at, r.updated_at, p.name AS creator_name, p.rating AS creator_rating, "
    "p.is_verified AS creator_is_verified, p.avatar_url AS creator_avatar_url "
    "FROM raffles r JOIN profiles p ON p.id = r.creator_id ";

namespace {

const char* const kLotteries[] = {"nacional", "zulia", "caracas", "tachira", "oriente"};
const char* const kStatuses[] = {"active", "waiting", "completed", "cancelled"};

ApiError raffle_not_found() { return ApiError::not_found("Rifa no encontrada"); }

json list_of(const db::Result& r, std::int64_t count) {
  json data = json::array();
  for (const auto& row : r.rows) data.push_back(raffle_json(row));
  return {{"data", data}, {"count", count}};
}

}  // namespace

json raffle_json(const db::Row& r) {
  json tags = json::parse(r.text("tags"), nullptr, false);
  return {{"id", r.text("id")},
          {"title", r.text("title")},
          {"description", r.text("description")},
          {"image_url", nullable_text(r, "image_url")},
          {"ticket_price", cents_to_json(r.integer("ticket_price_cents"))},
          {"total_tickets", r.integer("total_tickets")},
          {"sold_tickets", r.integer("sold_tickets")},
          {"end_date", r.text("end_date")},
          {"status", r.text("status")},
          {"lottery", r.text("lottery")},
          {"creator_id", r.text("creator_id")},
          {"is_private", r.boolean("is_private")},
          {"tags", tags.is_array() ? tags : json::array()},
          {"winner_id", nullable_text(r, "winner_id")},
          {"winner_number", r.is_null("winner_number") ? json(nullptr) : json(r.integer("winner_number"))},
          {"created_at", r.text("created_at")},
          {"updated_at", r.text("updated_at")},
          {"creator",
           {{"id", r.text("creator_id")},
            {"name", r.text("creator_name")},
            {"rating", r.real("creator_rating")},
            {"is_verified", r.boolean("creator_is_verified")},
            {"avatar_url", nullable_text(r, "creator_avatar_url")}}}};
}

json RafflesService::create(const std::string& user_id, const json& body) {
  json errors = json::object();
  auto title = string_field(body, "title", errors).value_or("");
  auto description = string_field(body, "description", errors).value_or("");
  auto lottery = string_field(body, "lottery", errors).value_or("");
  auto end_date = string_field(body, "end_date", errors).value_or("");
  if (utf8_length(title) < 3 || utf8_length(title) > 120) errors["title"] = "El título debe tener entre 3 y 120 caracteres";
  if (utf8_length(description) > 5000) errors["description"] = "La descripción no puede superar 5000 caracteres";
  const auto price = body.contains("ticket_price") ? cents_from_json(body["ticket_price"]) : std::nullopt;
  if (!price || *price <= 0) errors["ticket_price"] = "El precio del ticket debe ser mayor que 0, con hasta dos decimales";
  const std::int64_t total = body.value("total_tickets", json()).is_number_integer() ? body["total_tickets"].get<std::int64_t>() : 0;
  if (total != 100 && total != 1000 && total != 10000) errors["total_tickets"] = "La cantidad de números debe ser 100, 1000 o 10000";
  if (std::find(std::begin(kLotteries), std::end(kLotteries), lottery) == std::end(kLotteries)) {
    errors["lottery"] = "Elige una lotería: nacional, zulia, caracas, tachira u oriente";
  }
  // end_date: RFC 3339 UTC; normalised to the canonical millisecond form.
  std::string end_canonical;
  {
    std::tm tm{};
    int ms = 0;
    char z = 0;
    const bool parsed = std::sscanf(end_date.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
                                    &tm.tm_hour, &tm.tm_min, &tm.tm_sec) == 6 &&
                        (end_date.size() == 20 || std::sscanf(end_date.c_str() + 19, ".%3d%c", &ms, &z) == 2);
    if (parsed && (end_date.back() == 'Z')) {
      tm.tm_year -= 1900;
      tm.tm_mon -= 1;
      const auto when = std::chrono::system_clock::from_time_t(timegm(&tm)) + std::chrono::milliseconds(ms);
      const auto now = std::chrono::system_clock::now();
      if (when <= now) {
        errors["end_date"] = "La fecha de cierre debe estar en el futuro";
      } else if (when > now + std::chrono::hours(24 * 366)) {
        errors["end_date"] = "La fecha de cierre no puede pasar de un año";
      } else {
        end_canonical = to_rfc3339(when);
      }
    } else {
      errors["end_date"] = "Fecha de cierre inválida (formato 2026-12-24T20:00:00Z)";
    }
  }
  json tags = json::array();
  if (body.contains("tags") && !body["tags"].is_null()) {
    if (!body["tags"].is_array() || body["tags"].size() > 10) {
      errors["tags"] = "Hasta 10 etiquetas de texto";
    } else {
      for (const auto& t : body["tags"]) {
        if (!t.is_string() || utf8_length(t.get<std::string>()) > 30 || t.get<std::string>().empty()) {
          errors["tags"] = "Cada etiqueta es un texto de 1 a 30 caracteres";
          break;
        }
        tags.push_back(t);
      }
    }
  }
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
                       " números." + (better.empty() ? "" : " El plan " + better + " permite " + std::to_string(total) + "."));
  }

  const std::string id = new_uuid();
  db_.transaction([&](db::Connection& conn) {
    if (allowance.max_active_raffles) {
      const auto active = conn.query(
          "SELECT COUNT(*) AS n FROM raffles WHERE creator_id = ? AND status IN ('active', 'waiting')", {user_id});
      if (active.first().integer("n") >= *allowance.max_active_raffles) {
        const std::string better =
            plans_.cheapest_plan_where("max_active_raffles IS NULL OR max_active_raffles > ?", {*allowance.max_active_raffles});
        throw ApiError(403, "plan_limit_reached",
                       "Tu plan " + plan + " permite " + std::to_string(*allowance.max_active_raffles) +
                           " rifa(s) activa(s) a la vez." + (better.empty() ? "" : " El plan " + better + " permite más."));
      }
    }
    const std::string now = now_rfc3339();
    conn.query("INSERT INTO raffles (id, title, description, search_text, ticket_price_cents, total_tickets, "
               "sold_tickets, end_date, status, lottery, creator_id, is_private, tags, created_at, updated_at) "
               "VALUES (?, ?, ?, ?, ?, ?, 0, ?, 'active', ?, ?, ?, ?, ?, ?)",
               {id, title, description, normalize_search(title + " " + description), *price, total, end_canonical,
                lottery, user_id, is_private, tags.dump(), now, now});
  });
  return get(id);
}

json RafflesService::list_public(const std::optional<std::string>& page_text, const std::optional<std::string>& limit,
                                 const std::optional<std::string>& status, const std::optional<std::string>& q) {
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
  if (q && !normalize_search(*q).empty()) {
    where += " AND r.search_text LIKE ? ESCAPE '\\'";
    params.emplace_back("%" + escape_like(normalize_search(*q)) + "%");
  }
  const auto count = db_.query("SELECT COUNT(*) AS n FROM raffles r " + where, params).first().integer("n");
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  const auto rows = db_.query(std::string(kRaffleSelect) + where + " ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?", params);
  return list_of(rows, count);
}

json RafflesService::search_active(const std::string& q, const std::optional<std::string>& limit) {
  const Page page = parse_page(std::nullopt, limit, 20);
  const std::string needle = normalize_search(q);
  const auto rows = db_.query(std::string(kRaffleSelect) +
                                  "WHERE r.is_private = FALSE AND r.status = 'active' AND r.search_text LIKE ? ESCAPE '\\' "
                                  "ORDER BY r.created_at DESC, r.id DESC LIMIT ?",
                              {"%" + escape_like(needle) + "%", page.limit});
  return list_of(rows, static_cast<std::int64_t>(rows.rows.size()));
}

json RafflesService::get(const std::string& id) {
  if (!is_uuid(id)) throw raffle_not_found();
  const auto r = db_.query(std::string(kRaffleSelect) + "WHERE r.id = ?", {id});
  if (r.empty()) throw raffle_not_found();
  return raffle_json(r.first());
}

json RafflesService::mine(const std::string& user_id, const std::optional<std::string>& page_text,
                          const std::optional<std::string>& limit) {
  const Page page = parse_page(page_text, limit, 16);
  const auto count = db_.query("SELECT COUNT(*) AS n FROM raffles WHERE creator_id = ?", {user_id}).first().integer("n");
  const auto rows = db_.query(std::string(kRaffleSelect) +
                                  "WHERE r.creator_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?",
                              {user_id, page.limit, page.offset()});
  return list_of(rows, count);
}

}  // namespace rifa::features::raffles
