#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "http/message.hpp"

namespace rifa::http {

// The built web app, loaded into memory at start-up so serving never touches the disk.
// Hashed assets (under /assets/) are cached `immutable`, the HTML `no-cache`; the `.gz` and
// `.br` siblings produced at build time are served when the client accepts them. `/` is
// index.html (with the prerendered landing page); every other client-side route is app.html, the
// same page without the landing (web/scripts/prerender-landing.ts), or index.html in a build
// without it.
class StaticFiles {
 public:
  explicit StaticFiles(const std::string& root);
  StaticFiles() = default;                   // no web app: every path is 404 (the metrics listener)
  StaticFiles(const StaticFiles&) = delete;  // app_ points into files_
  StaticFiles& operator=(const StaticFiles&) = delete;

  // The HTML of the app's routes (app.html, else index.html): what pages built from it start
  // from; null without a web app.
  const std::string* app_html() const;

  // Serves GET/HEAD for a non-API path: the file itself, or the app's HTML for client-side routes
  // (history fallback). Missing hashed assets and traversal attempts get 404.
  Response serve(const Request& req, std::string_view path) const;
  // The same answer without copying the file: `res` gets the status and headers (Content-Length
  // included) and the returned bytes, held by this object for its lifetime, are the body to send
  // after `res.body()` (empty for HEAD, 304 and answers whose body is in `res`).
  std::string_view serve_shared(const Request& req, std::string_view path, Response& res) const;

  // Maps a URL path to a relative file name; nullopt for traversal attempts ("..", "\\", NUL)
  // and other malformed paths. "/" → "index.html".
  static std::optional<std::string> resolve(std::string_view url_path);
  static std::string_view content_type_for(std::string_view file_name);
  // Picks "br", "gzip" or "" from an Accept-Encoding header, honouring q=0.
  static std::string_view pick_encoding(std::string_view accept_encoding, bool have_br, bool have_gzip);

 private:
  struct Entry {
    std::string body;
    std::string gzip;
    std::string brotli;
    std::string content_type;
    std::string etag;
    bool has_gzip = false;
    bool has_brotli = false;
  };
  std::string_view respond(const Request& req, const std::string& name, const Entry& entry, Response& res) const;

  std::unordered_map<std::string, Entry> files_;
  // app.html's entry, else index.html's (found once, at start-up); null without a web app.
  const std::pair<const std::string, Entry>* app_ = nullptr;
};

}  // namespace rifa::http
