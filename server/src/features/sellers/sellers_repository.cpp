#include "features/sellers/sellers_repository.hpp"

#include <map>

#include "common/ids.hpp"
#include "features/tickets/tickets_rows.hpp"

namespace rifa::features::sellers {

namespace {

db::Value seller_opt_value(const std::optional<std::string>& v) { return v ? db::Value(*v) : db::Value(nullptr); }

std::string seller_sum_when(const std::string& condition, const std::string& value, const char* as) {
  return "CAST(COALESCE(SUM(CASE WHEN " + condition + " THEN " + value + " ELSE 0 END), 0) AS BIGINT) AS " + as;
}

// The credited tickets' figures per (raffle, seller), over the tickets `where` selects.
std::string figures_subquery(db::Dialect dialect, const std::string& where) {
  const std::string numbers =
      dialect == db::Dialect::postgresql ? "jsonb_array_length(t.numbers)" : "json_array_length(t.numbers)";
  return "SELECT t.raffle_id AS f_raffle, t.seller_id AS f_seller, COUNT(*) AS f_tickets, " +
         seller_sum_when("TRUE", numbers, "f_numbers") + ", " +
         seller_sum_when("t.sold_by IS NOT NULL", "1", "f_counter") + ", " +
         seller_sum_when("TRUE", "t.price_cents", "f_sold") + ", " +
         seller_sum_when("t.status = 'paid'", "t.price_cents", "f_paid") + ", " +
         seller_sum_when("t.status = 'pending'", "t.price_cents", "f_pending") + ", " +
         seller_sum_when("t.status = 'paid'", numbers, "f_paid_numbers") +
         " FROM tickets t WHERE t.seller_id IS NOT NULL AND t.status <> 'cancelled' AND " + where +
         " GROUP BY t.raffle_id, t.seller_id";
}

Seller seller_of(const db::Row& r) {
  Seller s;
  s.id = r.text("id");
  s.raffle_id = r.text("raffle_id");
  s.user_id = r.opt_text("user_id");
  s.email = r.opt_text("profile_email").value_or(r.text("invite_email"));
  s.phone = r.opt_text("profile_phone").value_or(r.text("invite_phone"));
  s.name = r.opt_text("profile_name").value_or(s.email.empty() ? s.phone : s.email);
  s.status = r.text("status");
  s.code = r.text("code");
  s.commission = {r.text("commission_type"), r.integer("commission_value")};
  if (!r.is_null("block_start")) {
    s.block = Block{r.integer("block_start"), r.integer("block_end"), r.boolean("block_locked")};
  }
  s.invite_expires_at = r.opt_text("invite_expires_at");
  s.created_at = r.text("created_at");
  s.updated_at = r.text("updated_at");
  const auto value = [&](const char* column) { return r.is_null(column) ? std::int64_t{0} : r.integer(column); };
  SellerFigures& f = s.figures;
  f.tickets = value("f_tickets");
  f.numbers = value("f_numbers");
  f.counter_tickets = value("f_counter");
  f.online_tickets = f.tickets - f.counter_tickets;
  f.sold_cents = value("f_sold");
  f.collected_cents = value("f_paid");
  f.owed_cents = value("f_pending");
  f.paid_numbers = value("f_paid_numbers");
  f.settled_cents = value("g_settled");
  SellerRaffle& raffle = s.raffle;
  raffle.id = s.raffle_id;
  raffle.title = r.text("raffle_title");
  raffle.status = r.text("raffle_status");
  raffle.end_date = r.text("raffle_end_date");
  raffle.ticket_price_cents = r.integer("raffle_price_cents");
  raffle.total_tickets = r.integer("raffle_total");
  raffle.creator_id = r.text("raffle_creator_id");
  return s;
}

}  // namespace

std::optional<SellersRaffle> SellersRepository::raffle(db::Connection& conn, const std::string& raffle_id, bool lock) {
  const std::string suffix = lock && conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE OF r" : "";
  const auto found = conn.query(
      "SELECT r.creator_id, r.title, r.total_tickets, p.name AS creator_name, p.exchange_rate_cents FROM raffles r "
      "JOIN profiles p ON p.id = r.creator_id WHERE r.id = ?" +
          suffix,
      {raffle_id});
  if (found.empty()) return std::nullopt;
  const auto& r = found.first();
  return SellersRaffle{r.text("creator_id"), r.text("title"), r.text("creator_name"), r.integer("total_tickets"),
                       r.opt_integer("exchange_rate_cents")};
}

std::optional<std::string> SellersRepository::account_by_email(db::Connection& conn, const std::string& email) {
  const auto found = conn.query("SELECT p.id FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = ?", {email});
  if (found.empty()) return std::nullopt;
  return found.first().text("id");
}

bool SellersRepository::live_seller(db::Connection& conn, const std::string& raffle_id, const std::string& user_id) {
  return !conn.query(
                  "SELECT id FROM raffle_sellers WHERE raffle_id = ? AND user_id = ? AND status IN ('invited', "
                  "'active')",
                  {raffle_id, user_id})
              .empty();
}

std::vector<Block> SellersRepository::live_blocks(db::Connection& conn, const std::string& raffle_id,
                                                  const std::string& except_id) {
  std::vector<Block> out;
  for (const auto& r : conn.query("SELECT block_start, block_end, block_locked FROM raffle_sellers "
                                  "WHERE raffle_id = ? AND status IN ('invited', 'active') AND block_start IS NOT NULL "
                                  "AND id <> ?",
                                  {raffle_id, except_id})
                           .rows) {
    out.push_back({r.integer("block_start"), r.integer("block_end"), r.boolean("block_locked")});
  }
  return out;
}

void SellersRepository::insert(db::Connection& conn, const NewSellerRow& row) {
  const auto block_value = [&](auto member) {
    return row.block ? db::Value(static_cast<std::int64_t>((*row.block).*member)) : db::Value(nullptr);
  };
  conn.query(
      "INSERT INTO raffle_sellers (id, raffle_id, user_id, status, invite_email, invite_phone, invite_token_hash, "
      "invite_expires_at, code, commission_type, commission_value, block_start, block_end, block_locked, invited_by, "
      "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {row.id, row.raffle_id, seller_opt_value(row.user_id), row.status, row.email, row.phone,
       seller_opt_value(row.token_hash), seller_opt_value(row.expires_at), row.code, row.commission.type,
       row.commission.value, block_value(&Block::start), block_value(&Block::end), row.block && row.block->locked,
       row.invited_by, row.now, row.now});
}

std::vector<Seller> SellersRepository::sellers(db::Connection& conn, SellersOf of, const std::string& key) {
  const char* seller_where = of == SellersOf::raffle ? "s.raffle_id = ?"
                             : of == SellersOf::user ? "s.user_id = ?"
                                                     : "s.id = ?";
  // The figures' tickets: the raffle's, the person's, or those of the one seller's raffle.
  const std::string ticket_where = of == SellersOf::raffle ? "t.raffle_id = ?"
                                   : of == SellersOf::user
                                       ? "t.seller_id = ?"
                                       : "t.raffle_id = (SELECT raffle_id FROM raffle_sellers WHERE id = ?)";
  const auto rows = conn.query(
      "SELECT s.id, s.raffle_id, s.user_id, s.status, s.invite_email, s.invite_phone, s.invite_expires_at, s.code, "
      "s.commission_type, s.commission_value, s.block_start, s.block_end, s.block_locked, s.created_at, s.updated_at, "
      "p.name AS profile_name, p.email AS profile_email, p.phone AS profile_phone, r.title AS raffle_title, "
      "r.status AS raffle_status, r.end_date AS raffle_end_date, r.ticket_price_cents AS raffle_price_cents, "
      "r.total_tickets AS raffle_total, r.creator_id AS raffle_creator_id, f.*, g.g_settled "
      "FROM raffle_sellers s JOIN raffles r ON r.id = s.raffle_id LEFT JOIN profiles p ON p.id = s.user_id "
      "LEFT JOIN (" +
          figures_subquery(conn.dialect(), ticket_where) +
          ") f ON f.f_raffle = s.raffle_id AND f.f_seller = s.user_id "
          "LEFT JOIN (SELECT seller_id AS g_seller, CAST(SUM(amount_cents) AS BIGINT) AS g_settled "
          "FROM seller_settlements GROUP BY seller_id) g ON g.g_seller = s.id WHERE " +
          seller_where + " ORDER BY s.created_at DESC, s.id",
      {key, key});
  std::vector<Seller> out;
  std::map<std::string, std::size_t> at;
  for (const auto& row : rows.rows) {
    at[row.text("id")] = out.size();
    out.push_back(seller_of(row));
  }
  if (out.empty()) return out;
  const auto settled =
      conn.query(std::string("SELECT st.id, st.seller_id, st.amount_cents, st.note, st.settled_by, st.created_at "
                             "FROM seller_settlements st JOIN raffle_sellers s ON s.id = st.seller_id WHERE ") +
                     seller_where + " ORDER BY st.created_at, st.id",
                 {key});
  for (const auto& r : settled.rows) {
    const auto it = at.find(r.text("seller_id"));
    if (it == at.end()) continue;
    out[it->second].settlements.push_back(
        {r.text("id"), r.integer("amount_cents"), r.text("note"), r.opt_text("settled_by"), r.text("created_at")});
  }
  return out;
}

void SellersRepository::update(db::Connection& conn, const std::string& id, const SellerChanges& changes,
                               const std::string& now) {
  if (changes.commission) {
    conn.query("UPDATE raffle_sellers SET commission_type = ?, commission_value = ?, updated_at = ? WHERE id = ?",
               {changes.commission->type, changes.commission->value, now, id});
  }
  if (changes.block_given) {
    const auto& b = changes.block;
    conn.query(
        "UPDATE raffle_sellers SET block_start = ?, block_end = ?, block_locked = ?, updated_at = ? WHERE id = ?",
        {b ? db::Value(b->start) : db::Value(nullptr), b ? db::Value(b->end) : db::Value(nullptr), b && b->locked, now,
         id});
  }
}

bool SellersRepository::set_status(db::Connection& conn, const std::string& id, const std::vector<std::string>& from,
                                   const std::string& status, const std::string& now) {
  db::Params params{status, now, id};
  params.insert(params.end(), from.begin(), from.end());
  return conn.query("UPDATE raffle_sellers SET status = ?, updated_at = ? WHERE id = ? AND status IN (" +
                        db::placeholders(from.size()) + ")",
                    params)
             .affected > 0;
}

std::optional<InvitationRow> SellersRepository::invitation(db::Connection& conn, const std::string& token_hash) {
  const auto found = conn.query(
      "SELECT s.id, s.raffle_id, s.user_id, s.status, s.invite_expires_at, s.commission_type, s.commission_value, "
      "s.block_start, s.block_end, s.block_locked, r.title, r.creator_id, p.name AS creator_name "
      "FROM raffle_sellers s JOIN raffles r ON r.id = s.raffle_id JOIN profiles p ON p.id = r.creator_id "
      "WHERE s.invite_token_hash = ?",
      {token_hash});
  if (found.empty()) return std::nullopt;
  const auto& r = found.first();
  InvitationRow out{r.text("id"),         r.text("raffle_id"),   r.text("status"),
                    r.text("creator_id"), r.opt_text("user_id"), {}};
  InvitationView& v = out.view;
  v.status = out.status;
  v.raffle_id = out.raffle_id;
  v.raffle_title = r.text("title");
  v.creator_name = r.text("creator_name");
  v.expires_at = r.opt_text("invite_expires_at").value_or("");
  v.commission = {r.text("commission_type"), r.integer("commission_value")};
  if (!r.is_null("block_start")) {
    v.block = Block{r.integer("block_start"), r.integer("block_end"), r.boolean("block_locked")};
  }
  return out;
}

void SellersRepository::accept(db::Connection& conn, const std::string& id, const std::string& user_id,
                               const std::string& now) {
  conn.query("UPDATE raffle_sellers SET user_id = ?, status = 'active', updated_at = ? WHERE id = ?",
             {user_id, now, id});
}

void SellersRepository::insert_settlement(db::Connection& conn, const std::string& seller_id, std::int64_t amount_cents,
                                          const std::string& note, const std::string& settled_by,
                                          const std::string& now) {
  conn.query(
      "INSERT INTO seller_settlements (id, seller_id, amount_cents, note, settled_by, created_at) "
      "VALUES (?, ?, ?, ?, ?, ?)",
      {new_uuid(), seller_id, amount_cents, note, settled_by, now});
}

tickets::TicketPage SellersRepository::credited(db::Connection& conn, const std::string& raffle_id,
                                                const std::string& user_id, const Page& page) {
  tickets::TicketPage out;
  out.count =
      conn.query("SELECT COUNT(*) AS n FROM tickets t WHERE t.seller_id = ? AND t.raffle_id = ?", {user_id, raffle_id})
          .first()
          .integer("n");
  const auto rows = conn.query(std::string("SELECT ") + tickets::kTicketColumns + tickets::kTicketFrom +
                                   "WHERE t.seller_id = ? AND t.raffle_id = ? "
                                   "ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
                               {user_id, raffle_id, page.limit, page.offset()});
  for (const auto& r : rows.rows) out.data.push_back(tickets::ticket_of(r));
  return out;
}

}  // namespace rifa::features::sellers
