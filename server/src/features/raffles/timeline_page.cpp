#include "features/raffles/timeline_page.hpp"

#include "features/raffles/raffle_json.hpp"
#include "features/raffles/raffle_view_html.hpp"
#include "http/server_page.hpp"

namespace rifa::features::raffles {
std::string render_timeline_page(std::string_view index_html, const RafflePage& list) {
  std::string html(index_html);
  http::page::render_as_page(html, "timeline",
                             http::page::data_script("rifa-timeline", raffle_list_text(list.data, list.count)),
                             timeline_view_html(list.data));
  return html;
}

void register_timeline_page(http::Router& pages, RafflesService& service, const http::StaticFiles& files) {
  pages.add(http::bhttp::verb::get, "/app/timeline", [&service, &files](http::RequestContext& ctx) {
    return http::page::filled_page(ctx, files, "timeline page", [&](const std::string& index) {
      return render_timeline_page(index, service.list_public(RaffleListQuery{}));
    });
  });
}

}  // namespace rifa::features::raffles
