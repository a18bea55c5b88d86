#include "features/raffles/timeline_page.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "features/raffles/raffle_json.hpp"

namespace rifa::features::raffles {
namespace {

// index.html's parts the page edits, as the web build writes them: its head, the home shell's
// skeleton cards (left alone) and the timeline shell's (RaffleGridSkeleton.tsx).
std::string skeleton_card() {
  return "<li><div class=\"rifa-raffle-card rifa-raffle-card--pending\"><div class=\"rifa-raffle-card__media\">"
         "<div class=\"rifa-raffle-card__placeholder\" aria-hidden=\"true\" data-shell=\"card-image\">"
         "<span class=\"anticon\"><svg></svg></span></div></div><div class=\"rifa-raffle-card__body\">"
         "<div class=\"rifa-raffle-card__title\" data-shell=\"card-title\"></div></div></div></li>";
}
std::string timeline_index() {
  return "<!doctype html><html><head><title>Rifa</title></head><body>"
         "<div data-prerendered=\"home\" inert><ul>" +
         skeleton_card() + skeleton_card() + "</ul></div><div data-prerendered=\"timeline\" inert><ul>" +
         skeleton_card() + skeleton_card() + skeleton_card() +
         "</ul></div><div data-prerendered=\"tickets\" inert><ul>" + skeleton_card() + "</ul></div></body></html>";
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

TEST(TimelinePageTest, FirstTwoCardsOfTheTimelineShellGetTheirImageAndTitle) {
  const std::vector<Raffle> raffles{listed_raffle("Moto <Yamaha> & casco", true), listed_raffle("TV", false),
                                    listed_raffle("Nevera", true)};
  const std::string html = render_timeline_page(timeline_index(), list_answer(raffles));
  const std::string timeline = text_between(html, "data-prerendered=\"timeline\"", "data-prerendered=\"tickets\"");
  // The first card: the card copies up to 640 px (not the 1280 one, not the original), as RaffleCard's.
  EXPECT_EQ(text_between(timeline, "<img class=\"rifa-raffle-card__image\" src=\"", "\""),
            "/storage/v1/object/public/raffle-images/a/b.png");
  EXPECT_EQ(text_between(timeline, "srcset=\"", "\""),
            "/storage/v1/object/public/raffle-images/a/b-320.webp 320w, "
            "/storage/v1/object/public/raffle-images/a/b-640.webp 640w");
  EXPECT_EQ(text_between(timeline, "sizes=\"", "\""), "(max-width: 575px) 100vw, 360px");
  EXPECT_NE(timeline.find("fetchpriority=\"high\""), std::string::npos);
  EXPECT_EQ(occurrences(timeline, "<img "), 1u);
  // Titles escaped; the second has no image, so it keeps its placeholder; the third stays a skeleton.
  EXPECT_EQ(occurrences(timeline, "data-shell=\"card-title\">Moto &lt;Yamaha&gt; &amp; casco</div>"), 1u);
  EXPECT_EQ(occurrences(timeline, "data-shell=\"card-title\">TV</div>"), 1u);
  EXPECT_EQ(occurrences(timeline, "data-shell=\"card-image\""), 2u);
  EXPECT_EQ(occurrences(timeline, "data-shell=\"card-title\"></div>"), 1u);
  // Other shells untouched.
  EXPECT_EQ(occurrences(html, "data-shell=\"card-title\"></div>"), 1u + 2u + 1u);
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

TEST(TimelinePageTest, AnEmptyTimelineOrAnIndexWithoutItsShellIsLeftAsItIs) {
  const std::string empty = render_timeline_page(timeline_index(), list_answer({}));
  EXPECT_EQ(occurrences(empty, "data-shell=\"card-title\"></div>"), 6u);
  EXPECT_NE(empty.find("id=\"rifa-timeline\">{\"data\":[],\"count\":0}</script>"), std::string::npos);
  const std::string bare = "<html><head></head><body><div id=\"root\"></div></body></html>";
  const std::string page = render_timeline_page(bare, list_answer({listed_raffle("TV", true)}));
  EXPECT_EQ(page.find("<img"), std::string::npos);
  EXPECT_NE(page.find("id=\"rifa-timeline\""), std::string::npos);
}

}  // namespace
}  // namespace rifa::features::raffles
