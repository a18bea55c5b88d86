#include "http/compression.hpp"

#include <libdeflate.h>

#include <memory>
#include <new>

#include "http/static_files.hpp"

namespace rifa::http {
namespace {

// Level 4: for JSON, within a few percent of level 6's size at about half its CPU.
constexpr int kLevel = 4;

struct CompressorFree {
  void operator()(libdeflate_compressor* c) const { libdeflate_free_compressor(c); }
};
using Compressor = std::unique_ptr<libdeflate_compressor, CompressorFree>;

// libdeflate's compressor holds ~100 KB of tables: one per thread and level, made on first use.
libdeflate_compressor* compressor_for(int level) {
  thread_local Compressor cached;
  thread_local int cached_level = 0;
  if (!cached || cached_level != level) {
    cached.reset(libdeflate_alloc_compressor(level));
    if (!cached) throw std::bad_alloc();
    cached_level = level;
  }
  return cached.get();
}

bool compressible_type(std::string_view type) {
  return type.starts_with("application/json") || type.starts_with("text/");
}

}  // namespace

std::string gzip(std::string_view data, int level) {
  libdeflate_compressor* c = compressor_for(level);
  std::string out(libdeflate_gzip_compress_bound(c, data.size()), '\0');
  const std::size_t size = libdeflate_gzip_compress(c, data.data(), data.size(), out.data(), out.size());
  out.resize(size);  // never 0: the bound always fits
  return out;
}

void compress_response(std::string_view accept_encoding, Response& res) {
  if (res.body().size() < kCompressMinBytes || !compressible_type(res[bhttp::field::content_type]) ||
      res.count(bhttp::field::content_encoding) > 0) {
    return;
  }
  if (const std::string_view vary = res[bhttp::field::vary]; vary.empty()) {
    res.set(bhttp::field::vary, "Accept-Encoding");
  } else if (vary.find("Accept-Encoding") == std::string_view::npos) {
    res.set(bhttp::field::vary, std::string(vary) + ", Accept-Encoding");
  }
  if (StaticFiles::pick_encoding(accept_encoding, false, true) != "gzip") return;
  res.body() = gzip(res.body(), kLevel);
  res.set(bhttp::field::content_encoding, "gzip");
  if (const std::string_view etag = res[bhttp::field::etag]; !etag.empty() && !etag.starts_with("W/")) {
    res.set(bhttp::field::etag, "W/" + std::string(etag));
  }
  res.prepare_payload();
}

}  // namespace rifa::http
