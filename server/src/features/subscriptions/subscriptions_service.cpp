#include "features/subscriptions/subscriptions_service.hpp"

#include <chrono>
#include <stdexcept>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/subscriptions/membership.hpp"
#include "features/subscriptions/mobile_payments_service.hpp"

namespace rifa::features::subscriptions {

namespace {

ApiError not_found() { return ApiError::not_found("Suscripción no encontrada"); }

}  // namespace

Listing<Subscription> SubscriptionsService::list_mine(const std::string& user_id, const Page& page) {
  return repo_.of_user(user_id, page);
}

Subscription SubscriptionsService::create(const std::string& user_id, const NewSubscription& request) {
  Subscription s;
  s.id = new_uuid();
  s.user_id = user_id;
  s.plan_id = request.plan_id;
  s.status = "pending";
  s.auto_renew = request.auto_renew;
  s.payment_method_id = request.payment_method_id;
  db_.transaction([&](db::Connection& conn) {
    const auto plan = repo_.plan(conn, request.plan_id);
    if (!plan || !plan->is_active) throw ApiError(404, "plan_not_found", "Plan not found");
    if (plan->price_cents == 0)
      throw ApiError::conflict("plan_free", "El plan " + plan->name + " no necesita suscripción");
    if (request.payment_method_id && !repo_.owns_active_method(conn, user_id, *request.payment_method_id)) {
      throw ApiError::validation({{"payment_method_id", "Elige uno de tus métodos de pago activos"}});
    }
    const auto now = std::chrono::system_clock::now();
    s.start_date = s.created_at = s.updated_at = to_rfc3339(now);
    // One pending subscription per user: an earlier one is replaced unless its payment is under review.
    if (const auto earlier = repo_.pending_of(conn, user_id)) {
      if (repo_.has_payment_under_review(conn, earlier->id)) throw payment_under_review();
      repo_.cancel(conn, earlier->id, false, s.start_date);
    }
    s.end_date = to_rfc3339(add_months(now, 1));
    s.next_payment_date = s.end_date;
    repo_.insert(conn, s);
  });
  auto conn = db_.acquire();
  return repo_.by_id(*conn, s.id).value();
}

std::optional<Subscription> SubscriptionsService::in_effect(const std::string& user_id) {
  return repo_.in_effect(user_id, now_rfc3339());
}

Subscription SubscriptionsService::current(const std::string& user_id) {
  auto found = in_effect(user_id);
  if (!found) throw ApiError(404, "no_active_subscription", "No tienes una suscripción activa");
  return std::move(*found);
}

Subscription SubscriptionsService::update(const std::string& user_id, const std::string& id,
                                          const SubscriptionChange& change) {
  if (!is_uuid(id)) throw not_found();
  db_.transaction([&](db::Connection& conn) {
    if (!repo_.own(conn, user_id, id)) throw not_found();
    const std::string now = now_rfc3339();
    if (change.auto_renew) repo_.set_auto_renew(conn, id, *change.auto_renew, now);
    if (change.payment_method_id) {
      const auto& method = *change.payment_method_id;
      if (method && !repo_.owns_active_method(conn, user_id, *method)) {
        throw ApiError::validation({{"payment_method_id", "Elige uno de tus métodos de pago activos"}});
      }
      repo_.set_payment_method(conn, id, method, now);
    }
  });
  auto conn = db_.acquire();
  return repo_.by_id(*conn, id).value();
}

Subscription SubscriptionsService::cancel(const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw not_found();
  db_.transaction([&](db::Connection& conn) {
    const auto own = repo_.own(conn, user_id, id);
    if (!own) throw not_found();
    if (own->status != "pending" && own->status != "active") {
      throw ApiError::conflict("subscription_not_cancellable", "Esta suscripción ya no se puede cancelar");
    }
    if (own->status == "pending" && repo_.has_payment_under_review(conn, id)) throw payment_under_review();
    const std::string now = now_rfc3339();
    repo_.cancel(conn, id, true, now);
    sync_membership(conn, user_id, now);
  });
  auto conn = db_.acquire();
  return repo_.by_id(*conn, id).value();
}

Listing<SubscriptionPayment> SubscriptionsService::payments(const std::string& user_id, const std::string& id,
                                                            const Page& page) {
  if (!is_uuid(id)) throw not_found();
  auto conn = db_.acquire();
  if (!repo_.own(*conn, user_id, id)) throw not_found();
  return repo_.payments(*conn, id, page);
}

std::string SubscriptionsService::grant(const std::string& email, const std::string& plan) {
  return db_.transaction([&](db::Connection& conn) {
    const auto user_id = repo_.user_with_email(conn, email);
    if (!user_id) throw std::runtime_error("no account with e-mail " + email);
    const auto found = repo_.plan_named(conn, plan);
    if (!found) throw std::runtime_error("Plan not found: " + plan);
    const auto now = std::chrono::system_clock::now();
    Subscription s;
    s.id = new_uuid();
    s.user_id = *user_id;
    s.plan_id = found->id;
    s.status = "active";
    s.start_date = s.created_at = s.updated_at = to_rfc3339(now);
    s.last_payment_date = s.start_date;
    s.end_date = to_rfc3339(add_months(now, 1));
    s.next_payment_date = s.end_date;
    s.auto_renew = true;
    repo_.insert(conn, s);
    sync_membership(conn, *user_id, to_rfc3339(now));  // Negocio opens the back-office
    return s.id;
  });
}

}  // namespace rifa::features::subscriptions
