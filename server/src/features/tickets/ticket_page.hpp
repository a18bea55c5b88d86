#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <string_view>

#include "auth/auth_service.hpp"
#include "features/tickets/tickets_service.hpp"
#include "http/router.hpp"
#include "http/static_files.hpp"

namespace rifa::features::tickets {

// The page /app/tickets/{id} as HTML for its buyer (issue 35, web/README.md "The buyer's pages as
// HTML"). Who asks is the page session's (auth/page_session.hpp: the HttpOnly cookie every sign-in
// and refresh sets). When it is alive and the ticket is its user's, the answer is app.html with
//  - the ticket as HTML in #root (ticket_view_html: numbers, total, status; while the hold runs,
//    until when to report and how to pay), usable before and without any script;
//  - the API's answers it was drawn from, for the app to start from without reading them again:
//    GET /tickets/{id} (id="rifa-ticket"), GET /raffles/{raffle_id} (id="rifa-ticket-raffle") and,
//    while the ticket takes a payment, GET /raffles/{raffle_id}/payment-methods
//    (id="rifa-ticket-methods");
//  - <html data-ssr="ticket">, boot.js deferred.
// Otherwise (no cookie, an expired one or a dead session, someone else's ticket, a raffle taken
// down) app.html unchanged: the app answers the address itself. Every answer is `private,
// no-store` and varies with the cookie: it may carry one person's data.
// What the page carries from other features (wired by main.cpp), each an API answer's JSON text
// for `viewer_id`; they throw the API's errors (a raffle taken down: 410).
struct TicketPageSources {
  std::function<std::string(const std::string& raffle_id, const std::string& viewer_id)> raffle;
  std::function<std::string(const std::string& raffle_id, const std::string& viewer_id)> payment_methods;
};

// The page for these answers (`methods_json` empty when the ticket takes no payment now).
std::string render_ticket_page(std::string_view index_html, const std::string& ticket_json,
                               const std::string& raffle_json, const std::string& methods_json,
                               std::chrono::system_clock::time_point now);

// GET /app/tickets/{id} on `pages`: the page above.
void register_ticket_page(http::Router& pages, TicketsService& service, auth::AuthService& auth,
                          const http::StaticFiles& files, TicketPageSources sources);

}  // namespace rifa::features::tickets
