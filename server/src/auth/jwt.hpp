#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace rifa::auth {

// The ES256 key that signs access tokens. Generated on first start and kept in a PEM file with
// mode 0600; its public half is published as a JWKS with a RFC 7638 thumbprint as `kid`.
class SigningKey {
 public:
  static SigningKey load_or_create(const std::string& pem_path);
  static SigningKey generate();  // in memory (tests)
  ~SigningKey();
  SigningKey(SigningKey&&) noexcept;
  SigningKey& operator=(SigningKey&&) noexcept;

  const std::string& kid() const { return kid_; }
  nlohmann::json jwks() const;

  // header.payload.signature with {"alg":"ES256","typ":"JWT","kid"} and a raw r‖s signature.
  std::string sign(const nlohmann::json& claims) const;
  // A secret for another purpose (e.g. signed storage URLs) derived from the private key, so every
  // instance sharing JWT_KEY_FILE derives the same one.
  std::string derive_secret(const std::string& label) const;

  // The claims when the signature is valid, `exp` is in the future and `nbf`, if any, is not;
  // nullopt otherwise. Who the token is for (`aud`, `iss`) is the caller's to check.
  std::optional<nlohmann::json> verify(const std::string& token, long long now_seconds) const;

 private:
  struct Impl;
  explicit SigningKey(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
  std::string kid_;
};

}  // namespace rifa::auth
