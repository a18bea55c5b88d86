#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "features/tickets/tickets_service.hpp"
#include "http/message.hpp"

namespace rifa::features::tickets {

// Whether a counter sale's payment method is paid in bolívares (efectivo_bs, pago_movil,
// transferencia); the others (efectivo_usd, zelle, usdt) are paid in dollars.
bool in_bolivares(std::string_view method);

// A counter sale's body (the contract's CounterSaleRequest) as every counter reads it (the
// business's, a raffle seller's): the numbers, and a CounterSale with the buyer, paid or pending and
// the payment method. The caller fills in who sells, for whom.
struct CounterSaleBody {
  std::vector<std::int64_t> numbers;
  CounterSale sale;
};

// Every field checked at once (one 422 naming each bad field). For a method in bolívares,
// `bolivar_rate` gives the Bs-per-USD rate in cents the sale records; none set is a 422 on
// payment_method with `no_rate_message`.
CounterSaleBody read_counter_sale(const http::RequestContext& ctx,
                                  const std::function<std::optional<std::int64_t>()>& bolivar_rate,
                                  std::string_view no_rate_message);

}  // namespace rifa::features::tickets
