#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "features/payment_methods/payment_methods.hpp"

namespace rifa::features::payment_methods {

// The contract's PaymentMethod.
nlohmann::json to_json(const PaymentMethod& method);
// The contract's PaymentMethodList: {data, count}.
nlohmann::json to_json(const std::vector<PaymentMethod>& methods);

}  // namespace rifa::features::payment_methods
