#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "http/router.hpp"
#include "http/static_files.hpp"

namespace rifa::http::page {

// What every page rifa-server answers as HTML with its data in it shares (the raffle link and the
// timeline in features/raffles, a buyer's ticket in features/tickets; issue 35, web/README.md "The
// buyer's pages as HTML"): the data for the app, and app.html made the page.

// `json` for the app in <script type="application/json" id="`id`">, on a line of the head.
std::string data_script(std::string_view id, std::string_view json);

// Makes app.html `html` the page `kind` ("raffle", "timeline", "ticket") rendered as HTML: #root's
// content (the brand, the prerendered shells) becomes `page`, <html> gets data-ssr="`kind`" and
// boot.js is deferred (it holds nothing such a page needs); `head` (tags, data, scripts) goes at the
// end of <head>. `html` unchanged without a head or a #root.
void render_as_page(std::string& html, std::string_view kind, const std::string& head, const std::string& page);

// The answer to a page's GET: the app's HTML (StaticFiles::app_html) as `render` fills it in
// (no-cache: it carries data), or that HTML unchanged (the app then answers the address itself)
// when there is none to fill —
// `render` threw an ApiError under 500 (a raffle that does not exist) — or it could not be read
// (logged as `what`).
http::Response filled_page(http::RequestContext& ctx, const http::StaticFiles& files, std::string_view what,
                           const std::function<std::string(const std::string& index_html)>& render);

}  // namespace rifa::http::page
