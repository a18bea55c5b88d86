#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "auth/auth_service.hpp"
#include "db/database.hpp"

namespace rifa::features::account {

// The account's whole life seen from its owner: taking their data, and removing the account.
class AccountService {
 public:
  AccountService(db::Database& db, auth::AuthService& auth) : db_(db), auth_(auth) {}

  // Everything stored about the caller as one JSON document (the contract's AccountExport): the
  // profile, the account, tickets bought, raffles created, payment reports, plan payments, payment
  // methods, notifications and the bank statement movements imported (with the reports they paid). Never a password
  // hash, a token or another user's contact.
  nlohmann::json export_data(const std::string& user_id);

  // Removes the caller's account once `password` is theirs (422 otherwise). With raffles still
  // open (active or waiting for the draw) or unpaid tickets it is 409 account_not_settled, listing
  // them in `details`. Otherwise, in one transaction: the tickets keep only the buyer's masked name
  // (so no draw, seal or receipt changes) and leave the account, payment reports lose the payer's
  // contact and proof, the user's files and queued mail go, and the account is deleted (or, when
  // raffles or plan payments must keep naming it, left as an anonymous "Cuenta eliminada" nobody
  // can sign in to). Every session ends.
  void delete_account(const std::string& user_id, const std::string& password);

 private:
  db::Database& db_;
  auth::AuthService& auth_;
};

}  // namespace rifa::features::account
