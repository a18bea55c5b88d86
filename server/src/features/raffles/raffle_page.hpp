#pragma once

#include <string>
#include <string_view>

#include "features/raffles/raffles_service.hpp"
#include "http/router.hpp"
#include "http/static_files.hpp"

namespace rifa::features::raffles {

// The page /app/raffle/{id}, as a shared link's first visit (or a messaging app fetching its
// preview) gets it: the web app's index.html with, for that raffle,
//  - its title in <title>, a description, and Open Graph / Twitter tags (title, description, image,
//    canonical address) so WhatsApp, Telegram or Facebook show a preview card;
//  - its public answer (GET /api/v1/raffles/{id}) in <script type="application/json"
//    id="rifa-raffle">, which the app shows while it reads the raffle itself;
//  - its title and image in the prerendered shell a phone paints before the app's scripts: the
//    elements marked data-shell="title" (filled) and data-shell="image" (the placeholder, replaced
//    by the image) in web/src/features/raffles/components/RafflePending.tsx.
// `site_url` is the public origin the tags' addresses start with.
std::string render_raffle_page(std::string_view index_html, const Raffle& raffle, std::string_view site_url);

// GET /app/raffle/{id} on `pages`: the page above; index.html unchanged (the app then answers
// the address itself) for a raffle that does not exist or when it cannot be read.
void register_page(http::Router& pages, RafflesService& service, const http::StaticFiles& files, std::string site_url);

}  // namespace rifa::features::raffles
