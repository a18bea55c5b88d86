#include "features/raffles/timeline_page.hpp"

#include "features/raffles/page_shell.hpp"
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

std::string card_image(const nlohmann::json& raffle, bool first) {
  std::string out = "<img class=\"rifa-raffle-card__image\" src=\"" +
                    http::escape_html(shell::string_member(raffle, "image_url")) + "\"";
  if (const std::string candidates = shell::srcset(raffle, kCardCopyMax, false); !candidates.empty()) {
    out += " srcset=\"" + http::escape_html(candidates) + "\" sizes=\"" + std::string(kCardSizes) + "\"";
  }
  out += " width=\"320\" height=\"180\" alt=\"\" decoding=\"async\"";
  return out + (first ? " fetchpriority=\"high\" />" : " />");
}

}  // namespace

std::string render_timeline_page(std::string_view index_html, const std::string& list_json) {
  std::string html(index_html);
  const std::size_t head_end = html.find("</head>");
  if (head_end == std::string::npos) return html;
  html.insert(head_end, "    <script type=\"application/json\" id=\"rifa-timeline\">" +
                            http::json_for_script(list_json) + "</script>\n");

  const auto list = nlohmann::json::parse(list_json, nullptr, false);
  const auto data = list.is_object() ? list.find("data") : list.end();
  if (data == list.end() || !data->is_array()) return html;
  std::size_t from = html.find(kShellStart);
  if (from == std::string::npos) return html;
  std::size_t shell_end = html.find("data-prerendered=", from + kShellStart.size());
  for (std::size_t i = 0; i < kShellCards && i < data->size(); ++i) {
    const auto& raffle = (*data)[i];
    std::size_t open = 0, close = 0;
    if (!shell::find_marked(html, "data-shell=\"card-image\"", from, open, close) || close > shell_end) break;
    const std::size_t before = html.size();
    if (!shell::string_member(raffle, "image_url").empty() &&
        !shell::replace_placeholder(html, open, close, card_image(raffle, i == 0))) {
      break;
    }
    if (!shell::find_marked(html, "data-shell=\"card-title\"", open, open, close)) break;
    const std::string title = http::escape_html(shell::string_member(raffle, "title"));
    html.insert(close + 1, title);
    from = close + 1 + title.size();
    if (shell_end != std::string::npos) shell_end += html.size() - before;
  }
  return html;
}

void register_timeline_page(http::Router& pages, RafflesService& service, const http::StaticFiles& files) {
  pages.add(http::bhttp::verb::get, "/app/timeline", [&service, &files](http::RequestContext& ctx) {
    return shell::filled_page(ctx, files, "timeline page", [&](const std::string& index) {
      return render_timeline_page(index, service.list_public(RaffleListQuery{}));
    });
  });
}

}  // namespace rifa::features::raffles
