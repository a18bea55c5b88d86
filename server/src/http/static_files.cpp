#include "http/static_files.hpp"

#include <openssl/sha.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "common/log.hpp"
#include "http/error_response.hpp"
#include "http/router.hpp"

namespace rifa::http {
namespace fs = std::filesystem;

namespace {

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string etag_of(const std::string& body) {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(body.data()), body.size(), digest);
  static constexpr char hex[] = "0123456789abcdef";
  std::string out = "\"";
  for (int i = 0; i < 12; ++i) {
    out += hex[digest[i] >> 4];
    out += hex[digest[i] & 0x0f];
  }
  return out + "\"";
}

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

StaticFiles::StaticFiles(const std::string& root) {
  std::error_code ec;
  if (!fs::is_directory(root, ec)) {
    log::warn("web app directory " + root + " not found: only the API is served (run `make build`)");
    return;
  }
  for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    if (!it->is_regular_file()) continue;
    const std::string name = fs::relative(it->path(), root).generic_string();
    if (ends_with(name, ".gz") || ends_with(name, ".br")) continue;
    Entry entry;
    entry.body = read_file(it->path());
    entry.content_type = std::string(content_type_for(name));
    entry.etag = etag_of(entry.body);
    if (fs::exists(it->path().string() + ".gz")) {
      entry.gzip = read_file(it->path().string() + ".gz");
      entry.has_gzip = true;
    }
    if (fs::exists(it->path().string() + ".br")) {
      entry.brotli = read_file(it->path().string() + ".br");
      entry.has_brotli = true;
    }
    files_.emplace(name, std::move(entry));
  }
  auto app = files_.find("app.html");
  if (app == files_.end()) app = files_.find("index.html");
  if (app != files_.end()) app_ = &*app;
  log::info("web app: " + std::to_string(files_.size()) + " files loaded from " + root);
}

std::optional<std::string> StaticFiles::resolve(std::string_view url_path) {
  if (url_path.empty() || url_path.front() != '/') return std::nullopt;
  if (url_path.find('\\') != std::string_view::npos || url_path.find('\0') != std::string_view::npos) {
    return std::nullopt;
  }
  std::string out;
  for (auto segment : split_path(url_path)) {
    if (segment == "." || segment == ".." || segment.front() == '.') return std::nullopt;
    if (!out.empty()) out += '/';
    out.append(segment);
  }
  if (out.empty()) return std::string("index.html");
  return out;
}

std::string_view StaticFiles::content_type_for(std::string_view file_name) {
  static const std::pair<std::string_view, std::string_view> types[] = {
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json"},
      {".webmanifest", "application/manifest+json"},
      {".map", "application/json"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},
      {".webp", "image/webp"},
      {".gif", "image/gif"},
      {".ico", "image/x-icon"},
      {".woff2", "font/woff2"},
      {".woff", "font/woff"},
      {".txt", "text/plain; charset=utf-8"},
  };
  const std::string name = lower(file_name);
  for (const auto& [ext, type] : types) {
    if (ends_with(name, ext)) return type;
  }
  return "application/octet-stream";
}

std::string_view StaticFiles::pick_encoding(std::string_view header, bool have_br, bool have_gzip) {
  bool br = false, gzip = false;
  std::size_t start = 0;
  while (start < header.size()) {
    auto comma = header.find(',', start);
    std::string token =
        lower(header.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    start = comma == std::string_view::npos ? header.size() : comma + 1;
    std::string coding = token.substr(0, token.find(';'));
    coding.erase(0, coding.find_first_not_of(" \t"));
    coding.erase(coding.find_last_not_of(" \t") + 1);
    bool refused = false;
    if (auto q = token.find("q="); q != std::string::npos) {
      refused = std::strtod(token.c_str() + q + 2, nullptr) <= 0.0;
    }
    if (refused) continue;
    if (coding == "br") br = true;
    if (coding == "gzip") gzip = true;
  }
  if (br && have_br) return "br";
  if (gzip && have_gzip) return "gzip";
  return "";
}

const std::string* StaticFiles::app_html() const { return app_ == nullptr ? nullptr : &app_->second.body; }

Response StaticFiles::serve(const Request& req, std::string_view path) const {
  Response res;
  const std::string_view body = serve_shared(req, path, res);
  if (!body.empty()) res.body().assign(body);
  return res;
}

std::string_view StaticFiles::serve_shared(const Request& req, std::string_view path, Response& res) const {
  const auto name = resolve(path);
  if (!name) {
    res = not_found_response(req.version());
    return {};
  }
  if (auto it = files_.find(*name); it != files_.end()) return respond(req, it->first, it->second, res);
  // Missing hashed assets stay 404: answering HTML for a script breaks loudly in the browser.
  if (name->rfind("assets/", 0) == 0 || app_ == nullptr) {
    res = not_found_response(req.version());
    return {};
  }
  return respond(req, app_->first, app_->second, res);
}

std::string_view StaticFiles::respond(const Request& req, const std::string& name, const Entry& entry,
                                      Response& res) const {
  res = Response{Status::ok, req.version()};
  res.set(bhttp::field::content_type, entry.content_type);
  res.set(bhttp::field::etag, entry.etag);
  res.set(bhttp::field::vary, "Accept-Encoding");
  if (name.rfind("assets/", 0) == 0) {
    res.set(bhttp::field::cache_control, "public, max-age=31536000, immutable");
  } else if (name == "index.html" || name == "app.html") {
    res.set(bhttp::field::cache_control, "no-cache");
  } else {
    res.set(bhttp::field::cache_control, "public, max-age=3600");
  }
  if (etag_matches(req[bhttp::field::if_none_match], entry.etag)) {
    res.result(Status::not_modified);
    return {};
  }
  const auto encoding = pick_encoding(req[bhttp::field::accept_encoding], entry.has_brotli, entry.has_gzip);
  const std::string* body = &entry.body;
  if (encoding == "br") {
    res.set(bhttp::field::content_encoding, "br");
    body = &entry.brotli;
  } else if (encoding == "gzip") {
    res.set(bhttp::field::content_encoding, "gzip");
    body = &entry.gzip;
  }
  res.content_length(body->size());
  if (req.method() == bhttp::verb::head) return {};
  return *body;
}

}  // namespace rifa::http
