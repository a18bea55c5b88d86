#include "features/receipts/receipts_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "common/text.hpp"

namespace rifa::features::receipts {

using nlohmann::json;

namespace {

// The ticket, its raffle and creator, and how the ticket stands in the raffle's sealed list: its
// lines read "NNNN;<ticket id>;<paid|pending>" (raffle_seals.body), matched in SQL so the list
// never leaves the database. Ticket ids are UUIDs: no LIKE wildcard can occur in them.
constexpr const char* kReceiptSql =
    "SELECT t.id, t.numbers, t.status, t.price_cents, t.purchase_date, t.buyer_name, t.receipt_code, "
    "r.id AS raffle_id, r.title, r.image_url, r.total_tickets, r.lottery, r.end_date, r.draw_at, r.unsold_rule, "
    "r.status AS raffle_status, r.winner_number, r.winner_ticket_id, r.seal_sha256, p.name AS creator_name, "
    "CASE WHEN s.body IS NULL THEN NULL "
    "WHEN s.body LIKE '%;' || t.id || ';paid%' THEN 'paid' "
    "WHEN s.body LIKE '%;' || t.id || ';pending%' THEN 'pending' ELSE NULL END AS in_seal "
    "FROM tickets t JOIN raffles r ON r.id = t.raffle_id JOIN profiles p ON p.id = r.creator_id "
    "LEFT JOIN raffle_seals s ON s.raffle_id = r.id WHERE t.receipt_code = ?";

json receipt_json(const db::Row& row) {
  const json numbers = json::parse(row.text("numbers"), nullptr, false);
  const bool winner = row.text("raffle_status") == "completed" && row.opt_text("winner_ticket_id") == row.text("id");
  return {{"code", row.text("receipt_code")},
          {"ticket_id", row.text("id")},
          {"numbers", numbers.is_array() ? numbers : json::array()},
          {"status", row.text("status")},
          {"price", cents_to_json(row.integer("price_cents"))},
          {"purchase_date", row.text("purchase_date")},
          {"buyer_name", mask_name(row.text("buyer_name"))},
          {"is_winner", winner},
          {"in_seal", nullable_text(row, "in_seal")},
          {"raffle",
           {{"id", row.text("raffle_id")},
            {"title", row.text("title")},
            {"image_url", nullable_text(row, "image_url")},
            {"total_tickets", row.integer("total_tickets")},
            {"lottery", row.text("lottery")},
            {"end_date", row.text("end_date")},
            {"draw_at", row.text("draw_at")},
            {"unsold_rule", row.text("unsold_rule")},
            {"status", row.text("raffle_status")},
            {"winner_number", row.is_null("winner_number") ? json(nullptr) : json(row.integer("winner_number"))},
            {"seal_sha256", nullable_text(row, "seal_sha256")},
            {"creator_name", row.text("creator_name")}}}};
}

}  // namespace

json ReceiptsService::by_code(const std::string& code) {
  // A malformed code takes the same lookup as an unknown one (it simply matches nothing).
  const auto found = db_.query(kReceiptSql, {code.substr(0, 64)});
  if (found.empty() || !is_receipt_code(code)) {
    throw ApiError(404, "receipt_not_found", "Este recibo no existe. Revisa el enlace o el código.");
  }
  return receipt_json(found.first());
}

}  // namespace rifa::features::receipts
