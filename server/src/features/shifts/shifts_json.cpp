#include "features/shifts/shifts_json.hpp"

#include "common/money.hpp"

namespace rifa::features::shifts {

using nlohmann::json;

namespace {

const char* shift_currency_of(std::string_view method) { return in_bolivares(method) ? "VES" : "USD"; }

json shift_nullable_text(const std::optional<std::string>& value) { return value ? json(*value) : json(nullptr); }

}  // namespace

json to_json(const ShiftTotals& totals) {
  json methods = json::array();
  for (const auto& m : totals.methods) {
    methods.push_back({{"method", m.method},
                       {"currency", shift_currency_of(m.method)},
                       {"tickets", m.tickets},
                       {"collected", cents_to_json(m.collected)},
                       {"owed", cents_to_json(m.owed)},
                       {"collected_usd", cents_to_json(m.collected_usd_cents)},
                       {"owed_usd", cents_to_json(m.owed_usd_cents)}});
  }
  return {{"seller_id", totals.seller_id},
          {"from", totals.from},
          {"to", totals.to},
          {"methods", std::move(methods)},
          {"collected_usd", cents_to_json(totals.collected_usd_cents)},
          {"owed_usd", cents_to_json(totals.owed_usd_cents)}};
}

json to_json(const ShiftClose& close) {
  json lines = json::array();
  for (const auto& line : close.lines) {
    lines.push_back({{"method", line.method},
                     {"currency", shift_currency_of(line.method)},
                     {"expected", cents_to_json(line.expected)},
                     {"counted", cents_to_json(line.counted)},
                     {"difference", cents_to_json(line.difference())}});
  }
  return {{"id", close.id},
          {"business_id", close.business_id},
          {"raffle_id", shift_nullable_text(close.raffle_id)},
          {"seller", {{"id", close.seller_id}, {"name", close.seller_name}}},
          {"from", close.from},
          {"to", close.to},
          {"lines", std::move(lines)},
          {"owed_usd", cents_to_json(close.owed_usd_cents)},
          {"closed_by", close.closed_by},
          {"created_at", close.created_at},
          {"signed_off_by", shift_nullable_text(close.signed_off_by)},
          {"signed_off_at", shift_nullable_text(close.signed_off_at)}};
}

json to_json(const ShiftClosePage& page) {
  json data = json::array();
  for (const auto& close : page.data) data.push_back(to_json(close));
  return {{"data", std::move(data)}, {"count", page.count}};
}

}  // namespace rifa::features::shifts
