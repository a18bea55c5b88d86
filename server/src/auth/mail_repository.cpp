#include "auth/mail_repository.hpp"

#include "db/pipeline.hpp"

namespace rifa::auth::outbox {

// Nobody reads the row in the transaction that writes it: on PostgreSQL it travels with the
// transaction's next statement or its COMMIT (a purchase's confirmation costs no round trip).
void insert(db::Connection& conn, const std::string& id, const Mail& mail, const std::string& now) {
  db::execute_later(
      conn,
      "INSERT INTO mail_outbox (id, to_address, subject, body_text, status, created_at) VALUES (?, ?, ?, ?, "
      "'queued', ?)",
      {id, mail.to, mail.subject, mail.text, now});
}

std::vector<OutboxMail> queued(db::Connection& conn, int limit) {
  const auto r = conn.query(
      "SELECT id, to_address, subject, body_text, attempts FROM mail_outbox WHERE status = 'queued' AND attempts < 5 "
      "ORDER BY created_at LIMIT ?",
      {static_cast<std::int64_t>(limit)});
  std::vector<OutboxMail> out;
  out.reserve(r.rows.size());
  for (const auto& row : r.rows) {
    out.push_back(
        {row.text("id"), row.text("to_address"), row.text("subject"), row.text("body_text"), row.integer("attempts")});
  }
  return out;
}

bool claim(db::Connection& conn, const OutboxMail& mail) {
  return conn.query("UPDATE mail_outbox SET attempts = attempts + 1 WHERE id = ? AND attempts = ?",
                    {mail.id, mail.attempts})
             .affected == 1;
}

void mark_sent(db::Connection& conn, const std::string& id, const std::string& now) {
  conn.query("UPDATE mail_outbox SET status = 'sent', sent_at = ? WHERE id = ?", {now, id});
}

void mark_unsent(db::Connection& conn, const std::string& id, bool give_up, const std::string& error) {
  conn.query("UPDATE mail_outbox SET status = ?, last_error = ? WHERE id = ?",
             {std::string(give_up ? "failed" : "queued"), error, id});
}

}  // namespace rifa::auth::outbox
