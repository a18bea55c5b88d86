#include "features/raffles/raffle_page.hpp"

#include <cstdint>
#include <limits>

#include "common/money.hpp"
#include "features/raffles/page_shell.hpp"
#include "features/raffles/raffle_json.hpp"
#include "http/html_text.hpp"

namespace rifa::features::raffles {
namespace {

constexpr std::string_view kSiteName = "Rifa";
// How wide the app shows the image (RaffleOverview's HERO_SIZES), so the shell's image picks the
// copy the app's will: the browser then downloads it once.
constexpr std::string_view kHeroSizes = "(max-width: 767px) 100vw, 430px";
// A preview card's image: the narrowest copy at least this wide (WhatsApp shows ~600 px at most).
constexpr std::int64_t kPreviewWidth = 600;
constexpr std::size_t kDescriptionBytes = 200;
constexpr std::string_view kIcon = "/icon-512.png";  // web/public's

std::string absolute(std::string_view site_url, const std::string& url) {
  if (!url.starts_with("/")) return url;
  std::string origin(site_url);
  while (!origin.empty() && origin.back() == '/') origin.pop_back();
  return origin + url;
}

// As RaffleOverview's (es.ts raffleDetail.imageAlt).
std::string image_alt(const Raffle& raffle) { return "Imagen de la rifa " + raffle.title; }

std::string description_of(const Raffle& raffle) {
  const std::string text = http::summarize_text(raffle.description, kDescriptionBytes);
  return "Números a " + usd_text(raffle.ticket_price_cents) + " · " + count_text(raffle.total_tickets) + " números. " +
         (text.empty() ? "Elige los tuyos en " + std::string(kSiteName) + "." : text);
}

void meta(std::string& out, std::string_view attribute, std::string_view name, std::string_view content) {
  out += "    <meta ";
  out += attribute;
  out += "=\"";
  out += name;
  out += "\" content=\"";
  out += http::escape_html(content);
  out += "\" />\n";
}

// The tags a preview card is made from, and the raffle's public answer for the app.
std::string head_tags(const Raffle& raffle, std::string_view site_url, const std::string& title) {
  const std::string page_url = absolute(site_url, "/app/raffle/" + raffle.id);
  const std::string description = description_of(raffle);
  std::string image = raffle.image_url.value_or("");
  for (const auto& [width, url] : image_variants_from(raffle.image_variants_json)) {
    image = url;
    if (width >= kPreviewWidth) break;
  }
  std::string out;
  meta(out, "name", "description", description);
  meta(out, "property", "og:type", "website");
  meta(out, "property", "og:site_name", kSiteName);
  meta(out, "property", "og:locale", "es_VE");
  meta(out, "property", "og:title", title);
  meta(out, "property", "og:description", description);
  meta(out, "property", "og:url", page_url);
  // Without an image of its own the card shows the app's icon (a square: a summary card).
  meta(out, "property", "og:image", absolute(site_url, image.empty() ? std::string(kIcon) : image));
  if (!image.empty()) meta(out, "property", "og:image:alt", image_alt(raffle));
  meta(out, "name", "twitter:card", image.empty() ? "summary" : "summary_large_image");
  // A private raffle is for those its link was given to: kept out of search engines.
  if (raffle.is_private) meta(out, "name", "robots", "noindex");
  out += "    <link rel=\"canonical\" href=\"" + http::escape_html(page_url) + "\" />\n";
  return out + shell::data_script("rifa-raffle", raffle_text(raffle));
}

}  // namespace

std::string render_raffle_page(std::string_view index_html, const Raffle& raffle, std::string_view site_url) {
  std::string html(index_html);
  const std::string& title = raffle.title;
  const std::string page_title = title + " · " + std::string(kSiteName);

  std::size_t head_end = html.find("</head>");
  if (head_end == std::string::npos) return html;
  if (const auto open = html.find("<title>"); open < head_end) {
    const auto close = html.find("</title>", open);
    if (close < head_end) {
      html.replace(open + 7, close - open - 7, http::escape_html(page_title));
      head_end = html.find("</head>");
    }
  }
  html.insert(head_end, head_tags(raffle, site_url, page_title));
  const std::size_t body = html.find("</head>");

  std::size_t open = 0, close = 0;
  if (shell::find_marked(html, "data-shell=\"title\"", body, open, close))
    html.insert(close + 1, http::escape_html(title));
  if (!raffle.image_url.value_or("").empty() && shell::find_marked(html, "data-shell=\"image\"", body, open, close)) {
    shell::replace_placeholder(html, open, close,
                               shell::image_tag(raffle, {.css_class = "rifa-raffle__image",
                                                         .max_copy_width = std::numeric_limits<std::int64_t>::max(),
                                                         .with_original = true,
                                                         .sizes = kHeroSizes,
                                                         .width = 640,
                                                         .height = 360,
                                                         .alt = image_alt(raffle),
                                                         .async_decoding = false,
                                                         .high_priority = true}));
  }
  return html;
}

void register_page(http::Router& pages, RafflesService& service, const http::StaticFiles& files, std::string site_url) {
  pages.add(http::bhttp::verb::get, "/app/raffle/{id}",
            [&service, &files, site_url = std::move(site_url)](http::RequestContext& ctx) {
              return shell::filled_page(ctx, files, "raffle page", [&](const std::string& index) {
                return render_raffle_page(index, service.get(ctx.param("id")), site_url);
              });
            });
}

}  // namespace rifa::features::raffles
