#include <gtest/gtest.h>
#include <vips/vips8>

#include <functional>
#include <string>

#include "common/errors.hpp"
#include "storage/image_codec.hpp"

namespace rifa {
namespace {

using storage::hash_distance;
using storage::kSimilarImageDistance;
using storage::perceptual_hash;
using storage::reencode;
using storage::webp_variants;
using vips::VImage;
using vips::VOption;

// Test pictures are drawn by libvips itself. The codec starts libvips on first use; so does this.
void ensure_vips() {
  static const bool started = VIPS_INIT("rifa-tests") == 0;
  ASSERT_TRUE(started);
}

VImage srgb(const VImage& r, const VImage& g, const VImage& b) {
  return r.bandjoin(g)
      .bandjoin(b)
      .cast(VIPS_FORMAT_UCHAR)
      .copy(VImage::option()->set("interpretation", VIPS_INTERPRETATION_sRGB));
}

// A picture with large features: a bright disc left of centre over a diagonal gradient.
VImage scene(int width, int height) {
  const VImage xy = VImage::xyz(width, height);
  const VImage x = xy[0];
  const VImage y = xy[1];
  const VImage dx = x - width * 0.3;
  const VImage dy = y - height * 0.5;
  const VImage disc = ((dx * dx + dy * dy) < (height * height * 0.09)).ifthenelse(220, 30);
  const VImage gradient = (x * 200.0 / width + y * 55.0 / height);
  return srgb(disc, gradient, (disc + gradient) / 2);
}

// Another picture: vertical stripes whose brightness rises to the right, then falls.
VImage stripes(int width, int height) {
  const VImage xy = VImage::xyz(width, height);
  const VImage wave = (xy[0] * (720.0 / width)).sin() * 100 + 128;
  return srgb(wave, 255 - wave, (xy[1] * (200.0 / height)));
}

// A "screenshot" of 12×10 grey blocks drawn from `seed`, 40 px each.
VImage blocks(int seed) {
  const VImage shades =
      VImage::gaussnoise(12, 10, VImage::option()->set("mean", 128.0)->set("sigma", 60.0)->set("seed", seed))
          .cast(VIPS_FORMAT_UCHAR)
          .resize(40, VImage::option()->set("kernel", VIPS_KERNEL_NEAREST));
  return srgb(shades, shades + 20, shades - 20);
}

std::string save(const VImage& image, const char* suffix, VOption* options = nullptr) {
  void* buffer = nullptr;
  std::size_t size = 0;
  image.write_to_buffer(suffix, &buffer, &size, options);
  std::string out(static_cast<const char*>(buffer), size);
  g_free(buffer);
  return out;
}

VImage load(const std::string& bytes) { return VImage::new_from_buffer(bytes.data(), bytes.size(), ""); }

int status_of(const std::function<void()>& call) {
  try {
    call();
    return 200;
  } catch (const ApiError& e) {
    EXPECT_STREQ(e.what(), "Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)");
    return e.status();
  }
}

TEST(ImageCodec, ReencodesEachKindIntoTheSameKindThatDecodes) {
  ensure_vips();
  const VImage picture = scene(300, 200);
  const struct {
    const char* suffix;
    const char* extension;
    const char* loader;
  } kinds[] = {
      {".jpg", "jpg", "jpegload_buffer"}, {".png", "png", "pngload_buffer"}, {".webp", "webp", "webpload_buffer"}};
  for (const auto& kind : kinds) {
    const auto out = reencode(save(picture, kind.suffix));
    EXPECT_EQ(out.kind.extension, kind.extension);
    EXPECT_EQ(out.width, 300);
    EXPECT_EQ(out.height, 200);
    const VImage back = load(out.data);
    EXPECT_EQ(back.width(), 300);
    EXPECT_EQ(back.height(), 200);
    EXPECT_STREQ(back.get_string("vips-loader"), kind.loader);
  }
}

TEST(ImageCodec, DropsExifGpsAndAppliesTheOrientation) {
  ensure_vips();
  VImage tagged = scene(320, 200).copy();
  tagged.set("exif-ifd3-GPSLatitude", "10/1 30/1 0/1 (10, 30, 0, Rational, 3 components, 24 bytes)");
  tagged.set("exif-ifd3-GPSLatitudeRef", "N (N, ASCII, 2 components, 2 bytes)");
  tagged.set("orientation", 6);  // the camera was turned: shown rotated 90°
  const std::string jpeg = save(tagged, ".jpg");
  ASSERT_NE(load(jpeg).get_typeof("exif-ifd3-GPSLatitude"), 0u) << "the test picture must carry GPS";
  ASSERT_NE(jpeg.find("Exif"), std::string::npos);

  const auto out = reencode(jpeg);
  EXPECT_EQ(out.data.find("Exif"), std::string::npos);
  const VImage back = load(out.data);
  EXPECT_EQ(back.get_typeof("exif-data"), 0u);
  EXPECT_EQ(back.get_typeof("exif-ifd3-GPSLatitude"), 0u);
  EXPECT_EQ(back.width(), 200);  // upright now, with no tag left to rotate it again
  EXPECT_EQ(back.height(), 320);
  EXPECT_EQ(back.get_typeof("orientation") ? back.get_int("orientation") : 1, 1);
}

TEST(ImageCodec, APolyglotLosesItsPayload) {
  ensure_vips();
  const std::string payload = std::string("PK\x03\x04", 4) + "<html><script>alert(document.cookie)</script></html>";
  const std::string polyglot = save(scene(120, 80), ".png") + payload;
  const auto out = reencode(polyglot);
  EXPECT_EQ(out.kind.extension, "png");
  EXPECT_EQ(out.data.find("PK\x03\x04"), std::string::npos);
  EXPECT_EQ(out.data.find("<script"), std::string::npos);
  EXPECT_EQ(load(out.data).width(), 120);
}

TEST(ImageCodec, RefusesWhatCannotBeDecodedCompletely) {
  ensure_vips();
  const std::string jpeg = save(scene(400, 300), ".jpg");
  // Cut half way and closed with an end marker: the structure check passes, the decoder does not.
  const std::string cut_jpeg = jpeg.substr(0, jpeg.size() / 2) + "\xFF\xD9";
  EXPECT_EQ(status_of([&] { reencode(cut_jpeg); }), 415);
  EXPECT_EQ(status_of([&] { perceptual_hash(cut_jpeg); }), 415);
  EXPECT_EQ(status_of([&] { webp_variants(cut_jpeg, {100}); }), 415);
  const std::string png = save(scene(400, 300), ".png");
  EXPECT_EQ(status_of([&] { reencode(png.substr(0, png.size() / 2)); }), 415);
  EXPECT_EQ(status_of([&] { reencode("<svg xmlns='http://www.w3.org/2000/svg'/>"); }), 415);
}

TEST(ImageCodec, RefusesMoreThanFiftyMegapixelsFromTheHeader) {
  ensure_vips();
  // 8000×8000 = 64 megapixels of one colour compresses to a few kilobytes.
  const std::string big = save(VImage::black(8000, 8000, VImage::option()->set("bands", 3))
                                   .copy(VImage::option()->set("interpretation", VIPS_INTERPRETATION_sRGB)),
                               ".png", VImage::option()->set("compression", 9));
  ASSERT_LT(big.size(), 5u * 1024 * 1024);
  EXPECT_EQ(status_of([&] { reencode(big); }), 415);
}

TEST(ImageCodec, CapsTheLongestSide) {
  ensure_vips();
  const auto out = reencode(save(scene(1200, 600), ".jpg"), 500);
  EXPECT_EQ(out.width, 500);
  EXPECT_EQ(out.height, 250);
  EXPECT_EQ(load(out.data).width(), 500);
  const auto small = reencode(save(scene(300, 200), ".webp"), 500);  // never enlarged
  EXPECT_EQ(small.width, 300);
}

TEST(ImageCodec, WebpVariantsHaveTheAskedWidths) {
  ensure_vips();
  const std::string png = save(scene(1000, 500), ".png");
  const auto variants = webp_variants(png, {640, 320, 320});
  ASSERT_EQ(variants.size(), 2u);
  EXPECT_EQ(variants[0].width, 320);
  EXPECT_EQ(variants[1].width, 640);
  for (const auto& variant : variants) {
    EXPECT_EQ(variant.data.substr(0, 4), "RIFF");
    EXPECT_EQ(variant.data.substr(8, 4), "WEBP");
    const VImage back = load(variant.data);
    EXPECT_EQ(back.width(), variant.width);
    EXPECT_EQ(back.height(), variant.width / 2);
  }
  // Never wider than the picture: both collapse to its own width.
  const auto narrow = webp_variants(save(scene(300, 200), ".jpg"), {320, 640});
  ASSERT_EQ(narrow.size(), 1u);
  EXPECT_EQ(narrow[0].width, 300);
  // Square (avatars): the centre square.
  const auto square = webp_variants(png, {128}, true);
  ASSERT_EQ(square.size(), 1u);
  const VImage avatar = load(square[0].data);
  EXPECT_EQ(avatar.width(), 128);
  EXPECT_EQ(avatar.height(), 128);
}

TEST(ImageCodec, ThePerceptualHashSeesThroughReencodingButNotADifferentPicture) {
  ensure_vips();
  const std::string original = save(scene(800, 600), ".png");
  const std::string recompressed = save(scene(800, 600).resize(0.55), ".jpg", VImage::option()->set("Q", 40));
  const std::string other = save(stripes(800, 600), ".png");

  const auto a = perceptual_hash(original);
  EXPECT_EQ(perceptual_hash(original), a);
  EXPECT_LE(hash_distance(a, perceptual_hash(recompressed)), kSimilarImageDistance);
  EXPECT_LE(hash_distance(a, perceptual_hash(reencode(original).data)), kSimilarImageDistance);
  EXPECT_GT(hash_distance(a, perceptual_hash(other)), 3 * kSimilarImageDistance);

  for (int seed = 1; seed <= 3; ++seed) {
    const VImage picture = blocks(seed);
    const auto h = perceptual_hash(save(picture, ".png"));
    // WebP too: a loader's own shrinking must not move the hash.
    EXPECT_LE(hash_distance(h, perceptual_hash(save(picture, ".webp", VImage::option()->set("Q", 50)))),
              kSimilarImageDistance);
    EXPECT_LE(hash_distance(h, perceptual_hash(save(picture.resize(0.7), ".webp"))), kSimilarImageDistance);
    EXPECT_LE(hash_distance(h, perceptual_hash(save(picture.resize(0.8), ".jpg", VImage::option()->set("Q", 75)))),
              kSimilarImageDistance);
    EXPECT_GT(hash_distance(h, perceptual_hash(save(blocks(seed + 100), ".png"))), 3 * kSimilarImageDistance);
  }
}

TEST(ImageCodec, HashDistanceCountsDifferentBits) {
  EXPECT_EQ(hash_distance(0, 0), 0);
  EXPECT_EQ(hash_distance(0b1011, 0b0001), 2);
  EXPECT_EQ(hash_distance(0, ~std::uint64_t{0}), 64);
}

}  // namespace
}  // namespace rifa
