#include "features/subscriptions/subscriptions_repository.hpp"

#include <map>
#include <nlohmann/json.hpp>

namespace rifa::features::subscriptions {

namespace {

// The columns of subscription_plans (alias `p`) that plan_of reads.
constexpr const char* kPlanColumns =
    "p.id, p.name, p.slug, p.description, p.price_cents, p.can_create_public, p.can_create_private, "
    "p.has_admin_panel, p.max_active_raffles, p.max_tickets_per_raffle, p.max_cashiers, p.is_active, p.sort_order, "
    "p.created_at, p.updated_at";

// A subscription (alias `s`) with its plan (alias `p`).
constexpr const char* kSubscriptionColumns =
    "s.id AS s_id, s.user_id AS s_user_id, s.plan_id AS s_plan_id, s.status AS s_status, "
    "s.start_date AS s_start_date, s.end_date AS s_end_date, s.auto_renew AS s_auto_renew, "
    "s.payment_method_id AS s_payment_method_id, s.next_payment_date AS s_next_payment_date, "
    "s.last_payment_date AS s_last_payment_date, s.grace_until AS s_grace_until, s.renewal_of AS s_renewal_of, "
    "s.created_at AS s_created_at, s.updated_at AS s_updated_at, ";

// A subscription `s` in effect at a time given three times as parameters: active, started, and in
// its term or in the grace period after an auto-renewing term (its renewal prepared, not yet paid).
constexpr const char* kInEffect = "s.status = 'active' AND s.start_date <= ? AND (s.end_date > ? OR s.grace_until > ?)";

// No paid renewal of subscription `s`: no other active subscription of its user and plan starting
// at or after its end.
constexpr const char* kNoRenewal =
    "NOT EXISTS (SELECT 1 FROM user_subscriptions r WHERE r.user_id = s.user_id AND r.plan_id = s.plan_id "
    "AND r.status = 'active' AND r.id <> s.id AND r.start_date >= s.end_date)";

// An auto-renewing subscription `s` whose term ended is the renewal job's until it has its grace
// period (no grace yet, no paid renewal); the expiry leaves it alone meanwhile.
const std::string& awaits_renewal() {
  static const std::string sql = std::string("(s.auto_renew = TRUE AND s.grace_until IS NULL AND ") + kNoRenewal + ")";
  return sql;
}

// Due for the expiry: the term ended, and the grace period too when there is one (two `now`s).
const std::string& expiry_due() {
  static const std::string sql =
      "s.status = 'active' AND s.end_date <= ? AND (s.grace_until IS NULL OR s.grace_until <= ?) AND NOT " +
      awaits_renewal();
  return sql;
}

const std::string& select_subscription() {
  static const std::string sql = std::string("SELECT ") + kSubscriptionColumns + kPlanColumns +
                                 " FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id ";
  return sql;
}

// A subscription mobile payment (alias `m`) with its subscription's plan.
constexpr const char* kMobilePaymentColumns =
    "m.id AS m_id, m.user_id AS m_user_id, m.subscription_id AS m_subscription_id, m.amount_cents, "
    "m.amount_ves_cents, m.exchange_rate_cents, m.reported_amount_cents, m.reported_currency, m.mobile_number, "
    "m.payment_method, m.reference_number, m.screenshot_url, m.status AS m_status, m.admin_id, m.admin_notes, "
    "m.reviewed_at, m.duplicate_flags, m.created_at AS m_created_at, m.updated_at AS m_updated_at, "
    "p.id AS plan_id, p.name AS plan_name, p.price_cents AS plan_price_cents";
constexpr const char* kMobilePaymentFrom =
    " FROM subscription_mobile_payments m JOIN user_subscriptions s ON s.id = m.subscription_id "
    "JOIN subscription_plans p ON p.id = s.plan_id";
// The same with the payer (alias `u`).
const std::string& select_admin_mobile_payment() {
  static const std::string sql = std::string("SELECT ") + kMobilePaymentColumns +
                                 ", u.name AS payer_name, u.email AS payer_email" + kMobilePaymentFrom +
                                 " JOIN profiles u ON u.id = m.user_id";
  return sql;
}

db::Value value_of(const std::optional<std::string>& v) { return v ? db::Value(*v) : db::Value(nullptr); }
db::Value value_of(const std::optional<std::int64_t>& v) { return v ? db::Value(*v) : db::Value(nullptr); }

Plan plan_of(const db::Row& r) {
  return {r.text("id"),
          r.text("name"),
          r.text("slug"),
          r.text("description"),
          r.integer("price_cents"),
          r.boolean("can_create_public"),
          r.boolean("can_create_private"),
          r.boolean("has_admin_panel"),
          r.opt_integer("max_active_raffles"),
          r.integer("max_tickets_per_raffle"),
          r.opt_integer("max_cashiers"),
          r.boolean("is_active"),
          r.integer("sort_order"),
          r.text("created_at"),
          r.text("updated_at")};
}

std::vector<Plan> plans_of(const db::Result& r) {
  std::vector<Plan> out;
  out.reserve(r.rows.size());
  for (const auto& row : r.rows) out.push_back(plan_of(row));
  return out;
}

std::optional<Plan> first_plan(const db::Result& r) {
  if (r.empty()) return std::nullopt;
  return plan_of(r.first());
}

Subscription subscription_of(const db::Row& r) {
  return {r.text("s_id"),
          r.text("s_user_id"),
          r.text("s_plan_id"),
          r.text("s_status"),
          r.text("s_start_date"),
          r.text("s_end_date"),
          r.boolean("s_auto_renew"),
          r.opt_text("s_payment_method_id"),
          r.opt_text("s_next_payment_date"),
          r.opt_text("s_last_payment_date"),
          r.opt_text("s_grace_until"),
          r.opt_text("s_renewal_of"),
          r.text("s_created_at"),
          r.text("s_updated_at"),
          plan_of(r)};
}

std::optional<Subscription> first_subscription(const db::Result& r) {
  if (r.empty()) return std::nullopt;
  return subscription_of(r.first());
}

MobilePayment mobile_payment_of(const db::Row& r) {
  return {r.text("m_id"),
          r.text("m_user_id"),
          r.text("m_subscription_id"),
          {r.text("plan_id"), r.text("plan_name"), r.integer("plan_price_cents")},
          r.integer("amount_cents"),
          r.opt_integer("amount_ves_cents"),
          r.opt_integer("exchange_rate_cents"),
          r.integer("reported_amount_cents"),
          r.text("reported_currency"),
          r.text("mobile_number"),
          r.text("payment_method"),
          r.text("reference_number"),
          r.opt_text("screenshot_url"),
          r.text("m_status"),
          r.opt_text("admin_id"),
          r.opt_text("admin_notes"),
          r.opt_text("reviewed_at"),
          r.text("m_created_at"),
          r.text("m_updated_at")};
}

// The stored duplicate_flags text: [{"kind", "source", "payment_id", "distance"}].
std::vector<DuplicateFlag> flags_of(const std::string& text) {
  std::vector<DuplicateFlag> out;
  const auto stored = nlohmann::json::parse(text, nullptr, false);
  if (!stored.is_array()) return out;
  for (const auto& f : stored) {
    if (!f.is_object()) continue;
    const auto distance = f.find("distance");
    out.push_back(
        {f.value("kind", ""), f.value("source", ""), f.value("payment_id", ""),
         distance != f.end() && distance->is_number_integer() ? std::optional(distance->get<int>()) : std::nullopt});
  }
  return out;
}

std::string flags_text(const std::vector<DuplicateFlag>& flags) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& f : flags) {
    out.push_back({{"kind", f.kind},
                   {"source", f.source},
                   {"payment_id", f.payment_id},
                   {"distance", f.distance ? nlohmann::json(*f.distance) : nlohmann::json(nullptr)}});
  }
  return out.dump();
}

std::vector<DueSubscription> due_of(const db::Result& r) {
  std::vector<DueSubscription> out;
  out.reserve(r.rows.size());
  for (const auto& row : r.rows) out.push_back({row.text("id"), row.text("user_id"), row.text("end_date")});
  return out;
}

std::vector<std::string> ids_of(const db::Result& r) {
  std::vector<std::string> out;
  out.reserve(r.rows.size());
  for (const auto& row : r.rows) out.push_back(row.text("id"));
  return out;
}

// Rows of `select` (ending in "WHERE <id column>") whose id is one of `ids`, keyed by id.
std::map<std::string, db::Row> rows_by_id(db::Connection& conn, const std::string& select,
                                          const std::vector<std::string>& ids) {
  std::map<std::string, db::Row> found;
  if (ids.empty()) return found;
  const db::Params params(ids.begin(), ids.end());
  for (const auto& row : conn.query(select + " IN (" + db::placeholders(ids.size()) + ")", params).rows) {
    found.emplace(row.text("id"), row);
  }
  return found;
}

}  // namespace

// --- Plans

std::vector<Plan> SubscriptionsRepository::plans(bool active_only) {
  return plans_of(db_.query(std::string("SELECT ") + kPlanColumns + " FROM subscription_plans p" +
                            (active_only ? " WHERE p.is_active = TRUE ORDER BY p.price_cents, p.sort_order, p.id"
                                         : " ORDER BY p.sort_order, p.price_cents, p.id")));
}

std::optional<Plan> SubscriptionsRepository::plan(db::Connection& conn, const std::string& id) {
  return first_plan(
      conn.query(std::string("SELECT ") + kPlanColumns + " FROM subscription_plans p WHERE p.id = ?", {id}));
}

std::optional<Plan> SubscriptionsRepository::plan_by_slug(const std::string& slug) {
  return first_plan(
      db_.query(std::string("SELECT ") + kPlanColumns + " FROM subscription_plans p WHERE p.slug = ?", {slug}));
}

std::optional<Plan> SubscriptionsRepository::plan_named(db::Connection& conn, const std::string& name_or_slug) {
  return first_plan(
      conn.query(std::string("SELECT ") + kPlanColumns + " FROM subscription_plans p WHERE p.name = ? OR p.slug = ?",
                 {name_or_slug, name_or_slug}));
}

// --- Subscriptions

std::optional<Subscription> SubscriptionsRepository::by_id(db::Connection& conn, const std::string& id) {
  return first_subscription(conn.query(select_subscription() + "WHERE s.id = ?", {id}));
}

std::optional<Subscription> SubscriptionsRepository::own(db::Connection& conn, const std::string& user_id,
                                                         const std::string& id) {
  return first_subscription(conn.query(select_subscription() + "WHERE s.id = ? AND s.user_id = ?", {id, user_id}));
}

Listing<Subscription> SubscriptionsRepository::of_user(const std::string& user_id, const Page& page) {
  auto conn = db_.acquire();
  Listing<Subscription> out;
  out.count =
      conn->query("SELECT COUNT(*) AS n FROM user_subscriptions WHERE user_id = ?", {user_id}).first().integer("n");
  const auto rows =
      conn->query(select_subscription() + "WHERE s.user_id = ? ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?",
                  {user_id, page.limit, page.offset()});
  for (const auto& row : rows.rows) out.data.push_back(subscription_of(row));
  return out;
}

std::optional<Subscription> SubscriptionsRepository::in_effect(const std::string& user_id, const std::string& now) {
  return first_subscription(db_.query(select_subscription() + "WHERE s.user_id = ? AND " + kInEffect +
                                          " ORDER BY s.start_date DESC, s.created_at DESC LIMIT 1",
                                      {user_id, now, now, now}));
}

bool SubscriptionsRepository::any_in_effect(db::Connection& conn, const std::string& user_id, const std::string& now) {
  return !conn.query(
                  std::string("SELECT 1 FROM user_subscriptions s WHERE s.user_id = ? AND ") + kInEffect + " LIMIT 1",
                  {user_id, now, now, now})
              .empty();
}

std::optional<PendingSubscription> SubscriptionsRepository::pending_of(db::Connection& conn,
                                                                       const std::string& user_id) {
  const auto r = conn.query(
      "SELECT s.id, s.plan_id, p.name FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id "
      "WHERE s.user_id = ? AND s.status = 'pending'",
      {user_id});
  if (r.empty()) return std::nullopt;
  return PendingSubscription{r.first().text("id"), r.first().text("plan_id"), r.first().text("name")};
}

void SubscriptionsRepository::insert(db::Connection& conn, const Subscription& s) {
  conn.query(
      "INSERT INTO user_subscriptions (id, user_id, plan_id, status, start_date, end_date, auto_renew, "
      "payment_method_id, next_payment_date, last_payment_date, renewal_of, created_at, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {s.id, s.user_id, s.plan_id, s.status, s.start_date, s.end_date, s.auto_renew, value_of(s.payment_method_id),
       value_of(s.next_payment_date), value_of(s.last_payment_date), value_of(s.renewal_of), s.created_at,
       s.updated_at});
}

void SubscriptionsRepository::cancel(db::Connection& conn, const std::string& id, bool or_active,
                                     const std::string& now) {
  conn.query(std::string("UPDATE user_subscriptions SET status = 'cancelled', auto_renew = FALSE, updated_at = ? "
                         "WHERE id = ? AND ") +
                 (or_active ? "status IN ('pending', 'active')" : "status = 'pending'"),
             {now, id});
}

void SubscriptionsRepository::set_auto_renew(db::Connection& conn, const std::string& id, bool auto_renew,
                                             const std::string& now) {
  conn.query("UPDATE user_subscriptions SET auto_renew = ?, updated_at = ? WHERE id = ?", {auto_renew, now, id});
}

void SubscriptionsRepository::set_payment_method(db::Connection& conn, const std::string& id,
                                                 const std::optional<std::string>& method_id, const std::string& now) {
  conn.query("UPDATE user_subscriptions SET payment_method_id = ?, updated_at = ? WHERE id = ?",
             {value_of(method_id), now, id});
}

bool SubscriptionsRepository::has_payment_under_review(db::Connection& conn, const std::string& subscription_id) {
  return !conn.query("SELECT 1 FROM subscription_mobile_payments WHERE subscription_id = ? AND status = 'pending'",
                     {subscription_id})
              .empty();
}

bool SubscriptionsRepository::owns_active_method(db::Connection& conn, const std::string& user_id,
                                                 const std::string& method_id) {
  return !conn.query("SELECT 1 FROM payment_methods WHERE id = ? AND user_id = ? AND is_active = TRUE",
                     {method_id, user_id})
              .empty();
}

std::optional<std::string> SubscriptionsRepository::user_with_email(db::Connection& conn, const std::string& email) {
  const auto r = conn.query("SELECT id FROM profiles WHERE email = ?", {email});
  if (r.empty()) return std::nullopt;
  return r.first().text("id");
}

Listing<SubscriptionPayment> SubscriptionsRepository::payments(db::Connection& conn, const std::string& subscription_id,
                                                               const Page& page) {
  Listing<SubscriptionPayment> out;
  out.count = conn.query("SELECT COUNT(*) AS n FROM subscription_payments WHERE subscription_id = ?", {subscription_id})
                  .first()
                  .integer("n");
  const auto rows = conn.query(
      "SELECT id, subscription_id, amount_cents, payment_method_id, status, reference, payment_date, created_at "
      "FROM subscription_payments WHERE subscription_id = ? ORDER BY payment_date DESC, created_at DESC, id DESC "
      "LIMIT ? OFFSET ?",
      {subscription_id, page.limit, page.offset()});
  for (const auto& r : rows.rows) {
    out.data.push_back({r.text("id"), r.text("subscription_id"), r.integer("amount_cents"),
                        r.opt_text("payment_method_id"), r.text("status"), r.opt_text("reference"),
                        r.text("payment_date"), r.text("created_at")});
  }
  return out;
}

// --- Membership

bool SubscriptionsRepository::has_back_office_plan(db::Connection& conn, const std::string& user_id,
                                                   const std::string& now) {
  return !conn.query(std::string("SELECT 1 FROM user_subscriptions s JOIN subscription_plans p "
                                 "ON p.id = s.plan_id WHERE s.user_id = ? AND ") +
                         kInEffect + " AND p.has_admin_panel = TRUE LIMIT 1",
                     {user_id, now, now, now})
              .empty();
}

void SubscriptionsRepository::set_membership(db::Connection& conn, const std::string& user_id, bool business,
                                             const std::string& now) {
  if (business) {
    conn.query("UPDATE profiles SET type = 'business', membership_active = TRUE, updated_at = ? WHERE id = ?",
               {now, user_id});
  } else {
    conn.query(
        "UPDATE profiles SET membership_active = FALSE, updated_at = ? WHERE id = ? AND membership_active = TRUE",
        {now, user_id});
  }
}

// --- The jobs

std::vector<DueSubscription> SubscriptionsRepository::due_renewals(const std::string& now, std::int64_t limit) {
  return due_of(
      db_.query("SELECT s.id, s.user_id, s.end_date FROM user_subscriptions s "
                "WHERE s.status = 'active' AND s.end_date <= ? AND " +
                    awaits_renewal() + " ORDER BY s.end_date LIMIT ?",
                {now, limit}));
}

std::optional<ClaimedSubscription> SubscriptionsRepository::claim_grace(db::Connection& conn, const std::string& id,
                                                                        const std::string& end_date,
                                                                        const std::string& now,
                                                                        const std::string& grace_until) {
  const auto claimed = conn.query(
      "UPDATE user_subscriptions AS s SET grace_until = ?, updated_at = ? "
      "WHERE s.id = ? AND s.status = 'active' AND s.end_date = ? AND s.end_date <= ? AND " +
          awaits_renewal() + " RETURNING plan_id, end_date, payment_method_id, auto_renew",
      {grace_until, now, id, end_date, now});
  if (claimed.empty()) return std::nullopt;
  const auto& c = claimed.first();
  return ClaimedSubscription{c.text("plan_id"), c.text("end_date"), c.opt_text("payment_method_id"),
                             c.boolean("auto_renew")};
}

void SubscriptionsRepository::adopt_as_renewal(db::Connection& conn, const std::string& pending_id,
                                               const std::string& renewed_id, const std::string& now) {
  conn.query("UPDATE user_subscriptions SET renewal_of = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
             {renewed_id, now, pending_id});
}

void SubscriptionsRepository::cancel_unpaid_renewal(db::Connection& conn, const std::string& renewed_id,
                                                    const std::string& now) {
  conn.query(
      "UPDATE user_subscriptions SET status = 'cancelled', auto_renew = FALSE, updated_at = ? "
      "WHERE renewal_of = ? AND status = 'pending' AND NOT EXISTS (SELECT 1 FROM subscription_mobile_payments m "
      "WHERE m.subscription_id = user_subscriptions.id AND m.status = 'pending')",
      {now, renewed_id});
}

std::vector<DueSubscription> SubscriptionsRepository::due_reminders(const std::string& now, const std::string& horizon,
                                                                    std::int64_t limit) {
  return due_of(db_.query(std::string("SELECT s.id, s.user_id, s.end_date FROM user_subscriptions s "
                                      "WHERE s.status = 'active' AND s.reminded_at IS NULL AND s.end_date > ? "
                                      "AND s.end_date <= ? AND ") +
                              kNoRenewal + " ORDER BY s.end_date LIMIT ?",
                          {now, horizon, limit}));
}

std::optional<ClaimedSubscription> SubscriptionsRepository::claim_reminder(db::Connection& conn, const std::string& id,
                                                                           const std::string& now) {
  const auto claimed = conn.query(std::string("UPDATE user_subscriptions AS s SET reminded_at = ? "
                                              "WHERE s.id = ? AND s.status = 'active' AND s.reminded_at IS NULL "
                                              "AND ") +
                                      kNoRenewal + " RETURNING plan_id, end_date, payment_method_id, auto_renew",
                                  {now, id});
  if (claimed.empty()) return std::nullopt;
  const auto& c = claimed.first();
  return ClaimedSubscription{c.text("plan_id"), c.text("end_date"), c.opt_text("payment_method_id"),
                             c.boolean("auto_renew")};
}

std::vector<DueSubscription> SubscriptionsRepository::due_expiries(const std::string& now, std::int64_t limit) {
  return due_of(db_.query("SELECT s.id, s.user_id, s.end_date FROM user_subscriptions s WHERE " + expiry_due() +
                              " ORDER BY s.end_date LIMIT ?",
                          {now, now, limit}));
}

std::optional<ClaimedSubscription> SubscriptionsRepository::claim_expiry(db::Connection& conn, const std::string& id,
                                                                         const std::string& now) {
  const auto claimed =
      conn.query("UPDATE user_subscriptions AS s SET status = 'expired', updated_at = ? WHERE s.id = ? AND " +
                     expiry_due() + " RETURNING plan_id, end_date, payment_method_id, auto_renew",
                 {now, id, now, now});
  if (claimed.empty()) return std::nullopt;
  const auto& c = claimed.first();
  return ClaimedSubscription{c.text("plan_id"), c.text("end_date"), c.opt_text("payment_method_id"),
                             c.boolean("auto_renew")};
}

void SubscriptionsRepository::lock_profile(db::Connection& conn, const std::string& user_id) {
  if (conn.dialect() == db::Dialect::postgresql)
    conn.query("SELECT id FROM profiles WHERE id = ? FOR UPDATE", {user_id});
}

// --- Mobile payments

Listing<MobilePayment> SubscriptionsRepository::mobile_payments_of(const std::string& user_id, const Page& page) {
  auto conn = db_.acquire();
  Listing<MobilePayment> out;
  out.count = conn->query("SELECT COUNT(*) AS n FROM subscription_mobile_payments WHERE user_id = ?", {user_id})
                  .first()
                  .integer("n");
  const auto rows = conn->query(std::string("SELECT ") + kMobilePaymentColumns + kMobilePaymentFrom +
                                    " WHERE m.user_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?",
                                {user_id, page.limit, page.offset()});
  for (const auto& row : rows.rows) out.data.push_back(mobile_payment_of(row));
  return out;
}

std::optional<MobilePayment> SubscriptionsRepository::mobile_payment(db::Connection& conn, const std::string& id) {
  const auto r =
      conn.query(std::string("SELECT ") + kMobilePaymentColumns + kMobilePaymentFrom + " WHERE m.id = ?", {id});
  if (r.empty()) return std::nullopt;
  return mobile_payment_of(r.first());
}

std::optional<Payable> SubscriptionsRepository::payable(db::Connection& conn, const std::string& subscription_id,
                                                        const std::string& user_id) {
  const auto r = conn.query(
      "SELECT s.status, p.price_cents FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id "
      "WHERE s.id = ? AND s.user_id = ?",
      {subscription_id, user_id});
  if (r.empty()) return std::nullopt;
  return Payable{r.first().text("status"), r.first().integer("price_cents")};
}

std::optional<std::int64_t> SubscriptionsRepository::exchange_rate(db::Connection& conn) {
  return conn.query("SELECT exchange_rate_cents FROM platform_settings WHERE id = 1")
      .first()
      .opt_integer("exchange_rate_cents");
}

void SubscriptionsRepository::insert_mobile_payment(db::Connection& conn, const NewMobilePayment& m) {
  conn.query(
      "INSERT INTO subscription_mobile_payments (id, user_id, subscription_id, amount_cents, mobile_number, "
      "payment_method, reference_number, screenshot_url, status, amount_ves_cents, exchange_rate_cents, "
      "reported_amount_cents, reported_currency, reference_key, screenshot_sha256, screenshot_dhash, "
      "duplicate_flags, created_at, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {m.id, m.user_id, m.subscription_id, m.amount_cents, m.mobile_number, m.payment_method, m.reference_number,
       m.screenshot_path, value_of(m.amount_ves_cents), value_of(m.exchange_rate_cents), m.reported_amount_cents,
       m.reported_currency, value_of(m.reference_key), value_of(m.sha256), value_of(m.dhash),
       flags_text(m.duplicate_flags), m.now, m.now});
}

Listing<AdminMobilePayment> SubscriptionsRepository::admin_mobile_payments(db::Connection& conn,
                                                                           const std::optional<std::string>& status,
                                                                           const Page& page) {
  const std::string where = status ? " WHERE m.status = ?" : "";
  const db::Params filter = status ? db::Params{*status} : db::Params{};
  Listing<AdminMobilePayment> out;
  out.count =
      conn.query("SELECT COUNT(*) AS n FROM subscription_mobile_payments m" + where, filter).first().integer("n");
  db::Params params = filter;
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  const std::string order =
      status == "pending" ? " ORDER BY m.created_at, m.id" : " ORDER BY m.created_at DESC, m.id DESC";
  const auto rows = conn.query(select_admin_mobile_payment() + where + order + " LIMIT ? OFFSET ?", params);
  for (const auto& row : rows.rows) {
    out.data.push_back({mobile_payment_of(row),
                        {row.text("m_user_id"), row.text("payer_name"), row.opt_text("payer_email")},
                        matches(conn, flags_of(row.text("duplicate_flags")))});
  }
  return out;
}

std::optional<AdminMobilePayment> SubscriptionsRepository::admin_mobile_payment(db::Connection& conn,
                                                                                const std::string& id) {
  const auto r = conn.query(select_admin_mobile_payment() + " WHERE m.id = ?", {id});
  if (r.empty()) return std::nullopt;
  const auto& row = r.first();
  return AdminMobilePayment{mobile_payment_of(row),
                            {row.text("m_user_id"), row.text("payer_name"), row.opt_text("payer_email")},
                            matches(conn, flags_of(row.text("duplicate_flags")))};
}

std::vector<FlagMatch> SubscriptionsRepository::matches(db::Connection& conn, const std::vector<DuplicateFlag>& flags) {
  std::vector<FlagMatch> out;
  if (flags.empty()) return out;
  std::vector<std::string> subscription_ids, ticket_ids;
  for (const auto& f : flags) (f.source == "ticket" ? ticket_ids : subscription_ids).push_back(f.payment_id);
  const auto earlier = rows_by_id(conn,
                                  "SELECT m.id, m.created_at, m.screenshot_url, u.name FROM "
                                  "subscription_mobile_payments m JOIN profiles u ON u.id = m.user_id WHERE m.id",
                                  subscription_ids);
  const auto tickets = rows_by_id(conn, "SELECT id, created_at FROM payment_details WHERE id", ticket_ids);
  for (const auto& f : flags) {
    const bool ticket = f.source == "ticket";
    const auto& rows = ticket ? tickets : earlier;
    const auto it = rows.find(f.payment_id);
    if (it == rows.end()) continue;
    const db::Row& e = it->second;
    FlagMatch match{f.kind, ticket ? "ticket" : "subscription", e.text("created_at"), {}, {}, {}, f.distance};
    if (!ticket) {
      match.payment_id = e.text("id");
      match.user_name = e.text("name");
      match.screenshot_path = e.opt_text("screenshot_url");
    }
    out.push_back(std::move(match));
  }
  return out;
}

// --- Duplicate signs

std::vector<std::string> SubscriptionsRepository::payments_with_reference(db::Connection& conn,
                                                                          const std::string& reference_key,
                                                                          const std::string& except_id,
                                                                          std::int64_t limit) {
  return ids_of(conn.query(
      "SELECT id FROM subscription_mobile_payments WHERE reference_key = ? AND id <> ? ORDER BY created_at, id LIMIT ?",
      {reference_key, except_id, limit}));
}

std::vector<std::string> SubscriptionsRepository::payments_with_image(db::Connection& conn, const std::string& sha256,
                                                                      const std::string& except_id,
                                                                      std::int64_t limit) {
  return ids_of(
      conn.query("SELECT id FROM subscription_mobile_payments WHERE screenshot_sha256 = ? AND id <> ? "
                 "ORDER BY created_at, id LIMIT ?",
                 {sha256, except_id, limit}));
}

std::vector<std::string> SubscriptionsRepository::ticket_reports_with_image(db::Connection& conn,
                                                                            const std::string& sha256,
                                                                            std::int64_t limit) {
  return ids_of(conn.query("SELECT id FROM payment_details WHERE screenshot_sha256 = ? ORDER BY created_at, id LIMIT ?",
                           {sha256, limit}));
}

}  // namespace rifa::features::subscriptions
