#pragma once

#include <string>

#include "auth/auth.hpp"

// The texts of the mails about the account itself (Spanish): the welcome after sign-up and the two
// of an e-mail change (the link to the new address, the notice to the old one).
namespace rifa::auth {

Mail welcome_mail(const std::string& to, const std::string& name, const std::string& site_url);
// To the new address: the link that makes the change.
Mail email_change_mail(const std::string& new_email, const std::string& link);
// To the old address: a change was asked for (nothing happens until the new address confirms).
Mail email_change_notice(const std::string& old_email, const std::string& new_email);

}  // namespace rifa::auth
