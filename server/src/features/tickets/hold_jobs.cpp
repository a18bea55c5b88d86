#include "features/tickets/hold_jobs.hpp"

#include <chrono>
#include <map>

#include "common/time.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/tickets/tickets_repository.hpp"
#include "jobs/each_row.hpp"

namespace rifa::features::tickets {

namespace {

constexpr std::int64_t kBatch = 500;  // tickets per run; the next tick takes the rest

bool expire_one(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                const TicketsService& tickets, const std::string& ticket_id, const std::string& raffle_id,
                const std::string& now) {
  // READ COMMITTED behind the raffle's row lock on PostgreSQL, as the purchase: the claim below
  // then re-reads the ticket's latest committed row, so a payment report that cleared expires_at
  // first makes it match nothing.
  return bus.transaction(
      db,
      [&](db::Connection& conn, events::Batch& batch) {
        const auto r = TicketsRepository::raffle_for_expiry(conn, raffle_id);
        if (!r) return false;
        if (r->status != "active" && r->status != "waiting") return false;
        if (r->sales_closed) return false;  // sealed: its holds are in the list and stay
        // A hold still running at the end date is in the list the seal takes, whenever it runs.
        const auto t = TicketsRepository::claim_expired(conn, ticket_id, now, r->end_date);
        if (!t) return false;  // paid, reported, cancelled, sealed-to-be or taken by another instance
        tickets.release_numbers(conn, batch, raffle_id, ticket_id, t->numbers, r->status, now);

        const notifications::RaffleRef ref{raffle_id, r->title, r->total_tickets};
        if (t->user_id) {
          notifier.send(conn, batch,
                        notifications::ticket_cancelled(*t->user_id, ref, ticket_id, t->numbers, "expired"));
        }
        if (t->user_id != r->creator_id) {
          const std::string buyer_name = t->buyer_name.empty() ? "un comprador" : t->buyer_name;
          notifier.send(
              conn, batch,
              notifications::ticket_cancelled(r->creator_id, ref, ticket_id, t->numbers, "expired", buyer_name));
        }
        return true;
      },
      db::TransactionOptions{.isolation = db::Isolation::row_locks});
}

bool remind_one(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                const std::string& ticket_id, const std::string& raffle_id, const std::string& now,
                std::chrono::system_clock::time_point now_point) {
  return bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
    const auto t = TicketsRepository::claim_reminder(conn, ticket_id, now);
    if (!t) return false;
    const auto raffle = TicketsRepository::raffle_title(conn, raffle_id);
    const notifications::RaffleRef ref{raffle_id, raffle.title, raffle.total_tickets};
    const auto left = *parse_rfc3339(t->expires_at) - now_point;
    // Whole minutes, rounded up: 119 min 30 s left reads "2 horas".
    const auto minutes = std::chrono::ceil<std::chrono::minutes>(left).count();
    notifier.send(conn, batch,
                  notifications::hold_expiring(*t->user_id, ref, ticket_id, t->numbers, t->expires_at, minutes));
    return true;
  });
}

// Runs `one(ticket_id, raffle_id)` for each due hold (jobs::each_id: a failure affects that hold only).
template <typename F>
int each_hold(const std::vector<HoldRef>& due, const char* job, F&& one) {
  std::vector<std::string> ids;
  std::map<std::string, std::string> raffle_of;
  ids.reserve(due.size());
  for (const auto& hold : due) {
    ids.push_back(hold.ticket_id);
    raffle_of[hold.ticket_id] = hold.raffle_id;
  }
  return jobs::each_id(ids, job, "ticket", [&](const std::string& id) { return one(id, raffle_of.at(id)); });
}

}  // namespace

int expire_holds(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                 const TicketsService& tickets, const std::string& now) {
  TicketsRepository repo(db);
  return each_hold(repo.due_holds(now, kBatch), "hold_expiry", [&](const std::string& id, const std::string& raffle) {
    return expire_one(db, bus, notifier, tickets, id, raffle, now);
  });
}

int remind_expiring_holds(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                          const std::string& now) {
  const auto now_point = parse_rfc3339(now);
  if (!now_point) return 0;
  TicketsRepository repo(db);
  // A hold is due within its raffle's lead, and no open raffle's lead is longer than the longest
  // reservation's: the scan of the holds' index stops there, not at the 2-hour cap (which, with
  // 30-minute holds, read every hold at every tick).
  const auto longest = repo.longest_reservation();
  if (!longest) return 0;
  const auto lead = std::chrono::minutes(reminder_lead_minutes(*longest));
  const std::string horizon = to_rfc3339(*now_point + lead);
  return each_hold(repo.holds_to_remind(now, horizon, kBatch), "hold_reminder",
                   [&](const std::string& id, const std::string& raffle) {
                     return remind_one(db, bus, notifier, id, raffle, now, *now_point);
                   });
}

}  // namespace rifa::features::tickets
