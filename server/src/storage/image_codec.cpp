#include "storage/image_codec.hpp"

#include <vips/vips8>

#include <algorithm>
#include <bit>
#include <memory>

#include "common/errors.hpp"
#include "common/log.hpp"
#include "common/thread_priority.hpp"

namespace rifa::storage {
namespace {

using vips::VImage;
using vips::VOption;

constexpr double kMaxPixels = 50'000'000;

// Loader options: a truncated or corrupt file fails instead of coming back half grey. libjpeg
// reports a scan cut short (then closed with an end marker) only as a warning, so JPEG fails on
// warnings; libpng and libwebp report such damage as errors.
const char* load_options(const ImageKind& kind) {
  return kind.extension == "jpg" ? "fail_on=warning" : "fail_on=error";
}

// libvips' own warnings (a damaged tile…) go to the debug log, not straight to stderr.
void log_vips_warning(const gchar*, GLogLevelFlags, const gchar* message, gpointer) {
  log::debug(std::string("libvips: ") + (message ? message : ""));
}

}  // namespace

// libvips is started once, for the whole process, the first time an image is handled. Its operation
// cache is off (every upload is different, so it would only hold memory), one worker thread per
// pipeline (the server's own workers already run uploads side by side), and only the JPEG, PNG and
// WebP loaders may run: nothing else (SVG, PDF, ImageMagick…) ever parses an upload.
void start_vips() {
  static const bool started = [] {
    if (VIPS_INIT("rifa-server") != 0) throw std::runtime_error("libvips could not start");
    vips_cache_set_max(0);
    vips_cache_set_max_mem(0);
    vips_concurrency_set(1);
    g_log_set_handler("VIPS", static_cast<GLogLevelFlags>(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO),
                      log_vips_warning, nullptr);
    vips_operation_block_set("VipsForeignLoad", TRUE);
    for (const char* allowed : {"VipsForeignLoadJpeg", "VipsForeignLoadPng", "VipsForeignLoadWebp"}) {
      vips_operation_block_set(allowed, FALSE);
    }
    return true;
  }();
  (void)started;
}

namespace {

[[noreturn]] void refuse(std::string_view why) {
  log::debug(std::string("image refused: ") + std::string(why));
  vips_error_clear();
  throw ApiError(415, "unsupported_file_type",
                 "Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)");
}

// The bytes as a VipsBlob without copying them (the caller's string outlives every use).
struct BlobUnref {
  void operator()(VipsBlob* blob) const { vips_area_unref(VIPS_AREA(blob)); }
};
using Blob = std::unique_ptr<VipsBlob, BlobUnref>;

// An upload accepted by check_image, ready for libvips.
struct Source {
  std::string_view bytes;
  ImageKind kind;
  int width = 0;  // as shown: once the orientation tag is applied
  int height = 0;

  Blob blob() const { return Blob(vips_blob_new(nullptr, bytes.data(), bytes.size())); }
};

// Checks the structure, then reads the header only (no pixels) and refuses pictures over the
// pixel limit before anything is decoded.
Source open_source(std::string_view bytes) {
  Source source{bytes, check_image(bytes)};
  const VImage header = VImage::new_from_buffer(bytes.data(), bytes.size(), load_options(source.kind),
                                                VImage::option()->set("access", VIPS_ACCESS_SEQUENTIAL));
  if (static_cast<double>(header.width()) * header.height() > kMaxPixels) refuse("over 50 megapixels");
  const bool swap = vips_image_get_orientation_swap(header.get_image());
  source.width = swap ? header.height() : header.width();
  source.height = swap ? header.width() : header.height();
  return source;
}

// Decodes and shrinks in one pass (shrink-on-load for JPEG and WebP), applying the orientation tag,
// into a `width`×`height` box. `size` DOWN never enlarges; `crop` fills the box by cutting the centre.
VImage thumbnail(const Source& source, int width, int height, VipsSize size = VIPS_SIZE_DOWN, bool crop = false) {
  const Blob blob = source.blob();
  VOption* options =
      VImage::option()->set("height", height)->set("size", size)->set("option_string", load_options(source.kind));
  if (crop) options->set("crop", VIPS_INTERESTING_CENTRE);
  return VImage::thumbnail_buffer(blob.get(), width, options);
}

// Encodes with every metadata field dropped. Writing is when the pixels are decoded, so a file
// that turns out broken half way fails here.
std::string encode(const VImage& image, const char* suffix, VOption* options) {
  void* buffer = nullptr;
  std::size_t size = 0;
  image.write_to_buffer(suffix, &buffer, &size, options->set("strip", true));
  std::string out(static_cast<const char*>(buffer), size);
  g_free(buffer);
  return out;
}

std::string encode_as(const VImage& image, const std::string& extension) {
  if (extension == "jpg") return encode(image, ".jpg", VImage::option()->set("Q", 82)->set("optimize_coding", true));
  if (extension == "png") return encode(image, ".png", VImage::option()->set("compression", 6));
  return encode(image, ".webp", VImage::option()->set("Q", 80));
}

// Runs one libvips job, turning any libvips failure into the 415 every upload answers. It runs on a
// thread of its own at the lowest priority (the caller waits): decoding and encoding a phone's
// picture costs tens of milliseconds of CPU, and the purchases on the other request threads come
// first (issue 34: a purchase's p99 while screenshots are uploaded and read). libvips' own worker
// threads are started from such threads too (or from the proof readers, also at nice 19).
template <typename Job>
auto guarded(Job job) -> decltype(job()) {
  return at_lowest_priority([&]() -> decltype(job()) {
    struct ThreadEnd {  // this thread ends with the job: its libvips buffers go with it
      ~ThreadEnd() { vips_thread_shutdown(); }
    } end;
    start_vips();
    try {
      return job();
    } catch (const vips::VError& e) {
      refuse(e.what());
    }
  });
}

}  // namespace

EncodedImage reencode(std::string_view bytes, int max_side) {
  return guarded([&] {
    const Source source = open_source(bytes);
    const VImage image = thumbnail(source, max_side, max_side);
    return EncodedImage{source.kind, encode_as(image, source.kind.extension), image.width(), image.height()};
  });
}

std::vector<WebpVariant> webp_variants(std::string_view bytes, const std::vector<int>& widths, bool square) {
  return guarded([&] {
    const Source source = open_source(bytes);
    const int widest = square ? std::min(source.width, source.height) : source.width;
    std::vector<int> wanted;
    for (const int width : widths) {
      if (width > 0) wanted.push_back(std::min(width, widest));
    }
    std::sort(wanted.begin(), wanted.end());
    wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());

    std::vector<WebpVariant> variants;
    for (const int width : wanted) {
      const VImage image =
          square ? thumbnail(source, width, width, VIPS_SIZE_DOWN, true) : thumbnail(source, width, VIPS_MAX_COORD);
      variants.push_back({image.width(), encode_as(image, "webp")});
    }
    return variants;
  });
}

std::uint64_t perceptual_hash(std::string_view bytes) {
  return guarded([&] {
    const Source source = open_source(bytes);
    // Shrunk by libvips itself from the full decode, never by a loader's own scaler: libwebp's
    // shrink-on-load moved the hash of one picture by up to 10 bits against its PNG.
    VImage image = VImage::new_from_buffer(bytes.data(), bytes.size(), load_options(source.kind),
                                           VImage::option()->set("access", VIPS_ACCESS_SEQUENTIAL))
                       .thumbnail_image(9, VImage::option()->set("height", 8)->set("size", VIPS_SIZE_FORCE));
    image = image.colourspace(VIPS_INTERPRETATION_sRGB);  // 8 bits per band, whatever came in
    if (image.has_alpha()) image = image.flatten(VImage::option()->set("background", std::vector<double>{255.0}));
    image = image.colourspace(VIPS_INTERPRETATION_B_W).extract_band(0).cast(VIPS_FORMAT_UCHAR);
    std::size_t size = 0;
    const std::unique_ptr<void, decltype(&g_free)> pixels(image.write_to_memory(&size), &g_free);
    if (size != 9 * 8) refuse("unexpected hash image size");
    const auto* grey = static_cast<const unsigned char*>(pixels.get());
    std::uint64_t hash = 0;
    for (int row = 0; row < 8; ++row) {
      for (int column = 0; column < 8; ++column) {
        hash = (hash << 1) | (grey[row * 9 + column] > grey[row * 9 + column + 1] ? 1u : 0u);
      }
    }
    return hash;
  });
}

int hash_distance(std::uint64_t a, std::uint64_t b) { return std::popcount(a ^ b); }

}  // namespace rifa::storage
