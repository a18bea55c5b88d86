#include "features/receipts/receipts_json.hpp"

#include "common/money.hpp"

namespace rifa::features::receipts {

using nlohmann::json;

namespace {
json receipt_text_or_null(const std::optional<std::string>& value) { return value ? json(*value) : json(nullptr); }

json receipt_payment_json(const std::optional<ReceiptPayment>& p) {
  if (!p) return nullptr;
  const auto money = [](const std::optional<std::int64_t>& cents) {
    return cents ? cents_to_json(*cents) : json(nullptr);
  };
  return {{"channel", p->channel},
          {"method", p->method},
          {"exchange_rate", money(p->rate_cents)},
          {"amount_ves", money(p->amount_ves_cents)}};
}

}  // namespace

json to_json(const Receipt& r) {
  const ReceiptRaffle& raffle = r.raffle;
  return {{"code", r.code},
          {"payment", receipt_payment_json(r.payment)},
          {"ticket_id", r.ticket_id},
          {"numbers", r.numbers},
          {"status", r.status},
          {"price", cents_to_json(r.price_cents)},
          {"purchase_date", r.purchase_date},
          {"buyer_name", r.buyer_name},
          {"is_winner", r.is_winner},
          {"in_seal", receipt_text_or_null(r.in_seal)},
          {"raffle",
           {{"id", raffle.id},
            {"title", raffle.title},
            {"image_url", receipt_text_or_null(raffle.image_url)},
            {"total_tickets", raffle.total_tickets},
            {"lottery", raffle.lottery},
            {"end_date", raffle.end_date},
            {"draw_at", raffle.draw_at},
            {"unsold_rule", raffle.unsold_rule},
            {"status", raffle.status},
            {"winner_number", raffle.winner_number ? json(*raffle.winner_number) : json(nullptr)},
            {"seal_sha256", receipt_text_or_null(raffle.seal_sha256)},
            {"creator_name", raffle.creator_name}}}};
}

}  // namespace rifa::features::receipts
