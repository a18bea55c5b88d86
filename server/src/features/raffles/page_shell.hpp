#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "features/raffles/raffles.hpp"

namespace rifa::features::raffles::shell {

// What the pages rifa-server answers with a raffle's data in them (raffle_page, timeline_page)
// share beyond http/server_page.hpp: a raffle's image as the app shows it.

// How a page shows a raffle's image, as the app's component does (so the browser picks the same
// copy and downloads it once).
struct ImageTag {
  std::string_view css_class;
  std::int64_t max_copy_width;  // the widest copy offered
  bool with_original;           // the original offered too, as the widest
  std::string_view sizes;
  int width;  // the box's intrinsic size (width/height attributes)
  int height;
  std::string alt;
  bool async_decoding;
  bool high_priority;
};
// The raffle's image as an <img>: its src, the copies in srcset with `sizes`, escaped.
std::string image_tag(const Raffle& raffle, const ImageTag& tag);

}  // namespace rifa::features::raffles::shell
