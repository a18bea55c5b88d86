#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/errors.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"
#include "features/plans/plans_service.hpp"
#include "features/raffles/raffle_rules.hpp"
#include "features/raffles/raffles.hpp"
#include "features/raffles/raffles_repository.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::raffles {

// Raffle rules: creation within the plan, public listings (never private raffles), reads by id
// (private raffles open by their link), and the creator's own list.

class RafflesService {
 public:
  RafflesService(db::Database& db, plans::PlansService& plans, storage::ObjectStore& store, const events::Bus& bus,
                 const notifications::Notifier& notifier)
      : db_(db), repo_(db), plans_(plans), store_(store), bus_(bus), notifier_(notifier) {}

  // `fields` has every required field (read_raffle_fields with creating = true). The raffle is published
  // (active) at once, so its creator needs an active payment method (422 no_payment_method): buyers pay
  // with the creator's methods, a business's raffles with the business's own.
  Raffle create(const std::string& user_id, const RaffleFields& fields);
  RafflePage list_public(const RaffleListQuery& query);
  std::vector<Raffle> search_active(const std::string& q, std::int64_t limit);
  // 404 when there is no such raffle (private ones open by their id).
  Raffle get(const std::string& id);
  // As get() for `viewer_id` (nullopt: anonymous): a blocked raffle is 410 raffle_unavailable
  // (unavailable() below) to anyone but its creator and the super admin.
  Raffle get_for(const std::string& id, const std::optional<std::string>& viewer_id);
  RafflePage mine(const std::string& user_id, const RaffleListQuery& query);
  // A user's public raffles; 404 when there is no such user.
  RafflePage by_user(const std::string& user_id, const RaffleListQuery& query);
  // Creator only. Price, total tickets, lottery, reservation time, draw_at and unsold_rule are locked once a
  // ticket is sold; end_date never passes draw_at and is fixed once sales are sealed (409 raffle_sealed); making a
  // raffle private or public is subject to the plan, as on creation.
  Raffle update(const std::string& user_id, const std::string& id, const RaffleFields& changes);
  // Creator only; a raffle with sold tickets can be cancelled but not deleted.
  void remove(const std::string& user_id, const std::string& id);
  // Tells `raffle:<id>` subscribers (`raffle.status`) and every buyer with a live ticket
  // (`raffle_cancelled`, with the refund owed). Unpaid holds stop counting down (expires_at cleared).
  Raffle cancel(const std::string& user_id, const std::string& id);
  Raffle upload_image(const std::string& user_id, const std::string& id, const std::string& bytes);

 private:
  db::Database& db_;
  RafflesRepository repo_;
  plans::PlansService& plans_;
  storage::ObjectStore& store_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;

  // The raffle's state, held, when `user_id` created it: 404 when missing, 403 for anyone else.
  static RaffleState owned(db::Connection& conn, const std::string& user_id, const std::string& id);
  // 403 with the plan's reason when it does not allow a raffle of this visibility or size.
  void check_visibility(const plans::Allowance& allowance, bool is_private);
  void check_size(const plans::Allowance& allowance, std::int64_t total_tickets);
};

// 410 raffle_unavailable for a blocked raffle (access::raffle_unavailable, which the reads hanging
// off a raffle answer too: its numbers, availability, favourites count and payment methods).
ApiError unavailable(const Raffle& raffle);

// Raffles for other features (read as GET /api/v1/raffles/{id} reads them, private ones
// included): nullopt when there is no such raffle, and those of `ids` that exist, in no order.
std::optional<Raffle> find_raffle(db::Database& db, const std::string& id);
std::vector<Raffle> find_raffles(db::Database& db, const std::vector<std::string>& ids);
// Whether raffle `id` exists (false for an id that is not a UUID).
bool raffle_exists(db::Database& db, const std::string& id);

}  // namespace rifa::features::raffles
