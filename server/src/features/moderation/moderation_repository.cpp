#include "features/moderation/moderation_repository.hpp"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "common/text.hpp"

namespace rifa::features::moderation {

namespace {

constexpr const char* kUserColumns =
    "p.id, p.name, p.email, p.phone, p.type, p.membership_active, p.is_super_admin, p.suspended_at, "
    "p.suspension_reason, p.created_at, (SELECT COUNT(*) FROM raffles r WHERE r.creator_id = p.id) AS raffles, "
    "(SELECT COUNT(*) FROM raffles r WHERE r.creator_id = p.id AND (r.status = 'active' OR r.status = 'waiting')) "
    "AS open_raffles";

// A phone's digits in SQL (as phone_digits() keeps them, before the country code and the 0 go).
constexpr const char* kPhoneDigits =
    "replace(replace(replace(replace(replace(replace(COALESCE(p.phone, ''), ' ', ''), '-', ''), '.', ''), '(', ''), "
    "')', ''), '+', '')";

UserSummary user_of(const db::Row& r) {
  UserSummary u;
  u.id = r.text("id");
  u.name = r.text("name");
  u.email = r.opt_text("email");
  u.phone = r.opt_text("phone");
  u.type = r.text("type");
  u.membership_active = r.boolean("membership_active");
  u.is_super_admin = r.boolean("is_super_admin");
  u.suspended_at = r.opt_text("suspended_at");
  u.suspension_reason = r.opt_text("suspension_reason");
  u.created_at = r.text("created_at");
  u.raffles = r.integer("raffles");
  u.open_raffles = r.integer("open_raffles");
  return u;
}

// Each user's active payment methods' id_number, as typed.
void add_id_numbers(db::Connection& conn, std::vector<UserSummary>& users) {
  if (users.empty()) return;
  db::Params params;
  std::map<std::string, UserSummary*> by_id;
  for (auto& u : users) {
    params.emplace_back(u.id);
    by_id[u.id] = &u;
  }
  const auto rows = conn.query(
      "SELECT user_id, details FROM payment_methods WHERE is_active = TRUE AND id_number_digits IS NOT NULL AND "
      "user_id IN (" +
          db::placeholders(params.size()) + ") ORDER BY created_at, id",
      params);
  for (const auto& row : rows.rows) {
    const auto details = nlohmann::json::parse(row.text("details"), nullptr, false);
    const auto it = details.is_object() ? details.find("id_number") : details.end();
    if (it == details.end() || !it->is_string()) continue;
    auto& numbers = by_id[row.text("user_id")]->id_numbers;
    const std::string number = it->get<std::string>();
    if (std::find(numbers.begin(), numbers.end(), number) == numbers.end()) numbers.push_back(number);
  }
}

constexpr const char* kRaffleColumns =
    "r.id, r.title, r.creator_id, r.status, r.total_tickets, r.is_private, r.taken_down_at, r.is_blocked, "
    "CASE WHEN p.suspended_at IS NULL THEN 0 ELSE 1 END AS creator_suspended";

ModeratedRaffle raffle_of(const db::Row& r) {
  return {r.text("id"),
          r.text("title"),
          r.text("creator_id"),
          r.text("status"),
          r.integer("total_tickets"),
          r.boolean("is_private"),
          r.opt_text("taken_down_at"),
          r.integer("creator_suspended") == 1,
          r.boolean("is_blocked")};
}

std::vector<ModeratedRaffle> raffles_of(const db::Result& result) {
  std::vector<ModeratedRaffle> out;
  for (const auto& row : result.rows) out.push_back(raffle_of(row));
  return out;
}

constexpr const char* kReportSelect =
    "SELECT rr.id, rr.raffle_id, r.title AS raffle_title, r.status AS raffle_status, r.is_blocked AS raffle_blocked, "
    "r.taken_down_at AS raffle_taken_down_at, rr.reporter_id, p.name AS reporter_name, p.email AS reporter_email, "
    "rr.reason, rr.status, rr.created_at, rr.resolved_at FROM raffle_reports rr JOIN raffles r ON r.id = rr.raffle_id "
    "JOIN profiles p ON p.id = rr.reporter_id";

RaffleReport report_of(const db::Row& r) {
  RaffleReport out;
  out.id = r.text("id");
  out.raffle_id = r.text("raffle_id");
  out.raffle_title = r.text("raffle_title");
  out.raffle_status = r.text("raffle_status");
  out.raffle_blocked = r.boolean("raffle_blocked");
  out.raffle_taken_down = !r.is_null("raffle_taken_down_at");
  out.reporter_id = r.text("reporter_id");
  out.reporter_name = r.text("reporter_name");
  out.reporter_email = r.opt_text("reporter_email");
  out.reason = r.text("reason");
  out.status = r.text("status");
  out.created_at = r.text("created_at");
  out.resolved_at = r.opt_text("resolved_at");
  return out;
}

std::string for_update(const db::Connection& conn, const char* of) {
  return conn.dialect() == db::Dialect::postgresql ? std::string(" FOR UPDATE OF ") + of : "";
}

}  // namespace

// --- The user lookup

ModerationPage<UserSummary> ModerationRepository::find_users(db::Connection& conn,
                                                             const std::optional<LookupKeys>& keys, bool suspended_only,
                                                             const Page& page) {
  std::string where = " WHERE 1 = 1";
  db::Params params;
  if (suspended_only) where += " AND p.suspended_at IS NOT NULL";
  if (keys) {
    where += " AND (p.name_search LIKE ? ESCAPE '\\' OR lower(COALESCE(p.email, '')) LIKE ? ESCAPE '\\'";
    params.emplace_back("%" + escape_like(keys->name) + "%");
    params.emplace_back("%" + escape_like(keys->email) + "%");
    if (keys->phone_digits) {
      where += std::string(" OR ") + kPhoneDigits + " LIKE ?";
      params.emplace_back("%" + *keys->phone_digits);
    }
    if (keys->id_digits) {
      where += " OR p.id IN (SELECT user_id FROM payment_methods WHERE id_number_digits = ?)";
      params.emplace_back(*keys->id_digits);
    }
    where += ")";
  }
  ModerationPage<UserSummary> out;
  out.count = conn.query("SELECT COUNT(*) AS n FROM profiles p" + where, params).first().integer("n");
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  const auto rows = conn.query(std::string("SELECT ") + kUserColumns + " FROM profiles p" + where +
                                   " ORDER BY p.created_at DESC, p.id LIMIT ? OFFSET ?",
                               params);
  for (const auto& row : rows.rows) out.data.push_back(user_of(row));
  add_id_numbers(conn, out.data);
  return out;
}

std::optional<UserSummary> ModerationRepository::user(db::Connection& conn, const std::string& user_id) {
  const auto r = conn.query(std::string("SELECT ") + kUserColumns + " FROM profiles p WHERE p.id = ?", {user_id});
  if (r.empty()) return std::nullopt;
  std::vector<UserSummary> users{user_of(r.first())};
  add_id_numbers(conn, users);
  return std::move(users.front());
}

// --- Suspension

std::optional<ModeratedUser> ModerationRepository::lock_user(db::Connection& conn, const std::string& user_id) {
  const auto r =
      conn.query("SELECT p.id, p.name, p.email, p.is_super_admin, p.suspended_at FROM profiles p WHERE p.id = ?" +
                     for_update(conn, "p"),
                 {user_id});
  if (r.empty()) return std::nullopt;
  const auto& row = r.first();
  return ModeratedUser{row.text("id"), row.text("name"), row.opt_text("email"), row.boolean("is_super_admin"),
                       row.opt_text("suspended_at")};
}

void ModerationRepository::set_suspension(db::Connection& conn, const std::string& user_id,
                                          const std::optional<std::string>& at,
                                          const std::optional<std::string>& reason, const std::string& now) {
  conn.query(
      "UPDATE profiles SET suspended_at = ?, suspension_reason = ?, updated_at = ? WHERE id = ?",
      {at ? db::Value(*at) : db::Value(nullptr), reason ? db::Value(*reason) : db::Value(nullptr), now, user_id});
}

std::vector<ModeratedRaffle> ModerationRepository::block_raffles_of(db::Connection& conn, const std::string& creator_id,
                                                                    const std::string& now) {
  auto raffles = raffles_of(conn.query(std::string("SELECT ") + kRaffleColumns +
                                           " FROM raffles r JOIN profiles p ON p.id = r.creator_id WHERE "
                                           "r.creator_id = ? AND r.is_blocked = FALSE" +
                                           for_update(conn, "r"),
                                       {creator_id}));
  conn.query("UPDATE raffles SET is_blocked = TRUE, updated_at = ? WHERE creator_id = ? AND is_blocked = FALSE",
             {now, creator_id});
  return raffles;
}

std::vector<ModeratedRaffle> ModerationRepository::unblock_raffles_of(db::Connection& conn,
                                                                      const std::string& creator_id,
                                                                      const std::string& now) {
  auto raffles = raffles_of(conn.query(std::string("SELECT ") + kRaffleColumns +
                                           " FROM raffles r JOIN profiles p ON p.id = r.creator_id WHERE "
                                           "r.creator_id = ? AND r.is_blocked = TRUE AND r.taken_down_at IS NULL" +
                                           for_update(conn, "r"),
                                       {creator_id}));
  conn.query(
      "UPDATE raffles SET is_blocked = FALSE, updated_at = ? WHERE creator_id = ? AND is_blocked = TRUE AND "
      "taken_down_at IS NULL",
      {now, creator_id});
  return raffles;
}

// --- Take-downs

std::optional<ModeratedRaffle> ModerationRepository::lock_raffle(db::Connection& conn, const std::string& raffle_id) {
  const auto r =
      conn.query(std::string("SELECT ") + kRaffleColumns +
                     " FROM raffles r JOIN profiles p ON p.id = r.creator_id WHERE r.id = ?" + for_update(conn, "r"),
                 {raffle_id});
  if (r.empty()) return std::nullopt;
  return raffle_of(r.first());
}

void ModerationRepository::take_down(db::Connection& conn, const std::string& raffle_id, const std::string& reason,
                                     const std::string& now) {
  conn.query(
      "UPDATE raffles SET taken_down_at = ?, takedown_reason = ?, is_blocked = TRUE, updated_at = ? WHERE id = ?",
      {now, reason, now, raffle_id});
}

void ModerationRepository::restore(db::Connection& conn, const std::string& raffle_id, bool still_blocked,
                                   const std::string& now) {
  conn.query(
      "UPDATE raffles SET taken_down_at = NULL, takedown_reason = NULL, is_blocked = ?, updated_at = ? WHERE id = ?",
      {still_blocked, now, raffle_id});
}

// --- Reports

void ModerationRepository::insert_report(db::Connection& conn, const std::string& id, const std::string& raffle_id,
                                         const std::string& reporter_id, const std::string& reason,
                                         const std::string& now) {
  conn.query(
      "INSERT INTO raffle_reports (id, raffle_id, reporter_id, reason, status, created_at) VALUES (?, ?, ?, ?, "
      "'open', ?)",
      {id, raffle_id, reporter_id, reason, now});
}

std::int64_t ModerationRepository::reports_since(db::Connection& conn, const std::string& reporter_id,
                                                 const std::string& since) {
  return conn
      .query("SELECT COUNT(*) AS n FROM raffle_reports WHERE reporter_id = ? AND created_at >= ?", {reporter_id, since})
      .first()
      .integer("n");
}

std::optional<RaffleReport> ModerationRepository::report(db::Connection& conn, const std::string& report_id) {
  const auto r = conn.query(std::string(kReportSelect) + " WHERE rr.id = ?", {report_id});
  if (r.empty()) return std::nullopt;
  return report_of(r.first());
}

ModerationPage<RaffleReport> ModerationRepository::reports(db::Connection& conn,
                                                           const std::optional<std::string>& status, const Page& page) {
  const std::string where = status ? " WHERE rr.status = ?" : "";
  db::Params params;
  if (status) params.emplace_back(*status);
  ModerationPage<RaffleReport> out;
  out.count = conn.query("SELECT COUNT(*) AS n FROM raffle_reports rr" + where, params).first().integer("n");
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  const auto rows =
      conn.query(std::string(kReportSelect) + where + " ORDER BY rr.created_at DESC, rr.id LIMIT ? OFFSET ?", params);
  for (const auto& row : rows.rows) out.data.push_back(report_of(row));
  return out;
}

bool ModerationRepository::resolve_report(db::Connection& conn, const std::string& report_id, const std::string& status,
                                          const std::string& admin_id, const std::string& now) {
  return conn.query(
                 "UPDATE raffle_reports SET status = ?, resolved_at = ?, resolved_by = ? WHERE id = ? AND status = "
                 "'open'",
                 {status, now, admin_id, report_id})
             .affected > 0;
}

std::int64_t ModerationRepository::resolve_reports_of(db::Connection& conn, const std::string& raffle_id,
                                                      const std::string& status, const std::string& admin_id,
                                                      const std::string& now) {
  return conn
      .query(
          "UPDATE raffle_reports SET status = ?, resolved_at = ?, resolved_by = ? WHERE raffle_id = ? AND status = "
          "'open'",
          {status, now, admin_id, raffle_id})
      .affected;
}

}  // namespace rifa::features::moderation
