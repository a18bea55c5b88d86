#include "features/shifts/shifts.hpp"

namespace rifa::features::shifts {

std::string method_label(std::string_view method) {
  if (method == "efectivo_usd") return "Efectivo USD";
  if (method == "efectivo_bs") return "Efectivo Bs";
  if (method == "pago_movil") return "Pago móvil";
  if (method == "transferencia") return "Transferencia";
  if (method == "zelle") return "Zelle";
  if (method == "usdt") return "USDT/Binance";
  return "Sin método";
}

ShiftTotals shift_totals(std::string seller_id, std::string from, std::string to,
                         const std::vector<SaleGroup>& groups) {
  ShiftTotals out{std::move(seller_id), std::move(from), std::move(to), {}, 0, 0};
  for (const auto method : kShiftMethods) {
    MethodTotals totals{std::string(method)};
    const bool ves = in_bolivares(method);
    for (const auto& g : groups) {
      if (g.method != method) continue;
      const std::int64_t amount = ves ? g.ves_cents : g.usd_cents;
      totals.tickets += g.tickets;
      if (g.status == "paid") {
        totals.collected += amount;
        totals.collected_usd_cents += g.usd_cents;
      } else if (g.status == "pending") {
        totals.owed += amount;
        totals.owed_usd_cents += g.usd_cents;
      }
    }
    if (totals.tickets == 0) continue;
    out.collected_usd_cents += totals.collected_usd_cents;
    out.owed_usd_cents += totals.owed_usd_cents;
    out.methods.push_back(std::move(totals));
  }
  return out;
}

std::vector<CloseLine> close_lines(const ShiftTotals& totals, const std::vector<Counted>& counted) {
  std::vector<CloseLine> out;
  for (const auto method : kShiftMethods) {
    CloseLine line{std::string(method)};
    bool present = false;
    for (const auto& m : totals.methods) {
      if (m.method != method) continue;
      line.expected = m.collected;
      present = present || m.collected > 0;
    }
    for (const auto& c : counted) {
      if (c.method != method) continue;
      line.counted += c.cents;
      present = true;
    }
    if (present) out.push_back(std::move(line));
  }
  return out;
}

}  // namespace rifa::features::shifts
