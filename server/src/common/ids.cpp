#include "common/ids.hpp"

#include <openssl/rand.h>

#include <array>
#include <cctype>
#include <stdexcept>

namespace rifa {

std::string new_uuid() {
  std::array<unsigned char, 16> b{};
  if (RAND_bytes(b.data(), static_cast<int>(b.size())) != 1) throw std::runtime_error("RAND_bytes failed");
  b[6] = static_cast<unsigned char>((b[6] & 0x0f) | 0x40);
  b[8] = static_cast<unsigned char>((b[8] & 0x3f) | 0x80);
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  out.reserve(36);
  for (std::size_t i = 0; i < b.size(); ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) out += '-';
    out += hex[b[i] >> 4];
    out += hex[b[i] & 0x0f];
  }
  return out;
}

std::string new_receipt_code() {
  std::array<unsigned char, 16> b{};
  if (RAND_bytes(b.data(), static_cast<int>(b.size())) != 1) throw std::runtime_error("RAND_bytes failed");
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  out.reserve(32);
  for (const auto byte : b) {
    out += hex[byte >> 4];
    out += hex[byte & 0x0f];
  }
  return out;
}

bool is_receipt_code(std::string_view text) {
  if (text.size() != 32) return false;
  for (const char c : text) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  return true;
}

bool is_uuid(std::string_view text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? text[i] != '-' : !std::isxdigit(static_cast<unsigned char>(text[i]))) return false;
  }
  return true;
}

}  // namespace rifa
