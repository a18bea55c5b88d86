#pragma once

#include <string>
#include <vector>

#include "auth/auth.hpp"
#include "db/database.hpp"

// The SQL of the `mail_outbox` table.
namespace rifa::auth::outbox {

void insert(db::Connection& conn, const std::string& id, const Mail& mail, const std::string& now);
// The oldest queued mail with attempts left.
std::vector<OutboxMail> queued(db::Connection& conn, int limit);
// Takes the mail for one delivery attempt; false when another instance took it first.
bool claim(db::Connection& conn, const OutboxMail& mail);
void mark_sent(db::Connection& conn, const std::string& id, const std::string& now);
// Back to the queue, or failed for good when `give_up`.
void mark_unsent(db::Connection& conn, const std::string& id, bool give_up, const std::string& error);

}  // namespace rifa::auth::outbox
