#include "features/tickets/tickets_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "common/text_rules.hpp"
#include "features/tickets/tickets_json.hpp"
#include "http/request_fields.hpp"
#include "metrics/sales_metrics.hpp"

namespace rifa::features::tickets {

using http::bhttp::verb;

namespace {
constexpr const char* kStatusMessage = "Estado inválido: pending, paid o cancelled";

// ?page&limit&status (and ?raffle_id where the list spans raffles), checked.
TicketQuery ticket_query(const http::RequestContext& ctx, std::int64_t default_limit, bool by_raffle) {
  http::QueryFields query(ctx);
  TicketQuery out{query.page(default_limit),
                  query.one_of("status", {"all", "pending", "paid", "cancelled"},
                               "Estado inválido: all, pending, paid o cancelled"),
                  by_raffle ? query.uuid("raffle_id") : std::nullopt};
  if (out.status == "all") out.status.reset();
  query.done();
  return out;
}
}  // namespace

void register_routes(http::Router& router, TicketsService& service, auth::AuthService& auth) {
  // Answered once its group has committed, from where the commit ran (buy_then); started on the
  // network thread when the buyer's token was verified before (nothing there blocks then). The
  // buyer's session is read inside the purchase, with the raffle: no round trip of its own.
  router.add_async(
      verb::post, "/api/v1/raffles/{id}/tickets",
      [&](http::RequestContext& ctx, http::Reply reply) {
        try {  // every outcome is counted (metrics/sales_metrics.hpp)
          const auto user = auth::optional_token_user(auth, ctx);
          if (!user) throw ApiError::unauthorized("Debes estar autenticado para comprar tickets");
          http::BodyFields body(ctx);
          auto numbers = body.integers("numbers");
          if (!numbers) body.add("numbers", "Elige entre 1 y 100 números");
          // The seller's link the buyer came through: resolved (or ignored) inside the purchase.
          static constexpr TextRule kSellerCode{0, 64, false, "Código de vendedor inválido"};
          auto seller_code = body.text("seller_code", kSellerCode);
          body.done();
          service.buy_then(
              {user->user_id, user->session_id, std::move(seller_code)}, ctx.param("id"), std::move(*numbers),
              std::string(ctx.request["Idempotency-Key"]), [reply](std::exception_ptr error, Purchase purchase) {
                if (error) {
                  metrics::count_purchase_refusal(error);
                  return reply.fail(error);
                }
                metrics::count_purchase(purchase.replayed);
                auto res = http::json_text_response(purchase.replayed ? http::Status::ok : http::Status::created,
                                                    to_text(purchase.ticket), reply.version());
                if (purchase.replayed) res.set("Idempotent-Replayed", "true");
                reply.send(std::move(res));
              });
        } catch (...) {
          metrics::count_purchase_refusal(std::current_exception());
          throw;
        }
      },
      http::RouteOptions{.start_inline_when = [&auth](const http::RequestContext& ctx) {
        return auth.token_verified_before(auth::bearer_token(ctx.request));
      }});
  router.add(verb::get, "/api/v1/raffles/{id}/numbers", [&](http::RequestContext& ctx) {
    const auto numbers = service.taken_numbers(ctx.param("id"), auth::viewer_id(auth, ctx));
    // Grids poll this: an unchanged one costs a 304 and no body.
    const bool unchanged =
        !numbers.etag.empty() && http::etag_matches(ctx.request[http::bhttp::field::if_none_match], numbers.etag);
    http::Response res{unchanged ? http::Status::not_modified : http::Status::ok, ctx.request.version()};
    res.set(http::bhttp::field::cache_control, "no-cache");
    if (!numbers.etag.empty()) res.set(http::bhttp::field::etag, numbers.etag);
    if (unchanged) return res;
    res.set(http::bhttp::field::content_type, "application/json; charset=utf-8");
    res.body() = *numbers.body;
    res.prepare_payload();
    return res;
  });
  router.add(verb::get, "/api/v1/raffles/{id}/availability", [&](http::RequestContext& ctx) {
    const auto viewer = auth::viewer_id(auth, ctx);
    http::QueryFields query(ctx);
    auto numbers = query.integers("numbers");
    query.done();
    return http::json_response(
        http::Status::ok,
        to_json(service.availability(ctx.param("id"), numbers.value_or(std::vector<std::int64_t>{}), viewer)));
  });
  router.add(verb::get, "/api/v1/raffles/{id}/tickets", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok,
                               to_json(service.of_raffle(user.user_id, ctx.param("id"), ticket_query(ctx, 50, false))));
  });
  router.add(verb::get, "/api/v1/me/sales", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.sales(user.user_id, ticket_query(ctx, 50, true))));
  });
  router.add(verb::get, "/api/v1/tickets/{id}", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok,
                               to_json(service.get(auth::require_user(auth, ctx).user_id, ctx.param("id"))));
  });
  router.add(verb::patch, "/api/v1/tickets/{id}/status", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::BodyFields body(ctx);
    const auto status = body.one_of("status", {"pending", "paid", "cancelled"}, kStatusMessage);
    if (!status) body.add("status", kStatusMessage);  // absent
    body.done();
    return http::json_response(http::Status::ok, to_json(service.set_status(user.user_id, ctx.param("id"), *status)));
  });
  router.add(verb::post, "/api/v1/tickets/{id}/reinstate", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.reinstate(user.user_id, ctx.param("id"))));
  });
  router.add(verb::get, "/api/v1/me/tickets", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.mine(user.user_id, ticket_query(ctx, 16, true))));
  });
}

}  // namespace rifa::features::tickets
