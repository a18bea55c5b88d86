#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "features/payments/payments.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::payments {

// Payment proofs live in the private bucket `verification-documents` at
// `{userId}/payment-screenshots/{unix-ms}.{ext}` and are read only through short-lived signed URLs.
inline constexpr const char* kProofBucket = "verification-documents";
inline constexpr long long kProofUrlSeconds = 15 * 60;

// POST /uploads/payment-screenshots: the image checked (type by content, 5 MB), re-encoded from its
// pixels, stored under a new name (never overwriting one) with the SHA-256 of the bytes received and
// the perceptual hash of the picture. `may_store`, when given, runs first in the storing transaction
// and refuses by throwing (nothing is stored then).
UploadedProof upload_screenshot(db::Database& db, storage::ObjectStore& store, const std::string& user_id,
                                const std::string& bytes,
                                const std::function<void(db::Connection&)>& may_store = nullptr);

// The caller's own uploaded screenshot at `path`, or 422 on `screenshot_path`.
Proof own_proof(db::Connection& conn, const std::string& user_id, const std::string& path);

// A fresh signed URL of a proof (none when there is no proof).
std::optional<std::string> proof_link(const storage::ObjectStore& store, const std::optional<std::string>& path);
// The same as JSON (nullptr when there is none).
nlohmann::json proof_url(const storage::ObjectStore& store, const std::optional<std::string>& path);

}  // namespace rifa::features::payments
