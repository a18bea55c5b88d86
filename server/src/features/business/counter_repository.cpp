#include "features/business/counter_repository.hpp"

namespace rifa::features::business {

std::optional<CounterSaleRef> CounterRepository::sale(db::Connection& conn, const std::string& ticket_id) {
  const auto found = conn.query(
      "SELECT r.creator_id, t.sold_by, t.status FROM tickets t JOIN raffles r ON r.id = t.raffle_id WHERE t.id = ?",
      {ticket_id});
  if (found.empty()) return std::nullopt;
  const auto& r = found.first();
  return CounterSaleRef{r.text("creator_id"), r.opt_text("sold_by"), r.text("status")};
}

}  // namespace rifa::features::business
