#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "storage/image_check.hpp"

namespace rifa::storage {

// An image decoded by libvips and encoded again from its pixels only: EXIF (a phone's GPS position),
// ICC/XMP and anything appended to the file (a polyglot's second payload) do not survive. The format
// is kept (JPEG, PNG or WebP); the orientation tag is applied to the pixels first.
struct EncodedImage {
  ImageKind kind;
  std::string data;
  int width = 0;
  int height = 0;
};

// A smaller WebP copy for cards and lists.
struct WebpVariant {
  int width = 0;
  std::string data;
};

// Starts libvips for the process (once; later calls do nothing), with only the JPEG, PNG and WebP
// loaders allowed. The functions below call it themselves; other code that uses libvips directly
// (proof reading) calls it first.
void start_vips();

// Every function below runs check_image on `bytes` first (so its 400/413/415 apply), reads the
// header and refuses more than 50 megapixels before decoding, and answers a file libvips cannot
// decode completely with ApiError 415 and the spec's 'Tipo de archivo no permitido…' message. Only
// the JPEG, PNG and WebP loaders of libvips ever run.

// Decodes `bytes` and re-encodes it, the longest side at most `max_side` pixels (never enlarged).
EncodedImage reencode(std::string_view bytes, int max_side = 2048);

// WebP copies at each of `widths` (never wider than the image itself; duplicates dropped). `square`
// crops to the centre square first (avatars).
std::vector<WebpVariant> webp_variants(std::string_view bytes, const std::vector<int>& widths, bool square = false);

// A 64-bit difference hash (dHash) of the picture: grey, 9×8, one bit per horizontal gradient
// (bit set when the left pixel is brighter), first row in the highest bits. Re-encoding, resizing
// or recompressing the same picture changes few bits (0–2 in the unit tests).
std::uint64_t perceptual_hash(std::string_view bytes);

// The number of differing bits (0 … 64).
int hash_distance(std::uint64_t a, std::uint64_t b);

// Pictures whose hashes differ in at most this many bits are taken as near-identical.
constexpr int kSimilarImageDistance = 6;

}  // namespace rifa::storage
