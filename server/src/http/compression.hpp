#pragma once

#include <string>
#include <string_view>

#include "http/message.hpp"

namespace rifa::http {

// Answers of at least this many bytes are worth compressing; below it the gzip framing (18 bytes)
// and the CPU cost outweigh what a phone saves.
inline constexpr std::size_t kCompressMinBytes = 1024;

// Compresses an API answer's body with gzip when it is JSON or text of at least kCompressMinBytes,
// not already encoded, and `accept_encoding` (the request's header) accepts gzip. Then the answer
// carries Content-Encoding: gzip, its new Content-Length, and a strong ETag becomes weak (the bytes
// differ from the identity answer's; If-None-Match compares weakly). Every answer that could be
// compressed says `Vary: Accept-Encoding`, compressed or not.
void compress_response(std::string_view accept_encoding, Response& res);

// `data` as one gzip member (RFC 1952), compressed at `level` (libdeflate's 1–12).
std::string gzip(std::string_view data, int level);

}  // namespace rifa::http
