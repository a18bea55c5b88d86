#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "features/raffles/raffle_view_html.hpp"
#include "features/raffles/raffles_service.hpp"
#include "http/router.hpp"
#include "http/static_files.hpp"

namespace rifa::features::raffles {

// The page /app/raffle/{id} (issue 35: the buyer's page as HTML, web/README.md): the web app's
// app.html with, for that raffle,
//  - its title in <title>, a description, and Open Graph / Twitter tags (title, description, image,
//    canonical address) so WhatsApp, Telegram or Facebook show a preview card;
//  - its public answer (GET /api/v1/raffles/{id}) in <script type="application/json"
//    id="rifa-raffle"> and its taken numbers (GET /api/v1/raffles/{id}/numbers, the same body) in
//    id="rifa-raffle-numbers": the app starts from them and does not read them again;
//  - the page itself as plain HTML (raffle_view_html) in #root, instead of the app's prerendered
//    shells: usable before and without any script; the app replaces it when it has rendered the
//    same page (its first render is a transition, so the HTML stays until then);
//  - <html data-ssr="raffle">, boot.js deferred (it blocks nothing the page needs) and
//    /raffle-page.js (the running total, the kept selection) deferred too.
// `site_url` is the public origin the tags' addresses start with; `numbers_body` the numbers'
// answer.
std::string render_raffle_page(std::string_view index_html, const Raffle& raffle, std::string_view site_url,
                               std::string_view numbers_body, const RaffleViewState& state);

// The page of a blocked raffle (taken down, or its organiser suspended): app.html with 'Rifa no
// disponible' and `why`'s message in #root, and nothing of the raffle.
std::string render_unavailable_page(std::string_view index_html, const ApiError& why);

// The taken numbers' answer of a raffle (the tickets feature's, wired by main.cpp).
using NumbersBody = std::function<std::string(const std::string& raffle_id)>;

// GET /app/raffle/{id} on `pages`: the page above (?bloque=K shows the grid's block K, ?n=1,5
// those numbers chosen); app.html unchanged (the app then answers the address itself) for a raffle
// that does not exist or when it cannot be read.
// GET /app/raffle/{id}/comprar?n7=1&n12=1 (the page's form without script): 303 to the sign-in
// page, which comes back to the raffle with those numbers chosen (/app/raffle/{id}?n=7,12).
void register_page(http::Router& pages, RafflesService& service, const http::StaticFiles& files, std::string site_url,
                   NumbersBody numbers);

}  // namespace rifa::features::raffles
