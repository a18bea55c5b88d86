#include "auth/auth_rules.hpp"

#include <algorithm>

#include "auth/passwords.hpp"
#include "common/text_rules.hpp"
#include "common/time.hpp"

namespace rifa::auth {

using Clock = std::chrono::system_clock;

long long epoch_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(Clock::now().time_since_epoch()).count();
}

std::string time_ago(std::chrono::seconds d) { return to_rfc3339(Clock::now() - d); }

std::optional<std::string> checked_person_name(const std::optional<NameField>& name) {
  if (!name) return std::nullopt;
  if (!name->is_text) throw AuthError(400, "validation_failed", "El nombre debe ser un texto");
  auto checked = check_text(name->text, kPersonName);
  if (!checked.ok()) throw AuthError(400, "validation_failed", checked.error);
  return checked.value;
}

std::string checked_phone(const std::optional<NameField>& phone) {
  if (!phone) return "";
  if (!phone->is_text) throw AuthError(400, "validation_failed", "El teléfono debe ser un texto");
  auto checked = check_text(phone->text, kPersonPhone);
  if (checked.ok()) checked.error = phone_error(checked.value);
  if (!checked.ok()) throw AuthError(400, "validation_failed", checked.error);
  return checked.value;
}

void check_password_strength(const std::string& password) {
  const auto reasons = password_weaknesses(password);
  if (reasons.empty()) return;
  const bool length = std::find(reasons.begin(), reasons.end(), "length") != reasons.end();
  throw AuthError(422, "weak_password",
                  length ? "Password should be at least 8 characters."
                         : "Password is known to be weak and easy to guess, please choose a different one.",
                  {{"weak_password", {{"reasons", reasons}}}});
}

AuthError invalid_credentials() { return {400, "invalid_credentials", "Invalid login credentials"}; }

AuthError user_banned() {
  return {403, "user_banned",
          "Tu cuenta está suspendida por la administración de Rifa. Si crees que es un error, escríbenos."};
}

AuthError session_not_found(int status) {
  return {status, "session_not_found", "Session from session_id claim in JWT does not exist"};
}

AuthError user_not_found() { return {404, "user_not_found", "User not found"}; }

}  // namespace rifa::auth
