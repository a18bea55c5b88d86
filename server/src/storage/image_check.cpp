#include "storage/image_check.hpp"

#include <cstdint>

#include "common/errors.hpp"

namespace rifa::storage {
namespace {

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

std::uint32_t be32(std::string_view s, std::size_t at) {
  return (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at])) << 24) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 1])) << 16) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 2])) << 8) |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 3]));
}

std::uint32_t le32(std::string_view s, std::size_t at) {
  return static_cast<std::uint32_t>(static_cast<unsigned char>(s[at])) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 1])) << 8) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 2])) << 16) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 3])) << 24);
}

// SOI at the start, a frame header, and EOI at the end (trailing padding tolerated).
bool complete_jpeg(std::string_view s) {
  if (s.size() < 4 || !starts_with(s, "\xFF\xD8\xFF")) return false;
  std::size_t end = s.size();
  while (end > 2 && s[end - 1] == '\0') --end;
  return end >= 4 && s.substr(end - 2, 2) == "\xFF\xD9";
}

// Signature, IHDR first, chunk lengths consistent, IEND last.
bool complete_png(std::string_view s) {
  if (!starts_with(s, "\x89PNG\r\n\x1A\n") || s.size() < 8 + 25 + 12) return false;
  std::size_t at = 8;
  bool first = true;
  while (at + 12 <= s.size()) {
    const std::uint32_t length = be32(s, at);
    const std::string_view type = s.substr(at + 4, 4);
    if (first && type != "IHDR") return false;
    first = false;
    if (length > s.size() - at - 12) return false;
    at += 12 + length;
    if (type == "IEND") return true;
  }
  return false;
}

// RIFF container whose declared size matches the data, with a VP8/VP8L/VP8X chunk.
bool complete_webp(std::string_view s) {
  if (s.size() < 20 || !starts_with(s, "RIFF") || s.substr(8, 4) != "WEBP") return false;
  const std::uint32_t riff_size = le32(s, 4);
  if (riff_size + 8 != s.size() && riff_size + 9 != s.size()) return false;
  const std::string_view chunk = s.substr(12, 4);
  return chunk == "VP8 " || chunk == "VP8L" || chunk == "VP8X";
}

}  // namespace

ImageKind check_image(std::string_view bytes) {
  if (bytes.empty()) throw ApiError(400, "no_file", "No se proporcionó ningún archivo");
  if (bytes.size() > kMaxImageBytes) {
    throw ApiError::file_too_large();
  }
  if (complete_jpeg(bytes)) return {"jpg", "image/jpeg"};
  if (complete_png(bytes)) return {"png", "image/png"};
  if (complete_webp(bytes)) return {"webp", "image/webp"};
  throw ApiError(415, "unsupported_file_type",
                 "Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)");
}

}  // namespace rifa::storage
