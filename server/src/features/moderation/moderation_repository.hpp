#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/moderation/moderation.hpp"

namespace rifa::features::moderation {

// All the SQL of moderation: the user lookup, suspension, take-downs and the reports' queue.
// Methods taking a connection run inside the caller's transaction.
class ModerationRepository {
 public:
  // --- The user lookup
  // Users matching any of `keys` (all users when `keys` is nullopt), optionally only suspended ones,
  // newest first.
  static ModerationPage<UserSummary> find_users(db::Connection& conn, const std::optional<LookupKeys>& keys,
                                                bool suspended_only, const Page& page);
  static std::optional<UserSummary> user(db::Connection& conn, const std::string& user_id);

  // --- Suspension
  // The user's profile, held until the transaction ends (PostgreSQL FOR UPDATE).
  static std::optional<ModeratedUser> lock_user(db::Connection& conn, const std::string& user_id);
  // Suspends (`at` and `reason`) or reinstates (both nullopt).
  static void set_suspension(db::Connection& conn, const std::string& user_id, const std::optional<std::string>& at,
                             const std::optional<std::string>& reason, const std::string& now);
  // The creator's raffles that are not blocked yet; blocks them. Their state before.
  static std::vector<ModeratedRaffle> block_raffles_of(db::Connection& conn, const std::string& creator_id,
                                                       const std::string& now);
  // The creator's raffles blocked only by the suspension (not taken down); unblocks them.
  static std::vector<ModeratedRaffle> unblock_raffles_of(db::Connection& conn, const std::string& creator_id,
                                                         const std::string& now);

  // --- Take-downs
  // The raffle, held until the transaction ends.
  static std::optional<ModeratedRaffle> lock_raffle(db::Connection& conn, const std::string& raffle_id);
  static void take_down(db::Connection& conn, const std::string& raffle_id, const std::string& reason,
                        const std::string& now);
  // Clears the take-down; the raffle stays blocked when `still_blocked` (its creator is suspended).
  static void restore(db::Connection& conn, const std::string& raffle_id, bool still_blocked, const std::string& now);

  // --- Reports
  // Throws db::UniqueViolation when the reporter has an open report of the raffle.
  static void insert_report(db::Connection& conn, const std::string& id, const std::string& raffle_id,
                            const std::string& reporter_id, const std::string& reason, const std::string& now);
  // How many reports the user made since `since`.
  static std::int64_t reports_since(db::Connection& conn, const std::string& reporter_id, const std::string& since);
  static std::optional<RaffleReport> report(db::Connection& conn, const std::string& report_id);
  // Newest first; `status` nullopt: every status.
  static ModerationPage<RaffleReport> reports(db::Connection& conn, const std::optional<std::string>& status,
                                              const Page& page);
  // Marks the open report `status` (dismissed); false when it is not open.
  static bool resolve_report(db::Connection& conn, const std::string& report_id, const std::string& status,
                             const std::string& admin_id, const std::string& now);
  // Marks every open report of the raffle `status` (actioned); how many.
  static std::int64_t resolve_reports_of(db::Connection& conn, const std::string& raffle_id, const std::string& status,
                                         const std::string& admin_id, const std::string& now);
};

}  // namespace rifa::features::moderation
