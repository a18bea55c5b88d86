#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

#include "auth/auth.hpp"
#include "db/database.hpp"

namespace rifa::auth {

// Outgoing mail goes through the `mail_outbox` table. With SMTP_URL set, a background thread
// delivers queued mail over SMTP (libcurl) and marks it sent or failed; without it the mail stays
// in the outbox and its text is logged, so a local install works without a mail server.
class Mailer {
 public:
  Mailer(db::Database& db, std::string smtp_url, std::string from);
  ~Mailer();
  Mailer(const Mailer&) = delete;
  Mailer& operator=(const Mailer&) = delete;

  // Queues the mail inside the caller's transaction; delivery starts after commit (notify()).
  void enqueue(db::Connection& conn, const Mail& mail);
  void notify();

 private:
  void run();
  void deliver_pending();
  bool send(const std::string& to, const std::string& subject, const std::string& text, std::string& error);

  db::Database& db_;
  std::string smtp_url_;
  std::string from_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool pending_ = false;
  std::atomic<bool> stop_{false};
  std::thread worker_;
};

}  // namespace rifa::auth
