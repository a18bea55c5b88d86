// The proof reader end to end on real pixels: libvips renders a receipt's text (light and dark
// mode), Tesseract reads it with the Debian models, the fields come out; a picture with no text is
// not a receipt; bytes that are not an image answer like every upload.
#include <gtest/gtest.h>

#include <vips/vips8>

#include "common/errors.hpp"
#include "features/proofs/proof_reader.hpp"
#include "features/proofs/proof_reader_pool.hpp"

#include <atomic>
#include <future>
#include "storage/image_codec.hpp"

namespace rifa::features::proofs {
namespace {

using vips::VImage;

std::string png(const VImage& image) {
  void* buffer = nullptr;
  std::size_t size = 0;
  image.write_to_buffer(".png", &buffer, &size);
  std::string out(static_cast<const char*>(buffer), size);
  g_free(buffer);
  return out;
}

// The text as a phone screenshot would show it: 1080 px wide, dark on light or light on dark.
std::string screenshot(const char* text, bool dark) {
  storage::start_vips();
  VImage ink = VImage::text(text, VImage::option()->set("font", "DejaVu Sans 11")->set("dpi", 300));
  ink = ink.embed(60, 120, 1080, ink.height() + 400, VImage::option()->set("background", std::vector<double>{0}));
  return png(dark ? ink.linear(0.8, 20).cast(VIPS_FORMAT_UCHAR) : ink.invert());
}

constexpr const char* kReceipt =
    "Pago Móvil exitoso\nMonto: Bs. 1.234,56\nReferencia: 001234567890\nFecha: 27/11/2026 14:32\n"
    "Banco destino: 0102 Banco de Venezuela\nTeléfono: 0424-555-6677";

ProofReader& reader() {
  static ProofReader shared;
  return shared;
}

TEST(ProofReader, ReadsTheFieldsOfALightScreenshot) {
  const auto reading = reader().read(screenshot(kReceipt, false));
  EXPECT_FALSE(reading.inverted);
  EXPECT_TRUE(reading.fields.receipt) << reading.text();
  ASSERT_TRUE(reading.fields.reference) << reading.text();
  EXPECT_EQ(reading.fields.reference->value, "001234567890");
  EXPECT_GT(reading.fields.reference->confidence, 0.5);
  EXPECT_EQ(reading.fields.amount_cents(), 123456) << reading.text();
  ASSERT_TRUE(reading.fields.date);
  EXPECT_EQ(reading.fields.date->value, "2026-11-27");
  ASSERT_TRUE(reading.fields.destination_bank);
  EXPECT_EQ(reading.fields.destination_bank->value, "0102");
  EXPECT_NE(reading.text().find("Referencia"), std::string::npos);
  EXPECT_EQ(reading.version, kReaderVersion);
}

TEST(ProofReader, InvertsADarkScreen) {
  const auto reading = reader().read(screenshot(kReceipt, true));
  EXPECT_TRUE(reading.inverted);
  ASSERT_TRUE(reading.fields.reference) << reading.text();
  EXPECT_EQ(reading.fields.reference->value, "001234567890");
  EXPECT_EQ(reading.fields.amount_cents(), 123456);
}

TEST(ProofReader, APictureWithNoTextIsNotAReceipt) {
  storage::start_vips();
  const VImage blank = VImage::black(720, 1280).linear(1, 200).cast(VIPS_FORMAT_UCHAR);
  const auto reading = reader().read(png(blank));
  EXPECT_FALSE(reading.fields.receipt);
  EXPECT_FALSE(reading.fields.reference);
  EXPECT_FALSE(reading.fields.amount);
  const auto json = reading_json(reading);
  EXPECT_FALSE(json["receipt"].get<bool>());
  EXPECT_TRUE(json["reference"].is_null());
}

TEST(ProofReader, BytesThatAreNotAnImageAreRefusedLikeAnUpload) {
  try {
    reader().read("this is not a picture");
    FAIL() << "expected a 415";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 415);
  }
}

// The pool: every job read once on a worker, a full queue refused without blocking, a key already
// queued not queued twice, and a failing load or a picture that is not an image reported as such.
TEST(ProofReaderPool, ReadsOffTheCallersThreadWithABoundedQueue) {
  const std::string receipt = screenshot(kReceipt, false);
  std::promise<void> open;
  std::shared_future<void> gate = open.get_future().share();
  std::atomic<int> read{0};
  std::atomic<int> failed{0};
  std::mutex mutex;
  std::vector<std::string> references;
  std::vector<std::string> errors;
  {
    ProofReaderPool pool(1, 2);
    const auto job = [&](std::string key, bool blocked) {
      return ProofReaderPool::Job{key,
                                  [&, blocked] {
                                    if (blocked) gate.wait();
                                    return receipt;
                                  },
                                  [&](const ProofReading& r) {
                                    std::lock_guard lock(mutex);
                                    references.push_back(r.fields.reference ? r.fields.reference->value : "");
                                    ++read;
                                  },
                                  [&](const std::string& error) {
                                    std::lock_guard lock(mutex);
                                    errors.push_back(error);
                                    ++failed;
                                  }};
    };
    ASSERT_TRUE(pool.offer(job("a", true)));    // the worker takes it and waits at the gate
    while (true) {                              // until the worker holds "a", the queue is empty
      ASSERT_TRUE(pool.offer(job("a", true)));  // already queued or running: not queued twice
      std::this_thread::yield();
      if (pool.offer(job("b", false)) && pool.offer(job("c", false))) break;
    }
    EXPECT_FALSE(pool.offer(job("d", false)));  // capacity 2: "b" and "c" wait, "d" is refused
    EXPECT_TRUE(pool.offer(job("b", false)));   // "b" is already queued
    open.set_value();
    pool.wait_idle();
    EXPECT_EQ(read.load(), 3);
    EXPECT_EQ(references, (std::vector<std::string>(3, "001234567890")));

    pool.offer({"broken",
                []() -> std::string { throw std::runtime_error("object gone"); },
                {},
                [&](const std::string& e) {
                  std::lock_guard lock(mutex);
                  errors.push_back(e);
                }});
    pool.wait_idle();  // one at a time: the queue holds two
    pool.offer({"skipped", []() -> std::optional<std::string> { return std::nullopt; },
                [&](const ProofReading&) { ++read; }, [&](const std::string&) { ++failed; }});
    pool.wait_idle();
    pool.offer({"not-an-image",
                [] { return std::string("plain text"); },
                {},
                [&](const std::string& e) {
                  std::lock_guard lock(mutex);
                  errors.push_back(e);
                }});
    pool.wait_idle();
  }
  EXPECT_EQ(read.load(), 3);  // the skipped job (claimed elsewhere) neither read nor failed
  EXPECT_EQ(failed.load(), 0);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0], "object gone");
  EXPECT_NE(errors[1].find("Tipo de archivo no permitido"), std::string::npos);
}

}  // namespace
}  // namespace rifa::features::proofs
