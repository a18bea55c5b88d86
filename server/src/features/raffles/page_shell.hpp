#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "features/raffles/raffles.hpp"
#include "http/router.hpp"
#include "http/static_files.hpp"

namespace rifa::features::raffles::shell {

// What the pages rifa-server answers with a raffle's data in them (raffle_page, timeline_page)
// share: a raffle's image as the app shows it, the data for the app, and app.html made the page as
// HTML.

// How a page shows a raffle's image, as the app's component does (so the browser picks the same
// copy and downloads it once).
struct ImageTag {
  std::string_view css_class;
  std::int64_t max_copy_width;  // the widest copy offered
  bool with_original;           // the original offered too, as the widest
  std::string_view sizes;
  int width;  // the box's intrinsic size (width/height attributes)
  int height;
  std::string alt;
  bool async_decoding;
  bool high_priority;
};
// The raffle's image as an <img>: its src, the copies in srcset with `sizes`, escaped.
std::string image_tag(const Raffle& raffle, const ImageTag& tag);

// `json` for the app in <script type="application/json" id="`id`">, on a line of the head.
std::string data_script(std::string_view id, std::string_view json);

// Makes app.html `html` the page `kind` ("raffle", "timeline") rifa-server rendered as HTML
// (issue 35, web/README.md "The buyer's pages as HTML"): #root's content (the brand, the
// prerendered shells) becomes `page`, <html> gets data-ssr="`kind`" and boot.js is deferred (it
// holds nothing such a page needs); `head` (tags, data, scripts) goes at the end of <head>. `html`
// unchanged without a head or a #root.
void render_as_page(std::string& html, std::string_view kind, const std::string& head, const std::string& page);

// The answer to a page's GET: the app's HTML (StaticFiles::app_html) as `render` fills it in
// (no-cache: it carries data), or that HTML unchanged (the app then answers the address itself)
// when there is none to fill —
// `render` threw an ApiError under 500 (a raffle that does not exist) — or it could not be read
// (logged as `what`).
http::Response filled_page(http::RequestContext& ctx, const http::StaticFiles& files, std::string_view what,
                           const std::function<std::string(const std::string& index_html)>& render);

}  // namespace rifa::features::raffles::shell
