#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "auth/auth.hpp"
#include "auth/auth_error.hpp"

// What the parts of AuthService share: the clock, the rules on passwords and names, and the
// contract's common errors.
namespace rifa::auth {

// Now, in Unix seconds.
long long epoch_seconds();
// The RFC 3339 time `d` ago.
std::string time_ago(std::chrono::seconds d);

// data.name with the profile's rule (kPersonName); nullopt when none is given, 400
// validation_failed for a name that is not a text or breaks the rule.
std::optional<std::string> checked_person_name(const std::optional<NameField>& name);
// data.phone with the profile's rule (kPersonPhone, phone_error); "" when none is given or it is
// blank, 400 validation_failed for a phone that is not a text or not a phone number.
std::string checked_phone(const std::optional<NameField>& phone);
// 422 weak_password with the reasons.
void check_password_strength(const std::string& password);

AuthError invalid_credentials();
// 403 user_banned: the account is suspended (its message is Spanish: people read it as it is).
AuthError user_banned();
AuthError session_not_found(int status);
AuthError user_not_found();

}  // namespace rifa::auth
