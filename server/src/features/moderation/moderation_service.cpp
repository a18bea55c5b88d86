#include "features/moderation/moderation_service.hpp"

#include <chrono>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "events/event.hpp"
#include "features/admin/audit_log.hpp"
#include "features/moderation/moderation_repository.hpp"
#include "features/moderation/moderation_rules.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/raffle_audience.hpp"
#include "features/raffles/raffles_service.hpp"
#include "http/rate_limiter.hpp"

namespace rifa::features::moderation {

using nlohmann::json;

namespace {

ApiError user_not_found() { return ApiError::not_found("Usuario no encontrado"); }
ApiError raffle_not_found() { return ApiError::not_found("Rifa no encontrada"); }
ApiError report_not_found() { return ApiError::not_found("Denuncia no encontrada"); }

constexpr db::TransactionOptions kRowLocks{.isolation = db::Isolation::row_locks};

notifications::RaffleRef ref_of(const ModeratedRaffle& r) { return {r.id, r.title, r.total_tickets}; }

// `raffle.blocked` on the raffle's topic: a page open on it follows at once (shows it taken down,
// or back), without a reload.
events::Event moderation_blocked_event(const std::string& raffle_id, bool blocked) {
  return {events::raffle_topic(raffle_id), "raffle.blocked", {{"raffle_id", raffle_id}, {"is_blocked", blocked}}};
}

constexpr const char* kSignature = "\n— El equipo de Rifa\n";

auth::Mail suspension_mail(const std::string& to, const std::string& name, const std::string& reason) {
  return {to, "Tu cuenta de Rifa fue suspendida",
          "Hola, " + name + ":\n\nLa administración de Rifa suspendió tu cuenta. Motivo: " + reason +
              ".\n\nMientras dure la suspensión no puedes iniciar sesión y tus rifas no aparecen ni aceptan "
              "compras. Si crees que es un error, responde a este correo.\n" +
              kSignature};
}

auth::Mail reinstatement_mail(const std::string& to, const std::string& name) {
  return {to, "Tu cuenta de Rifa fue reactivada",
          "Hola, " + name +
              ":\n\nLa administración de Rifa reactivó tu cuenta. Ya puedes iniciar sesión y tus rifas vuelven a "
              "estar disponibles.\n" +
              kSignature};
}

}  // namespace

ModerationPage<UserSummary> ModerationService::find_users(const std::optional<std::string>& text, bool suspended_only,
                                                          const Page& page) {
  std::optional<LookupKeys> keys;
  if (text && !text->empty()) keys = lookup_keys(*text);
  return ModerationRepository::find_users(*db_.acquire(), keys, suspended_only, page);
}

UserSummary ModerationService::user(const std::string& user_id) {
  auto found = ModerationRepository::user(*db_.acquire(), user_id);
  if (!found) throw user_not_found();
  return std::move(*found);
}

raffles::Raffle ModerationService::raffle(const std::string& raffle_id) {
  auto found = raffles::find_raffle(db_, raffle_id);
  if (!found) throw raffle_not_found();
  return std::move(*found);
}

UserSummary ModerationService::suspend(const std::string& admin_id, const std::string& user_id,
                                       const std::string& reason) {
  if (!is_uuid(user_id)) throw user_not_found();
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const auto user = ModerationRepository::lock_user(conn, user_id);
        if (!user) throw user_not_found();
        if (user->is_super_admin) {
          throw ApiError::conflict("cannot_suspend_admin", "No se puede suspender a un super administrador");
        }
        if (user->suspended_at) throw ApiError::conflict("already_suspended", "Este usuario ya está suspendido");
        const std::string now = now_rfc3339();
        ModerationRepository::set_suspension(conn, user_id, now, reason, now);
        auth::AuthService::end_sessions(conn, user_id);
        std::int64_t told = 0;
        json blocked = json::array();
        for (const auto& raffle : ModerationRepository::block_raffles_of(conn, user_id, now)) {
          blocked.push_back(raffle.id);
          bus_.stage(conn, batch, moderation_blocked_event(raffle.id, true));
          if (!raffle.open()) continue;
          for (const auto& [buyer_id, holding] : notifications::live_buyers(conn, raffle.id)) {
            if (buyer_id == user_id) continue;
            notifier_.send(conn, batch, notifications::organiser_suspended(buyer_id, ref_of(raffle), holding.numbers));
            ++told;
          }
        }
        if (user->email) notifier_.mail(conn, batch, suspension_mail(*user->email, user->name, reason));
        admin::audit_log::record(conn, admin_id, "user.suspended", "user", user_id,
                                 {{"user_name", user->name},
                                  {"user_email", user->email ? json(*user->email) : json(nullptr)},
                                  {"reason", reason},
                                  {"raffles_blocked", blocked.size()},
                                  {"buyers_notified", told}});
      },
      kRowLocks);
  auth_.forget_sessions();
  return user(user_id);
}

UserSummary ModerationService::reinstate(const std::string& admin_id, const std::string& user_id) {
  if (!is_uuid(user_id)) throw user_not_found();
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const auto user = ModerationRepository::lock_user(conn, user_id);
        if (!user) throw user_not_found();
        if (!user->suspended_at) throw ApiError::conflict("not_suspended", "Este usuario no está suspendido");
        const std::string now = now_rfc3339();
        ModerationRepository::set_suspension(conn, user_id, std::nullopt, std::nullopt, now);
        auth::AuthService::resume_sign_in(conn, user_id);
        std::int64_t restored = 0, told = 0;
        for (const auto& raffle : ModerationRepository::unblock_raffles_of(conn, user_id, now)) {
          ++restored;
          bus_.stage(conn, batch, moderation_blocked_event(raffle.id, false));
          if (!raffle.open()) continue;
          for (const auto& [buyer_id, holding] : notifications::live_buyers(conn, raffle.id)) {
            if (buyer_id == user_id) continue;
            notifier_.send(conn, batch,
                           notifications::raffle_restored(buyer_id, ref_of(raffle), holding.numbers, false));
            ++told;
          }
        }
        if (user->email) notifier_.mail(conn, batch, reinstatement_mail(*user->email, user->name));
        admin::audit_log::record(conn, admin_id, "user.reinstated", "user", user_id,
                                 {{"user_name", user->name},
                                  {"user_email", user->email ? json(*user->email) : json(nullptr)},
                                  {"raffles_restored", restored},
                                  {"buyers_notified", told}});
      },
      kRowLocks);
  return user(user_id);
}

raffles::Raffle ModerationService::take_down(const std::string& admin_id, const std::string& raffle_id,
                                             const std::string& reason) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const auto raffle = ModerationRepository::lock_raffle(conn, raffle_id);
        if (!raffle) throw raffle_not_found();
        if (raffle->taken_down_at) throw ApiError::conflict("already_taken_down", "Esta rifa ya está dada de baja");
        const std::string now = now_rfc3339();
        ModerationRepository::take_down(conn, raffle_id, reason, now);
        bus_.stage(conn, batch, moderation_blocked_event(raffle_id, true));
        const auto reports = ModerationRepository::resolve_reports_of(conn, raffle_id, "actioned", admin_id, now);
        const auto ref = ref_of(*raffle);
        notifier_.send(conn, batch, notifications::raffle_taken_down(raffle->creator_id, ref, reason, {}, true));
        std::int64_t told = 0;
        if (raffle->open()) {
          for (const auto& [buyer_id, holding] : notifications::live_buyers(conn, raffle_id)) {
            if (buyer_id == raffle->creator_id) continue;
            notifier_.send(conn, batch,
                           notifications::raffle_taken_down(buyer_id, ref, reason, holding.numbers, false));
            ++told;
          }
        }
        admin::audit_log::record(conn, admin_id, "raffle.taken_down", "raffle", raffle_id,
                                 {{"raffle_title", raffle->title},
                                  {"creator_id", raffle->creator_id},
                                  {"reason", reason},
                                  {"reports_resolved", reports},
                                  {"buyers_notified", told}});
      },
      kRowLocks);
  return raffle(raffle_id);
}

raffles::Raffle ModerationService::restore(const std::string& admin_id, const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const auto raffle = ModerationRepository::lock_raffle(conn, raffle_id);
        if (!raffle) throw raffle_not_found();
        if (!raffle->taken_down_at) throw ApiError::conflict("not_taken_down", "Esta rifa no está dada de baja");
        ModerationRepository::restore(conn, raffle_id, raffle->creator_suspended, now_rfc3339());
        const auto ref = ref_of(*raffle);
        std::int64_t told = 0;
        // While its creator is suspended the raffle stays blocked: nobody is told it is back.
        if (!raffle->creator_suspended) {
          bus_.stage(conn, batch, moderation_blocked_event(raffle_id, false));
          notifier_.send(conn, batch, notifications::raffle_restored(raffle->creator_id, ref, {}, true));
          if (raffle->open()) {
            for (const auto& [buyer_id, holding] : notifications::live_buyers(conn, raffle_id)) {
              if (buyer_id == raffle->creator_id) continue;
              notifier_.send(conn, batch, notifications::raffle_restored(buyer_id, ref, holding.numbers, false));
              ++told;
            }
          }
        }
        admin::audit_log::record(conn, admin_id, "raffle.restored", "raffle", raffle_id,
                                 {{"raffle_title", raffle->title},
                                  {"creator_id", raffle->creator_id},
                                  {"still_blocked", raffle->creator_suspended},
                                  {"buyers_notified", told}});
      },
      kRowLocks);
  return raffle(raffle_id);
}

RaffleReport ModerationService::report(const std::string& user_id, const std::string& raffle_id,
                                       const std::string& reason) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  const std::string id = new_uuid();
  db_.transaction([&](db::Connection& conn) {
    const auto raffle = ModerationRepository::lock_raffle(conn, raffle_id);
    if (!raffle) throw raffle_not_found();
    if (raffle->is_blocked) {
      throw ApiError(410, "raffle_unavailable", "Esta rifa ya no está disponible");
    }
    if (raffle->creator_id == user_id) throw ApiError::forbidden("No puedes denunciar tu propia rifa");
    const auto day_ago = to_rfc3339(std::chrono::system_clock::now() - std::chrono::hours(24));
    if (ModerationRepository::reports_since(conn, user_id, day_ago) >= kReportsPerDay) {
      throw http::RateLimited(std::chrono::hours(1));
    }
    try {
      ModerationRepository::insert_report(conn, id, raffle_id, user_id, reason, now_rfc3339());
    } catch (const db::UniqueViolation&) {
      throw ApiError::conflict("already_reported", "Ya denunciaste esta rifa; la administración la está revisando");
    }
  });
  auto found = ModerationRepository::report(*db_.acquire(), id);
  if (!found) throw report_not_found();
  return std::move(*found);
}

ModerationPage<RaffleReport> ModerationService::reports(const std::optional<std::string>& status, const Page& page) {
  return ModerationRepository::reports(*db_.acquire(), status, page);
}

RaffleReport ModerationService::dismiss(const std::string& admin_id, const std::string& report_id) {
  if (!is_uuid(report_id)) throw report_not_found();
  db_.transaction([&](db::Connection& conn) {
    const auto found = ModerationRepository::report(conn, report_id);
    if (!found) throw report_not_found();
    if (!ModerationRepository::resolve_report(conn, report_id, "dismissed", admin_id, now_rfc3339())) {
      throw ApiError::conflict("already_resolved", "Esta denuncia ya fue atendida");
    }
    admin::audit_log::record(conn, admin_id, "report.dismissed", "raffle_report", report_id,
                             {{"raffle_id", found->raffle_id},
                              {"raffle_title", found->raffle_title},
                              {"reporter_name", found->reporter_name},
                              {"reason", found->reason}});
  });
  auto found = ModerationRepository::report(*db_.acquire(), report_id);
  if (!found) throw report_not_found();
  return std::move(*found);
}

}  // namespace rifa::features::moderation
