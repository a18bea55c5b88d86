#include "features/business/business_raffles.hpp"

#include <map>

#include "common/json_writer.hpp"
#include "common/money.hpp"
#include "features/business/business_repository.hpp"
#include "features/payments/payment_amounts.hpp"
#include "features/raffles/raffle_json.hpp"

namespace rifa::features::business {

using nlohmann::json;

namespace {

// A USD amount in bolívares at the business's rate (rounded half up), null without a rate.
json bolivares_of(std::int64_t usd_cents, std::optional<std::int64_t> rate_cents) {
  if (!rate_cents) return nullptr;
  return cents_to_json(payments::expected_cents(usd_cents, "VES", rate_cents));
}

// The contract's RaffleFigures (none: a raffle without tickets).
json figures_json(const RaffleFigures& f, std::optional<std::int64_t> rate_cents) {
  return {{"sold_numbers", f.sold_numbers},
          {"paid_numbers", f.paid_numbers},
          {"pending_numbers", f.pending_numbers},
          {"paid_amount", cents_to_json(f.paid_cents)},
          {"pending_amount", cents_to_json(f.pending_cents)},
          {"paid_amount_ves", bolivares_of(f.paid_cents, rate_cents)},
          {"pending_amount_ves", bolivares_of(f.pending_cents, rate_cents)},
          {"counter_tickets", f.counter_tickets},
          {"online_tickets", f.online_tickets}};
}

}  // namespace

std::string list_business_raffles(db::Database& db, const std::string& business_id,
                                  const raffles::RaffleListQuery& query) {
  RaffleIdPage page;
  ExchangeRate rate;
  std::map<std::string, RaffleFigures, std::less<>> figures;
  {
    auto conn = db.acquire();
    page = BusinessRepository::raffle_page(*conn, business_id, query);
    rate = BusinessRepository::exchange_rate(*conn, business_id);
    figures = BusinessRepository::figures_of(*conn, page.ids);
  }
  // The raffles as the raffles feature reads them, in the page's order.
  std::map<std::string, raffles::Raffle, std::less<>> found;
  for (auto& raffle : raffles::find_raffles(db, page.ids)) found.emplace(raffle.id, std::move(raffle));
  const json none = figures_json({}, rate.rate_cents);

  std::string body;
  body.reserve(128 + page.ids.size() * 1200);
  JsonWriter out(body);
  out.begin_object().key("data").begin_array();
  for (const auto& id : page.ids) {
    const auto raffle = found.find(id);
    if (raffle == found.end()) continue;  // deleted meanwhile
    out.begin_object();
    raffles::write_raffle_members(out, raffle->second);
    const auto f = figures.find(id);
    out.key("figures").raw(f == figures.end() ? none.dump() : figures_json(f->second, rate.rate_cents).dump());
    out.end_object();
  }
  out.end_array().key("count").number(page.count);
  out.key("exchange_rate").raw(rate.rate_cents ? cents_to_json(*rate.rate_cents).dump() : "null");
  out.key("exchange_rate_at");
  if (rate.set_at) {
    out.string(*rate.set_at);
  } else {
    out.null();
  }
  out.end_object();
  return body;
}

}  // namespace rifa::features::business
