#include "realtime/origin.hpp"

#include <cctype>

namespace rifa::realtime {

std::string origin_of(std::string_view url) {
  std::string text;
  for (char c : url) text += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const auto scheme_end = text.find("://");
  if (scheme_end == std::string::npos) return text;
  const auto host_end = text.find_first_of("/?#", scheme_end + 3);
  if (host_end != std::string::npos) text.resize(host_end);
  const std::string_view scheme = std::string_view(text).substr(0, scheme_end);
  for (const auto& [name, port] : {std::pair{"http", ":80"}, std::pair{"https", ":443"}}) {
    if (scheme == name && text.ends_with(port)) text.resize(text.size() - std::string_view(port).size());
  }
  return text;
}

bool origin_allowed(std::string_view origin_header, std::string_view site_origin) {
  return origin_header.empty() || origin_of(origin_header) == site_origin;
}

}  // namespace rifa::realtime
