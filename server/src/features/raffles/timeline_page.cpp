#include "features/raffles/timeline_page.hpp"

#include <algorithm>

#include "features/raffles/page_shell.hpp"
#include "features/raffles/raffle_json.hpp"
#include "http/html_text.hpp"

namespace rifa::features::raffles {
namespace {

// The cards a phone shows above the fold (one and the top of the next); the shell's others stay
// skeletons until the app renders the list.
constexpr std::size_t kShellCards = 2;
// RaffleCard's CARD_COPY_MAX and CARD_SIZES: the shell's image is the copy the app's card takes,
// so the browser downloads it once.
constexpr std::int64_t kCardCopyMax = 640;
constexpr std::string_view kCardSizes = "(max-width: 575px) 100vw, 360px";
constexpr std::string_view kShellStart = "data-prerendered=\"timeline\"";

// The newest raffles' image and title in the shell's first skeleton cards (`markup` is the
// timeline shell's markup alone, so the other pages' shells are never touched).
void fill_cards(std::string& markup, const std::vector<Raffle>& raffles) {
  std::size_t from = 0;
  for (std::size_t i = 0; i < kShellCards && i < raffles.size(); ++i) {
    const auto& raffle = raffles[i];
    std::size_t open = 0, close = 0;
    if (!shell::find_marked(markup, "data-shell=\"card-image\"", from, open, close)) return;
    if (!raffle.image_url.value_or("").empty() &&
        !shell::replace_placeholder(markup, open, close,
                                    shell::image_tag(raffle, {.css_class = "rifa-raffle-card__image",
                                                              .max_copy_width = kCardCopyMax,
                                                              .with_original = false,
                                                              .sizes = kCardSizes,
                                                              .width = 320,
                                                              .height = 180,
                                                              .alt = "",
                                                              .async_decoding = true,
                                                              .high_priority = i == 0}))) {
      return;
    }
    if (!shell::find_marked(markup, "data-shell=\"card-title\"", open, open, close)) return;
    const std::string title = http::escape_html(raffle.title);
    markup.insert(close + 1, title);
    from = close + 1 + title.size();
  }
}

}  // namespace

std::string render_timeline_page(std::string_view index_html, const RafflePage& list) {
  std::string html(index_html);
  const std::size_t head_end = html.find("</head>");
  if (head_end == std::string::npos) return html;
  html.insert(head_end, shell::data_script("rifa-timeline", raffle_list_text(list.data, list.count)));

  const std::size_t start = html.find(kShellStart);
  if (start == std::string::npos) return html;
  const std::size_t end = std::min(html.find("data-prerendered=", start + kShellStart.size()), html.size());
  std::string markup = html.substr(start, end - start);
  fill_cards(markup, list.data);
  return html.replace(start, end - start, markup);
}

void register_timeline_page(http::Router& pages, RafflesService& service, const http::StaticFiles& files) {
  pages.add(http::bhttp::verb::get, "/app/timeline", [&service, &files](http::RequestContext& ctx) {
    return shell::filled_page(ctx, files, "timeline page", [&](const std::string& index) {
      return render_timeline_page(index, service.list_public(RaffleListQuery{}));
    });
  });
}

}  // namespace rifa::features::raffles
