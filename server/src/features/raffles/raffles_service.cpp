#include "features/raffles/raffles_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "common/text.hpp"
#include "common/time.hpp"
#include "features/access/access.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/raffle_audience.hpp"
#include "features/payment_methods/payment_methods_service.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/raffles/raffle_json.hpp"
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
    const std::string better = plans_.cheapest_plan([](const subscriptions::Plan& p) { return p.can_create_private; });
    throw ApiError(403, "plan_forbids_private",
                   "Tu plan " + plan_label(allowance) + " no permite crear rifas privadas." +
                       (better.empty() ? "" : " El plan " + better + " lo permite."));
  }
  if (!is_private && !allowance.can_create_public) {
    const std::string better = plans_.cheapest_plan([](const subscriptions::Plan& p) { return p.can_create_public; });
    throw ApiError(403, "plan_forbids_public",
                   "Tu plan " + plan_label(allowance) + " no permite crear rifas públicas." +
                       (better.empty() ? "" : " El plan " + better + " lo permite."));
  }
}

void RafflesService::check_size(const plans::Allowance& allowance, std::int64_t total) {
  if (total <= allowance.max_tickets_per_raffle) return;
  const std::string better =
      plans_.cheapest_plan([&](const subscriptions::Plan& p) { return p.max_tickets_per_raffle >= total; });
  throw ApiError(403, "plan_ticket_limit",
                 "Tu plan " + plan_label(allowance) + " permite rifas de hasta " +
                     std::to_string(allowance.max_tickets_per_raffle) + " números." +
                     (better.empty() ? "" : " El plan " + better + " permite " + std::to_string(total) + "."));
}

Raffle RafflesService::create(const std::string& user_id, const RaffleFields& f) {
  const std::int64_t total = f.total_tickets.value_or(0);
  const bool is_private = f.is_private.value_or(false);
  const auto allowance = plans_.allowance(user_id);
  const std::string plan = plan_label(allowance);
  check_visibility(allowance, is_private);
  check_size(allowance, total);
  const RaffleValues values{f.title.value_or(""),
                            f.description.value_or(""),
                            f.price_cents.value_or(0),
                            total,
                            f.end_date.value_or(""),
                            f.draw_at.value_or(f.end_date.value_or("")),
                            f.unsold_rule.value_or("next_draw"),
                            f.lottery.value_or(""),
                            f.tags.value_or(std::vector<std::string>{}),
                            is_private,
                            f.reservation_minutes.value_or(kDefaultReservationMinutes)};

  const std::string id = new_uuid();
  db_.transaction([&](db::Connection& conn) {
    if (!payment_methods::has_active_method(conn, user_id)) {
      throw ApiError(422, "no_payment_method",
                     "Agrega un método de pago activo antes de publicar tu rifa: tus compradores lo necesitan para "
                     "pagarte");
    }
    if (allowance.max_active_raffles) {
      if (plans::count_active_raffles(conn, user_id) >= *allowance.max_active_raffles) {
        const std::string better = plans_.cheapest_plan([&](const subscriptions::Plan& p) {
          return !p.max_active_raffles || *p.max_active_raffles > *allowance.max_active_raffles;
        });
        throw ApiError(403, "plan_limit_reached",
                       "Tu plan " + plan + " permite " + std::to_string(*allowance.max_active_raffles) +
                           " rifa(s) activa(s) a la vez." +
                           (better.empty() ? "" : " El plan " + better + " permite más."));
      }
    }
    RafflesRepository::insert(conn, id, user_id, values, now_rfc3339());
  });
  return get(id);
}

RafflePage RafflesService::list_public(const RaffleListQuery& query) {
  return repo_.public_page(query, query.q ? normalize_search(*query.q) : "", now_rfc3339());
}

std::vector<Raffle> RafflesService::search_active(const std::string& q, std::int64_t limit) {
  return repo_.search_active(normalize_search(q), limit);
}

Raffle RafflesService::get(const std::string& id) {
  if (!is_uuid(id)) throw raffle_not_found();
  auto raffle = repo_.by_id(id);
  if (!raffle) throw raffle_not_found();
  return std::move(*raffle);
}

Raffle RafflesService::get_for(const std::string& id, const std::optional<std::string>& viewer_id) {
  Raffle raffle = get(id);
  if (raffle.is_blocked &&
      !(viewer_id && (*viewer_id == raffle.creator_id || profiles::is_super_admin(db_, *viewer_id)))) {
    throw unavailable(raffle);
  }
  return raffle;
}

ApiError unavailable(const Raffle& raffle) {
  return access::raffle_unavailable(raffle.taken_down_at.has_value(), raffle.takedown_reason.value_or(""));
}

RafflePage RafflesService::mine(const std::string& user_id, const RaffleListQuery& query) {
  return repo_.of_creator(user_id, query, false);
}

std::optional<Raffle> find_raffle(db::Database& db, const std::string& id) {
  if (!is_uuid(id)) return std::nullopt;
  return RafflesRepository(db).by_id(id);
}

std::vector<Raffle> find_raffles(db::Database& db, const std::vector<std::string>& ids) {
  return RafflesRepository(db).by_ids(ids);
}

bool raffle_exists(db::Database& db, const std::string& id) { return is_uuid(id) && RafflesRepository(db).exists(id); }

}  // namespace rifa::features::raffles

namespace rifa::features::raffles {

RaffleState RafflesService::owned(db::Connection& conn, const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw raffle_not_found();
  auto state = RafflesRepository::state(conn, id, true);
  if (!state) throw raffle_not_found();
  if (state->creator_id != user_id) throw ApiError::forbidden("Solo quien creó la rifa puede cambiarla");
  return std::move(*state);
}

RafflePage RafflesService::by_user(const std::string& user_id, const RaffleListQuery& query) {
  const auto no_such_user = [] { return ApiError::not_found("Perfil no encontrado"); };
  if (!is_uuid(user_id)) throw no_such_user();
  auto page = repo_.of_creator(user_id, query, true);
  // Only an empty answer asks whether the user exists (the contract's 404), so a list costs nothing more.
  if (page.count == 0 && !repo_.profile_exists(user_id)) throw no_such_user();
  return page;
}

Raffle RafflesService::update(const std::string& user_id, const std::string& id, const RaffleFields& changes) {
  const Raffle current = get(id);
  if (current.creator_id != user_id) throw ApiError::forbidden("Solo quien creó la rifa puede cambiarla");
  RaffleValues next{changes.title.value_or(current.title),
                    changes.description.value_or(current.description),
                    changes.price_cents.value_or(current.ticket_price_cents),
                    changes.total_tickets.value_or(current.total_tickets),
                    changes.end_date.value_or(current.end_date),
                    "",
                    changes.unsold_rule.value_or(current.unsold_rule),
                    changes.lottery.value_or(current.lottery),
                    changes.tags ? *changes.tags : tags_from(current.tags_json),
                    changes.is_private.value_or(current.is_private),
                    changes.reservation_minutes.value_or(current.reservation_minutes)};
  const auto refuse_if_sealed = [&](bool sealed) {
    if (sealed && next.end_date != current.end_date) {
      throw ApiError::conflict("raffle_sealed",
                               "Las ventas de esta rifa ya cerraron y la lista de números está sellada: la fecha de "
                               "cierre ya no puede cambiar");
    }
  };
  refuse_if_sealed(current.sales_closed_at.has_value());
  // A draw left at the end of sales (the default) follows a new end while nothing is sold.
  const bool draw_follows = !changes.draw_at && current.draw_at == current.end_date && current.sold_tickets == 0;
  next.draw_at = changes.draw_at.value_or(draw_follows ? next.end_date : current.draw_at);
  if (const std::string error = draw_at_error(next.draw_at, next.end_date); !error.empty()) {
    throw ApiError::validation(changes.draw_at ? json{{"draw_at", error}}
                                               : json{{"end_date", "La fecha de cierre no puede pasar la del sorteo"}});
  }

  const bool locked_change = current.ticket_price_cents != next.ticket_price_cents ||
                             current.total_tickets != next.total_tickets || current.lottery != next.lottery ||
                             current.reservation_minutes != next.reservation_minutes ||
                             current.draw_at != next.draw_at || current.unsold_rule != next.unsold_rule;
  const bool visibility_change = next.is_private != current.is_private;
  if ((locked_change && next.total_tickets != current.total_tickets) || visibility_change) {
    const auto allowance = plans_.allowance(user_id);
    if (visibility_change) check_visibility(allowance, next.is_private);
    if (next.total_tickets != current.total_tickets) check_size(allowance, next.total_tickets);
  }
  db_.transaction([&](db::Connection& conn) {
    const RaffleState state = owned(conn, user_id, id);
    if (locked_change && state.sold_tickets > 0) {
      throw ApiError::conflict(
          "raffle_locked",
          "Ya se vendieron tickets: el precio, la cantidad de números, la lotería, el sorteo y el tiempo de reserva "
          "no pueden cambiar");
    }
    refuse_if_sealed(state.sales_closed_at.has_value());  // sealed meanwhile
    if (state.status != "active" && state.status != "waiting") {
      throw ApiError::conflict("raffle_closed", "Esta rifa ya no se puede editar");
    }
    RafflesRepository::update(conn, id, next, now_rfc3339());
  });
  return get(id);
}

void RafflesService::remove(const std::string& user_id, const std::string& id) {
  db_.transaction([&](db::Connection& conn) {
    owned(conn, user_id, id);
    if (RafflesRepository::has_tickets(conn, id)) {
      throw ApiError::conflict("raffle_has_tickets",
                               "Esta rifa ya tiene tickets: puedes cancelarla, pero no eliminarla");
    }
    RafflesRepository::remove(conn, id);
  });
}

Raffle RafflesService::cancel(const std::string& user_id, const std::string& id) {
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const RaffleState state = owned(conn, user_id, id);
    if (state.status != "active" && state.status != "waiting") {
      throw ApiError::conflict("raffle_closed", "Solo se puede cancelar una rifa activa o agotada");
    }
    const auto cancelled = RafflesRepository::cancel(conn, id, now_rfc3339());
    bus_.stage(conn, batch, {events::raffle_topic(id), "raffle.status", {{"raffle_id", id}, {"status", "cancelled"}}});
    const notifications::RaffleRef ref{id, cancelled.title, cancelled.total_tickets};
    for (const auto& [buyer_id, holding] : notifications::live_buyers(conn, id)) {
      if (buyer_id == user_id) continue;
      notifier_.send(conn, batch, notifications::raffle_cancelled(buyer_id, ref, holding.numbers, holding.paid_cents));
    }
  });
  return get(id);
}

Raffle RafflesService::upload_image(const std::string& user_id, const std::string& id, const std::string& bytes) {
  // Stored as decoded and encoded again (no metadata, nothing appended survives), with WebP copies
  // for cards and lists next to it.
  const auto image = storage::reencode(bytes);
  const auto variants = storage::webp_variants(image.data, kImageWidths);
  db_.transaction([&](db::Connection& conn) {
    const RaffleState state = owned(conn, user_id, id);
    const std::string stem = user_id + "/" + id;
    // The earlier image (any type) and its copies, as listed (a copy of a narrow image is named
    // after its own width); the draw's `-result` photo stays.
    const std::string path = stem + "." + image.kind.extension;
    store_.remove_prefix(conn, "raffle-images", stem + ".", "");
    for (const auto& copy : state.image_variants) {
      const std::string copy_path = storage::ObjectStore::public_path("raffle-images", copy.url);
      if (copy_path.starts_with(stem + "-") && copy_path.ends_with(".webp")) {
        store_.remove_prefix(conn, "raffle-images", copy_path, "");
      }
    }
    const std::string etag = store_.put(conn, "raffle-images", path, user_id, image.kind.content_type, image.data);
    std::vector<ImageVariant> copies;
    for (const auto& variant : variants) {
      const std::string variant_path = stem + "-" + std::to_string(variant.width) + ".webp";
      const std::string variant_etag =
          store_.put(conn, "raffle-images", variant_path, user_id, "image/webp", variant.data);
      copies.push_back({variant.width, storage::ObjectStore::public_url("raffle-images", variant_path, variant_etag)});
    }
    RafflesRepository::set_image(conn, id, storage::ObjectStore::public_url("raffle-images", path, etag), copies,
                                 now_rfc3339());
  });
  return get(id);
}

}  // namespace rifa::features::raffles
