#include "features/raffles/timeline_page.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "features/raffles/raffle_json.hpp"

namespace rifa::features::raffles {
namespace {

// app.html's parts the page edits, as the web build writes them: its head with boot.js, and #root
// with the prerendered shells and the boot brand.
std::string timeline_index() {
  return "<!doctype html><html lang=\"es\"><head><script src=\"/boot.js\"></script><title>Rifa</title></head><body>"
         "<div id=\"root\"><div data-prerendered=\"timeline\" inert><ul><li></li></ul></div>"
         "<div class=\"rifa-boot\"></div></div></body></html>";
}

Raffle listed_raffle(const std::string& title, bool image) {
  Raffle r;
  r.id = "3f1c2d4e-0000-4000-8000-00000000000" + std::to_string(title.size() % 10);
  r.title = title;
  if (image) {
    r.image_url = "/storage/v1/object/public/raffle-images/a/b.png";
    r.image_variants_json = R"([{"url":"/storage/v1/object/public/raffle-images/a/b-320.webp","width":320},)"
                            R"({"url":"/storage/v1/object/public/raffle-images/a/b-640.webp","width":640},)"
                            R"({"url":"/storage/v1/object/public/raffle-images/a/b-1280.webp","width":1280}])";
  }
  return r;
}

RafflePage list_answer(const std::vector<Raffle>& raffles) {
  return {raffles, static_cast<std::int64_t>(raffles.size())};
}

std::string text_between(const std::string& html, const std::string& from, const std::string& to) {
  const auto start = html.find(from);
  if (start == std::string::npos) return "<missing>";
  const auto end = html.find(to, start + from.size());
  return html.substr(start + from.size(), end - start - from.size());
}

std::size_t occurrences(const std::string& html, const std::string& what) {
  std::size_t n = 0;
  for (auto at = html.find(what); at != std::string::npos; at = html.find(what, at + 1)) ++n;
  return n;
}

TEST(TimelinePageTest, TheFirstPageIsThePageAsHtmlACardPerRaffle) {
  auto moto = listed_raffle("Moto <Yamaha> & casco", true);
  moto.ticket_price_cents = 750;
  moto.total_tickets = 100;
  moto.sold_tickets = 40;
  moto.end_date = "2026-12-24T23:30:00Z";
  moto.creator.exchange_rate_cents = 24550;
  const std::vector<Raffle> raffles{moto, listed_raffle("TV", false), listed_raffle("Nevera", true)};
  const std::string html = render_timeline_page(timeline_index(), list_answer(raffles));
  // #root is the page: no shell, no brand; boot.js deferred.
  EXPECT_EQ(html.find("data-prerendered"), std::string::npos);
  EXPECT_EQ(html.find("rifa-boot"), std::string::npos);
  EXPECT_NE(html.find("<html data-ssr=\"timeline\" lang=\"es\">"), std::string::npos);
  EXPECT_NE(html.find("<script defer src=\"/boot.js\">"), std::string::npos);
  EXPECT_EQ(occurrences(html, "<a class=\"rifa-ssr__card\" href=\"/app/raffle/"), 3u);
  // The first card: the card copies up to 640 px (not the 1280 one, not the original), as RaffleCard's.
  EXPECT_EQ(text_between(html, "<img class=\"rifa-ssr__card-image\" src=\"", "\""),
            "/storage/v1/object/public/raffle-images/a/b.png");
  EXPECT_EQ(text_between(html, "srcset=\"", "\""),
            "/storage/v1/object/public/raffle-images/a/b-320.webp 320w, "
            "/storage/v1/object/public/raffle-images/a/b-640.webp 640w");
  EXPECT_EQ(text_between(html, "sizes=\"", "\""), "(max-width: 575px) 100vw, 360px");
  EXPECT_EQ(occurrences(html, "fetchpriority=\"high\""), 1u);
  EXPECT_EQ(occurrences(html, "<img loading=\"lazy\""), 1u);
  EXPECT_EQ(occurrences(html, "<img "), 2u);
  // Titles escaped; price in USD and Bs; sales.
  EXPECT_EQ(occurrences(html, "<span class=\"rifa-ssr__card-title\">Moto &lt;Yamaha&gt; &amp; casco</span>"), 1u);
  EXPECT_EQ(occurrences(html, "<span class=\"rifa-ssr__card-title\">TV</span>"), 1u);
  EXPECT_NE(html.find("<strong>$ 7,50</strong> <span>Bs 1.841,25</span> por número"), std::string::npos);
  EXPECT_NE(html.find("40 de 100 vendidos · cierra 24/12/2026 19:30"), std::string::npos);
  EXPECT_EQ(html.find("<Yamaha>"), std::string::npos);
}

TEST(TimelinePageTest, TheListForTheAppCannotBreakOutOfItsScript) {
  const std::vector<Raffle> raffles{listed_raffle("</script><script>alert(1)</script>", false)};
  const std::string html = render_timeline_page(timeline_index(), list_answer(raffles));
  const std::string data = text_between(html, "<script type=\"application/json\" id=\"rifa-timeline\">", "</script>");
  EXPECT_EQ(nlohmann::json::parse(data), nlohmann::json::parse(raffle_list_text(raffles, 1)));
  EXPECT_EQ(nlohmann::json::parse(data)["data"][0]["title"], "</script><script>alert(1)</script>");
  EXPECT_LT(html.find("id=\"rifa-timeline\""), html.find("</head>"));
  EXPECT_EQ(html.find("<script>alert"), std::string::npos);
}

TEST(TimelinePageTest, AnEmptyTimelineOrAnIndexWithoutARoot) {
  const std::string empty = render_timeline_page(timeline_index(), list_answer({}));
  EXPECT_NE(empty.find("<ul class=\"rifa-ssr__cards\"></ul>"), std::string::npos);
  EXPECT_NE(empty.find("id=\"rifa-timeline\">{\"data\":[],\"count\":0}</script>"), std::string::npos);
  const std::string bare = "<html><head></head><body><p>x</p></body></html>";
  const std::string page = render_timeline_page(bare, list_answer({listed_raffle("TV", true)}));
  EXPECT_EQ(page.find("<img"), std::string::npos);
  EXPECT_NE(page.find("id=\"rifa-timeline\""), std::string::npos);
  EXPECT_EQ(page.find("data-ssr"), std::string::npos);
}

}  // namespace
}  // namespace rifa::features::raffles
