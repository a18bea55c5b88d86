#pragma once

#include <nlohmann/json.hpp>

#include "db/database.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::payments {

// The payment_details columns payment_json reads (FROM payment_details p).
extern const char* const kPaymentColumns;

// The contract's PaymentDetail from a row selected with kPaymentColumns: `screenshot_url` a fresh
// signed URL of the proof, `duplicate_flags` as given (already expanded for the viewer, or []).
nlohmann::json payment_json(const db::Row& row, const storage::ObjectStore& store, nlohmann::json duplicate_flags);

}  // namespace rifa::features::payments
