#pragma once

#include <optional>
#include <string>

#include "db/database.hpp"
#include "storage/storage_repository.hpp"
#include "storage/stored_object.hpp"

namespace rifa::storage {

// Uploaded files live in the database (`storage_objects`), so every instance sees them.
// Buckets: avatars and raffle-images are public; verification-documents is private.
class ObjectStore {
 public:
  ObjectStore(db::Database& db, std::string signing_secret);

  static bool is_public_bucket(const std::string& bucket);

  // Inserts or replaces the object; returns its ETag.
  std::string put(db::Connection& conn, const std::string& bucket, const std::string& path, const std::string& owner_id,
                  const std::string& content_type, const std::string& data);
  // Removes the owner's other objects whose path starts with `prefix` except `keep`.
  void remove_prefix(db::Connection& conn, const std::string& bucket, const std::string& prefix,
                     const std::string& keep);
  std::optional<StoredObject> get(const std::string& bucket, const std::string& path);

  // URL of a public object, with its ETag as a version so replaced files are refetched.
  static std::string public_url(const std::string& bucket, const std::string& path, const std::string& etag);
  // The path inside `bucket` of a URL public_url wrote, or "" for any other URL.
  static std::string public_path(const std::string& bucket, const std::string& url);
  // A relative URL to a private object that works until `expires_in_seconds` from now.
  std::string signed_url(const std::string& bucket, const std::string& path, long long expires_in_seconds) const;
  // True when `token` was issued by signed_url for this object and has not expired.
  bool check_signature(const std::string& bucket, const std::string& path, const std::string& expires,
                       const std::string& token) const;

 private:
  std::string signature(const std::string& bucket, const std::string& path, const std::string& expires) const;
  StorageRepository repo_;
  std::string secret_;
};

}  // namespace rifa::storage
