#include <cctype>

#include "auth/account_mails.hpp"
#include "auth/auth_repository.hpp"
#include "auth/auth_rules.hpp"
#include "auth/auth_service.hpp"
#include "auth/crypto.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"

// One-time links: password recovery (the request that mails the link, and the link's verification,
// PKCE or implicit flow) and the e-mail change (the link to the new address, and its confirmation).
namespace rifa::auth {

namespace {

std::string url_encode(const std::string& s) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::string with_query(const std::string& url, const std::string& query) {
  const auto hash = url.find('#');
  std::string base = hash == std::string::npos ? url : url.substr(0, hash);
  // "http://host:8080" → "http://host:8080/" so the query follows a path.
  const auto scheme = base.find("://");
  if (scheme != std::string::npos && base.find('/', scheme + 3) == std::string::npos &&
      base.find('?') == std::string::npos) {
    base += '/';
  }
  return base + (base.find('?') == std::string::npos ? "?" : "&") + query;
}

}  // namespace

std::string AuthService::safe_redirect(const std::string& redirect_to) const {
  const std::string& site = options_.site_url;
  if (redirect_to.size() >= site.size() && redirect_to.compare(0, site.size(), site) == 0 &&
      (redirect_to.size() == site.size() || redirect_to[site.size()] == '/' || redirect_to[site.size()] == '?')) {
    return redirect_to;
  }
  return site;
}

void AuthService::recover(const RecoverInput& input, const std::string& redirect_to, const ClientInfo& client) {
  const std::string& email = input.email;
  if (!plausible_email(email)) {
    throw AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
  }
  limit("recover-ip:" + client.ip, options_.limits.recover);
  const std::string& challenge = input.code_challenge;
  const std::string& method = input.code_challenge_method;
  if (!challenge.empty() && method != "s256" && method != "plain") {
    throw AuthError(400, "validation_failed", "Unsupported code challenge method");
  }
  const std::string target = safe_redirect(redirect_to);

  const bool queued = db_.transaction([&](db::Connection& conn) {
    const auto user = repository::recovery_target(conn, email);
    if (!user) return false;  // same answer as for a known address
    const auto& sent = user->recovery_sent_at;
    if (sent && *sent >= time_ago(options_.recovery_mail_interval)) return false;  // one mail per minute
    const std::string& user_id = user->id;
    const std::string now = now_rfc3339();
    std::optional<std::string> flow_id;
    if (!challenge.empty()) {
      flow_id = new_uuid();
      repository::insert_flow_state(conn, {*flow_id, user_id, challenge, method, "recovery", now},
                                    sha256_hex(random_token()));
    }
    const std::string token = random_token();
    repository::delete_recovery_tokens(conn, user_id);
    repository::insert_recovery_token(conn, new_uuid(), user_id, sha256_hex(token), flow_id, now);
    repository::set_recovery_sent(conn, user_id, now);
    const std::string link =
        options_.site_url + "/auth/v1/verify?token=" + token + "&type=recovery&redirect_to=" + url_encode(target);
    mailer_.enqueue(conn, {email, "Restablece tu contraseña de Rifa",
                           "Hola,\n\nRecibimos una solicitud para restablecer la contraseña de tu cuenta de Rifa.\n"
                           "Abre este enlace para elegir una nueva (vence en 24 horas y sirve una sola vez):\n\n" +
                               link +
                               "\n\nSi no fuiste tú, ignora este mensaje: tu contraseña no cambiará.\n\n— El equipo "
                               "de Rifa\n"});
    return true;
  });
  if (queued) mailer_.notify();
}

std::string AuthService::verify(const std::string& token, const std::string& type, const std::string& redirect_to,
                                const ClientInfo& client) {
  const std::string target = safe_redirect(redirect_to);
  const std::string failure = with_query(target, "error=access_denied&error_code=otp_expired&error_description=" +
                                                     url_encode("Email link is invalid or has expired"));
  limit("verify-ip:" + client.ip, options_.limits.verify);  // 429 over_request_rate_limit
  if (token.empty()) return failure;
  if (type == "email_change") {
    auto confirmed = db_.transaction(
        [&](db::Connection& conn) -> std::optional<std::string> { return confirm_email_change(conn, token, target); });
    return confirmed ? *confirmed : failure;
  }
  if (type != "recovery") return failure;

  auto redirect = db_.transaction([&](db::Connection& conn) -> std::optional<std::string> {
    const auto found = repository::unused_recovery_token(conn, sha256_hex(token));
    if (!found) return std::nullopt;
    if (found->created_at < time_ago(options_.recovery_token_ttl)) return std::nullopt;
    if (!repository::use_one_time_token(conn, found->id, now_rfc3339())) return std::nullopt;
    if (found->relates_to) {
      // PKCE: hand the browser a fresh auth code; the flow's 300 s start now.
      const std::string code = new_uuid();
      repository::reissue_auth_code(conn, *found->relates_to, sha256_hex(code), now_rfc3339());
      return with_query(target, "code=" + code);
    }
    // Implicit flow (no code challenge was sent): the session travels in the URL fragment.
    const SessionTokens session = issue_session(conn, found->user_id, client, "otp");
    const std::string base = target.substr(0, target.find('#'));
    return base + "#access_token=" + session.access_token + "&expires_at=" + std::to_string(session.expires_at) +
           "&expires_in=" + std::to_string(session.expires_in) + "&refresh_token=" + session.refresh_token +
           "&token_type=bearer&type=recovery";
  });
  return redirect ? *redirect : failure;
}

void AuthService::request_email_change(db::Connection& conn, const std::string& user_id, const std::string& old_email,
                                       const std::string& new_email, const std::string& redirect_to) {
  if (!plausible_email(new_email)) {
    throw AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
  }
  const auto last = repository::last_email_change_at(conn, user_id);
  if (last && *last >= time_ago(options_.recovery_mail_interval)) {
    throw AuthError(429, "over_email_send_rate_limit",
                    "For security purposes, you can only request this once every 60 seconds");
  }
  if (repository::user_id_by_email(conn, new_email)) {
    throw AuthError(422, "email_exists", "A user with this email address has already been registered");
  }
  const std::string token = random_token();
  repository::replace_email_change(conn, new_uuid(), user_id, new_email, sha256_hex(token), now_rfc3339());
  const std::string link = options_.site_url + "/auth/v1/verify?token=" + token +
                           "&type=email_change&redirect_to=" + url_encode(safe_redirect(redirect_to));
  mailer_.enqueue(conn, email_change_mail(new_email, link));
  mailer_.enqueue(conn, email_change_notice(old_email, new_email));
}

std::optional<std::string> AuthService::confirm_email_change(db::Connection& conn, const std::string& token,
                                                             const std::string& target) {
  const auto change = repository::unused_email_change(conn, sha256_hex(token));
  if (!change || change->created_at < time_ago(options_.recovery_token_ttl)) return std::nullopt;
  // Taken by another account since the request: the link no longer works.
  if (repository::user_id_by_email(conn, change->new_email)) return std::nullopt;
  const std::string now = now_rfc3339();
  if (!repository::use_email_change(conn, change->id, now)) return std::nullopt;
  repository::set_user_email(conn, change->user_id, change->new_email, now);
  return with_query(target, "email_change=confirmed");
}

}  // namespace rifa::auth
