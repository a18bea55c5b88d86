#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace rifa::storage {

constexpr std::size_t kMaxImageBytes = 5 * 1024 * 1024;

struct ImageKind {
  std::string extension;     // "jpg", "png", "webp"
  std::string content_type;  // "image/jpeg", "image/png", "image/webp"
};

// The one check every upload goes through: JPEG, PNG or WebP decided by the content (magic bytes
// and a complete structure), never by the declared type; at most 5 MB. Throws ApiError with the
// spec's messages: 400 'No se proporcionó ningún archivo', 415 'Tipo de archivo no permitido…',
// 413 'El archivo es demasiado grande. Máximo 5MB permitido'.
ImageKind check_image(std::string_view bytes);

}  // namespace rifa::storage
