#include "features/account/account_service.hpp"

#include "auth/auth_repository.hpp"
#include "auth/passwords.hpp"
#include "common/errors.hpp"
#include "common/text.hpp"
#include "common/time.hpp"
#include "features/account/account_repository.hpp"
#include "features/ratings/ratings_service.hpp"

namespace rifa::features::account {

using nlohmann::json;

json AccountService::export_data(const std::string& user_id) {
  auto conn = db_.acquire();
  const AccountData d = account_data(*conn, user_id);
  if (d.account.is_null()) throw ApiError::unauthorized();
  return {{"exported_at", now_rfc3339()},
          {"account", d.account},
          {"profile", d.profile},
          {"tickets", d.tickets},
          {"raffles", d.raffles},
          {"payments", d.payments},
          {"subscription_payments", d.subscription_payments},
          {"payment_methods", d.payment_methods},
          {"notifications", d.notifications},
          {"statement_movements", d.statement_movements},
          {"refunds", d.refunds}};
}

void AccountService::delete_account(const std::string& user_id, const std::string& password) {
  {
    // Slow (Argon2id): outside the transaction.
    const auto hash = auth::repository::password_hash(*db_.acquire(), user_id);
    if (!hash) throw ApiError::unauthorized();
    if (password.empty() || !auth::verify_password(password, *hash)) {
      throw ApiError::validation({{"password", "La contraseña no es correcta"}});
    }
  }
  db_.transaction([&](db::Connection& conn) {
    const auto email = account_email(conn, user_id);
    if (!email) throw ApiError::unauthorized();
    const auto raffles = open_raffles(conn, user_id);
    const auto tickets = unpaid_tickets(conn, user_id);
    if (!raffles.empty() || !tickets.empty()) {
      json open = json::array(), unpaid = json::array();
      for (const auto& r : raffles) open.push_back({{"id", r.id}, {"title", r.title}, {"status", r.status}});
      for (const auto& t : tickets) {
        unpaid.push_back(
            {{"id", t.id}, {"raffle_id", t.raffle_id}, {"raffle_title", t.raffle_title}, {"numbers", t.numbers}});
      }
      throw ApiError::conflict("account_not_settled",
                               "Antes de eliminar tu cuenta, termina tus rifas abiertas y paga o cancela tus tickets "
                               "pendientes",
                               {{"open_raffles", open}, {"unpaid_tickets", unpaid}});
    }
    detach_tickets(
        conn, user_id, [](const std::string& name) { return mask_name(name); },
        [](const std::string& masked) { return normalize_search(masked) + ' '; });
    delete_files(conn, user_id);
    delete_mail_to(conn, *email);
    // Their ratings go, and the averages of the organisers they rated follow.
    ratings::RatingsService::forget_rater(conn, user_id);
    if (profile_still_referenced(conn, user_id)) {
      anonymise_account(conn, user_id, now_rfc3339());
    } else {
      account::delete_account(conn, user_id);
    }
  });
  auth_.forget_sessions();
}

}  // namespace rifa::features::account
