#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/payment_methods/payment_methods.hpp"

namespace rifa::features::payment_methods {

// SQL for payment_methods (and the raffle creator whose methods buyers see).
class PaymentMethodsRepository {
 public:
  explicit PaymentMethodsRepository(db::Database& db) : db_(db) {}

  // A user's active methods, newest first; with `default_first`, the default one leads.
  std::vector<PaymentMethod> active_of(const std::string& user_id, bool default_first = false);
  std::optional<PaymentMethod> by_id(const std::string& id);
  // The method when it is `user_id`'s and active.
  std::optional<PaymentMethod> active_own(const std::string& user_id, const std::string& id);
  bool active_own_exists(db::Connection& conn, const std::string& user_id, const std::string& id);
  // Whether `user_id` has at least one active method (what buyers of their raffles would see).
  static bool has_active(db::Connection& conn, const std::string& user_id);
  static std::int64_t count_active(db::Connection& conn, const std::string& user_id);

  // Serialises default changes of one user: PostgreSQL locks the profile row (SQLite's BEGIN
  // IMMEDIATE already holds the write lock). A unique partial index backs this up.
  static void lock_owner(db::Connection& conn, const std::string& user_id);
  void insert(db::Connection& conn, const PaymentMethod& method);
  // type, name and details of the user's method `id`.
  void update(const std::string& user_id, const std::string& id, const std::string& type, const std::string& name,
              const std::map<std::string, std::string>& details, const std::string& now);
  // Soft delete of the user's active method; false when there was none.
  static bool deactivate(db::Connection& conn, const std::string& user_id, const std::string& id,
                         const std::string& now);
  // No default left among the user's methods.
  void clear_default(db::Connection& conn, const std::string& user_id, const std::string& now);
  void clear_default(const std::string& user_id, const std::string& now);
  void make_default(db::Connection& conn, const std::string& id, const std::string& now);

  // The creator of raffle `raffle_id` and whether it is blocked (moderation), nullopt when there is no such raffle.
  struct RaffleOwner {
    std::string creator_id;
    bool blocked = false;
  };
  std::optional<RaffleOwner> raffle_creator(const std::string& raffle_id);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::payment_methods
