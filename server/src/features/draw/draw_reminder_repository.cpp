#include "features/draw/draw_reminder_repository.hpp"

namespace rifa::features::draw {

namespace {
constexpr const char* kDue =
    "draw_reminded_at IS NULL AND status IN ('active', 'waiting') AND draw_outcome IS NULL AND draw_at <= ?";
}  // namespace

std::vector<std::string> due_draw_ids(db::Database& db, const std::string& now, std::int64_t limit) {
  std::vector<std::string> ids;
  for (const auto& row :
       db.query(std::string("SELECT id FROM raffles WHERE ") + kDue + " ORDER BY draw_at LIMIT ?", {now, limit}).rows) {
    ids.push_back(row.text("id"));
  }
  return ids;
}

std::optional<DueDraw> claim_due_draw(db::Connection& conn, const std::string& raffle_id, const std::string& now) {
  const auto claimed = conn.query(std::string("UPDATE raffles SET draw_reminded_at = ? WHERE id = ? AND ") + kDue +
                                      " RETURNING creator_id, title, total_tickets",
                                  {now, raffle_id, now});
  if (claimed.empty()) return std::nullopt;
  const auto& r = claimed.first();
  return DueDraw{r.text("creator_id"), r.text("title"), r.integer("total_tickets")};
}

}  // namespace rifa::features::draw
