#include "http/malformed.hpp"

#include <boost/beast/core/string.hpp>
#include <boost/beast/http/error.hpp>

namespace rifa::http {

ApiError payload_too_large() {
  return ApiError(413, "payload_too_large", "El cuerpo de la petición es demasiado grande");
}

namespace {

// "GET / HTTP/9.9": a request line whose version is well formed (the parser refuses every version
// but 1.0 and 1.1 alike).
bool well_formed_version(std::string_view received) {
  const std::string_view line = received.substr(0, received.find("\r\n"));
  const std::string_view version = line.substr(line.rfind(' ') + 1);
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  return line.find(' ') != line.rfind(' ') && version.size() == 8 && version.substr(0, 5) == "HTTP/" &&
         digit(version[5]) && version[6] == '.' && digit(version[7]);
}

}  // namespace

std::optional<ApiError> malformed_request_error(const boost::system::error_code& ec, std::string_view received) {
  using bhttp::error;
  if (ec == error::bad_version && well_formed_version(received)) {
    return ApiError(505, "http_version_not_supported", "Versión de HTTP no soportada");
  }
  if (ec == error::header_limit) return ApiError(431, "headers_too_large", "Cabeceras demasiado grandes");
  if (ec == error::body_limit) return payload_too_large();
  for (const error refused :
       {error::bad_line_ending, error::bad_method, error::bad_target, error::bad_version, error::bad_field,
        error::bad_value, error::bad_content_length, error::bad_transfer_encoding, error::bad_chunk,
        error::bad_chunk_extension, error::bad_obs_fold}) {
    if (ec == refused) return ApiError::bad_request("Petición HTTP mal formada");
  }
  return std::nullopt;
}

std::optional<ApiError> unsupported_request_error(const Request& req) {
  const auto coding = req.find(bhttp::field::transfer_encoding);
  if (coding != req.end()) {
    std::string_view value = coding->value();
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
    if (!boost::beast::iequals(value, "chunked")) {
      return ApiError(501, "not_implemented", "Codificación de transferencia no soportada");
    }
  }
  return std::nullopt;
}

}  // namespace rifa::http
