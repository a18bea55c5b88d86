#include "features/payments/payment_screenshots.hpp"

#include <chrono>

#include "auth/crypto.hpp"
#include "common/errors.hpp"
#include "common/time.hpp"
#include "features/payments/payments_repository.hpp"
#include "storage/image_check.hpp"
#include "storage/image_codec.hpp"

namespace rifa::features::payments {

using nlohmann::json;

namespace {
std::string folder_of(const std::string& user_id) { return user_id + "/payment-screenshots/"; }
}  // namespace

UploadedProof upload_screenshot(db::Database& db, storage::ObjectStore& store, const std::string& user_id,
                                const std::string& bytes, const std::function<void(db::Connection&)>& may_store) {
  storage::check_image(bytes);  // 400 / 413 / 415 with the spec's messages
  const auto image = storage::reencode(bytes);
  const auto dhash = static_cast<std::int64_t>(storage::perceptual_hash(image.data));
  const std::string sha256 = auth::sha256_hex(bytes);
  const auto now = std::chrono::system_clock::now();
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count();
  const std::string stem = folder_of(user_id) + std::to_string(ms);

  const std::string path = db.transaction([&](db::Connection& conn) {
    if (may_store) may_store(conn);
    // Never overwritten: two uploads in the same millisecond get "-1", "-2"… (one writer at a time
    // on SQLite; a concurrent insert of the same name is a serialisation retry on PostgreSQL).
    std::string candidate = stem + "." + image.kind.extension;
    for (int n = 1; PaymentsRepository::object_exists(conn, kProofBucket, candidate); ++n) {
      candidate = stem + "-" + std::to_string(n) + "." + image.kind.extension;
    }
    store.put(conn, kProofBucket, candidate, user_id, image.kind.content_type, image.data);
    PaymentsRepository::set_fingerprints(conn, kProofBucket, candidate, sha256, dhash);
    return candidate;
  });
  return {kProofBucket,
          path,
          store.signed_url(kProofBucket, path, kProofUrlSeconds),
          to_rfc3339(now + std::chrono::seconds(kProofUrlSeconds)),
          image.kind.content_type,
          image.data.size()};
}

Proof own_proof(db::Connection& conn, const std::string& user_id, const std::string& path) {
  auto found = path.starts_with(folder_of(user_id)) ? PaymentsRepository::owned_proof(conn, kProofBucket, path, user_id)
                                                    : std::nullopt;
  if (!found) {
    throw ApiError::validation(
        {{"screenshot_path", "No encontramos ese comprobante entre tus archivos; súbelo de nuevo"}});
  }
  return *found;
}

std::optional<std::string> proof_link(const storage::ObjectStore& store, const std::optional<std::string>& path) {
  if (!path || path->empty()) return std::nullopt;
  return store.signed_url(kProofBucket, *path, kProofUrlSeconds);
}

json proof_url(const storage::ObjectStore& store, const std::optional<std::string>& path) {
  const auto link = proof_link(store, path);
  return link ? json(*link) : json(nullptr);
}

}  // namespace rifa::features::payments
