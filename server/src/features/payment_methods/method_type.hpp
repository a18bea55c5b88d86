#pragma once

#include <optional>
#include <string>

#include "http/request_fields.hpp"

namespace rifa::features::payment_methods {

// The 422 message of a payment method type outside the four kinds.
inline constexpr const char* kMethodTypeMessage =
    "Tipo de método inválido: pago_movil, transferencia, zelle o efectivo";

// The payment method type (pago_movil, transferencia, zelle, efectivo) in `field` of a request body:
// nullopt when absent; another value adds kMethodTypeMessage to the field's errors.
inline std::optional<std::string> read_method_type(http::BodyFields& body, const char* field) {
  return body.one_of(field, {"pago_movil", "transferencia", "zelle", "efectivo"}, kMethodTypeMessage);
}

}  // namespace rifa::features::payment_methods
