#pragma once

#include <optional>
#include <string>

#include "auth/auth_service.hpp"
#include "db/database.hpp"

namespace rifa::auth {

struct AdminAccount {
  std::string user_id;
  std::optional<std::string> generated_password;  // set when the account was created here without one
};

// `rifa-server create-admin`: makes `email` a super administrator, creating the account first
// (with `password`, or a generated one) when it does not exist.
AdminAccount ensure_admin(AuthService& auth, db::Database& db, const std::string& email,
                          const std::optional<std::string>& password);

// On the first start of an installation (no super administrator yet): creates admin@rifa.local with
// a generated password, prints it once and writes it to DATA_DIR/admin-password.txt (mode 0600).
// Never a fixed default password.
void bootstrap_admin(AuthService& auth, db::Database& db, const std::string& data_dir);

}  // namespace rifa::auth
