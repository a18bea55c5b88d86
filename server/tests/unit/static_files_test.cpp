#include "http/static_files.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace rifa::http {
namespace {
namespace fs = std::filesystem;

class StaticFilesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("rifa-static-" + std::to_string(::getpid()));
    fs::create_directories(root_ / "assets");
    write("index.html", "<!doctype html><title>Rifa</title>");
    write("assets/index-abc123.js", "console.log('rifa')");
    write("assets/index-abc123.js.gz", "GZ");
    write("assets/index-abc123.js.br", "BR");
    write("favicon.svg", "<svg/>");
    fs::create_directories(root_.parent_path() / "secret");
    std::ofstream(root_.parent_path() / "secret.txt") << "top secret";
  }
  void TearDown() override { fs::remove_all(root_); }
  void write(const std::string& name, const std::string& content) { std::ofstream(root_ / name) << content; }

  Response get(const std::string& path, const std::string& accept_encoding = "") {
    StaticFiles files(root_.string());
    Request req{bhttp::verb::get, path, 11};
    if (!accept_encoding.empty()) req.set(bhttp::field::accept_encoding, accept_encoding);
    return files.serve(req, path);
  }

  fs::path root_;
};

TEST(StaticResolve, MapsPathsAndRefusesTraversal) {
  EXPECT_EQ(StaticFiles::resolve("/"), "index.html");
  EXPECT_EQ(StaticFiles::resolve("/assets/a.js"), "assets/a.js");
  EXPECT_EQ(StaticFiles::resolve("/app/raffle/42"), "app/raffle/42");
  EXPECT_EQ(StaticFiles::resolve("/../etc/passwd"), std::nullopt);
  EXPECT_EQ(StaticFiles::resolve("/assets/../../secret.txt"), std::nullopt);
  EXPECT_EQ(StaticFiles::resolve("/./index.html"), std::nullopt);
  EXPECT_EQ(StaticFiles::resolve("/..\\..\\secret.txt"), std::nullopt);
  EXPECT_EQ(StaticFiles::resolve("/.env"), std::nullopt);
  EXPECT_EQ(StaticFiles::resolve(std::string_view("/a\0b", 4)), std::nullopt);
  EXPECT_EQ(StaticFiles::resolve("relative"), std::nullopt);
}

TEST_F(StaticFilesTest, ServesFilesWithTypesAndCaching) {
  auto js = get("/assets/index-abc123.js");
  EXPECT_EQ(js.result_int(), 200);
  EXPECT_EQ(js[bhttp::field::content_type], "text/javascript; charset=utf-8");
  EXPECT_EQ(js[bhttp::field::cache_control], "public, max-age=31536000, immutable");
  EXPECT_EQ(js.body(), "console.log('rifa')");

  auto index = get("/");
  EXPECT_EQ(index[bhttp::field::content_type], "text/html; charset=utf-8");
  EXPECT_EQ(index[bhttp::field::cache_control], "no-cache");
  EXPECT_EQ(get("/favicon.svg")[bhttp::field::content_type], "image/svg+xml");
}

TEST_F(StaticFilesTest, HistoryFallbackServesIndexForClientRoutes) {
  auto res = get("/app/raffle/123");
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_EQ(res.body(), "<!doctype html><title>Rifa</title>");
  EXPECT_EQ(res[bhttp::field::cache_control], "no-cache");
}

TEST_F(StaticFilesTest, ClientRoutesGetAppHtmlWhereTheBuildWroteIt) {
  write("app.html", "<!doctype html><title>Rifa app</title>");
  write("app.html.br", "APP-BR");
  StaticFiles files(root_.string());
  EXPECT_EQ(*files.app_html(), "<!doctype html><title>Rifa app</title>");
  EXPECT_EQ(get("/").body(), "<!doctype html><title>Rifa</title>");  // the landing page's
  auto route = get("/app/timeline");
  EXPECT_EQ(route.body(), "<!doctype html><title>Rifa app</title>");
  EXPECT_EQ(route[bhttp::field::cache_control], "no-cache");
  EXPECT_EQ(get("/app/timeline", "br").body(), "APP-BR");
  EXPECT_EQ(get("/app.html")[bhttp::field::cache_control], "no-cache");
}

TEST_F(StaticFilesTest, WithoutAppHtmlClientRoutesGetIndexHtml) {
  StaticFiles files(root_.string());
  EXPECT_EQ(*files.app_html(), "<!doctype html><title>Rifa</title>");
}

TEST_F(StaticFilesTest, MissingHashedAssetIs404) { EXPECT_EQ(get("/assets/missing-1.js").result_int(), 404); }

TEST_F(StaticFilesTest, TraversalNeverReadsOutsideTheRoot) {
  for (const char* path : {"/../secret.txt", "/assets/../../secret.txt", "/..%2fsecret.txt"}) {
    auto res = get(path);
    EXPECT_EQ(res.body().find("top secret"), std::string::npos) << path;
  }
  EXPECT_EQ(get("/../secret.txt").result_int(), 404);
}

TEST_F(StaticFilesTest, NegotiatesPrecompressedVariants) {
  auto br = get("/assets/index-abc123.js", "gzip, deflate, br");
  EXPECT_EQ(br[bhttp::field::content_encoding], "br");
  EXPECT_EQ(br.body(), "BR");
  EXPECT_EQ(br[bhttp::field::vary], "Accept-Encoding");
  auto gz = get("/assets/index-abc123.js", "gzip");
  EXPECT_EQ(gz[bhttp::field::content_encoding], "gzip");
  EXPECT_EQ(gz.body(), "GZ");
  auto plain = get("/assets/index-abc123.js", "br;q=0, gzip;q=0");
  EXPECT_EQ(plain[bhttp::field::content_encoding], "");
  EXPECT_EQ(plain.body(), "console.log('rifa')");
  EXPECT_EQ(get("/favicon.svg", "br")[bhttp::field::content_encoding], "");
}

TEST_F(StaticFilesTest, EtagGives304) {
  StaticFiles files(root_.string());
  Request req{bhttp::verb::get, "/assets/index-abc123.js", 11};
  const std::string etag(files.serve(req, "/assets/index-abc123.js")[bhttp::field::etag]);
  ASSERT_FALSE(etag.empty());
  req.set(bhttp::field::if_none_match, etag);
  EXPECT_EQ(files.serve(req, "/assets/index-abc123.js").result_int(), 304);
  req.set(bhttp::field::if_none_match, "\"other\", W/" + etag);
  EXPECT_EQ(files.serve(req, "/assets/index-abc123.js").result_int(), 304);
  req.set(bhttp::field::if_none_match, "\"other\"");
  EXPECT_EQ(files.serve(req, "/assets/index-abc123.js").result_int(), 200);
}

TEST(StaticEncoding, PicksBestAcceptedEncoding) {
  EXPECT_EQ(StaticFiles::pick_encoding("gzip, br", true, true), "br");
  EXPECT_EQ(StaticFiles::pick_encoding("gzip", true, true), "gzip");
  EXPECT_EQ(StaticFiles::pick_encoding("br;q=0, gzip;q=0.5", true, true), "gzip");
  EXPECT_EQ(StaticFiles::pick_encoding("identity", true, true), "");
  EXPECT_EQ(StaticFiles::pick_encoding("", true, true), "");
}

TEST_F(StaticFilesTest, ServeSharedLeavesTheBytesInPlace) {
  StaticFiles files(root_.string());
  Request req{bhttp::verb::get, "/assets/index-abc123.js", 11};
  req.set(bhttp::field::accept_encoding, "br");
  Response res;
  const std::string_view body = files.serve_shared(req, "/assets/index-abc123.js", res);
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_EQ(body, "BR");
  EXPECT_TRUE(res.body().empty());
  EXPECT_EQ(res[bhttp::field::content_length], "2");
  EXPECT_EQ(res[bhttp::field::content_encoding], "br");
  // The same bytes on every call: nothing copied per request.
  Response again;
  EXPECT_EQ(files.serve_shared(req, "/assets/index-abc123.js", again).data(), body.data());

  req.method(bhttp::verb::head);
  Response head;
  EXPECT_TRUE(files.serve_shared(req, "/assets/index-abc123.js", head).empty());
  EXPECT_EQ(head[bhttp::field::content_length], "2");

  Response missing;
  EXPECT_TRUE(files.serve_shared(req, "/assets/nope.js", missing).empty());
  EXPECT_EQ(missing.result_int(), 404);
  EXPECT_FALSE(missing.body().empty());  // the JSON error envelope stays in the response
}

}  // namespace
}  // namespace rifa::http
