#include "features/business/business_sales_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/text_rules.hpp"
#include "common/time.hpp"
#include "features/business/business_access.hpp"
#include "features/business/business_raffles.hpp"
#include "features/business/business_repository.hpp"
#include "features/business/business_tickets.hpp"
#include "features/tickets/counter_sale_body.hpp"
#include "http/request_fields.hpp"
#include "metrics/sales_metrics.hpp"

namespace rifa::features::business {

using http::bhttp::verb;

namespace {

constexpr const char* kNoRateMessage =
    "Configura la tasa del día (Bs por dólar) en Configuración para cobrar en bolívares";

// The counter sale's body; for a method in bolívares, the business's current rate goes with it.
tickets::CounterSaleBody read_counter_sale(const http::RequestContext& ctx, db::Connection& conn,
                                           const BusinessAccess& access) {
  auto out = tickets::read_counter_sale(
      ctx, [&] { return BusinessRepository::exchange_rate(conn, access.business_id).rate_cents; }, kNoRateMessage);
  out.sale.seller_id = access.user_id;
  out.sale.business_id = access.business_id;
  return out;
}

}  // namespace

void register_sales_routes(http::Router& router, db::Database& database, tickets::TicketsService& tickets,
                           auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/business/raffles", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto access = business_access(*database.acquire(), user.user_id);
    http::QueryFields query(ctx);
    raffles::RaffleListQuery list;
    list.page = query.page(16);
    list.status = raffles::read_status_filter(query);
    list.q = query.search("q");
    query.done();
    return http::json_text_response(http::Status::ok, list_business_raffles(database, access.business_id, list));
  });
  router.add(verb::get, "/api/v1/business/tickets", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    auto conn = database.acquire();
    const auto access = business_access(*conn, user.user_id);
    const auto filter = read_sales_filter(ctx);
    http::QueryFields query(ctx);
    const auto page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, list_sales(*conn, access.business_id, filter, page));
  });
  router.add(verb::get, "/api/v1/business/tickets/export", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    auto conn = database.acquire();
    const auto access = business_access(*conn, user.user_id);
    const auto filter = read_sales_filter(ctx);
    http::Response res{http::Status::ok, ctx.request.version()};
    res.set(http::bhttp::field::content_type, "text/csv; charset=utf-8");
    // The date of the export in Venezuela (UTC−4).
    const std::string day = to_rfc3339(std::chrono::system_clock::now() - std::chrono::hours(4)).substr(0, 10);
    res.set(http::bhttp::field::content_disposition, "attachment; filename=\"tickets-" + day + ".csv\"");
    res.set(http::bhttp::field::cache_control, "no-store");
    res.body() = export_sales_csv(*conn, access.business_id, filter);
    res.prepare_payload();
    return res;
  });
  router.add(verb::post, "/api/v1/business/raffles/{id}/tickets", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    tickets::CounterSaleBody body;
    {
      // The access and the rate on a connection given back before the sale takes its own.
      auto conn = database.acquire();
      body = read_counter_sale(ctx, *conn, business_access(*conn, user.user_id));
    }
    const auto purchase = tickets.sell_at_counter(body.sale, ctx.param("id"), std::move(body.numbers),
                                                  std::string(ctx.request["Idempotency-Key"]));
    metrics::count_counter_sale(purchase.replayed);
    auto res = http::json_text_response(purchase.replayed ? http::Status::ok : http::Status::created,
                                        tickets::to_text(purchase.ticket));
    if (purchase.replayed) res.set("Idempotent-Replayed", "true");
    return res;
  });
}

}  // namespace rifa::features::business
