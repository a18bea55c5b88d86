#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "features/tickets/counter_sale_body.hpp"

namespace rifa::features::shifts {

// Shift closes (cierre de caja, issue 36 part 3): a seller's counter sales of a period by payment
// method, what was counted of each against what the paid sales collected, and the sign-off. One
// mechanism for the business's counter (a cashier, or the owner herself) and for a raffle's seller
// (vendedor): who may read, close and sign off is the caller's rule (business::CounterService,
// sellers::SellersService); the totals, the close, its lines and its CSV are here.

// The methods a counter sale records, in the order the totals list them; "sin_metodo" groups the
// sales made before methods were recorded.
inline constexpr std::array<std::string_view, 7> kShiftMethods{
    "efectivo_usd", "efectivo_bs", "pago_movil", "transferencia", "zelle", "usdt", "sin_metodo"};

using tickets::in_bolivares;  // a method paid in bolívares: its amounts are Bs, the others USD

// The method as the receipt and the CSV files name it ("Pago móvil", "USDT/Binance", …).
std::string method_label(std::string_view method);

// Whose books a close belongs to: a business's (its cashiers' and owner's counter sales in all its
// raffles; `raffle_id` empty) or one raffle's (its sellers' counter sales there). `owner_id` is the
// business, or the raffle's creator: who signs the closes off.
struct ShiftScope {
  std::string owner_id;
  std::optional<std::string> raffle_id;
};

// One group of a seller's non-cancelled counter sales in a period: a method and a status (paid or
// pending), with the sums of their prices in USD cents and of their recorded Bs amounts.
struct SaleGroup {
  std::string method;  // kShiftMethods
  std::string status;  // paid or pending
  std::int64_t tickets = 0, usd_cents = 0, ves_cents = 0;
};

// A method's totals: collected (paid) and owed (pending), in the method's currency (hundredths) and
// in USD cents.
struct MethodTotals {
  std::string method;
  std::int64_t tickets = 0;
  std::int64_t collected = 0, owed = 0;  // in the method's currency
  std::int64_t collected_usd_cents = 0, owed_usd_cents = 0;
};

struct ShiftTotals {
  std::string seller_id, from, to;
  std::vector<MethodTotals> methods;  // methods with sales, kShiftMethods order
  std::int64_t collected_usd_cents = 0, owed_usd_cents = 0;
};

// The totals of the groups: one entry per method that has sales, in kShiftMethods order.
ShiftTotals shift_totals(std::string seller_id, std::string from, std::string to, const std::vector<SaleGroup>& groups);

// What was counted of a method, in its currency (hundredths).
struct Counted {
  std::string method;
  std::int64_t cents = 0;
};

// A line of a close: expected (what the paid sales collected) and counted, in the method's currency.
struct CloseLine {
  std::string method;
  std::int64_t expected = 0, counted = 0;
  std::int64_t difference() const { return counted - expected; }
};

// The lines of a close: every method that collected something or was counted, in kShiftMethods
// order; a method with sales not counted was counted as 0.
std::vector<CloseLine> close_lines(const ShiftTotals& totals, const std::vector<Counted>& counted);

// A shift close to make, already checked: the period [from, to) in canonical RFC 3339 and what was
// counted per method.
struct NewShiftClose {
  std::string from, to;
  std::vector<Counted> counted;
};

struct ShiftClose {
  std::string id, business_id, seller_id, seller_name, from, to;
  std::optional<std::string> raffle_id;  // a raffle seller's close; none: the business's counter
  std::vector<CloseLine> lines;
  std::int64_t owed_usd_cents = 0;
  std::string closed_by, created_at;
  std::optional<std::string> signed_off_by, signed_off_at;
};

struct ShiftClosePage {
  std::vector<ShiftClose> data;
  std::int64_t count = 0;
};

}  // namespace rifa::features::shifts
