#include "features/tickets/ticket_page.hpp"

#include <nlohmann/json.hpp>

#include "auth/page_session.hpp"
#include "common/errors.hpp"
#include "features/tickets/ticket_view_html.hpp"
#include "features/tickets/tickets_json.hpp"
#include "http/cookies.hpp"
#include "http/server_page.hpp"

namespace rifa::features::tickets {

std::string render_ticket_page(std::string_view index_html, const std::string& ticket_json,
                               const std::string& raffle_json, const std::string& methods_json,
                               std::chrono::system_clock::time_point now) {
  std::string html(index_html);
  const std::size_t head_end = html.find("</head>");
  if (const auto open = html.find("<title>"); open < head_end) {
    const auto close = html.find("</title>", open);
    if (close < head_end) html.replace(open + 7, close - open - 7, std::string("Mi ticket") + " · " + "Rifa");
  }
  std::string head = "    <meta name=\"robots\" content=\"noindex\" />\n" +
                     http::page::data_script("rifa-ticket", ticket_json) +
                     http::page::data_script("rifa-ticket-raffle", raffle_json);
  if (!methods_json.empty()) head += http::page::data_script("rifa-ticket-methods", methods_json);
  const auto methods = methods_json.empty() ? nlohmann::json() : nlohmann::json::parse(methods_json);
  http::page::render_as_page(
      html, "ticket", head,
      ticket_view_html(nlohmann::json::parse(ticket_json), nlohmann::json::parse(raffle_json), methods, now));
  return html;
}

void register_ticket_page(http::Router& pages, TicketsService& service, auth::AuthService& auth,
                          const http::StaticFiles& files, TicketPageSources sources) {
  pages.add(http::bhttp::verb::get, "/app/tickets/{id}",
            [&service, &auth, &files, sources = std::move(sources)](http::RequestContext& ctx) {
              http::Response res = http::page::filled_page(ctx, files, "ticket page", [&](const std::string& index) {
                const std::string token = http::cookie_value(ctx.request, auth::kPageCookie);
                const auto claims = token.empty() ? std::nullopt : auth.page_session(token);
                // Nothing to fill in: the app answers the address itself.
                if (!claims) throw ApiError::unauthorized();
                const auto ticket = service.get(claims->user_id, ctx.param("id"));
                const auto now = std::chrono::system_clock::now();
                const nlohmann::json ticket_json = to_json(ticket);
                const std::string raffle = sources.raffle(ticket.ticket.raffle_id, claims->user_id);
                const std::string methods = ticket_takes_payment(ticket_json, now)
                                                ? sources.payment_methods(ticket.ticket.raffle_id, claims->user_id)
                                                : std::string();
                return render_ticket_page(index, ticket_json.dump(), raffle, methods, now);
              });
              // It may carry one person's ticket: no cache keeps it, and it differs with the cookie.
              res.set(http::bhttp::field::cache_control, "private, no-store");
              res.set(http::bhttp::field::vary, "Cookie");
              return res;
            });
}

}  // namespace rifa::features::tickets
