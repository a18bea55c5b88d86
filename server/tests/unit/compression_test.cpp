#include "http/compression.hpp"

#include <gtest/gtest.h>
#include <libdeflate.h>

#include <string>

namespace rifa::http {
namespace {

std::string gunzip(const std::string& in, std::size_t size) {
  libdeflate_decompressor* d = libdeflate_alloc_decompressor();
  std::string out(size, '\0');
  std::size_t actual = 0;
  const auto result = libdeflate_gzip_decompress(d, in.data(), in.size(), out.data(), out.size(), &actual);
  libdeflate_free_decompressor(d);
  EXPECT_EQ(result, LIBDEFLATE_SUCCESS);
  out.resize(actual);
  return out;
}

std::string json_list(int items) {
  std::string body = "[";
  for (int i = 0; i < items; ++i) {
    if (i) body += ',';
    body += R"({"id":")" + std::to_string(i) + R"(","title":"Moto Bera 2025","price":"5.00","lottery":"zulia"})";
  }
  return body + "]";
}

Response answer(std::string body, std::string_view type = "application/json; charset=utf-8") {
  Response res{Status::ok, 11};
  res.set(bhttp::field::content_type, type);
  res.body() = std::move(body);
  res.prepare_payload();
  return res;
}

TEST(Compression, GzipsLargeJsonWhenAccepted) {
  const std::string body = json_list(40);
  Response res = answer(body);
  compress_response("gzip, deflate, br", res);
  EXPECT_EQ(res[bhttp::field::content_encoding], "gzip");
  EXPECT_EQ(res[bhttp::field::vary], "Accept-Encoding");
  EXPECT_LT(res.body().size(), body.size() / 4);
  EXPECT_EQ(res[bhttp::field::content_length], std::to_string(res.body().size()));
  EXPECT_EQ(gunzip(res.body(), body.size()), body);
}

TEST(Compression, LeavesTheBodyWhenGzipIsNotAccepted) {
  const std::string body = json_list(40);
  for (const char* header : {"", "identity", "br", "gzip;q=0, br"}) {
    Response res = answer(body);
    compress_response(header, res);
    EXPECT_EQ(res.body(), body) << header;
    EXPECT_EQ(res.count(bhttp::field::content_encoding), 0u) << header;
    // Caches must still know the answer depends on the header.
    EXPECT_EQ(res[bhttp::field::vary], "Accept-Encoding") << header;
  }
}

TEST(Compression, SkipsSmallBodiesOtherTypesAndEncodedAnswers) {
  Response small = answer(R"({"ok":true})");
  compress_response("gzip", small);
  EXPECT_EQ(small.body(), R"({"ok":true})");
  EXPECT_EQ(small.count(bhttp::field::vary), 0u);

  Response image = answer(std::string(4096, 'x'), "image/webp");
  compress_response("gzip", image);
  EXPECT_EQ(image.body().size(), 4096u);
  EXPECT_EQ(image.count(bhttp::field::content_encoding), 0u);

  Response encoded = answer(std::string(4096, 'x'));
  encoded.set(bhttp::field::content_encoding, "br");
  compress_response("gzip", encoded);
  EXPECT_EQ(encoded[bhttp::field::content_encoding], "br");
  EXPECT_EQ(encoded.body().size(), 4096u);
}

TEST(Compression, CompressesTextSuchAsCsv) {
  std::string csv = "\xEF\xBB\xBFNúmero;Comprador;Monto\r\n";
  for (int i = 0; i < 100; ++i) csv += std::to_string(i) + ";María Pérez;5,00\r\n";
  Response res = answer(csv, "text/csv; charset=utf-8");
  compress_response("gzip", res);
  EXPECT_EQ(res[bhttp::field::content_encoding], "gzip");
  EXPECT_EQ(gunzip(res.body(), csv.size()), csv);
}

TEST(Compression, WeakensAStrongEtagAndKeepsOtherVaryNames) {
  Response res = answer(json_list(40));
  res.set(bhttp::field::etag, "\"v42\"");
  res.set(bhttp::field::vary, "Origin");
  compress_response("gzip", res);
  EXPECT_EQ(res[bhttp::field::etag], "W/\"v42\"");
  EXPECT_EQ(res[bhttp::field::vary], "Origin, Accept-Encoding");
  // If-None-Match compares weakly, so the grid's next poll still gets its 304.
  EXPECT_TRUE(etag_matches("W/\"v42\"", "\"v42\""));

  Response weak = answer(json_list(40));
  weak.set(bhttp::field::etag, "W/\"v1\"");
  compress_response("gzip", weak);
  EXPECT_EQ(weak[bhttp::field::etag], "W/\"v1\"");
}

TEST(Compression, GzipRoundTripsEmptyAndLargeInputs) {
  EXPECT_EQ(gunzip(gzip("", 4), 16), "");
  const std::string big(1 << 20, 'a');
  EXPECT_EQ(gunzip(gzip(big, 1), big.size()), big);
}

}  // namespace
}  // namespace rifa::http
