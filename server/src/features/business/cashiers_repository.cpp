// BusinessRepository: the business's cashiers (spec §5, §7, §8) and their sales.
#include "common/text.hpp"
#include "features/business/business_repository.hpp"
#include "features/business/sales_totals.hpp"

namespace rifa::features::business {

namespace {

// The business's cashiers (all, or the one `id`) with their sales in one grouped query: the totals
// of every seller of the business's raffles, joined to the cashier rows.
std::vector<Cashier> select_cashiers(db::Connection& conn, const std::string& business_id, const std::string* id,
                                     const Page* page) {
  std::string sql =
      "SELECT c.id, c.business_id, c.email, c.name, c.is_active, c.created_at, c.updated_at, s.* FROM cashiers c "
      "LEFT JOIN (SELECT t.sold_by, " +
      sales_totals_columns(conn.dialect()) +
      " FROM tickets t JOIN raffles r ON r.id = t.raffle_id WHERE r.creator_id = ? AND t.sold_by IS NOT NULL"
      " GROUP BY t.sold_by) s ON s.sold_by = c.id WHERE c.business_id = ?";
  db::Params params{business_id, business_id};
  if (id) {
    sql += " AND c.id = ?";
    params.emplace_back(*id);
  }
  sql += " ORDER BY c.created_at DESC, c.id";
  if (page) {
    sql += " LIMIT ? OFFSET ?";
    params.emplace_back(page->limit);
    params.emplace_back(page->offset());
  }
  std::vector<Cashier> out;
  for (const auto& r : conn.query(sql, params).rows) {
    out.push_back({r.text("id"), r.text("business_id"), r.text("email"), r.text("name"), r.boolean("is_active"),
                   sales_totals_of(r), r.text("created_at"), r.text("updated_at")});
  }
  return out;
}

}  // namespace

std::vector<Cashier> BusinessRepository::cashiers(db::Connection& conn, const std::string& business_id,
                                                  const Page& page) {
  return select_cashiers(conn, business_id, nullptr, &page);
}

std::optional<Cashier> BusinessRepository::cashier(db::Connection& conn, const std::string& business_id,
                                                   const std::string& id) {
  auto found = select_cashiers(conn, business_id, &id, nullptr);
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

void BusinessRepository::lock_business(db::Connection& conn, const std::string& business_id) {
  if (conn.dialect() == db::Dialect::postgresql) {
    conn.query("SELECT id FROM profiles WHERE id = ? FOR UPDATE", {business_id});
  }
}

bool BusinessRepository::has_cashier_email(db::Connection& conn, const std::string& business_id,
                                           const std::string& email) {
  return !conn.query("SELECT id FROM cashiers WHERE business_id = ? AND email = ?", {business_id, email}).empty();
}

std::optional<RegisteredUser> BusinessRepository::user_by_email(db::Connection& conn, const std::string& email) {
  const auto user = conn.query(
      "SELECT p.id, p.name, p.type, p.is_super_admin FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = ?",
      {email});
  if (user.empty()) return std::nullopt;
  const auto& r = user.first();
  return RegisteredUser{r.text("id"), r.text("name"), r.text("type"), r.boolean("is_super_admin")};
}

std::optional<std::string> BusinessRepository::business_of_cashier(db::Connection& conn, const std::string& user_id) {
  const auto current = conn.query("SELECT business_id FROM cashiers WHERE id = ?", {user_id});
  if (current.empty()) return std::nullopt;
  return current.first().text("business_id");
}

void BusinessRepository::insert_cashier(db::Connection& conn, const std::string& user_id,
                                        const std::string& business_id, const std::string& email,
                                        const std::string& name, bool is_active, const std::string& now) {
  conn.query(
      "INSERT INTO cashiers (id, business_id, email, name, is_active, created_at, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?)",
      {user_id, business_id, email, name, is_active, now, now});
}

bool BusinessRepository::update_cashier(db::Connection& conn, const std::string& business_id, const std::string& id,
                                        const CashierChanges& changes, const std::string& now) {
  return conn.query(
                 "UPDATE cashiers SET name = COALESCE(?, name), is_active = COALESCE(?, is_active), updated_at = ? "
                 "WHERE id = ? AND business_id = ?",
                 {changes.name ? db::Value(*changes.name) : db::Value(nullptr),
                  changes.is_active ? db::Value(*changes.is_active) : db::Value(nullptr), now, id, business_id})
             .affected != 0;
}

void BusinessRepository::rename_profile(db::Connection& conn, const std::string& id, const std::string& name,
                                        const std::string& now) {
  conn.query("UPDATE profiles SET name = ?, name_search = ?, updated_at = ? WHERE id = ?",
             {name, normalize_search(name), now, id});
}

bool BusinessRepository::delete_cashier(db::Connection& conn, const std::string& business_id, const std::string& id) {
  return conn.query("DELETE FROM cashiers WHERE id = ? AND business_id = ?", {id, business_id}).affected != 0;
}

bool BusinessRepository::is_cashier_of(db::Connection& conn, const std::string& id, const std::string& business_id) {
  return !conn.query("SELECT id FROM cashiers WHERE id = ? AND business_id = ?", {id, business_id}).empty();
}

}  // namespace rifa::features::business
