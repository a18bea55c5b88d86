#pragma once

#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/payment_methods/payment_methods.hpp"
#include "features/payment_methods/payment_methods_repository.hpp"

namespace rifa::features::payment_methods {

// Validates a method's `details` for its type and returns only the known keys, trimmed:
// pago_movil {bank, phone, id_number}, transferencia {bank, account_number, holder, id_number},
// zelle {email, holder}, efectivo {} or {notes}. Field errors go into `errors` as
// "details.<key>" → Spanish message.
std::map<std::string, std::string> clean_details(const std::string& type,
                                                 const std::map<std::string, std::string>& details,
                                                 nlohmann::json& errors);

// A user's payment methods: list own active (newest first), add, edit, soft delete, set and
// clear the default (never two defaults: cleared and set in one transaction), and the active
// methods of a raffle's creator for buyers (default first). Others' methods are 404.
// For other features: whether `user_id` has at least one active method (a raffle is published only then).
bool has_active_method(db::Connection& conn, const std::string& user_id);

class PaymentMethodsService {
 public:
  explicit PaymentMethodsService(db::Database& db) : db_(db), repo_(db) {}
  // Whether a user has raffles on sale or waiting for their draw (wired in main from the plans
  // feature): their buyers still pay, so the last active method cannot be removed then.
  using OpenRafflesCheck = std::function<bool(db::Connection&, const std::string& user_id)>;
  void set_open_raffles_check(OpenRafflesCheck check) { has_open_raffles_ = std::move(check); }

  std::vector<PaymentMethod> list_own(const std::string& user_id);
  // `fields` has a type and a name.
  PaymentMethod create(const std::string& user_id, const MethodFields& fields);
  PaymentMethod update(const std::string& user_id, const std::string& id, const MethodFields& fields);
  // Soft delete; 409 `last_payment_method` for the last active method while raffles are open.
  void remove(const std::string& user_id, const std::string& id);
  PaymentMethod set_default(const std::string& user_id, const std::string& id);
  void clear_default(const std::string& user_id);
  // The raffle creator's active methods, for `viewer_id` about to pay (a blocked raffle answers as
  // the raffle does: 410 to anyone but its creator or the super admin).
  std::vector<PaymentMethod> for_raffle(const std::string& raffle_id, const std::string& viewer_id);

 private:
  db::Database& db_;
  PaymentMethodsRepository repo_;
  OpenRafflesCheck has_open_raffles_;
};

}  // namespace rifa::features::payment_methods
