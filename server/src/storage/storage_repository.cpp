#include "storage/storage_repository.hpp"

#include "common/text.hpp"

namespace rifa::storage {

void StorageRepository::upsert(db::Connection& conn, const std::string& bucket, const std::string& path,
                               const std::string& owner_id, const std::string& content_type, const std::string& etag,
                               const std::string& data, const std::string& now) {
  conn.query(
      "INSERT INTO storage_objects (bucket, path, owner_id, content_type, size, etag, data, created_at, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
      "ON CONFLICT (bucket, path) DO UPDATE SET owner_id = excluded.owner_id, content_type = excluded.content_type, "
      "size = excluded.size, etag = excluded.etag, data = excluded.data, updated_at = excluded.updated_at",
      {bucket, path, owner_id, content_type, static_cast<std::int64_t>(data.size()), etag, db::Blob{data}, now, now});
}

void StorageRepository::remove_prefix(db::Connection& conn, const std::string& bucket, const std::string& prefix,
                                      const std::string& keep) {
  conn.query("DELETE FROM storage_objects WHERE bucket = ? AND path LIKE ? ESCAPE '\\' AND path <> ?",
             {bucket, escape_like(prefix) + "%", keep});
}

std::optional<StoredObject> StorageRepository::find(const std::string& bucket, const std::string& path) {
  const auto r = db_.query(
      "SELECT content_type, etag, data, updated_at FROM storage_objects WHERE bucket = ? AND path = ?", {bucket, path});
  if (r.empty()) return std::nullopt;
  const auto& row = r.first();
  return StoredObject{row.text("content_type"), row.text("etag"), row.blob("data"), row.text("updated_at")};
}

}  // namespace rifa::storage
