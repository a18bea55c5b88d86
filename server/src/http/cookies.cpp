#include "http/cookies.hpp"

namespace rifa::http {

std::string cookie_value(const Request& request, std::string_view name) {
  std::string_view header = request[bhttp::field::cookie];
  while (!header.empty()) {
    const std::size_t end = std::min(header.find(';'), header.size());
    std::string_view pair = header.substr(0, end);
    header.remove_prefix(std::min(end + 1, header.size()));
    while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
    const std::size_t equals = pair.find('=');
    if (equals != std::string_view::npos && pair.substr(0, equals) == name) return std::string(pair.substr(equals + 1));
  }
  return "";
}

}  // namespace rifa::http
