#include "storage/object_store.hpp"

#include <openssl/hmac.h>

#include <chrono>

#include "auth/crypto.hpp"
#include "common/time.hpp"
#include "storage/storage_repository.hpp"

namespace rifa::storage {

ObjectStore::ObjectStore(db::Database& db, std::string signing_secret)
    : repo_(db), secret_(std::move(signing_secret)) {}

bool ObjectStore::is_public_bucket(const std::string& bucket) {
  return bucket == "avatars" || bucket == "raffle-images";
}

std::string ObjectStore::put(db::Connection& conn, const std::string& bucket, const std::string& path,
                             const std::string& owner_id, const std::string& content_type, const std::string& data) {
  const std::string etag = "\"" + auth::sha256_hex(data).substr(0, 32) + "\"";
  const std::string now = now_rfc3339();
  StorageRepository::upsert(conn, bucket, path, owner_id, content_type, etag, data, now);
  return etag;
}

void ObjectStore::remove_prefix(db::Connection& conn, const std::string& bucket, const std::string& prefix,
                                const std::string& keep) {
  StorageRepository::remove_prefix(conn, bucket, prefix, keep);
}

std::optional<StoredObject> ObjectStore::get(const std::string& bucket, const std::string& path) {
  return repo_.find(bucket, path);
}

std::string ObjectStore::public_path(const std::string& bucket, const std::string& url) {
  const std::string prefix = "/storage/v1/object/public/" + bucket + "/";
  if (!url.starts_with(prefix)) return "";
  const auto end = url.find('?', prefix.size());
  return url.substr(prefix.size(), end == std::string::npos ? std::string::npos : end - prefix.size());
}

std::string ObjectStore::public_url(const std::string& bucket, const std::string& path, const std::string& etag) {
  std::string version;
  for (char c : etag) {
    if (c != '"') version += c;
  }
  return "/storage/v1/object/public/" + bucket + "/" + path + "?v=" + version.substr(0, 12);
}

std::string ObjectStore::signature(const std::string& bucket, const std::string& path,
                                   const std::string& expires) const {
  const std::string message = bucket + "\n" + path + "\n" + expires;
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha256(), secret_.data(), static_cast<int>(secret_.size()),
       reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac, &length);
  return auth::base64url_encode(std::string(reinterpret_cast<const char*>(mac), length));
}

std::string ObjectStore::signed_url(const std::string& bucket, const std::string& path,
                                    long long expires_in_seconds) const {
  const auto now =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  const std::string expires = std::to_string(now + expires_in_seconds);
  return "/storage/v1/object/sign/" + bucket + "/" + path + "?expires=" + expires +
         "&token=" + signature(bucket, path, expires);
}

bool ObjectStore::check_signature(const std::string& bucket, const std::string& path, const std::string& expires,
                                  const std::string& token) const {
  if (expires.empty() || token.empty() || expires.size() > 12) return false;
  for (char c : expires) {
    if (c < '0' || c > '9') return false;
  }
  const auto now =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  if (std::stoll(expires) < now) return false;
  return auth::constant_time_equal(signature(bucket, path, expires), token);
}

}  // namespace rifa::storage
