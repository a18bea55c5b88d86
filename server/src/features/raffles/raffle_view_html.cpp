#include "features/raffles/raffle_view_html.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <string_view>

#include "common/money.hpp"
#include "common/time.hpp"
#include "features/raffles/page_shell.hpp"
#include "http/html_text.hpp"

namespace rifa::features::raffles {
namespace {

constexpr std::int64_t kViewBlock = 100;  // numbers per block, as the app's grid (number-selection.ts)
constexpr std::string_view kViewHeroSizes = "(max-width: 767px) 100vw, 430px";

// The page's texts, as the app says them (web/src/locales/es.ts: raffleDetail, its asHtml, draw);
// web/scripts/server-pages.test.ts fails when a text here is not one of es.ts.
std::string view_lottery_name(std::string_view lottery) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kNames{{
      {"nacional", "Lotería Nacional"},
      {"zulia", "Lotería del Zulia"},
      {"caracas", "Lotería de Caracas"},
      {"tachira", "Lotería del Táchira"},
      {"oriente", "Lotería de Oriente"},
  }};
  for (const auto& [key, name] : kNames)
    if (key == lottery) return std::string(name);
  return std::string(lottery);
}

std::string view_unsold_text(std::string_view rule, const std::string& first, const std::string& last) {
  if (rule == "nearest_sold")
    return "Si ese número no se vendió o no está pagado, gana el número pagado más cercano hacia arriba (después "
           "del " +
           last + " sigue el " + first + ").";
  if (rule == "void") return "Si el número que salga no está vendido y pagado, la rifa queda sin ganador.";
  return "Si ese número no se vendió o no está pagado, decide el próximo sorteo de la misma lotería.";
}

void view_fact(std::string& out, std::string_view term, const std::string& escaped_value) {
  out += "<dt>";
  out += term;
  out += "</dt><dd>";
  out += escaped_value;
  out += "</dd>";
}

void view_grid(std::string& out, const Raffle& raffle, const RaffleViewState& state, bool selling) {
  const std::int64_t total = raffle.total_tickets;
  const std::int64_t blocks = std::max<std::int64_t>(1, (total + kViewBlock - 1) / kViewBlock);
  const std::int64_t block = std::clamp<std::int64_t>(state.block, 0, blocks - 1);
  const std::int64_t first = block * kViewBlock;
  const std::int64_t last = std::min(total, first + kViewBlock) - 1;
  const std::string range = padded_ticket(first, total) + "–" + padded_ticket(last, total);
  out += "<fieldset class=\"rifa-ssr__numbers\"><legend>Números " + range + "</legend>";
  if (blocks > 1) {
    out += "<nav class=\"rifa-ssr__blocks\" aria-label=\"Bloques de números\">";
    if (block > 0) out += "<a href=\"?bloque=" + std::to_string(block - 1) + "\">Anteriores</a>";
    out += "<span>" + range + " de " + count_text(total) + "</span>";
    if (block + 1 < blocks) out += "<a href=\"?bloque=" + std::to_string(block + 1) + "\">Siguientes</a>";
    out += "</nav>";
  }
  out += "<div class=\"rifa-ssr__grid\">";
  auto taken = std::lower_bound(state.taken.begin(), state.taken.end(), first);
  for (std::int64_t n = first; n <= last; ++n) {
    while (taken != state.taken.end() && *taken < n) ++taken;
    const bool is_taken = taken != state.taken.end() && *taken == n;
    const std::string label = padded_ticket(n, total);
    const std::string number = std::to_string(n);
    out += is_taken ? "<label class=\"rifa-ssr__n rifa-ssr__n--taken\">" : "<label class=\"rifa-ssr__n\">";
    out += "<input type=\"checkbox\" name=\"n" + number + "\" value=\"1\" data-number=\"" + number + "\"";
    if (is_taken || !selling) out += " disabled";
    if (!is_taken && state.chosen.contains(n)) out += " checked";
    out += " aria-label=\"" + label + (is_taken ? ", vendido" : ", libre") + "\" /><span>" + label + "</span></label>";
  }
  out += "</div></fieldset>";
  // Chosen numbers of other blocks travel with the form too.
  for (const std::int64_t n : state.chosen)
    if ((n < first || n > last) && n >= 0 && n < total)
      out += "<input type=\"hidden\" name=\"n" + std::to_string(n) + "\" value=\"1\" />";
}

// The header every page as HTML starts with.
constexpr std::string_view kViewBar =
    "<header class=\"rifa-ssr__bar\"><a class=\"rifa-ssr__brand\" href=\"/app\">Rifa</a></header>";
// RaffleCard's CARD_COPY_MAX and CARD_SIZES: the card's image is the copy the app's card takes.
constexpr std::int64_t kViewCardCopyMax = 640;
constexpr std::string_view kViewCardSizes = "(max-width: 575px) 100vw, 360px";

std::string view_price(const Raffle& raffle) {
  const auto& rate = raffle.creator.exchange_rate_cents;
  std::string out = "<strong>" + usd_text(raffle.ticket_price_cents) + "</strong>";
  if (rate && *rate > 0) out += " <span>" + bs_text(bs_cents(raffle.ticket_price_cents, *rate)) + "</span>";
  return out;
}

}  // namespace

std::string timeline_view_html(const std::vector<Raffle>& raffles) {
  std::string out;
  out.reserve(1024 + raffles.size() * 768);
  out += "<div class=\"rifa-ssr\" id=\"rifa-ssr\">";
  out += kViewBar;
  out += "<main class=\"rifa-ssr__main\"><h1 class=\"rifa-ssr__title\">Timeline</h1><ul class=\"rifa-ssr__cards\">";
  bool first = true;
  for (const Raffle& raffle : raffles) {
    out += "<li><a class=\"rifa-ssr__card\" href=\"/app/raffle/" + http::escape_html(raffle.id) + "\">";
    if (!raffle.image_url.value_or("").empty()) {
      std::string image = shell::image_tag(raffle, {.css_class = "rifa-ssr__card-image",
                                                    .max_copy_width = kViewCardCopyMax,
                                                    .with_original = false,
                                                    .sizes = kViewCardSizes,
                                                    .width = 320,
                                                    .height = 180,
                                                    .alt = "",
                                                    .async_decoding = true,
                                                    .high_priority = first});
      if (!first) image.insert(4, " loading=\"lazy\"");
      out += image;
    }
    first = false;
    out += "<span class=\"rifa-ssr__card-title\">" + http::escape_html(raffle.title) + "</span>";
    out += "<span class=\"rifa-ssr__price\">" + view_price(raffle) + " por número</span>";
    out += "<span class=\"rifa-ssr__card-meta\">" + count_text(raffle.sold_tickets) + " de " +
           count_text(raffle.total_tickets) + " vendidos · cierra " + caracas_text(raffle.end_date) +
           "</span></a></li>";
  }
  out += "</ul></main></div>";
  return out;
}

std::string padded_ticket(std::int64_t number, std::int64_t total) {
  const std::size_t width = std::max<std::size_t>(1, std::to_string(std::max<std::int64_t>(total - 1, 0)).size());
  std::string text = std::to_string(number);
  if (text.size() < width) text.insert(0, width - text.size(), '0');
  return text;
}

std::string raffle_view_html(const Raffle& raffle, const RaffleViewState& state) {
  const bool selling = raffle.status == "active" && !raffle.sales_closed_at.has_value();
  const std::string id = http::escape_html(raffle.id);
  const std::string title = http::escape_html(raffle.title);
  const auto& rate = raffle.creator.exchange_rate_cents;
  std::string out;
  out.reserve(16384);
  out += "<div class=\"rifa-ssr\" id=\"rifa-ssr\" data-raffle=\"" + id + "\">";
  out += kViewBar;
  out += "<main class=\"rifa-ssr__main\">";
  if (!raffle.image_url.value_or("").empty()) {
    out += shell::image_tag(raffle, {.css_class = "rifa-ssr__image",
                                     .max_copy_width = std::numeric_limits<std::int64_t>::max(),
                                     .with_original = true,
                                     .sizes = kViewHeroSizes,
                                     .width = 640,
                                     .height = 360,
                                     .alt = "Imagen de la rifa " + raffle.title,
                                     .async_decoding = false,
                                     .high_priority = true});
  }
  out += "<h1 class=\"rifa-ssr__title\">" + title + "</h1>";
  out += "<p class=\"rifa-ssr__price\">" + view_price(raffle) + " por número</p>";
  out += "<dl class=\"rifa-ssr__facts\">";
  view_fact(out, "Organiza", http::escape_html(raffle.creator.name));
  view_fact(out, "Vendidos", count_text(raffle.sold_tickets) + " de " + count_text(raffle.total_tickets));
  view_fact(out, "Cierre de ventas", caracas_text(raffle.end_date) + " (hora de Venezuela)");
  const std::string lottery = http::escape_html(view_lottery_name(raffle.lottery));
  view_fact(out, "Lotería", lottery);
  const std::string first = padded_ticket(0, raffle.total_tickets);
  const std::string last = padded_ticket(raffle.total_tickets - 1, raffle.total_tickets);
  out += "</dl><h2 class=\"rifa-ssr__subtitle\">Cómo se elige el ganador</h2><p class=\"rifa-ssr__rule\">";
  out += "El ganador sale del sorteo de la " + lottery + " del " +
         caracas_text(raffle.draw_at.empty() ? raffle.end_date : raffle.draw_at) +
         ": gana el número igual a las últimas " + std::to_string(first.size()) +
         " cifras del resultado. Solo participan los tickets pagados antes de ese sorteo. " +
         view_unsold_text(raffle.unsold_rule, first, last) + "</p>";
  out += "<form class=\"rifa-ssr__buy\" method=\"get\" action=\"/app/raffle/" + id + "/comprar\" data-raffle=\"" + id +
         "\" data-total=\"" + std::to_string(raffle.total_tickets) + "\" data-price-cents=\"" +
         std::to_string(raffle.ticket_price_cents) + "\" data-rate-cents=\"" + std::to_string(rate.value_or(0)) + "\">";
  view_grid(out, raffle, state, selling);
  if (selling) {
    out +=
        "<div class=\"rifa-ssr__cart\"><p class=\"rifa-ssr__total\" aria-live=\"polite\" data-ssr=\"total\" "
        "data-empty=\"Elige tus números\" data-one=\"{n} número\" data-many=\"{n} números\">Elige tus "
        "números</p><button class=\"rifa-ssr__buy-button\" type=\"submit\">Comprar</button></div>";
  } else {
    out += "<p class=\"rifa-ssr__total\">Las ventas de esta rifa están cerradas.</p>";
  }
  out += "</form></main></div>";
  return out;
}

}  // namespace rifa::features::raffles
