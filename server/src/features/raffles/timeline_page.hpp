#pragma once

#include <string>
#include <string_view>

#include "features/raffles/raffles_service.hpp"
#include "http/router.hpp"
#include "http/static_files.hpp"

namespace rifa::features::raffles {

// The page /app/timeline as a first visit gets it (issue 35, web/README.md "The buyer's pages as
// HTML"): the web app's app.html with
//  - the timeline's first page (GET /api/v1/raffles?page=0&limit=16, the same serialised answer)
//    in <script type="application/json" id="rifa-timeline">, the app's list's initial data (it
//    does not read it again: web/src/features/raffles/api/timeline-page.ts);
//  - that page as plain HTML in #root (timeline_view_html: a card per raffle linking to its page),
//    which the app replaces when it has rendered the same list.
// `list` is the list's first page.
std::string render_timeline_page(std::string_view index_html, const RafflePage& list);

// GET /app/timeline on `pages`: the page above; index.html unchanged when the list cannot be read.
void register_timeline_page(http::Router& pages, RafflesService& service, const http::StaticFiles& files);

}  // namespace rifa::features::raffles
