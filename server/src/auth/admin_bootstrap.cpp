#include "auth/admin_bootstrap.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <filesystem>

#include "auth/auth_repository.hpp"
#include "auth/crypto.hpp"
#include "common/log.hpp"
#include "common/time.hpp"

namespace rifa::auth {

AdminAccount ensure_admin(AuthService& auth, db::Database& db, const std::string& raw_email,
                          const std::optional<std::string>& password) {
  const std::string email = normalize_email(raw_email);
  AdminAccount account;
  auto existing = repository::user_id_by_email(*db.acquire(), email);
  if (!existing) {
    const std::string secret = password.value_or(random_token(18));
    try {
      account.user_id = auth.create_user(email, secret, "Administrador");
      if (!password) account.generated_password = secret;
    } catch (const AuthError&) {  // created meanwhile by another instance
      account.user_id = repository::user_id_by_email(*db.acquire(), email).value();
    }
  } else {
    account.user_id = *existing;
  }
  repository::make_super_admin(*db.acquire(), account.user_id, now_rfc3339());
  return account;
}

void bootstrap_admin(AuthService& auth, db::Database& db, const std::string& data_dir) {
  if (repository::any_super_admin(*db.acquire())) return;
  const std::string email = "admin@rifa.local";
  const auto account = ensure_admin(auth, db, email, std::nullopt);
  if (!account.generated_password) return;
  const std::string path = data_dir + "/admin-password.txt";
  std::filesystem::create_directories(data_dir);
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd >= 0) {
    const std::string text = email + "\n" + *account.generated_password + "\n";
    if (::write(fd, text.data(), text.size()) != static_cast<ssize_t>(text.size()))
      log::warn("could not write " + path);
    ::close(fd);
  }
  // Never printed nor logged (logs are kept and shipped): the file is readable only by this user;
  // change the password from the profile afterwards.
  log::info("super administrator created: " + email + "; its password is in " + path + " (readable only by this user)");
}

}  // namespace rifa::auth
