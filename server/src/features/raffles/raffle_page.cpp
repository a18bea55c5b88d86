#include "features/raffles/raffle_page.hpp"

#include <cmath>
#include <cstdint>

#include "common/errors.hpp"
#include "common/log.hpp"
#include "http/html_text.hpp"

namespace rifa::features::raffles {
namespace {

constexpr std::string_view kSiteName = "Rifa";
// How wide the app shows the image (RaffleOverview's HERO_SIZES), so the shell's image picks the
// copy the app's will: the browser then downloads it once.
constexpr std::string_view kHeroSizes = "(max-width: 767px) 100vw, 430px";
constexpr int kOriginalWidth = 2048;  // an original's longest side at most (web: MAX_IMAGE_SIDE)
// A preview card's image: the narrowest copy at least this wide (WhatsApp shows ~600 px at most).
constexpr std::int64_t kPreviewWidth = 600;
constexpr std::size_t kDescriptionBytes = 200;
constexpr std::string_view kIcon = "/icon-512.png";  // web/public's

// "1234" → "1.234" (es-VE grouping).
std::string grouped(std::int64_t value) {
  std::string digits = std::to_string(value < 0 ? -value : value);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += '.';
    out += digits[i];
  }
  return value < 0 ? "-" + out : out;
}

// Dollars as the app writes them (formatMoney): "$ 1.234,50".
std::string money(double amount) {
  const auto cents = static_cast<std::int64_t>(std::llround(amount * 100.0));
  const std::int64_t part = cents % 100;
  return "$ " + grouped(cents / 100) + "," + (part < 10 ? "0" : "") + std::to_string(part);
}

std::string absolute(std::string_view site_url, const std::string& url) {
  if (!url.starts_with("/")) return url;
  std::string origin(site_url);
  while (!origin.empty() && origin.back() == '/') origin.pop_back();
  return origin + url;
}

std::string string_member(const nlohmann::json& object, const char* key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The image variants ([{"width","url"}…], narrowest first) that are well formed.
std::vector<std::pair<std::int64_t, std::string>> variants_of(const nlohmann::json& raffle) {
  std::vector<std::pair<std::int64_t, std::string>> out;
  const auto it = raffle.find("image_variants");
  if (it == raffle.end() || !it->is_array()) return out;
  for (const auto& v : *it) {
    if (v.is_object() && v.contains("width") && v["width"].is_number_integer() && v.contains("url") &&
        v["url"].is_string()) {
      out.emplace_back(v["width"].get<std::int64_t>(), v["url"].get<std::string>());
    }
  }
  return out;
}

// As RaffleOverview's (es.ts raffleDetail.imageAlt).
std::string image_alt(const nlohmann::json& raffle) { return "Imagen de la rifa " + string_member(raffle, "title"); }

std::string description_of(const nlohmann::json& raffle) {
  std::string out;
  if (const auto price = raffle.find("ticket_price"); price != raffle.end() && price->is_number()) {
    out = "Números a " + money(price->get<double>());
  }
  if (const auto total = raffle.find("total_tickets"); total != raffle.end() && total->is_number_integer()) {
    out += (out.empty() ? "" : " · ") + grouped(total->get<std::int64_t>()) + " números";
  }
  const std::string text = http::summarize_text(string_member(raffle, "description"), kDescriptionBytes);
  if (!out.empty()) out += ". ";
  return out + (text.empty() ? "Elige los tuyos en " + std::string(kSiteName) + "." : text);
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
std::string head_tags(const nlohmann::json& raffle, std::string_view site_url, const std::string& title) {
  const std::string id = string_member(raffle, "id");
  const std::string page_url = absolute(site_url, "/app/raffle/" + id);
  const std::string description = description_of(raffle);
  std::string image = string_member(raffle, "image_url");
  for (const auto& [width, url] : variants_of(raffle)) {
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
  if (raffle.value("is_private", false)) meta(out, "name", "robots", "noindex");
  out += "    <link rel=\"canonical\" href=\"" + http::escape_html(page_url) + "\" />\n";
  out += "    <script type=\"application/json\" id=\"rifa-raffle\">" + http::json_for_script(raffle.dump()) +
         "</script>\n";
  return out;
}

std::string image_tag(const nlohmann::json& raffle) {
  const std::string src = string_member(raffle, "image_url");
  std::string out = "<img class=\"rifa-raffle__image\" src=\"" + http::escape_html(src) + "\"";
  const auto variants = variants_of(raffle);
  if (!variants.empty()) {
    std::string srcset;
    for (const auto& [width, url] : variants) srcset += url + " " + std::to_string(width) + "w, ";
    srcset += src + " " + std::to_string(kOriginalWidth) + "w";
    out += " srcset=\"" + http::escape_html(srcset) + "\" sizes=\"" + std::string(kHeroSizes) + "\"";
  }
  return out + " width=\"640\" height=\"360\" alt=\"" + http::escape_html(image_alt(raffle)) +
         "\" fetchpriority=\"high\" />";
}

// The element of the shell carrying `marker` (data-shell="…"), from its "<tag" to its ">".
bool find_marked(const std::string& html, std::string_view marker, std::size_t from, std::size_t& open,
                 std::size_t& close) {
  const std::size_t at = html.find(marker, from);
  if (at == std::string::npos) return false;
  open = html.rfind('<', at);
  close = html.find('>', at);
  return open != std::string::npos && close != std::string::npos;
}

}  // namespace

std::string render_raffle_page(std::string_view index_html, const nlohmann::json& raffle, std::string_view site_url) {
  std::string html(index_html);
  const std::string title = string_member(raffle, "title");
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
  if (find_marked(html, "data-shell=\"title\"", body, open, close)) html.insert(close + 1, http::escape_html(title));
  if (!string_member(raffle, "image_url").empty() && find_marked(html, "data-shell=\"image\"", body, open, close)) {
    // The placeholder holds an icon (spans and an svg), no other div: it ends at the first </div>.
    const std::size_t end = html.find("</div>", close);
    if (end != std::string::npos) html.replace(open, end + 6 - open, image_tag(raffle));
  }
  return html;
}

void register_page(http::Router& pages, RafflesService& service, const http::StaticFiles& files, std::string site_url) {
  pages.add(http::bhttp::verb::get, "/app/raffle/{id}",
            [&service, &files, site_url = std::move(site_url)](http::RequestContext& ctx) {
              const std::string* index = files.index_html();
              if (index == nullptr) return files.serve(ctx.request, ctx.path);
              nlohmann::json raffle;
              try {
                raffle = service.get(ctx.param("id"));
              } catch (const ApiError& error) {
                if (error.status() >= 500) log::warn(std::string("raffle page: ") + error.what());
                return files.serve(ctx.request, ctx.path);
              } catch (const std::exception& error) {
                log::warn(std::string("raffle page: ") + error.what());
                return files.serve(ctx.request, ctx.path);
              }
              http::Response res{http::Status::ok, ctx.request.version()};
              res.set(http::bhttp::field::content_type, "text/html; charset=utf-8");
              res.set(http::bhttp::field::cache_control, "no-cache");
              res.body() = render_raffle_page(*index, raffle, site_url);
              res.prepare_payload();
              return res;
            });
}

}  // namespace rifa::features::raffles
