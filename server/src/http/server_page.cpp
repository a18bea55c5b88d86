#include "http/server_page.hpp"

#include "common/errors.hpp"
#include "common/log.hpp"
#include "http/html_text.hpp"

namespace rifa::http::page {

std::string data_script(std::string_view id, std::string_view json) {
  return "    <script type=\"application/json\" id=\"" + std::string(id) + "\">" + json_for_script(json) +
         "</script>\n";
}

void render_as_page(std::string& html, std::string_view kind, const std::string& head, const std::string& page) {
  const std::string root_open = "<div id=\"root\">";
  const std::size_t head_end = html.find("</head>");
  if (head_end == std::string::npos) return;
  const std::size_t root = html.find(root_open, head_end);
  const std::size_t body_end = html.rfind("</body>");
  const std::size_t root_end = body_end == std::string::npos ? std::string::npos : html.rfind("</div>", body_end);
  const bool rendered = root != std::string::npos && root_end != std::string::npos && root_end > root;
  if (rendered) {
    const std::size_t content = root + root_open.size();
    html.replace(content, root_end - content, page);
  }
  html.insert(head_end, head);
  if (!rendered) return;
  // boot.js need not run before the first paint here: the page is usable as it arrives.
  if (const auto boot = html.find("<script src=\"/boot.js\""); boot < head_end) html.insert(boot + 8, "defer ");
  if (const auto tag = html.find("<html"); tag < head_end)
    html.insert(tag + 5, " data-ssr=\"" + std::string(kind) + "\"");
}

http::Response filled_page(http::RequestContext& ctx, const http::StaticFiles& files, std::string_view what,
                           const std::function<std::string(const std::string& index_html)>& render) {
  const std::string* index = files.app_html();
  if (index == nullptr) return files.serve(ctx.request, ctx.path);
  std::string body;
  try {
    body = render(*index);
  } catch (const ApiError& error) {
    if (error.status() >= 500) log::warn(std::string(what) + ": " + error.what());
    return files.serve(ctx.request, ctx.path);
  } catch (const std::exception& error) {
    log::warn(std::string(what) + ": " + error.what());
    return files.serve(ctx.request, ctx.path);
  }
  http::Response res{http::Status::ok, ctx.request.version()};
  res.set(http::bhttp::field::content_type, "text/html; charset=utf-8");
  res.set(http::bhttp::field::cache_control, "no-cache");
  res.body() = std::move(body);
  res.prepare_payload();
  return res;
}

}  // namespace rifa::http::page
