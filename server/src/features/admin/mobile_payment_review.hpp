#pragma once

#include <optional>
#include <string>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"
#include "features/subscriptions/subscriptions.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::admin {

// The super admin's review of a subscription mobile payment. Each decision is one transaction
// holding the payment's row (PostgreSQL FOR UPDATE, READ COMMITTED behind it; SQLite one writer) and
// claims it with `UPDATE … WHERE status = 'pending'`, so of two admins deciding at once exactly one
// does (the other gets 409 already_reviewed). Callers check the super admin.
// The isolation a review's transaction runs with (the payment's row held until it commits).
inline constexpr db::TransactionOptions kReviewLocks{.isolation = db::Isolation::row_locks};

class MobilePaymentReview {
 public:
  MobilePaymentReview(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                      const storage::ObjectStore& store)
      : db_(db), bus_(bus), notifier_(notifier), store_(store) {}

  // Approves: the payment `approved`, a completed subscription_payments row, the subscription
  // active for one month from now — or from the end of an active subscription to the same plan (a
  // renewal extends the term) — an active subscription to another plan cancelled, the membership
  // synced, the payer notified, the audit written. Answers the AdminMobilePayment.
  subscriptions::AdminMobilePayment approve(const std::string& admin_id, const std::string& payment_id,
                                            const std::optional<std::string>& notes);
  // approve() inside the caller's transaction (the statements feature claims the bank movement in
  // the same one; run it with kReviewLocks): the same checks and effects, ApiError when the payment
  // cannot be approved.
  void approve_in(db::Connection& conn, events::Batch& batch, const std::string& admin_id,
                  const std::string& payment_id, const std::optional<std::string>& notes) const;
  // Rejects with `notes` (required): the subscription stays pending, the payer is notified.
  subscriptions::AdminMobilePayment reject(const std::string& admin_id, const std::string& payment_id,
                                           const std::string& notes);

  // Where the proofs are (their signed URLs are written with the answers).
  const storage::ObjectStore& store() const { return store_; }

 private:
  subscriptions::AdminMobilePayment answer(const std::string& payment_id);

  db::Database& db_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;
  const storage::ObjectStore& store_;
};

}  // namespace rifa::features::admin
