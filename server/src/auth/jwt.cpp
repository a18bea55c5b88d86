#include "auth/jwt.hpp"

#include <fcntl.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <stdexcept>

#include "auth/crypto.hpp"
#include "common/log.hpp"

namespace rifa::auth {

struct SigningKey::Impl {
  EVP_PKEY* key = nullptr;
  std::string x, y;  // 32-byte big-endian coordinates
  ~Impl() { EVP_PKEY_free(key); }
};

namespace {

std::string coordinate(EVP_PKEY* key, const char* name) {
  BIGNUM* bn = nullptr;
  if (!EVP_PKEY_get_bn_param(key, name, &bn)) throw std::runtime_error("cannot read EC public key");
  std::string out(32, '\0');
  BN_bn2binpad(bn, reinterpret_cast<unsigned char*>(out.data()), 32);
  BN_free(bn);
  return out;
}

nlohmann::json public_jwk(const std::string& x, const std::string& y) {
  return {{"crv", "P-256"}, {"kty", "EC"}, {"x", base64url_encode(x)}, {"y", base64url_encode(y)}};
}

}  // namespace

SigningKey::SigningKey(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {
  impl_->x = coordinate(impl_->key, OSSL_PKEY_PARAM_EC_PUB_X);
  impl_->y = coordinate(impl_->key, OSSL_PKEY_PARAM_EC_PUB_Y);
  // RFC 7638 thumbprint: SHA-256 of the required members in lexicographic order, no spaces.
  kid_ = base64url_encode(sha256(public_jwk(impl_->x, impl_->y).dump()));
}
SigningKey::~SigningKey() = default;
SigningKey::SigningKey(SigningKey&&) noexcept = default;
SigningKey& SigningKey::operator=(SigningKey&&) noexcept = default;

SigningKey SigningKey::generate() {
  auto impl = std::make_unique<Impl>();
  impl->key = EVP_EC_gen("P-256");
  if (!impl->key) throw std::runtime_error("EC key generation failed");
  return SigningKey(std::move(impl));
}

SigningKey SigningKey::load_or_create(const std::string& pem_path) {
  if (FILE* f = std::fopen(pem_path.c_str(), "rb")) {
    auto impl = std::make_unique<Impl>();
    impl->key = PEM_read_PrivateKey(f, nullptr, nullptr, nullptr);
    std::fclose(f);
    if (!impl->key || EVP_PKEY_get_base_id(impl->key) != EVP_PKEY_EC) {
      throw std::runtime_error("JWT key file " + pem_path + " is not an EC private key");
    }
    return SigningKey(std::move(impl));
  }
  SigningKey key = generate();
  const auto parent = std::filesystem::path(pem_path).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent);
  // O_EXCL: two instances starting together never overwrite each other's key.
  const int fd = ::open(pem_path.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0600);
  if (fd < 0) {
    if (errno == EEXIST) return load_or_create(pem_path);
    throw std::runtime_error("cannot create JWT key file " + pem_path);
  }
  FILE* f = ::fdopen(fd, "wb");
  const bool ok = PEM_write_PrivateKey(f, key.impl_->key, nullptr, nullptr, 0, nullptr, nullptr) == 1;
  std::fclose(f);
  if (!ok) throw std::runtime_error("cannot write JWT key file " + pem_path);
  log::info("generated a new ES256 signing key in " + pem_path);
  return key;
}

std::string SigningKey::derive_secret(const std::string& label) const {
  BIGNUM* priv = nullptr;
  if (!EVP_PKEY_get_bn_param(impl_->key, OSSL_PKEY_PARAM_PRIV_KEY, &priv)) {
    throw std::runtime_error("cannot read EC private key");
  }
  std::string scalar(32, '\0');
  BN_bn2binpad(priv, reinterpret_cast<unsigned char*>(scalar.data()), 32);
  BN_clear_free(priv);
  return sha256("rifa:" + label + ":" + scalar);
}

nlohmann::json SigningKey::jwks() const {
  auto jwk = public_jwk(impl_->x, impl_->y);
  jwk["kid"] = kid_;
  jwk["alg"] = "ES256";
  jwk["use"] = "sig";
  jwk["key_ops"] = {"verify"};
  return {{"keys", {jwk}}};
}

std::string SigningKey::sign(const nlohmann::json& claims) const {
  const nlohmann::json header = {{"alg", "ES256"}, {"typ", "JWT"}, {"kid", kid_}};
  const std::string input = base64url_encode(header.dump()) + "." + base64url_encode(claims.dump());

  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  std::size_t der_len = 0;
  std::string der;
  bool ok =
      EVP_DigestSignInit(ctx, nullptr, EVP_sha256(), nullptr, impl_->key) == 1 &&
      EVP_DigestSign(ctx, nullptr, &der_len, reinterpret_cast<const unsigned char*>(input.data()), input.size()) == 1;
  if (ok) {
    der.resize(der_len);
    ok = EVP_DigestSign(ctx, reinterpret_cast<unsigned char*>(der.data()), &der_len,
                        reinterpret_cast<const unsigned char*>(input.data()), input.size()) == 1;
    der.resize(der_len);
  }
  EVP_MD_CTX_free(ctx);
  if (!ok) throw std::runtime_error("ES256 signing failed");

  // DER ECDSA-Sig-Value → raw r‖s (JWS form).
  const auto* p = reinterpret_cast<const unsigned char*>(der.data());
  ECDSA_SIG* sig = d2i_ECDSA_SIG(nullptr, &p, static_cast<long>(der.size()));
  if (!sig) throw std::runtime_error("ES256 signature decoding failed");
  std::string raw(64, '\0');
  BN_bn2binpad(ECDSA_SIG_get0_r(sig), reinterpret_cast<unsigned char*>(raw.data()), 32);
  BN_bn2binpad(ECDSA_SIG_get0_s(sig), reinterpret_cast<unsigned char*>(raw.data()) + 32, 32);
  ECDSA_SIG_free(sig);
  return input + "." + base64url_encode(raw);
}

std::optional<nlohmann::json> SigningKey::verify(const std::string& token, long long now_seconds) const {
  const auto dot1 = token.find('.');
  const auto dot2 = dot1 == std::string::npos ? std::string::npos : token.find('.', dot1 + 1);
  if (dot2 == std::string::npos || token.find('.', dot2 + 1) != std::string::npos) return std::nullopt;
  const auto header_text = base64url_decode(std::string_view(token).substr(0, dot1));
  const auto payload_text = base64url_decode(std::string_view(token).substr(dot1 + 1, dot2 - dot1 - 1));
  const auto raw = base64url_decode(std::string_view(token).substr(dot2 + 1));
  if (!header_text || !payload_text || !raw || raw->size() != 64) return std::nullopt;
  // Anything a client sends is checked for its type before it is read: a number, null or object
  // where a string belongs is an invalid token, not an exception.
  const auto header = nlohmann::json::parse(*header_text, nullptr, false);
  if (!header.is_object()) return std::nullopt;
  const auto alg = header.find("alg");
  if (alg == header.end() || *alg != "ES256") return std::nullopt;
  if (const auto kid = header.find("kid"); kid != header.end() && *kid != kid_) return std::nullopt;
  if (const auto typ = header.find("typ"); typ != header.end() && !typ->is_string()) return std::nullopt;

  ECDSA_SIG* sig = ECDSA_SIG_new();
  ECDSA_SIG_set0(sig, BN_bin2bn(reinterpret_cast<const unsigned char*>(raw->data()), 32, nullptr),
                 BN_bin2bn(reinterpret_cast<const unsigned char*>(raw->data()) + 32, 32, nullptr));
  unsigned char* der = nullptr;
  const int der_len = i2d_ECDSA_SIG(sig, &der);
  ECDSA_SIG_free(sig);
  if (der_len <= 0) return std::nullopt;

  const std::string input = token.substr(0, dot2);
  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  const bool valid = EVP_DigestVerifyInit(ctx, nullptr, EVP_sha256(), nullptr, impl_->key) == 1 &&
                     EVP_DigestVerify(ctx, der, static_cast<std::size_t>(der_len),
                                      reinterpret_cast<const unsigned char*>(input.data()), input.size()) == 1;
  EVP_MD_CTX_free(ctx);
  OPENSSL_free(der);
  if (!valid) return std::nullopt;

  auto claims = nlohmann::json::parse(*payload_text, nullptr, false);
  if (!claims.is_object()) return std::nullopt;
  const auto exp = claims.find("exp");
  if (exp == claims.end() || !exp->is_number() || !(exp->get<double>() > static_cast<double>(now_seconds))) {
    return std::nullopt;
  }
  // Not yet valid while `nbf` is in the future (RFC 7519 §4.1.5); when present it must be a number.
  if (const auto nbf = claims.find("nbf");
      nbf != claims.end() && (!nbf->is_number() || !(nbf->get<double>() <= static_cast<double>(now_seconds)))) {
    return std::nullopt;
  }
  return claims;
}

}  // namespace rifa::auth
