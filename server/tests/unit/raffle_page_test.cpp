#include "features/raffles/raffle_page.hpp"

#include <gtest/gtest.h>

#include <set>

#include <nlohmann/json.hpp>

#include "features/raffles/raffle_json.hpp"

namespace rifa::features::raffles {
namespace {

// app.html's parts the page edits, as the web build writes them: its head with boot.js, and #root
// with the prerendered shells and the boot brand.
const std::string kIndex =
    "<!doctype html><html lang=\"es\"><head><meta charset=\"UTF-8\" />"
    "<script src=\"/boot.js\" data-app-chunks=\"/a.js\"></script><title>Rifa</title></head><body>"
    "<div id=\"root\"><div data-prerendered=\"raffle\" inert><h1 data-shell=\"title\"></h1></div>"
    "<div class=\"rifa-boot\"><svg><title>No hay datos</title></svg></div></div></body></html>";
const std::string kNumbers = R"({"total_tickets":10000,"taken":[1,3,150],"numbers_version":4})";

RaffleViewState state(std::set<std::int64_t> chosen = {}, std::int64_t block = 0) {
  return {.taken = {1, 3, 150}, .block = block, .chosen = std::move(chosen)};
}

std::string render_raffle_page(std::string_view index, const Raffle& raffle, std::string_view site) {
  return features::raffles::render_raffle_page(index, raffle, site, kNumbers, state());
}

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
  // Every tag in the head; the page's heading escaped the same way.
  EXPECT_LT(html.find("og:title"), html.find("</head>"));
  EXPECT_NE(html.find("<h1 class=\"rifa-ssr__title\">Moto &lt;Yamaha&gt; &quot;2026&quot;</h1>"), std::string::npos);
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

TEST(RafflePageTest, ImageInThePageAndTheCardFromItsCopies) {
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
  // The page's hero, with the app's srcset and sizes.
  const std::string img = between(html, "<main class=\"rifa-ssr__main\">", "<h1");
  EXPECT_EQ(
      img,
      "<img class=\"rifa-ssr__image\" src=\"/storage/v1/object/public/raffles/a.webp\" "
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

TEST(RafflePageTest, PageWithoutARootOnlyGainsItsHead) {
  const std::string plain = "<html><head><title>Rifa</title></head><body><p>x</p></body></html>";
  const std::string html = render_raffle_page(plain, raffle(), "http://localhost:8080");
  EXPECT_NE(html.find("og:title"), std::string::npos);
  EXPECT_NE(html.find("<body><p>x</p></body>"), std::string::npos);
  EXPECT_EQ(render_raffle_page("no head here", raffle(), "http://x"), "no head here");
}

TEST(RafflePageTest, RootBecomesThePageAndItsDataIsEmbedded) {
  const std::string html = render_raffle_page(kIndex, raffle(), "https://rifa.example");
  // The shells and the brand are gone; the page is #root's only content.
  EXPECT_EQ(html.find("data-prerendered"), std::string::npos);
  EXPECT_EQ(html.find("rifa-boot"), std::string::npos);
  EXPECT_NE(html.find("<div id=\"root\"><div class=\"rifa-ssr\" id=\"rifa-ssr\""), std::string::npos);
  EXPECT_NE(html.find("</form></main></div></div></body></html>"), std::string::npos);
  EXPECT_NE(html.find("<html data-ssr=\"raffle\" lang=\"es\">"), std::string::npos);
  EXPECT_NE(html.find("<script defer src=\"/boot.js\""), std::string::npos);
  EXPECT_LT(html.find("<script src=\"/raffle-page.js\" defer></script>"), html.find("</head>"));
  // The numbers' answer as the API gives it.
  const std::string numbers =
      between(html, "<script type=\"application/json\" id=\"rifa-raffle-numbers\">", "</script>");
  EXPECT_EQ(nlohmann::json::parse(numbers), nlohmann::json::parse(kNumbers));
}

TEST(RafflePageTest, PageShowsPriceFactsAndTheGridWithTakenAndChosenNumbers) {
  auto r = raffle();
  r.status = "active";
  r.lottery = "zulia";
  r.end_date = "2026-12-24T23:30:00Z";
  r.draw_at = "2026-12-25T00:00:00Z";
  r.unsold_rule = "void";
  r.sold_tickets = 3;
  r.creator.name = "Ana";
  r.creator.exchange_rate_cents = 24550;  // 245,50 Bs per USD
  const std::string html =
      features::raffles::render_raffle_page(kIndex, r, "https://rifa.example", kNumbers, state({2, 150, 250}));
  EXPECT_NE(html.find("<strong>$ 1.234,50</strong> <span>Bs 303.069,75</span> por número"), std::string::npos);
  EXPECT_NE(html.find("<dt>Organiza</dt><dd>Ana</dd>"), std::string::npos);
  EXPECT_NE(html.find("<dt>Vendidos</dt><dd>3 de 10.000</dd>"), std::string::npos);
  EXPECT_NE(html.find("<dd>24/12/2026 19:30 (hora de Venezuela)</dd>"), std::string::npos);
  EXPECT_NE(html.find("<dt>Lotería</dt><dd>Lotería del Zulia</dd>"), std::string::npos);
  EXPECT_NE(html.find("sorteo de la Lotería del Zulia del 24/12/2026 20:00: gana el número igual a las últimas 4 "
                      "cifras"),
            std::string::npos);
  EXPECT_NE(html.find("la rifa queda sin ganador."), std::string::npos);
  // The first block: 0000–0099, 0001 taken, 0002 chosen, 0150 and 0250 carried as hidden fields.
  EXPECT_NE(html.find("<legend>Números 0000–0099</legend>"), std::string::npos);
  EXPECT_NE(html.find("<label class=\"rifa-ssr__n rifa-ssr__n--taken\"><input type=\"checkbox\" name=\"n1\" "
                      "value=\"1\" data-number=\"1\" disabled aria-label=\"0001, vendido\" /><span>0001</span>"),
            std::string::npos);
  EXPECT_NE(html.find("name=\"n2\" value=\"1\" data-number=\"2\" checked aria-label=\"0002, libre\""),
            std::string::npos);
  EXPECT_NE(html.find("name=\"n0\" value=\"1\" data-number=\"0\" aria-label=\"0000, libre\""), std::string::npos);
  EXPECT_EQ(html.find("data-number=\"100\""), std::string::npos);
  EXPECT_NE(html.find("<input type=\"hidden\" name=\"n150\" value=\"1\" />"), std::string::npos);
  EXPECT_NE(html.find("<input type=\"hidden\" name=\"n250\" value=\"1\" />"), std::string::npos);
  EXPECT_NE(html.find("<a href=\"?bloque=1\">Siguientes</a>"), std::string::npos);
  EXPECT_NE(html.find("action=\"/app/raffle/3f1c2d4e-0000-4000-8000-000000000001/comprar\""), std::string::npos);
  EXPECT_NE(html.find("data-price-cents=\"123450\" data-rate-cents=\"24550\""), std::string::npos);
  EXPECT_NE(html.find(">Comprar</button>"), std::string::npos);
}

TEST(RafflePageTest, SecondBlockAndClosedSales) {
  auto r = raffle();
  r.status = "waiting";
  const std::string html =
      features::raffles::render_raffle_page(kIndex, r, "https://rifa.example", kNumbers, state({}, 1));
  EXPECT_NE(html.find("<legend>Números 0100–0199</legend>"), std::string::npos);
  EXPECT_NE(html.find("<a href=\"?bloque=0\">Anteriores</a>"), std::string::npos);
  EXPECT_NE(html.find("data-number=\"150\" disabled aria-label=\"0150, vendido\""), std::string::npos);
  EXPECT_NE(html.find("data-number=\"151\" disabled aria-label=\"0151, libre\""), std::string::npos);
  EXPECT_EQ(html.find(">Comprar</button>"), std::string::npos);
  EXPECT_NE(html.find("Las ventas de esta rifa están cerradas."), std::string::npos);
}

TEST(RafflePageTest, EveryUserTextInThePageIsEscaped) {
  auto r = raffle();
  r.status = "active";
  r.title = "<img src=x onerror=alert(1)>\"'&";
  r.creator.name = "<script>alert(2)</script>";
  r.lottery = "<b>x</b>";
  r.id = "\"><script>alert(3)</script>";
  const std::string html = features::raffles::render_raffle_page(kIndex, r, "https://rifa.example", kNumbers, state());
  const std::string page = between(html, "<div id=\"root\">", "</body>");
  EXPECT_EQ(page.find("<img src=x"), std::string::npos);
  EXPECT_EQ(page.find("<script>"), std::string::npos);
  EXPECT_EQ(page.find("<b>"), std::string::npos);
  EXPECT_NE(page.find("<h1 class=\"rifa-ssr__title\">&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;</h1>"),
            std::string::npos);
  EXPECT_NE(page.find("<dd>&lt;script&gt;alert(2)&lt;/script&gt;</dd>"), std::string::npos);
  EXPECT_EQ(html.find("<script>alert"), std::string::npos);
}

TEST(RafflePageTest, PaddedNumbersAsTheApp) {
  EXPECT_EQ(padded_ticket(7, 100), "07");
  EXPECT_EQ(padded_ticket(42, 1000), "042");
  EXPECT_EQ(padded_ticket(42, 10000), "0042");
  EXPECT_EQ(padded_ticket(9999, 10000), "9999");
}

}  // namespace
}  // namespace rifa::features::raffles
