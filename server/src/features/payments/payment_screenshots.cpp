#include "features/payments/payment_screenshots.hpp"

#include <chrono>

#include "auth/crypto.hpp"
#include "common/errors.hpp"
#include "common/time.hpp"
#include "storage/image_check.hpp"
#include "storage/image_codec.hpp"

namespace rifa::features::payments {

using nlohmann::json;

namespace {
std::string folder_of(const std::string& user_id) { return user_id + "/payment-screenshots/"; }
}  // namespace

json upload_screenshot(db::Database& db, storage::ObjectStore& store, const std::string& user_id,
                       const std::string& bytes) {
  storage::check_image(bytes);  // 400 / 413 / 415 with the spec's messages
  const auto image = storage::reencode(bytes);
  const auto dhash = static_cast<std::int64_t>(storage::perceptual_hash(image.data));
  const std::string sha256 = auth::sha256_hex(bytes);
  const auto now = std::chrono::system_clock::now();
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count();
  const std::string stem = folder_of(user_id) + std::to_string(ms);

  const std::string path = db.transaction([&](db::Connection& conn) {
    // Never overwritten: two uploads in the same millisecond get "-1", "-2"… (one writer at a time
    // on SQLite; a concurrent insert of the same name is a serialisation retry on PostgreSQL).
    std::string candidate = stem + "." + image.kind.extension;
    for (int n = 1;
         !conn.query("SELECT 1 FROM storage_objects WHERE bucket = ? AND path = ?", {kProofBucket, candidate}).empty();
         ++n) {
      candidate = stem + "-" + std::to_string(n) + "." + image.kind.extension;
    }
    store.put(conn, kProofBucket, candidate, user_id, image.kind.content_type, image.data);
    conn.query("UPDATE storage_objects SET content_sha256 = ?, perceptual_hash = ? WHERE bucket = ? AND path = ?",
               {sha256, dhash, kProofBucket, candidate});
    return candidate;
  });
  return {{"bucket", kProofBucket},
          {"path", path},
          {"url", store.signed_url(kProofBucket, path, kProofUrlSeconds)},
          {"expires_at", to_rfc3339(now + std::chrono::seconds(kProofUrlSeconds))},
          {"content_type", image.kind.content_type},
          {"size", image.data.size()}};
}

Proof own_proof(db::Connection& conn, const std::string& user_id, const std::string& path) {
  const auto found = path.starts_with(folder_of(user_id))
                         ? conn.query(
                               "SELECT content_sha256, perceptual_hash FROM storage_objects WHERE bucket = ? AND path "
                               "= ? AND owner_id = ?",
                               {kProofBucket, path, user_id})
                         : db::Result{};
  if (found.empty()) {
    throw ApiError::validation(
        {{"screenshot_path", "No encontramos ese comprobante entre tus archivos; súbelo de nuevo"}});
  }
  const auto& row = found.first();
  return {path, row.opt_text("content_sha256"), row.opt_integer("perceptual_hash")};
}

json proof_url(const storage::ObjectStore& store, const std::optional<std::string>& path) {
  if (!path || path->empty()) return nullptr;
  return store.signed_url(kProofBucket, *path, kProofUrlSeconds);
}

}  // namespace rifa::features::payments
