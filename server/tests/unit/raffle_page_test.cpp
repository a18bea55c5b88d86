#include "features/raffles/raffle_page.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "features/raffles/raffle_json.hpp"

namespace rifa::features::raffles {
namespace {

// index.html's parts the page edits, as the web build writes them (its head and the raffle shell's
// pending hero from RafflePending.tsx).
const std::string kIndex =
    "<!doctype html><html><head><meta charset=\"UTF-8\" /><title>Rifa</title></head><body>"
    "<div data-prerendered=\"raffle\" inert><div class=\"rifa-raffle__hero\">"
    "<div class=\"rifa-raffle__image rifa-raffle__placeholder\" data-shell=\"image\" role=\"img\">"
    "<span class=\"anticon\"><svg></svg></span></div>"
    "<h1 class=\"ant-typography rifa-raffle__title\" data-shell=\"title\"></h1></div></div>"
    "<svg><title>No hay datos</title></svg></body></html>";

Raffle raffle() {
  Raffle r;
  r.id = "3f1c2d4e-0000-4000-8000-000000000001";
  r.title = "Moto <Yamaha> \"2026\"";
  r.description = "Una moto nueva.\n\nEntrega en Caracas.";
  r.ticket_price_cents = 123450;
  r.total_tickets = 10000;
  return r;
}

std::string between(const std::string& html, const std::string& from, const std::string& to) {
  const auto start = html.find(from);
  if (start == std::string::npos) return "<missing>";
  const auto end = html.find(to, start + from.size());
  return html.substr(start + from.size(), end - start - from.size());
}

TEST(RafflePageTest, TitleAndPreviewTagsEscaped) {
  const std::string html = render_raffle_page(kIndex, raffle(), "https://rifa.example/");
  EXPECT_EQ(between(html, "<title>", "</title>"), "Moto &lt;Yamaha&gt; &quot;2026&quot; · Rifa");
  EXPECT_EQ(between(html, "property=\"og:title\" content=\"", "\""), "Moto &lt;Yamaha&gt; &quot;2026&quot; · Rifa");
  EXPECT_EQ(between(html, "property=\"og:description\" content=\"", "\""),
            "Números a $ 1.234,50 · 10.000 números. Una moto nueva. Entrega en Caracas.");
  EXPECT_EQ(between(html, "property=\"og:url\" content=\"", "\""),
            "https://rifa.example/app/raffle/3f1c2d4e-0000-4000-8000-000000000001");
  EXPECT_NE(html.find("<link rel=\"canonical\" href=\"https://rifa.example/app/raffle/3f1c2d4e"), std::string::npos);
  EXPECT_NE(html.find("name=\"twitter:card\" content=\"summary\""), std::string::npos);
  // No image: the app's icon, on a summary card.
  EXPECT_EQ(between(html, "property=\"og:image\" content=\"", "\""), "https://rifa.example/icon-512.png");
  EXPECT_EQ(html.find("og:image:alt"), std::string::npos);
  EXPECT_EQ(html.find("robots"), std::string::npos);
  // Every tag in the head, and the svg's own <title> in the body untouched.
  EXPECT_LT(html.find("og:title"), html.find("</head>"));
  EXPECT_NE(html.find("<title>No hay datos</title>"), std::string::npos);
}

TEST(RafflePageTest, PublicAnswerForTheAppCannotBreakOutOfItsScript) {
  auto r = raffle();
  r.title = "</script><script>alert(1)</script>";
  const std::string html = render_raffle_page(kIndex, r, "https://rifa.example");
  const std::string data = between(html, "<script type=\"application/json\" id=\"rifa-raffle\">", "</script>");
  EXPECT_EQ(nlohmann::json::parse(data), nlohmann::json::parse(raffle_text(r)));
  EXPECT_EQ(nlohmann::json::parse(data)["title"], "</script><script>alert(1)</script>");
  EXPECT_EQ(html.find("<script>alert"), std::string::npos);
}

TEST(RafflePageTest, ShellShowsTheTitleAndKeepsThePlaceholderWithoutAnImage) {
  const std::string html = render_raffle_page(kIndex, raffle(), "https://rifa.example");
  EXPECT_EQ(between(html, "data-shell=\"title\">", "</h1>"), "Moto &lt;Yamaha&gt; &quot;2026&quot;");
  EXPECT_NE(html.find("data-shell=\"image\""), std::string::npos);
}

TEST(RafflePageTest, ImageInTheShellAndTheCardFromItsCopies) {
  auto r = raffle();
  r.image_url = "/storage/v1/object/public/raffles/a.webp";
  r.image_variants_json = R"([{"url":"/storage/v1/object/public/raffles/a-320.webp","width":320},)"
                          R"({"url":"/storage/v1/object/public/raffles/a-640.webp","width":640},)"
                          R"({"url":"/storage/v1/object/public/raffles/a-1280.webp","width":1280}])";
  const std::string html = render_raffle_page(kIndex, r, "https://rifa.example");
  EXPECT_EQ(between(html, "property=\"og:image\" content=\"", "\""),
            "https://rifa.example/storage/v1/object/public/raffles/a-640.webp");
  EXPECT_EQ(between(html, "property=\"og:image:alt\" content=\"", "\""),
            "Imagen de la rifa Moto &lt;Yamaha&gt; &quot;2026&quot;");
  EXPECT_NE(html.find("name=\"twitter:card\" content=\"summary_large_image\""), std::string::npos);
  // The placeholder, icon included, replaced by the image with the app's srcset and sizes.
  EXPECT_EQ(html.find("data-shell=\"image\""), std::string::npos);
  EXPECT_EQ(html.find("rifa-raffle__placeholder"), std::string::npos);
  const std::string img = between(html, "<div class=\"rifa-raffle__hero\">", "<h1");
  EXPECT_EQ(
      img,
      "<img class=\"rifa-raffle__image\" src=\"/storage/v1/object/public/raffles/a.webp\" "
      "srcset=\"/storage/v1/object/public/raffles/a-320.webp 320w, /storage/v1/object/public/raffles/a-640.webp "
      "640w, /storage/v1/object/public/raffles/a-1280.webp 1280w, /storage/v1/object/public/raffles/a.webp 2048w\" "
      "sizes=\"(max-width: 767px) 100vw, 430px\" width=\"640\" height=\"360\" "
      "alt=\"Imagen de la rifa Moto &lt;Yamaha&gt; &quot;2026&quot;\" fetchpriority=\"high\" />");
}

TEST(RafflePageTest, PrivateRaffleKeptOutOfSearchEngines) {
  auto r = raffle();
  r.is_private = true;
  r.description = "";
  const std::string html = render_raffle_page(kIndex, r, "http://localhost:8080");
  EXPECT_NE(html.find("<meta name=\"robots\" content=\"noindex\" />"), std::string::npos);
  EXPECT_EQ(between(html, "property=\"og:description\" content=\"", "\""),
            "Números a $ 1.234,50 · 10.000 números. Elige los tuyos en Rifa.");
}

TEST(RafflePageTest, PageWithoutTheMarkersOnlyGainsItsHead) {
  const std::string plain = "<html><head><title>Rifa</title></head><body><div id=\"root\"></div></body></html>";
  const std::string html = render_raffle_page(plain, raffle(), "http://localhost:8080");
  EXPECT_NE(html.find("og:title"), std::string::npos);
  EXPECT_NE(html.find("<body><div id=\"root\"></div></body>"), std::string::npos);
  EXPECT_EQ(render_raffle_page("no head here", raffle(), "http://x"), "no head here");
}

}  // namespace
}  // namespace rifa::features::raffles
