#include "features/proofs/proof_reader.hpp"

#include <unistd.h>

#include <tesseract/baseapi.h>
#include <tesseract/resultiterator.h>

#include <vips/vips8>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <stdexcept>

#include "common/errors.hpp"
#include "common/log.hpp"
#include "storage/image_check.hpp"
#include "storage/image_codec.hpp"

namespace rifa::features::proofs {
namespace {

using vips::VImage;

// Tesseract reads best when capital letters are 20–40 px tall. Phone screenshots are 720–1440 px
// wide with body text at about 2.5–3.5% of the width: a width near 1100 px puts it there. Narrower
// pictures (a cropped or downscaled screenshot) are enlarged, wider ones shrunk (less to read).
constexpr double kTargetWidth = 1100;
constexpr double kMaxScale = 3.0;
// A screen whose mean grey is below this is dark mode: inverted so the text is dark on light.
constexpr double kDarkMean = 110;
// Pictures taller than this many widths (a long scroll capture) are cut to it: the fields of a
// receipt are in its first screens, and time grows with the height.
constexpr double kMaxAspect = 3.2;

struct GreyPage {
  std::string pixels;
  int width = 0;
  int height = 0;
  bool inverted = false;
};

GreyPage prepare(std::string_view bytes) {
  storage::check_image(bytes);
  storage::start_vips();
  try {
    // Random access: the pixels are read twice (the mean grey, then the page itself).
    VImage image = VImage::new_from_buffer(bytes.data(), bytes.size(), "");
    if (static_cast<double>(image.width()) * image.height() > 50'000'000) {
      throw ApiError(415, "unsupported_file_type",
                     "Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)");
    }
    image = image.autorot();
    image = image.colourspace(VIPS_INTERPRETATION_sRGB);
    if (image.has_alpha()) image = image.flatten(VImage::option()->set("background", std::vector<double>{255.0}));
    image = image.colourspace(VIPS_INTERPRETATION_B_W).extract_band(0).cast(VIPS_FORMAT_UCHAR);
    if (image.height() > image.width() * kMaxAspect) {
      image = image.crop(0, 0, image.width(), static_cast<int>(image.width() * kMaxAspect));
    }
    GreyPage page;
    page.inverted = image.avg() < kDarkMean;
    if (page.inverted) image = image.invert();
    const double scale = std::min(kMaxScale, kTargetWidth / image.width());
    if (std::abs(scale - 1.0) > 0.05) {
      image = image.resize(scale, VImage::option()->set("kernel", scale > 1 ? VIPS_KERNEL_CUBIC : VIPS_KERNEL_LINEAR));
    }
    std::size_t size = 0;
    const std::unique_ptr<void, decltype(&g_free)> memory(image.write_to_memory(&size), &g_free);
    page.width = image.width();
    page.height = image.height();
    page.pixels.assign(static_cast<const char*>(memory.get()), size);
    return page;
  } catch (const vips::VError& e) {
    log::debug(std::string("proof reader: ") + e.what());
    vips_error_clear();
    throw ApiError(415, "unsupported_file_type",
                   "Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)");
  }
}

std::string trimmed(const char* text) {
  std::string line(text ? text : "");
  while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
  std::size_t start = 0;
  while (start < line.size() && std::isspace(static_cast<unsigned char>(line[start]))) ++start;
  return line.substr(start);
}

}  // namespace

struct ProofReader::Engine {
  tesseract::TessBaseAPI api;
};

ProofReader::ProofReader(const std::string& languages, const std::string& tessdata)
    : engine_(std::make_unique<Engine>()) {
  if (engine_->api.Init(tessdata.empty() ? nullptr : tessdata.c_str(), languages.c_str(), tesseract::OEM_LSTM_ONLY) !=
      0) {
    throw std::runtime_error("Tesseract could not load the models '" + languages +
                             "' (Debian: apt-get install tesseract-ocr-spa tesseract-ocr-eng)");
  }
  engine_->api.SetVariable("user_defined_dpi", "300");
  engine_->api.SetVariable("debug_file", "/dev/null");
}

ProofReader::~ProofReader() {
  if (engine_) engine_->api.End();
}

namespace {

std::vector<OcrLine> recognise(tesseract::TessBaseAPI& api, tesseract::PageSegMode mode) {
  api.SetPageSegMode(mode);
  std::vector<OcrLine> lines;
  if (api.Recognize(nullptr) != 0) return lines;
  const std::unique_ptr<tesseract::ResultIterator> it(api.GetIterator());
  if (!it) return lines;
  do {
    const std::unique_ptr<char[]> text(it->GetUTF8Text(tesseract::RIL_TEXTLINE));
    std::string line = trimmed(text.get());
    if (line.empty()) continue;
    lines.push_back({std::move(line), std::clamp(it->Confidence(tesseract::RIL_TEXTLINE) / 100.0, 0.0, 1.0)});
  } while (it->Next(tesseract::RIL_TEXTLINE));
  return lines;
}

template <typename T>
void fill(std::optional<T>& field, const std::optional<T>& other) {
  if (!field && other) field = other;
}

}  // namespace

ProofReading ProofReader::read(std::string_view image) {
  const GreyPage page = prepare(image);
  auto& api = engine_->api;
  api.SetImage(reinterpret_cast<const unsigned char*>(page.pixels.data()), page.width, page.height, 1, page.width);
  ProofReading reading;
  reading.inverted = page.inverted;
  // One column first: keeps "Monto:   Bs. 10,00" on one line, where automatic layout analysis
  // splits a receipt's label and value columns into separate blocks.
  reading.lines = recognise(api, tesseract::PSM_SINGLE_COLUMN);
  reading.fields = extract_fields(reading.lines);
  // A grid of fields ("MONTO  REFERENCIA" over both values) reads as one line per row that way:
  // when the reference or the amount is missing, the page is read again with automatic layout,
  // its fields filling the gaps.
  if (!reading.lines.empty() && (!reading.fields.reference || !reading.fields.amount)) {
    auto second = recognise(api, tesseract::PSM_AUTO);
    const auto more = extract_fields(second);
    auto& f = reading.fields;
    fill(f.reference, more.reference);
    if (!f.amount && more.amount) {
      f.amount = more.amount;
      f.currency = more.currency;
    }
    fill(f.currency, more.currency);
    fill(f.date, more.date);
    fill(f.time, more.time);
    fill(f.origin_bank, more.origin_bank);
    fill(f.destination_bank, more.destination_bank);
    fill(f.cedula, more.cedula);
    if (f.phones.empty()) f.phones = more.phones;
    f.receipt = f.receipt || more.receipt;
    reading.lines.insert(reading.lines.end(), second.begin(), second.end());
  }
  api.Clear();
  return reading;
}

std::string ProofReading::text() const {
  std::string out;
  for (const auto& line : lines) {
    out += line.text;
    out += '\n';
  }
  return out;
}

void one_openmp_thread(char** argv) {
  if (std::getenv("OMP_THREAD_LIMIT")) return;
  ::setenv("OMP_THREAD_LIMIT", "1", 1);
  ::execv("/proc/self/exe", argv);
}

nlohmann::json reading_json(const ProofReading& reading) {
  auto json = fields_json(reading.fields);
  json["text"] = reading.text();
  json["inverted"] = reading.inverted;
  json["version"] = reading.version;
  return json;
}

}  // namespace rifa::features::proofs
