#pragma once

#include <optional>
#include <string>

#include "auth/auth_service.hpp"
#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/moderation/moderation.hpp"
#include "features/notifications/notifier.hpp"
#include "features/raffles/raffles.hpp"

namespace rifa::features::moderation {

// Moderation by the super administrator (issue 37 part 4), each action one transaction with its
// audit entry and its notices (notification + e-mail, through the notifier's outbox):
//  - suspending an organiser ends every session they have (their tokens stop working: the purchase
//    and every /api/v1 route check the session), refuses their sign-in (auth: user_banned) and
//    blocks their raffles (raffles.is_blocked: out of every public list, no purchase); buyers with
//    live tickets in their open raffles are told; reinstating undoes it (raffles taken down stay so);
//  - taking a raffle down (with a reason) blocks it the same way and tells its creator and buyers,
//    acting on its open reports; restoring undoes it;
//  - "Denunciar rifa": a signed-in user reports a raffle with a reason (one open report per user
//    and raffle, at most kReportsPerDay a day); the reports queue until the admin dismisses them or
//    takes the raffle down.
// Callers check the super admin (the routes do, before anything else).
class ModerationService {
 public:
  static constexpr std::int64_t kReportsPerDay = 10;

  ModerationService(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                    auth::AuthService& auth)
      : db_(db), bus_(bus), notifier_(notifier), auth_(auth) {}

  // `text` blank: every user. Matches name, e-mail, phone or cédula (moderation_rules).
  ModerationPage<UserSummary> find_users(const std::optional<std::string>& text, bool suspended_only, const Page& page);
  UserSummary suspend(const std::string& admin_id, const std::string& user_id, const std::string& reason);
  UserSummary reinstate(const std::string& admin_id, const std::string& user_id);

  raffles::Raffle take_down(const std::string& admin_id, const std::string& raffle_id, const std::string& reason);
  raffles::Raffle restore(const std::string& admin_id, const std::string& raffle_id);

  RaffleReport report(const std::string& user_id, const std::string& raffle_id, const std::string& reason);
  ModerationPage<RaffleReport> reports(const std::optional<std::string>& status, const Page& page);
  RaffleReport dismiss(const std::string& admin_id, const std::string& report_id);

 private:
  UserSummary user(const std::string& user_id);
  raffles::Raffle raffle(const std::string& raffle_id);

  db::Database& db_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;
  auth::AuthService& auth_;
};

}  // namespace rifa::features::moderation
