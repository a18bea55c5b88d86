#include "common/ids.hpp"

#include <openssl/rand.h>

#include <array>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <stdexcept>

namespace rifa {

namespace {

constexpr char kHex[] = "0123456789abcdef";

// Drawn from the CSPRNG 4 KiB at a time per thread: each RAND_bytes call costs OpenSSL's generator a
// lock and a getpid() (its fork check), and a purchase takes three ids on the writer's path. The
// server never forks, so no two processes can share a pool.
std::array<unsigned char, 16> random_bytes() {
  thread_local std::array<unsigned char, 4096> pool{};
  thread_local std::size_t used = pool.size();
  if (used == pool.size()) {
    if (RAND_bytes(pool.data(), static_cast<int>(pool.size())) != 1) throw std::runtime_error("RAND_bytes failed");
    used = 0;
  }
  std::array<unsigned char, 16> b{};
  std::memcpy(b.data(), pool.data() + used, b.size());
  used += b.size();
  return b;
}

// The first six bytes become the Unix time in milliseconds, big-endian.
void stamp_milliseconds(std::array<unsigned char, 16>& b) {
  const auto ms = static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
          .count());
  for (int i = 0; i < 6; ++i) b[i] = static_cast<unsigned char>(ms >> (8 * (5 - i)));
}

std::string uuid_text(std::array<unsigned char, 16> b, unsigned version) {
  b[6] = static_cast<unsigned char>((b[6] & 0x0f) | (version << 4));
  b[8] = static_cast<unsigned char>((b[8] & 0x3f) | 0x80);
  std::string out;
  out.reserve(36);
  for (std::size_t i = 0; i < b.size(); ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) out += '-';
    out += kHex[b[i] >> 4];
    out += kHex[b[i] & 0x0f];
  }
  return out;
}

}  // namespace

std::string new_uuid() { return uuid_text(random_bytes(), 4); }

std::string new_time_ordered_uuid() {
  auto b = random_bytes();
  stamp_milliseconds(b);
  return uuid_text(b, 7);
}

std::string new_receipt_code() {
  const auto b = random_bytes();
  std::string out;
  out.reserve(32);
  for (const auto byte : b) {
    out += kHex[byte >> 4];
    out += kHex[byte & 0x0f];
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
