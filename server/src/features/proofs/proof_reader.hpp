#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "features/proofs/proof_fields.hpp"

namespace rifa::features::proofs {

// The version of the reader (preprocessing, OCR settings, field rules). A stored reading made by
// an older version is read again (ARCHITECTURE §12).
inline constexpr int kReaderVersion = 1;

// What one proof says: its text, line by line with the OCR's confidence, and the fields found.
struct ProofReading {
  std::vector<OcrLine> lines;
  ProofFields fields;
  bool inverted = false;  // a dark screen, read as light text on dark
  int version = kReaderVersion;

  std::string text() const;  // the lines, one per line
};

// Reads payment screenshots with Tesseract (Spanish and English models from Debian). One reader
// holds one Tesseract engine (its models are loaded once, ~0.2 s) and is not thread-safe: a pool
// gives each worker its own. The pixels are prepared with libvips first: grey, alpha flattened on
// white, dark screens inverted, scaled so that phone text reaches the size Tesseract reads best.
class ProofReader {
 public:
  // `languages`: Tesseract's language list ("spa+eng"); `tessdata`: where the models are, empty
  // for Tesseract's default (Debian: /usr/share/tesseract-ocr/5/tessdata).
  explicit ProofReader(const std::string& languages = "spa+eng", const std::string& tessdata = "");
  ~ProofReader();
  ProofReader(const ProofReader&) = delete;
  ProofReader& operator=(const ProofReader&) = delete;

  // The text and fields of `image` (JPEG, PNG or WebP bytes, as stored after re-encoding). A file
  // libvips cannot decode throws ApiError 415 like every upload; a picture with no text gives no
  // lines and `fields.receipt == false`.
  ProofReading read(std::string_view image);

 private:
  struct Engine;
  std::unique_ptr<Engine> engine_;
};

nlohmann::json reading_json(const ProofReading& reading);

// Tesseract's OpenMP runs 4 threads per recognition by default, each spinning while it waits: 3–4×
// the CPU for the same proofs (bench/README.md). libgomp reads OMP_THREAD_LIMIT once, when it is
// loaded, so without it set this runs the process again (`argv`, same pid) with OMP_THREAD_LIMIT=1.
// Call it first thing in a command that reads proofs; it returns when the limit is already set (or
// when re-running failed: the proofs are then read with the default threads).
void one_openmp_thread(char** argv);

}  // namespace rifa::features::proofs
