#include "features/payment_methods/payment_methods_json.hpp"

namespace rifa::features::payment_methods {

using nlohmann::json;

json to_json(const PaymentMethod& m) {
  return {{"id", m.id},
          {"user_id", m.user_id},
          {"type", m.type},
          {"name", m.name},
          {"details", m.details.empty() ? json::object() : json(m.details)},
          {"is_default", m.is_default},
          {"is_active", m.is_active},
          {"created_at", m.created_at},
          {"updated_at", m.updated_at}};
}

json to_json(const std::vector<PaymentMethod>& methods) {
  json data = json::array();
  for (const auto& m : methods) data.push_back(to_json(m));
  return {{"data", data}, {"count", data.size()}};
}

}  // namespace rifa::features::payment_methods
