#include "features/sellers/sellers_json.hpp"

#include "common/money.hpp"

namespace rifa::features::sellers {

using nlohmann::json;

namespace {

json block_json(const std::optional<Block>& block) {
  if (!block) return nullptr;
  return {{"start", block->start}, {"end", block->end}, {"locked", block->locked}};
}

json nullable(const std::optional<std::string>& v) { return v ? json(*v) : json(nullptr); }

}  // namespace

json to_json(const Seller& s, bool with_raffle) {
  const SellerFigures& f = s.figures;
  json settlements = json::array();
  for (const auto& p : s.settlements) {
    settlements.push_back({{"id", p.id},
                           {"amount", cents_to_json(p.amount_cents)},
                           {"note", p.note},
                           {"settled_by", nullable(p.settled_by)},
                           {"created_at", p.created_at}});
  }
  json out = {{"id", s.id},
              {"raffle_id", s.raffle_id},
              {"user_id", nullable(s.user_id)},
              {"name", s.name},
              {"email", s.email},
              {"phone", s.phone},
              {"status", s.status},
              {"code", s.code},
              {"link", "/app/raffle/" + s.raffle_id + "?v=" + s.code},
              {"commission_type", s.commission.type},
              {"commission_value", cents_to_json(s.commission.value)},
              {"block", block_json(s.block)},
              {"invite_expires_at", nullable(s.invite_expires_at)},
              {"figures",
               {{"tickets", f.tickets},
                {"numbers", f.numbers},
                {"counter_tickets", f.counter_tickets},
                {"online_tickets", f.online_tickets},
                {"sold", cents_to_json(f.sold_cents)},
                {"collected", cents_to_json(f.collected_cents)},
                {"owed", cents_to_json(f.owed_cents)},
                {"commission", cents_to_json(f.commission_cents)},
                {"settled", cents_to_json(f.settled_cents)},
                {"commission_due", cents_to_json(std::max<std::int64_t>(0, f.commission_cents - f.settled_cents))}}},
              {"settlements", std::move(settlements)},
              {"created_at", s.created_at},
              {"updated_at", s.updated_at}};
  if (s.invite_url) out["invite_url"] = *s.invite_url;
  if (with_raffle) {
    const SellerRaffle& r = s.raffle;
    out["raffle"] = {{"id", r.id},
                     {"title", r.title},
                     {"status", r.status},
                     {"end_date", r.end_date},
                     {"ticket_price", cents_to_json(r.ticket_price_cents)},
                     {"total_tickets", r.total_tickets}};
  }
  return out;
}

json to_json(const std::vector<Seller>& sellers, bool with_raffle) {
  json data = json::array();
  for (const auto& s : sellers) data.push_back(to_json(s, with_raffle));
  return {{"data", std::move(data)}};
}

json to_json(const InvitationView& v) {
  return {{"role", "seller"},
          {"status", v.status},
          {"raffle_id", v.raffle_id},
          {"raffle_title", v.raffle_title},
          {"creator_name", v.creator_name},
          {"commission_type", v.commission.type},
          {"commission_value", cents_to_json(v.commission.value)},
          {"block", block_json(v.block)},
          {"expires_at", v.expires_at},
          {"open", v.open}};
}

}  // namespace rifa::features::sellers
