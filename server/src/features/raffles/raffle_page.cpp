#include "features/raffles/raffle_page.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/money.hpp"
#include "features/raffles/raffle_json.hpp"
#include "http/html_text.hpp"
#include "http/server_page.hpp"

namespace rifa::features::raffles {
namespace {

// `text` for a query's value: every byte but the unreserved ones percent-encoded.
std::string page_query_component(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (const unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

// The taken numbers of the numbers' answer ({"total_tickets":N,"taken":[…],…}), ascending.
std::vector<std::int64_t> page_taken_numbers(std::string_view numbers_body) {
  const auto json = nlohmann::json::parse(numbers_body);
  std::vector<std::int64_t> taken = json.at("taken").get<std::vector<std::int64_t>>();
  std::sort(taken.begin(), taken.end());
  return taken;
}

constexpr std::string_view kSiteName = "Rifa";
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
  return out + http::page::data_script("rifa-raffle", raffle_text(raffle));
}

}  // namespace

std::string render_raffle_page(std::string_view index_html, const Raffle& raffle, std::string_view site_url,
                               std::string_view numbers_body, const RaffleViewState& state) {
  std::string html(index_html);
  const std::string page_title = raffle.title + " · " + std::string(kSiteName);

  std::size_t head_end = html.find("</head>");
  if (head_end == std::string::npos) return html;
  if (const auto open = html.find("<title>"); open < head_end) {
    const auto close = html.find("</title>", open);
    if (close < head_end) {
      html.replace(open + 7, close - open - 7, http::escape_html(page_title));
      head_end = html.find("</head>");
    }
  }
  http::page::render_as_page(html, "raffle",
                             head_tags(raffle, site_url, page_title) +
                                 http::page::data_script("rifa-raffle-numbers", numbers_body) +
                                 "    <script src=\"/raffle-page.js\" defer></script>\n",
                             raffle_view_html(raffle, state));
  return html;
}

namespace {

// ?bloque=K and ?n=1,5 (the page), or ?n7=1&n12=1 (its form).
RaffleViewState page_view_state(const http::RequestContext& ctx) {
  RaffleViewState state;
  const auto number = [](std::string_view text) -> std::optional<std::int64_t> {
    if (text.empty() || text.size() > 5) return std::nullopt;
    std::int64_t value = 0;
    for (const char c : text) {
      if (c < '0' || c > '9') return std::nullopt;
      value = value * 10 + (c - '0');
    }
    return value;
  };
  for (const auto& [key, value] : ctx.query) {
    if (key == "bloque") {
      state.block = number(value).value_or(0);
    } else if (key == "n") {
      std::size_t from = 0;
      while (from <= value.size() && state.chosen.size() < 100) {
        const std::size_t comma = std::min(value.find(',', from), value.size());
        if (const auto n = number(std::string_view(value).substr(from, comma - from))) state.chosen.insert(*n);
        from = comma + 1;
      }
    } else if (key.size() > 1 && key[0] == 'n' && state.chosen.size() < 100) {
      if (const auto n = number(std::string_view(key).substr(1))) state.chosen.insert(*n);
    }
  }
  return state;
}

std::string page_chosen_list(const RaffleViewState& state) {
  std::string list;
  for (const std::int64_t n : state.chosen) list += (list.empty() ? "" : ",") + std::to_string(n);
  return list;
}

}  // namespace

std::string render_unavailable_page(std::string_view index_html, const ApiError& why) {
  std::string html(index_html);
  const std::string page = "<main class=\"rifa-page rifa-ssr-unavailable\"><h1>Rifa no disponible</h1><p>" +
                           http::escape_html(why.what()) +
                           "</p><p><a href=\"/app/timeline\">Ver otras rifas</a></p></main>";
  http::page::render_as_page(html, "unavailable", "    <meta name=\"robots\" content=\"noindex\" />\n", page);
  return html;
}

void register_page(http::Router& pages, RafflesService& service, const http::StaticFiles& files, std::string site_url,
                   NumbersBody numbers) {
  pages.add(
      http::bhttp::verb::get, "/app/raffle/{id}",
      [&service, &files, site_url = std::move(site_url), numbers = std::move(numbers)](http::RequestContext& ctx) {
        return http::page::filled_page(ctx, files, "raffle page", [&](const std::string& index) {
          const Raffle raffle = service.get(ctx.param("id"));
          if (raffle.is_blocked) return render_unavailable_page(index, unavailable(raffle));
          const std::string body = numbers(raffle.id);
          RaffleViewState state = page_view_state(ctx);
          state.taken = page_taken_numbers(body);
          return render_raffle_page(index, raffle, site_url, body, state);
        });
      });
  pages.add(http::bhttp::verb::get, "/app/raffle/{id}/comprar", [](http::RequestContext& ctx) {
    const RaffleViewState state = page_view_state(ctx);
    std::string back = "/app/raffle/" + ctx.param("id");
    if (!state.chosen.empty()) back += "?n=" + page_chosen_list(state);
    http::Response res{http::Status::see_other, ctx.request.version()};
    res.set(http::bhttp::field::location, "/login?next=" + page_query_component(back));
    res.set(http::bhttp::field::cache_control, "no-store");
    res.prepare_payload();
    return res;
  });
}

}  // namespace rifa::features::raffles
