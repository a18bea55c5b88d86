#include "features/raffles/page_shell.hpp"

#include "features/raffles/raffle_json.hpp"
#include "http/html_text.hpp"

namespace rifa::features::raffles::shell {
namespace {
constexpr std::int64_t kOriginalWidth = 2048;  // an original's longest side at most (web: MAX_IMAGE_SIDE)
}

std::string image_tag(const Raffle& raffle, const ImageTag& tag) {
  const std::string src = raffle.image_url.value_or("");
  std::string srcset;
  for (const auto& [width, url] : image_variants_from(raffle.image_variants_json)) {
    if (width > tag.max_copy_width) continue;
    srcset += (srcset.empty() ? "" : ", ") + url + " " + std::to_string(width) + "w";
  }
  if (!srcset.empty() && tag.with_original) srcset += ", " + src + " " + std::to_string(kOriginalWidth) + "w";
  std::string out = "<img class=\"" + std::string(tag.css_class) + "\" src=\"" + http::escape_html(src) + "\"";
  if (!srcset.empty()) {
    out += " srcset=\"" + http::escape_html(srcset) + "\" sizes=\"" + std::string(tag.sizes) + "\"";
  }
  out += " width=\"" + std::to_string(tag.width) + "\" height=\"" + std::to_string(tag.height) + "\" alt=\"" +
         http::escape_html(tag.alt) + "\"";
  if (tag.async_decoding) out += " decoding=\"async\"";
  return out + (tag.high_priority ? " fetchpriority=\"high\" />" : " />");
}

}  // namespace rifa::features::raffles::shell
