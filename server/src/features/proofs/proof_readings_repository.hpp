#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/proofs/proof_check.hpp"

namespace rifa::features::proofs {

// A stored reading of a proof (table proof_readings, V015).
struct StoredReading {
  std::string path;
  std::string status;  // "reading", "read", "failed"
  std::int64_t reader_version = 0;
  std::optional<bool> receipt;
  std::optional<std::string> fields;  // the reader's JSON
  std::optional<std::string> text;
  std::optional<std::string> error;
};

// SQL for proof readings. Proofs are the objects of the bucket verification-documents; a proof is
// due when it has no reading, a reading by an older reader version, or a claim older than
// `stale_before` (a worker that died). Every write is one short statement: the reading itself
// happens between the claim and the store, outside any transaction.
class ProofReadingsRepository {
 public:
  // Up to `limit` due proofs, oldest first.
  static std::vector<std::string> due(db::Connection& conn, std::int64_t version, const std::string& stale_before,
                                      std::int64_t limit);
  // Claims `path` for reading by `version` at `now`: true when this call claimed it (one caller
  // wins, also across instances: a conditional upsert).
  static bool claim(db::Connection& conn, const std::string& path, std::int64_t version, const std::string& now,
                    const std::string& stale_before);
  // The reading of a claimed proof; false when the claim was lost meanwhile (taken again as stale).
  static bool store(db::Connection& conn, const std::string& path, std::int64_t version, bool receipt,
                    const std::string& fields_json, const std::string& text, const std::string& now);
  static bool store_failure(db::Connection& conn, const std::string& path, std::int64_t version,
                            const std::string& error, const std::string& now);
  static std::optional<StoredReading> find(db::Connection& conn, const std::string& path);
  // The reading of the proof at `path` uploaded by `owner_id` (status "pending" while it has none);
  // nullopt when no such proof of that owner is stored.
  static std::optional<StoredReading> for_owner(db::Database& db, const std::string& path, const std::string& owner_id);

  // What a reviewer compares a report with (proof_check). The reading of the proof at `path`
  // ("none" without a path, "pending" while it has no reading).
  static ProofState state(db::Connection& conn, const std::optional<std::string>& path);
  // The states of the proofs at `paths` that have a reading row, by path, in one query.
  static std::map<std::string, ProofState> states(db::Connection& conn, const std::vector<std::string>& paths);
  // The phones, banks and accounts of `user_id`'s active payment methods.
  static PayeeAccounts payee_accounts(db::Connection& conn, const std::string& user_id);
  // The platform's active mobile payment data (where subscriptions are paid).
  static PayeeAccounts platform_accounts(db::Connection& conn);
  // When the ticket was bought (its created_at, "" when there is no such ticket) and its creator's
  // Bs-per-USD rate today (what a report in dollars is compared at).
  struct Purchase {
    std::string at;
    std::optional<std::int64_t> rate_cents;
  };
  static Purchase ticket_purchase(db::Connection& conn, const std::string& ticket_id);
  // ticket_purchase of each of `ticket_ids` that exists, by ticket id, in one query.
  static std::map<std::string, Purchase> ticket_purchases(db::Connection& conn,
                                                          const std::vector<std::string>& ticket_ids);
  // When the subscription was requested (its created_at), "" when there is no such subscription.
  static std::string subscription_requested_at(db::Connection& conn, const std::string& subscription_id);
};

}  // namespace rifa::features::proofs
