#include "features/receipts/receipts_repository.hpp"

#include <nlohmann/json.hpp>

namespace rifa::features::receipts {

namespace {

// The ticket, its raffle and creator, and how the ticket stands in the raffle's sealed list: its
// lines read "NNNN;<ticket id>;<paid|pending>" (raffle_seals.body), matched in SQL so the list
// never leaves the database. Ticket ids are UUIDs: no LIKE wildcard can occur in them.
constexpr const char* kReceiptSql =
    "SELECT t.id, t.numbers, t.status, t.price_cents, t.purchase_date, t.buyer_name, t.receipt_code, "
    "r.id AS raffle_id, r.title, r.image_url, r.total_tickets, r.lottery, r.end_date, r.draw_at, r.unsold_rule, "
    "r.status AS raffle_status, r.winner_number, r.winner_ticket_id, r.seal_sha256, p.name AS creator_name, "
    "t.sold_by, t.counter_method, t.counter_rate_cents, t.counter_amount_ves_cents, pd.method AS report_method, "
    "CASE WHEN s.body IS NULL THEN NULL "
    "WHEN s.body LIKE '%;' || t.id || ';paid%' THEN 'paid' "
    "WHEN s.body LIKE '%;' || t.id || ';pending%' THEN 'pending' ELSE NULL END AS in_seal "
    "FROM tickets t JOIN raffles r ON r.id = t.raffle_id JOIN profiles p ON p.id = r.creator_id "
    "LEFT JOIN raffle_seals s ON s.raffle_id = r.id LEFT JOIN payment_details pd ON pd.ticket_id = t.id "
    "WHERE t.receipt_code = ?";

// The ticket's numbers column (a JSON array of integers); anything else reads as none.
std::vector<std::int64_t> receipt_numbers(const std::string& text) {
  std::vector<std::int64_t> out;
  const auto parsed = nlohmann::json::parse(text, nullptr, false);
  if (!parsed.is_array()) return out;
  for (const auto& n : parsed) {
    if (n.is_number_integer()) out.push_back(n.get<std::int64_t>());
  }
  return out;
}

}  // namespace

std::optional<Receipt> ReceiptsRepository::by_code(const std::string& code) {
  const auto found = db_.query(kReceiptSql, {code});
  if (found.empty()) return std::nullopt;
  const auto& row = found.first();
  std::optional<ReceiptPayment> payment;
  if (auto method = row.opt_text("counter_method")) {
    payment = ReceiptPayment{"counter", *method, row.opt_integer("counter_rate_cents"),
                             row.opt_integer("counter_amount_ves_cents")};
  } else if (auto reported = row.opt_text("report_method"); reported && row.is_null("sold_by")) {
    payment = ReceiptPayment{"online", *reported, std::nullopt, std::nullopt};
  }
  return Receipt{
      row.text("receipt_code"),
      row.text("id"),
      receipt_numbers(row.text("numbers")),
      row.text("status"),
      row.integer("price_cents"),
      row.text("purchase_date"),
      row.text("buyer_name"),
      false,
      row.opt_text("in_seal"),
      ReceiptRaffle{row.text("raffle_id"), row.text("title"), row.opt_text("image_url"), row.integer("total_tickets"),
                    row.text("lottery"), row.text("end_date"), row.text("draw_at"), row.text("unsold_rule"),
                    row.text("raffle_status"), row.opt_integer("winner_number"), row.opt_text("winner_ticket_id"),
                    row.opt_text("seal_sha256"), row.text("creator_name")},
      std::move(payment)};
}

}  // namespace rifa::features::receipts
