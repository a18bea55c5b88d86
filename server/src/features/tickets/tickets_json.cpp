#include "features/tickets/tickets_json.hpp"

#include "common/json_writer.hpp"
#include "common/money.hpp"

namespace rifa::features::tickets {

using nlohmann::json;

namespace {

json optional_json(const std::optional<std::string>& value) { return value ? json(*value) : json(nullptr); }

template <typename T>
json page_json(const ListPage<T>& page) {
  json data = json::array();
  for (const auto& item : page.data) data.push_back(to_json(item));
  return {{"data", data}, {"count", page.count}};
}

}  // namespace

std::string to_text(const Ticket& t) {
  std::string body;
  JsonWriter out(body);
  const auto nullable = [&](const char* key, const std::optional<std::string>& value) {
    out.key(key);
    if (value) {
      out.string(*value);
    } else {
      out.null();
    }
  };
  out.begin_object();
  out.key("id").string(t.id);
  out.key("raffle_id").string(t.raffle_id);
  // A counter sale is linked to the account its buyer e-mail belongs to (the buyer finds it in their
  // own list), but which account that is, is never told: the seller would learn the id behind any
  // e-mail they type.
  nullable("user_id", t.sold_by ? std::nullopt : t.user_id);
  out.key("numbers").begin_array();
  for (auto n : t.numbers) out.number(n);
  out.end_array();
  out.key("status").string(t.status);
  out.key("price");
  write_money(out, t.price_cents);
  out.key("buyer_name").string(t.buyer_name);
  out.key("buyer_email").string(t.buyer_email);
  out.key("buyer_phone").string(t.buyer_phone);
  nullable("sold_by", t.sold_by);
  out.key("counter_payment");
  if (t.counter_payment) {
    const auto money_or_null = [&](const char* key, const std::optional<std::int64_t>& cents) {
      out.key(key);
      if (cents) {
        write_money(out, *cents);
      } else {
        out.null();
      }
    };
    out.begin_object();
    out.key("method").string(t.counter_payment->method);
    money_or_null("exchange_rate", t.counter_payment->rate_cents);
    money_or_null("amount_ves", t.counter_payment->amount_ves_cents);
    out.end_object();
  } else {
    out.null();
  }
  nullable("expires_at", t.expires_at);
  nullable("expired_at", t.expired_at);
  nullable("payment_status", t.payment_status);
  out.key("has_verified_payment").boolean(t.has_verified_payment);
  out.key("receipt_code").string(t.receipt_code);
  out.key("rating");
  if (t.rating) {
    out.number(*t.rating);
  } else {
    out.null();
  }
  out.key("purchase_date").string(t.purchase_date);
  out.key("created_at").string(t.created_at);
  out.key("updated_at").string(t.updated_at);
  out.end_object();
  return body;
}

json to_json(const Ticket& ticket) { return json::parse(to_text(ticket)); }

json to_json(const TicketWithRaffle& t) {
  json out = to_json(t.ticket);
  const RaffleSummary& r = t.raffle;
  out["raffle"] = {{"id", r.id},
                   {"title", r.title},
                   {"image_url", optional_json(r.image_url)},
                   {"ticket_price", cents_to_json(r.ticket_price_cents)},
                   {"total_tickets", r.total_tickets},
                   {"end_date", r.end_date},
                   {"status", r.status},
                   {"lottery", r.lottery},
                   {"creator_id", r.creator_id},
                   {"is_private", r.is_private},
                   {"winner_number", r.winner_number ? json(*r.winner_number) : json(nullptr)},
                   {"draw_at", r.draw_at},
                   {"draw_outcome", optional_json(r.draw_outcome)},
                   {"prize_confirmed_at", optional_json(r.prize_confirmed_at)}};
  if (t.creator_contact) {
    out["creator_contact"] = {{"phone", optional_json(t.creator_contact->phone)},
                              {"whatsapp", optional_json(t.creator_contact->whatsapp)}};
  }
  return out;
}

json to_json(const TicketPage& page) { return page_json(page); }
json to_json(const TicketWithRafflePage& page) { return page_json(page); }

json to_json(const Availability& a) { return {{"available", a.unavailable.empty()}, {"unavailable", a.unavailable}}; }

}  // namespace rifa::features::tickets
