#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "storage/stored_object.hpp"

namespace rifa::storage {

// SQL for storage_objects (uploaded files, kept in the database so every instance sees them).
class StorageRepository {
 public:
  explicit StorageRepository(db::Database& db) : db_(db) {}

  // Inserts the object or replaces the one at (bucket, path).
  static void upsert(db::Connection& conn, const std::string& bucket, const std::string& path,
                     const std::string& owner_id, const std::string& content_type, const std::string& etag,
                     const std::string& data, const std::string& now);
  // Deletes the bucket's objects whose path starts with `prefix` (taken literally), except `keep`.
  static void remove_prefix(db::Connection& conn, const std::string& bucket, const std::string& prefix,
                            const std::string& keep);
  std::optional<StoredObject> find(const std::string& bucket, const std::string& path);

 private:
  db::Database& db_;
};

}  // namespace rifa::storage
