#include "features/draw/draw_json.hpp"

#include "common/text.hpp"

namespace rifa::features::draw {

using nlohmann::json;

namespace {
template <typename T>
json or_null(const std::optional<T>& value) {
  return value ? json(*value) : json(nullptr);
}
}  // namespace

json to_json(const DrawAttempt& a) {
  return {{"id", a.id},
          {"lottery_result", or_null(a.lottery_result)},
          {"drawn_number", a.drawn_number},
          {"outcome", a.outcome},
          {"winner_number", or_null(a.winner_number)},
          {"winner_name", a.winner_buyer_name ? json(mask_name(*a.winner_buyer_name)) : json(nullptr)},
          {"result_url", or_null(a.result_url)},
          {"result_image_url", or_null(a.result_image_url)},
          {"correction_reason", or_null(a.correction_reason)},
          {"created_at", a.created_at}};
}

json to_json(const std::vector<DrawAttempt>& attempts) {
  json data = json::array();
  for (const auto& attempt : attempts) data.push_back(to_json(attempt));
  return {{"data", data}};
}

json to_json(const DrawPreview& p) {
  return {{"drawn_number", p.drawn_number},
          {"outcome", p.outcome},
          {"winner_number", or_null(p.winner_number)},
          {"winner_ticket_id", or_null(p.winner_ticket_id)},
          {"winner_name", or_null(p.winner_name)},
          {"unsold_rule", p.unsold_rule}};
}

json to_json(const SealSummary& s) {
  json paid_after = json::array();
  for (const auto& ticket : s.paid_after_seal) {
    paid_after.push_back({{"ticket_id", ticket.ticket_id}, {"numbers", ticket.numbers}, {"paid_at", ticket.paid_at}});
  }
  return {{"raffle_id", s.raffle_id},
          {"sha256", s.seal.sha256},
          {"sealed_at", s.seal.sealed_at},
          {"line_count", s.seal.line_count},
          {"paid_count", s.seal.paid_count},
          {"pending_count", s.seal.line_count - s.seal.paid_count},
          {"digits", s.digits},
          {"paid_after_seal", paid_after}};
}

}  // namespace rifa::features::draw
