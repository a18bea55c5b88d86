#include "http/html_text.hpp"

#include <gtest/gtest.h>

namespace rifa::http {
namespace {

TEST(HtmlTextTest, EscapesWhatCouldOpenATagOrCloseAnAttribute) {
  EXPECT_EQ(escape_html(R"(<b>"Tom & Jerry's"</b>)"), "&lt;b&gt;&quot;Tom &amp; Jerry&#39;s&quot;&lt;/b&gt;");
  EXPECT_EQ(escape_html("Moto Yamaha 2026 · ñandú"), "Moto Yamaha 2026 · ñandú");
}

TEST(HtmlTextTest, JsonInAScriptCannotEndIt) {
  const std::string json = R"({"title":"</script><script>alert(1)</script> & más","n":1})";
  const std::string safe = json_for_script(json);
  EXPECT_EQ(safe.find('<'), std::string::npos);
  EXPECT_EQ(safe.find('>'), std::string::npos);
  EXPECT_EQ(safe.find('&'), std::string::npos);
  // The same document once parsed.
  EXPECT_EQ(nlohmann::json::parse(safe), nlohmann::json::parse(json));
  // U+2028 and U+2029, which older JavaScript read as line ends.
  EXPECT_EQ(json_for_script("\"a\xE2\x80\xA8"
                            "b\xE2\x80\xA9\""),
            R"("a\u2028b\u2029")");
}

TEST(HtmlTextTest, SummaryFlattensWhitespaceAndCutsWholeCharacters) {
  EXPECT_EQ(summarize_text("  Una moto\n\nnueva \t de paquete ", 100), "Una moto nueva de paquete");
  EXPECT_EQ(summarize_text("", 10), "");
  // "ñ" is two bytes: a cut inside it goes back to before it; "…" is three bytes.
  const std::string cut = summarize_text("aaaañbbbb", 8);
  EXPECT_EQ(cut, "aaaa…");
  EXPECT_LE(cut.size(), 8u);
  // At a word's end: "una dos t…" would fit 11 bytes, but cuts "tres".
  EXPECT_EQ(summarize_text("una dos tres", 11), "una dos…");
  EXPECT_EQ(summarize_text("una dos tres", 13), "una dos tres");
}

}  // namespace
}  // namespace rifa::http
