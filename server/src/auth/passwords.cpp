#include "auth/passwords.hpp"

#include <sodium.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <mutex>
#include <stdexcept>

namespace rifa::auth {
namespace {

void init_sodium() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (sodium_init() < 0) throw std::runtime_error("libsodium initialisation failed");
  });
}

// The most common passwords of public breach lists that are 8 characters or longer (shorter ones
// are refused by length anyway), plus Spanish favourites.
constexpr std::string_view kCommon[] = {
    "12345678",   "123456789",  "1234567890",  "password",    "password1",     "password12", "password123",
    "qwertyuiop", "qwerty123",  "1q2w3e4r",    "1qaz2wsx",    "11111111",      "00000000",   "88888888",
    "87654321",   "12341234",   "11223344",    "abcd1234",    "iloveyou",      "iloveyou1",  "sunshine",
    "princess",   "football",   "baseball",    "welcome1",    "welcome123",    "superman",   "trustno1",
    "starwars",   "whatever",   "passw0rd",    "p@ssw0rd",    "letmein1",      "qwerty12",   "asdfghjk",
    "asdfasdf",   "zxcvbnm1",   "michael1",    "charlie1",    "jennifer",      "computer",   "internet",
    "corvette",   "mercedes",   "dragon12",    "master12",    "monkey12",      "shadow12",   "1234qwer",
    "qazwsxedc",  "123123123",  "123qweasd",   "admin123",    "administrator", "changeme",   "google123",
    "contraseña", "contrasena", "contraseña1", "contrasena1", "teamo123",      "tequiero",   "venezuela",
    "venezuela1", "caracas1",   "maracaibo",   "barcelona",   "realmadrid",    "america1",   "colombia",
    "mariposa",   "estrella",   "corazon1",    "princesa",    "chocolate",     "angelito",   "hola1234",
    "rifa1234",   "rifas123",   "12345678910"};

}  // namespace

std::string hash_password(std::string_view password) {
  init_sodium();
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                            crypto_pwhash_MEMLIMIT_INTERACTIVE, crypto_pwhash_ALG_ARGON2ID13) != 0) {
    throw std::runtime_error("password hashing failed (out of memory)");
  }
  return out;
}

bool verify_password(std::string_view password, const std::string& encoded) {
  init_sodium();
  return crypto_pwhash_str_verify(encoded.c_str(), password.data(), password.size()) == 0;
}

void burn_password_check(std::string_view password) {
  static const std::string dummy = hash_password("rifa-timing-equaliser");
  verify_password(password, dummy);
}

std::vector<std::string> password_weaknesses(std::string_view password) {
  std::vector<std::string> reasons;
  // Length counts characters (UTF-8 code points), not bytes.
  const auto characters = std::count_if(password.begin(), password.end(),
                                        [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
  if (characters < 8 || password.size() > 256) reasons.emplace_back("length");
  std::string lower(password);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (std::find(std::begin(kCommon), std::end(kCommon), lower) != std::end(kCommon)) reasons.emplace_back("pwned");
  return reasons;
}

}  // namespace rifa::auth
