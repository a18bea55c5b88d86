#include "features/payments/payments_json.hpp"

#include "common/money.hpp"
#include "features/payments/payment_amounts.hpp"
#include "features/tickets/tickets_json.hpp"

namespace rifa::features::payments {

using nlohmann::json;

namespace {

template <typename T>
json optional_json(const std::optional<T>& value) {
  return value ? json(*value) : json(nullptr);
}

}  // namespace

json to_json(const DuplicateFlag& f) {
  return {{"kind", f.kind},
          {"same_creator", f.same_creator},
          {"reported_at", f.reported_at},
          {"ticket_id", optional_json(f.ticket_id)},
          {"raffle_title", optional_json(f.raffle_title)},
          {"buyer_name", optional_json(f.buyer_name)},
          {"screenshot_url", optional_json(f.screenshot_url)},
          {"distance", optional_json(f.distance)}};
}

json to_json(const PartContext& c) {
  return {{"number", c.number},
          {"price", cents_to_json(c.price_cents)},
          {"verified", cents_to_json(c.verified_cents)},
          {"owed_after", cents_to_json(c.owed_after_cents)},
          {"owed_after_bs", c.owed_after_bs_cents ? cents_to_json(*c.owed_after_bs_cents) : json(nullptr)}};
}

json to_json(const Balance& b) {
  const auto bs = [](const std::optional<std::int64_t>& cents) {
    return cents ? cents_to_json(*cents) : json(nullptr);
  };
  return {{"price", cents_to_json(b.price_cents)},       {"verified", cents_to_json(b.verified_cents)},
          {"owed", cents_to_json(b.owed_cents)},         {"owed_bs", bs(b.owed_bs_cents)},
          {"overpaid", cents_to_json(b.overpaid_cents)}, {"overpaid_bs", bs(b.overpaid_bs_cents)}};
}

json to_json(const Refund& r) {
  return {{"id", r.id},
          {"ticket_id", r.ticket_id},
          {"amount", cents_to_json(r.amount_cents)},
          {"amount_bs", r.amount_bs_cents ? cents_to_json(*r.amount_bs_cents) : json(nullptr)},
          {"exchange_rate", r.exchange_rate_cents ? cents_to_json(*r.exchange_rate_cents) : json(nullptr)},
          {"returned_by", optional_json(r.returned_by)},
          {"returned_at", r.returned_at}};
}

json to_json(const TicketPayments& payments) {
  json data = json::array();
  for (const auto& d : payments.data) data.push_back(to_json(d));
  json refunds = json::array();
  for (const auto& r : payments.refunds) refunds.push_back(to_json(r));
  return {{"data", std::move(data)}, {"balance", to_json(payments.balance)}, {"refunds", std::move(refunds)}};
}

json to_json(const PaymentDetail& detail) {
  const Payment& p = detail.payment;
  json flags = json::array();
  for (const auto& f : detail.duplicate_flags) flags.push_back(to_json(f));
  return {{"id", p.id},
          {"ticket_id", p.ticket_id},
          {"method", p.method},
          {"payment_method_id", optional_json(p.payment_method_id)},
          {"reference", optional_json(p.reference)},
          {"amount", cents_to_json(p.amount_cents)},
          {"currency", p.currency},
          {"expected_amount", cents_to_json(p.expected_amount_cents)},
          {"exchange_rate", p.exchange_rate_cents ? cents_to_json(*p.exchange_rate_cents) : json(nullptr)},
          {"shortfall", cents_to_json(shortfall_cents(p.expected_amount_cents, p.amount_cents))},
          {"date", optional_json(p.date)},
          {"bank", optional_json(p.bank)},
          {"account_number", optional_json(p.account_number)},
          {"phone_number", optional_json(p.phone_number)},
          {"email", optional_json(p.email)},
          {"notes", optional_json(p.notes)},
          {"screenshot_url", optional_json(detail.screenshot_url)},
          {"verification_status", p.verification_status},
          {"verified_by", optional_json(p.verified_by)},
          {"verified_at", optional_json(p.verified_at)},
          {"verification_notes", optional_json(p.verification_notes)},
          {"duplicate_flags", std::move(flags)},
          {"proof_check", detail.proof_check ? *detail.proof_check : json(nullptr)},
          {"part", to_json(detail.part)},
          {"created_at", p.created_at},
          {"updated_at", p.updated_at}};
}

json to_json(const PendingReport& report) {
  json item = to_json(report.detail);
  json ticket = tickets::to_json(report.ticket);
  item["raffle"] = std::move(ticket["raffle"]);
  ticket.erase("raffle");
  item["ticket"] = std::move(ticket);
  return item;
}

json to_json(const DueRefunds& due) {
  json data = json::array();
  for (const auto& item : due.data) {
    json ticket = tickets::to_json(item.ticket);
    json raffle = std::move(ticket["raffle"]);
    ticket.erase("raffle");
    data.push_back(
        {{"ticket", std::move(ticket)},
         {"raffle", std::move(raffle)},
         {"to_return", cents_to_json(item.to_return_cents)},
         {"to_return_bs", item.to_return_bs_cents ? cents_to_json(*item.to_return_bs_cents) : json(nullptr)}});
  }
  return {{"data", std::move(data)}, {"count", due.count}};
}

json to_json(const PendingPage& page) {
  json data = json::array();
  for (const auto& item : page.data) data.push_back(to_json(item));
  return {{"data", std::move(data)}, {"count", page.count}, {"has_raffles", page.has_raffles}};
}

json to_json(const UploadedProof& f) {
  return {{"bucket", f.bucket},
          {"path", f.path},
          {"url", f.url},
          {"expires_at", f.expires_at},
          {"content_type", f.content_type},
          {"size", f.size}};
}

}  // namespace rifa::features::payments
