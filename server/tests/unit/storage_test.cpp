#include <gtest/gtest.h>

#include "common/errors.hpp"
#include "common/text.hpp"
#include "storage/image_check.hpp"

namespace rifa {
namespace {

std::string be32(std::uint32_t v) {
  return {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8), static_cast<char>(v)};
}
std::string chunk(const std::string& type, const std::string& data) { return be32(data.size()) + type + data + "CRC!"; }
std::string png() {
  return std::string("\x89PNG\r\n\x1A\n", 8) + chunk("IHDR", std::string(13, '\1')) + chunk("IDAT", "xx") +
         chunk("IEND", "");
}
std::string jpeg() { return std::string("\xFF\xD8\xFF\xE0", 4) + std::string(100, 'j') + "\xFF\xD9"; }
std::string webp() {
  std::string body = "WEBPVP8 " + std::string(20, 'w');
  const auto n = static_cast<std::uint32_t>(body.size());
  return "RIFF" +
         std::string{static_cast<char>(n), static_cast<char>(n >> 8), static_cast<char>(n >> 16),
                     static_cast<char>(n >> 24)} +
         body;
}

int status_of(const std::string& bytes) {
  try {
    storage::check_image(bytes);
    return 200;
  } catch (const ApiError& e) {
    return e.status();
  }
}

TEST(ImageCheck, AcceptsJpegPngWebpByContent) {
  EXPECT_EQ(storage::check_image(jpeg()).content_type, "image/jpeg");
  EXPECT_EQ(storage::check_image(png()).extension, "png");
  EXPECT_EQ(storage::check_image(webp()).content_type, "image/webp");
}

TEST(ImageCheck, RefusesWithTheSpecMessages) {
  try {
    storage::check_image("");
    FAIL();
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 400);
    EXPECT_STREQ(e.what(), "No se proporcionó ningún archivo");
  }
  try {
    storage::check_image("<html><script>alert(1)</script></html>");
    FAIL();
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 415);
    EXPECT_STREQ(e.what(), "Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)");
  }
  try {
    storage::check_image(std::string(storage::kMaxImageBytes + 1, '\xFF'));
    FAIL();
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 413);
    EXPECT_STREQ(e.what(), "El archivo es demasiado grande. Máximo 5MB permitido");
  }
}

TEST(ImageCheck, RefusesTruncatedAndDisguisedFiles) {
  const std::string p = png();
  EXPECT_EQ(status_of(p.substr(0, p.size() - 12)), 415);  // IEND cut off
  const std::string j = jpeg();
  EXPECT_EQ(status_of(j.substr(0, j.size() - 2)), 415);  // EOI cut off
  const std::string w = webp();
  EXPECT_EQ(status_of(w.substr(0, w.size() - 5)), 415);  // RIFF size no longer matches
  EXPECT_EQ(status_of("GIF89a" + std::string(50, 'g')), 415);
  EXPECT_EQ(status_of(std::string("\x89PNG\r\n\x1A\n", 8)), 415);
}

TEST(SearchText, FoldsCaseAndSpanishAccents) {
  EXPECT_EQ(normalize_search("José NÚÑEZ Güiria"), "jose nunez guiria");
  EXPECT_EQ(normalize_search("ÁÉÍÓÚáéíóúÑñÜü"), "aeiouaeiounnuu");
  EXPECT_EQ(normalize_search("Lotería del Táchira"), "loteria del tachira");
  EXPECT_EQ(escape_like("50%_off\\"), "50\\%\\_off\\\\");
}

}  // namespace
}  // namespace rifa
