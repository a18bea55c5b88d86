#pragma once

#include <string>
#include <string_view>

#include "features/raffles/raffles_service.hpp"
#include "http/router.hpp"
#include "http/static_files.hpp"

namespace rifa::features::raffles {

// The page /app/timeline as a phone's first visit gets it: the web app's index.html with
//  - the timeline's first page (GET /api/v1/raffles?page=0&limit=16, the same serialised answer)
//    in <script type="application/json" id="rifa-timeline">, which the app shows while it reads
//    the list itself (web/src/features/raffles/api/timeline-page.ts);
//  - the first raffles' image and title in the timeline's prerendered shell, painted before the
//    app's scripts: its first cards' elements marked data-shell="card-image" (the placeholder,
//    replaced by the image as RaffleCard shows it) and data-shell="card-title" (filled), in
//    web/src/features/raffles/components/RaffleGridSkeleton.tsx.
// `list` is the list's first page.
std::string render_timeline_page(std::string_view index_html, const RafflePage& list);

// GET /app/timeline on `pages`: the page above; index.html unchanged when the list cannot be read.
void register_timeline_page(http::Router& pages, RafflesService& service, const http::StaticFiles& files);

}  // namespace rifa::features::raffles
