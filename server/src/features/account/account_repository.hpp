#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

// The SQL of the account's whole life: the data export and the account's removal. It reads and
// erases rows of several features' tables (profiles, tickets, raffles, payment_details,
// subscription_mobile_payments, statement_movements, notifications, storage_objects, mail_outbox, auth
// tables) because
// removing one person touches all of them in one transaction.
namespace rifa::features::account {

// Rows as JSON objects (column → value; `json_columns` parsed, `bool_columns` as booleans).
struct AccountData {
  nlohmann::json profile;  // null when the profile is gone
  nlohmann::json account;  // the auth user: e-mail and dates (never the password hash)
  nlohmann::json tickets, raffles, payments, subscription_payments, payment_methods, notifications;
  // The bank statement movements imported for the user's accounts, each with the report it paid.
  nlohmann::json statement_movements;
  nlohmann::json refunds;  // money returned to the user for her tickets (ticket_refunds)
};
AccountData account_data(db::Connection& conn, const std::string& user_id);

// What keeps an account from being removed.
struct OpenRaffle {
  std::string id, title, status;
};
struct UnpaidTicket {
  std::string id, raffle_id, raffle_title;
  nlohmann::json numbers;
};
std::vector<OpenRaffle> open_raffles(db::Connection& conn, const std::string& user_id);
std::vector<UnpaidTicket> unpaid_tickets(db::Connection& conn, const std::string& user_id);

// The account's e-mail (the auth user's), or nullopt when it is gone.
std::optional<std::string> account_email(db::Connection& conn, const std::string& user_id);

// The erasure, in the caller's transaction, in this order:
// the buyer's tickets keep only a masked name (`mask` turns a stored name into its masked form)
// and leave the account; their payment reports lose the payer's contact and proof;
void detach_tickets(db::Connection& conn, const std::string& user_id,
                    const std::function<std::string(const std::string&)>& mask,
                    const std::function<std::string(const std::string&)>& search_text);
// the files the user uploaded (and the raffle images pointing at them);
void delete_files(db::Connection& conn, const std::string& user_id);
// mail to the account's address still in the outbox;
void delete_mail_to(db::Connection& conn, const std::string& email);
// whether rows that must stay (raffles created, plan subscriptions and their payments) still name
// the profile: then it is kept as an anonymous "Cuenta eliminada", else it is deleted;
bool profile_still_referenced(db::Connection& conn, const std::string& user_id);
void anonymise_account(db::Connection& conn, const std::string& user_id, const std::string& now);
// the user row, whose removal cascades to the profile, sessions, tokens, notifications,
// favorites, payment methods, ratings given and cashier roles.
void delete_account(db::Connection& conn, const std::string& user_id);

}  // namespace rifa::features::account
