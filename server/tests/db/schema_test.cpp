// The schema (migrations/sqlite and migrations/postgres) enforces the same rules on both
// databases: seeded plans, keys, CHECKs, cascades. Every case runs on both dialects.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <cstdint>
#include <regex>
#include <string>
#include <thread>
#include <vector>

#include "db/database.hpp"
#include "db_fixture.hpp"

namespace rifa::db::testing {
namespace {

using namespace std::string_literals;

class SchemaTest : public DbTest {};

INSTANTIATE_TEST_SUITE_P(Dialects, SchemaTest, kAllDialects, DialectParamName);

// ---- Migrations ------------------------------------------------------------------------------

TEST_P(SchemaTest, MigrationsAreRecordedAndIdempotent) {
  const auto builtin = builtin_migrations(dialect());
  const auto recorded = db().query("SELECT version, name FROM schema_migrations ORDER BY version").rows;
  ASSERT_EQ(recorded.size(), builtin.size());
  EXPECT_EQ(recorded.front().integer("version"), 1);
  EXPECT_EQ(recorded.front().text("name"), "initial_schema");
  const MigrationReport again = migrate(db(), builtin);
  EXPECT_EQ(again.from, again.to);
  EXPECT_EQ(count("subscription_plans"), 4);
}

TEST_P(SchemaTest, EveryTableExists) {
  for (const char* table : {"users",
                            "sessions",
                            "refresh_tokens",
                            "flow_states",
                            "one_time_tokens",
                            "profiles",
                            "payment_methods",
                            "raffles",
                            "tickets",
                            "ticket_numbers",
                            "ratings",
                            "payment_details",
                            "favorites",
                            "notifications",
                            "subscription_plans",
                            "user_subscriptions",
                            "subscription_payments",
                            "subscription_mobile_payments",
                            "mobile_payment_config",
                            "cashiers",
                            "storage_objects",
                            "mail_outbox",
                            "audit_log"}) {
    EXPECT_NO_THROW(db().query("SELECT COUNT(*) AS n FROM "s + table)) << table;
  }
}

// ---- Plans -----------------------------------------------------------------------------------

TEST_P(SchemaTest, FourPlansAreSeededWithTheirFeatures) {
  const auto plans =
      db().query(
              "SELECT id, name, slug, description, price_cents, is_active, can_create_public, can_create_private,"
              " has_admin_panel, max_active_raffles, max_tickets_per_raffle, max_cashiers"
              " FROM subscription_plans WHERE is_active = TRUE ORDER BY price_cents, sort_order")
          .rows;
  ASSERT_EQ(plans.size(), 4u);

  const auto& gratis = plans[0];
  EXPECT_EQ(gratis.text("id"), "00000000-0000-4000-8000-000000000001");
  EXPECT_EQ(gratis.text("name"), "Gratis");
  EXPECT_EQ(gratis.text("slug"), "gratis");
  EXPECT_EQ(gratis.integer("price_cents"), 0);
  EXPECT_TRUE(gratis.boolean("can_create_public"));
  EXPECT_FALSE(gratis.boolean("can_create_private"));
  EXPECT_FALSE(gratis.boolean("has_admin_panel"));
  EXPECT_EQ(gratis.opt_integer("max_active_raffles"), 1);
  EXPECT_EQ(gratis.integer("max_tickets_per_raffle"), 100);
  EXPECT_EQ(gratis.opt_integer("max_cashiers"), 0);

  const auto& basico = plans[1];
  EXPECT_EQ(basico.text("id"), "00000000-0000-4000-8000-000000000002");
  EXPECT_EQ(basico.text("name"), "Básico");
  EXPECT_EQ(basico.text("slug"), "basico");
  EXPECT_GT(basico.integer("price_cents"), 0);
  EXPECT_TRUE(basico.boolean("can_create_public"));
  EXPECT_FALSE(basico.boolean("can_create_private"));
  EXPECT_FALSE(basico.boolean("has_admin_panel"));
  EXPECT_EQ(basico.opt_integer("max_active_raffles"), 5);
  EXPECT_EQ(basico.integer("max_tickets_per_raffle"), 1000);
  EXPECT_EQ(basico.opt_integer("max_cashiers"), 0);

  const auto& pro = plans[2];
  EXPECT_EQ(pro.text("id"), "00000000-0000-4000-8000-000000000003");
  EXPECT_EQ(pro.text("name"), "Pro");
  EXPECT_GT(pro.integer("price_cents"), basico.integer("price_cents"));
  EXPECT_TRUE(pro.boolean("can_create_public"));
  EXPECT_TRUE(pro.boolean("can_create_private"));
  EXPECT_FALSE(pro.boolean("has_admin_panel"));
  EXPECT_TRUE(pro.is_null("max_active_raffles"));  // unlimited
  EXPECT_EQ(pro.integer("max_tickets_per_raffle"), 10000);
  EXPECT_EQ(pro.opt_integer("max_cashiers"), 0);

  const auto& negocio = plans[3];
  EXPECT_EQ(negocio.text("id"), "00000000-0000-4000-8000-000000000004");
  EXPECT_EQ(negocio.text("name"), "Negocio");
  EXPECT_GT(negocio.integer("price_cents"), pro.integer("price_cents"));
  EXPECT_TRUE(negocio.boolean("can_create_public"));
  EXPECT_TRUE(negocio.boolean("can_create_private"));
  EXPECT_TRUE(negocio.boolean("has_admin_panel"));
  EXPECT_TRUE(negocio.is_null("max_active_raffles"));
  EXPECT_EQ(negocio.integer("max_tickets_per_raffle"), 10000);
  EXPECT_GT(negocio.opt_integer("max_cashiers").value_or(1), 0);

  for (const auto& plan : plans) EXPECT_FALSE(plan.text("description").empty()) << plan.text("name");
}

TEST_P(SchemaTest, PlanNamesAreUnique) {
  EXPECT_THROW(db().query("INSERT INTO subscription_plans (id, name, slug, price_cents, max_tickets_per_raffle)"
                          " VALUES (?, ?, ?, ?, ?)",
                          {rifa::new_uuid(), "Pro"s, "pro-2"s, std::int64_t{100}, std::int64_t{100}}),
               UniqueViolation);
  EXPECT_THROW(db().query("INSERT INTO subscription_plans (id, name, slug, price_cents, max_tickets_per_raffle)"
                          " VALUES (?, ?, ?, ?, ?)",
                          {rifa::new_uuid(), "Plan negativo"s, "neg"s, std::int64_t{-1}, std::int64_t{100}}),
               ConstraintViolation);
}

// ---- Users and profiles ----------------------------------------------------------------------

TEST_P(SchemaTest, UserEmailIsUniqueAndStoredCaseFolded) {
  db().query("INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)",
             {rifa::new_uuid(), "ana@example.com"s, "h"s});
  EXPECT_THROW(db().query("INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)",
                          {rifa::new_uuid(), "ana@example.com"s, "h"s}),
               UniqueViolation);
  // The server lower-cases before writing; an upper-case email means it forgot to.
  EXPECT_THROW(db().query("INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)",
                          {rifa::new_uuid(), "Ana@Example.com"s, "h"s}),
               ConstraintViolation);
  EXPECT_EQ(count("users"), 1);
}

TEST_P(SchemaTest, ProfileDefaults) {
  const std::string id = make_user("José Pérez");
  const Row p = db().query("SELECT * FROM profiles WHERE id = ?", {id}).first();
  EXPECT_EQ(p.text("type"), "user");
  EXPECT_FALSE(p.boolean("membership_active"));
  EXPECT_FALSE(p.boolean("is_super_admin"));
  EXPECT_FALSE(p.boolean("is_verified"));
  EXPECT_EQ(p.real("rating"), 0.0);
  EXPECT_EQ(p.integer("rating_count"), 0);
  EXPECT_TRUE(std::regex_match(p.text("joined_date"), std::regex(kCanonicalTimestampPattern)));
  EXPECT_THROW(db().query("UPDATE profiles SET type = ? WHERE id = ?", {"admin"s, id}), ConstraintViolation);
  EXPECT_THROW(db().query("UPDATE profiles SET rating = ? WHERE id = ?", {5.5, id}), ConstraintViolation);
  db().query("UPDATE profiles SET type = ?, membership_active = ?, rating = ? WHERE id = ?",
             {"business"s, true, 4.5, id});
  const Row q = db().query("SELECT type, membership_active, rating FROM profiles WHERE id = ?", {id}).first();
  EXPECT_EQ(q.text("type"), "business");
  EXPECT_TRUE(q.boolean("membership_active"));
  EXPECT_EQ(q.real("rating"), 4.5);
}

TEST_P(SchemaTest, ProfileNeedsAUser) {
  EXPECT_THROW(db().query("INSERT INTO profiles (id, name) VALUES (?, ?)", {rifa::new_uuid(), "Nadie"s}),
               ConstraintViolation);
}

TEST_P(SchemaTest, NormalisedSearchColumnsWorkWithPlainLike) {
  const std::string jose = make_user("José Pérez");
  db().query("UPDATE profiles SET name_search = ? WHERE id = ?", {"jose perez"s, jose});
  make_user("María");
  const auto found = db().query("SELECT id FROM profiles WHERE name_search LIKE ? ORDER BY name LIMIT ?",
                                {"%jose%"s, std::int64_t{10}})
                         .rows;
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].text("id"), jose);
}

TEST_P(SchemaTest, MalformedIdsAreJustNotFound) {
  for (const std::string& id : {"not-a-uuid"s, ""s, "1"s, "'; DROP TABLE raffles; --"s}) {
    EXPECT_TRUE(db().query("SELECT id FROM raffles WHERE id = ?", {id}).empty());
    EXPECT_TRUE(db().query("SELECT id FROM profiles WHERE id = ?", {id}).empty());
  }
}

TEST_P(SchemaTest, DeletingAUserCascadesToItsAuthRows) {
  const std::string user = make_user();
  const std::string session = rifa::new_uuid();
  db().query("INSERT INTO sessions (id, user_id, user_agent, ip) VALUES (?, ?, ?, ?)",
             {session, user, "test"s, "127.0.0.1"s});
  const Row token =
      db().query("INSERT INTO refresh_tokens (token_hash, session_id, user_id) VALUES (?, ?, ?) RETURNING id, revoked",
                 {"hash-1"s, session, user})
          .first();
  EXPECT_GT(token.integer("id"), 0);
  EXPECT_FALSE(token.boolean("revoked"));
  db().query("INSERT INTO refresh_tokens (token_hash, session_id, user_id, parent) VALUES (?, ?, ?, ?)",
             {"hash-2"s, session, user, "hash-1"s});
  EXPECT_THROW(db().query("INSERT INTO refresh_tokens (token_hash, session_id, user_id) VALUES (?, ?, ?)",
                          {"hash-1"s, session, user}),
               UniqueViolation);
  const std::string flow = rifa::new_uuid();
  db().query(
      "INSERT INTO flow_states (id, user_id, auth_code_hash, code_challenge, code_challenge_method, "
      "authentication_method)"
      " VALUES (?, ?, ?, ?, ?, ?)",
      {flow, user, "code-hash"s, "challenge"s, "s256"s, "recovery"s});
  EXPECT_THROW(db().query("INSERT INTO flow_states (id, user_id, auth_code_hash, code_challenge, code_challenge_method)"
                          " VALUES (?, ?, ?, ?, ?)",
                          {rifa::new_uuid(), user, "other"s, "challenge"s, "S512"s}),
               ConstraintViolation);
  db().query("INSERT INTO one_time_tokens (id, user_id, token_type, token_hash, relates_to) VALUES (?, ?, ?, ?, ?)",
             {rifa::new_uuid(), user, "recovery"s, "ott-hash"s, flow});
  EXPECT_THROW(db().query("INSERT INTO one_time_tokens (id, user_id, token_type, token_hash) VALUES (?, ?, ?, ?)",
                          {rifa::new_uuid(), user, "magiclink"s, "ott-2"s}),
               ConstraintViolation);

  // Deleting the session drops its refresh tokens.
  const std::string other_session = rifa::new_uuid();
  db().query("INSERT INTO sessions (id, user_id) VALUES (?, ?)", {other_session, user});
  db().query("INSERT INTO refresh_tokens (token_hash, session_id, user_id) VALUES (?, ?, ?)",
             {"hash-3"s, other_session, user});
  db().query("DELETE FROM sessions WHERE id = ?", {other_session});
  EXPECT_EQ(count("refresh_tokens"), 2);

  EXPECT_EQ(db().query("DELETE FROM users WHERE id = ?", {user}).affected, 1);
  EXPECT_EQ(count("profiles"), 0);
  EXPECT_EQ(count("sessions"), 0);
  EXPECT_EQ(count("refresh_tokens"), 0);
  EXPECT_EQ(count("flow_states"), 0);
  EXPECT_EQ(count("one_time_tokens"), 0);
}

// ---- Payment methods -------------------------------------------------------------------------

TEST_P(SchemaTest, PaymentMethodTypeIsOneOfFour) {
  const std::string user = make_user();
  for (const std::string& type : {"pago_movil"s, "transferencia"s, "zelle"s, "efectivo"s}) {
    db().query("INSERT INTO payment_methods (id, user_id, type, name, details) VALUES (?, ?, ?, ?, ?)",
               {rifa::new_uuid(), user, type, "Mi " + type, R"({"bank":"0102","phone":"04141234567"})"s});
  }
  for (const std::string& type : {"paypal"s, "PAGO_MOVIL"s, ""s}) {
    EXPECT_THROW(db().query("INSERT INTO payment_methods (id, user_id, type, name) VALUES (?, ?, ?, ?)",
                            {rifa::new_uuid(), user, type, "x"s}),
                 ConstraintViolation)
        << type;
  }
  // details must be a JSON object.
  EXPECT_THROW(db().query("INSERT INTO payment_methods (id, user_id, type, name, details) VALUES (?, ?, ?, ?, ?)",
                          {rifa::new_uuid(), user, "zelle"s, "x"s, "[1,2]"s}),
               ConstraintViolation);
  EXPECT_EQ(count("payment_methods", "user_id = ? AND is_active = TRUE AND is_default = FALSE", {user}), 4);
}

TEST_P(SchemaTest, AtMostOneActiveDefaultPaymentMethod) {
  const std::string user = make_user();
  const std::string a = rifa::new_uuid(), b = rifa::new_uuid();
  for (const auto& id : {a, b}) {
    db().query("INSERT INTO payment_methods (id, user_id, type, name) VALUES (?, ?, ?, ?)",
               {id, user, "efectivo"s, "Caja"s});
  }
  db().query("UPDATE payment_methods SET is_default = TRUE WHERE id = ?", {a});
  EXPECT_THROW(db().query("UPDATE payment_methods SET is_default = TRUE WHERE id = ?", {b}), UniqueViolation);
  // The service's way: clear, then set, in one transaction.
  db().transaction([&](Connection& c) {
    c.query("UPDATE payment_methods SET is_default = FALSE WHERE user_id = ? AND is_default = TRUE", {user});
    c.query("UPDATE payment_methods SET is_default = TRUE WHERE id = ? AND user_id = ?", {b, user});
  });
  EXPECT_EQ(
      db().query("SELECT id FROM payment_methods WHERE user_id = ? AND is_default = TRUE", {user}).first().text("id"),
      b);
  // A soft-deleted default does not block a new default.
  db().query("UPDATE payment_methods SET is_active = FALSE WHERE id = ?", {b});
  EXPECT_NO_THROW(db().query("UPDATE payment_methods SET is_default = TRUE WHERE id = ?", {a}));
}

// ---- Raffles, tickets, numbers -------------------------------------------------------------

TEST_P(SchemaTest, RaffleChecks) {
  const std::string creator = make_user();
  const std::string raffle = make_raffle(creator);
  const Row r =
      db().query("SELECT status, sold_tickets, is_private, tags, winner_number FROM raffles WHERE id = ?", {raffle})
          .first();
  EXPECT_EQ(r.text("status"), "active");
  EXPECT_EQ(r.integer("sold_tickets"), 0);
  EXPECT_FALSE(r.boolean("is_private"));
  EXPECT_EQ(nlohmann::json::parse(r.text("tags")), nlohmann::json::array());
  EXPECT_TRUE(r.is_null("winner_number"));

  for (const std::string& status : {"waiting"s, "completed"s, "cancelled"s, "active"s}) {
    EXPECT_NO_THROW(db().query("UPDATE raffles SET status = ? WHERE id = ?", {status, raffle})) << status;
  }
  for (const std::string& status : {"draft"s, "finished"s, "ACTIVE"s}) {
    EXPECT_THROW(db().query("UPDATE raffles SET status = ? WHERE id = ?", {status, raffle}), ConstraintViolation)
        << status;
  }
  EXPECT_THROW(db().query("UPDATE raffles SET sold_tickets = ? WHERE id = ?", {std::int64_t{101}, raffle}),
               ConstraintViolation);
  EXPECT_THROW(db().query("UPDATE raffles SET sold_tickets = ? WHERE id = ?", {std::int64_t{-1}, raffle}),
               ConstraintViolation);
  EXPECT_NO_THROW(db().query("UPDATE raffles SET sold_tickets = ? WHERE id = ?", {std::int64_t{100}, raffle}));
  EXPECT_THROW(db().query("UPDATE raffles SET winner_number = ? WHERE id = ?", {std::int64_t{100}, raffle}),
               ConstraintViolation);
  EXPECT_NO_THROW(db().query("UPDATE raffles SET winner_number = ? WHERE id = ?", {std::int64_t{99}, raffle}));
  EXPECT_THROW(db().query("UPDATE raffles SET lottery = ? WHERE id = ?", {"loteria_x"s, raffle}), ConstraintViolation);
  EXPECT_THROW(db().query("UPDATE raffles SET ticket_price_cents = ? WHERE id = ?", {std::int64_t{0}, raffle}),
               ConstraintViolation);

  RaffleSpec odd;
  odd.total_tickets = 500;
  EXPECT_THROW(make_raffle(creator, odd), ConstraintViolation);
  RaffleSpec bad_status;
  bad_status.status = "draft";
  EXPECT_THROW(make_raffle(creator, bad_status), ConstraintViolation);
  for (std::int64_t total : {100, 1000, 10000}) {
    RaffleSpec ok;
    ok.total_tickets = total;
    EXPECT_NO_THROW(make_raffle(creator, ok));
  }
}

// PostgreSQL checks these in a trigger on the columns they read (migration V010), SQLite as CHECKs:
// the same rules either way, each refused on its own column.
TEST_P(SchemaTest, RaffleRulesOnTheColumnsTheyRead) {
  const std::string raffle = make_raffle(make_user());
  const auto refused = [&](const std::string& column, const Value& value) {
    EXPECT_THROW(db().query("UPDATE raffles SET " + column + " = ? WHERE id = ?", {value, raffle}), ConstraintViolation)
        << column;
  };
  refused("title", ""s);
  refused("tags", "{}"s);
  refused("reservation_minutes", std::int64_t{14});
  refused("reservation_minutes", std::int64_t{4321});
  refused("image_variants", "{}"s);
  refused("unsold_rule", "keep"s);
  refused("seal_sha256", "abc"s);
  refused("drawn_number", std::int64_t{-1});
  refused("draw_outcome", "lost"s);
  refused("winner_number", std::int64_t{-1});
  refused("total_tickets", std::int64_t{50});
  EXPECT_NO_THROW(db().query(
      "UPDATE raffles SET title = ?, tags = ?, reservation_minutes = ?, image_variants = ?, unsold_rule = ?, "
      "seal_sha256 = ?, drawn_number = ?, draw_outcome = ? WHERE id = ?",
      {"Otra"s, "[]"s, std::int64_t{15}, "[]"s, "void"s, std::string(64, 'a'), std::int64_t{0}, "void"s, raffle}));
  // A winner's number is read against the total: changing the total alone can break it.
  db().query("UPDATE raffles SET total_tickets = ? WHERE id = ?", {std::int64_t{1000}, raffle});
  db().query("UPDATE raffles SET winner_number = ? WHERE id = ?", {std::int64_t{500}, raffle});
  refused("total_tickets", std::int64_t{100});
  // A purchase's UPDATE (the counters only) on a row that keeps every rule.
  EXPECT_NO_THROW(db().query(
      "UPDATE raffles SET sold_tickets = sold_tickets + ?, numbers_version = numbers_version + 1 WHERE id = ?",
      {std::int64_t{3}, raffle}));
  const Row r = db().query("SELECT title, sold_tickets FROM raffles WHERE id = ?", {raffle}).first();
  EXPECT_EQ(r.text("title"), "Otra");
  EXPECT_EQ(r.integer("sold_tickets"), 3);
}

TEST_P(SchemaTest, PublicListNewestFirstExcludesPrivate) {
  const std::string creator = make_user();
  RaffleSpec older, newer, hidden, done;
  older.created_at = "2030-01-01T10:00:00.000Z";
  newer.created_at = "2030-01-02T10:00:00.000Z";
  hidden.created_at = "2030-01-03T10:00:00.000Z";
  hidden.is_private = true;
  done.created_at = "2030-01-04T10:00:00.000Z";
  done.status = "completed";
  const std::string a = make_raffle(creator, older), b = make_raffle(creator, newer);
  make_raffle(creator, hidden);
  const std::string d = make_raffle(creator, done);

  const auto all =
      db().query("SELECT id FROM raffles WHERE is_private = FALSE ORDER BY created_at DESC, id LIMIT ? OFFSET ?",
                 {std::int64_t{16}, std::int64_t{0}})
          .rows;
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].text("id"), d);
  EXPECT_EQ(all[1].text("id"), b);
  EXPECT_EQ(all[2].text("id"), a);
  const auto active = db().query("SELECT id FROM raffles WHERE is_private = ? AND status = ? ORDER BY created_at DESC",
                                 {false, "active"s})
                          .rows;
  ASSERT_EQ(active.size(), 2u);
  EXPECT_EQ(active[0].text("id"), b);
}

TEST_P(SchemaTest, TicketNumbersRefuseTheSameNumberTwiceInARaffle) {
  const std::string creator = make_user(), buyer = make_user();
  const std::string raffle = make_raffle(creator), other = make_raffle(creator);
  const std::string ticket = make_ticket(raffle, buyer, {7, 42});
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ?", {raffle}), 2);

  // Directly on the table...
  EXPECT_THROW(db().query("INSERT INTO ticket_numbers (raffle_id, number, ticket_id) VALUES (?, ?, ?)",
                          {raffle, std::int64_t{7}, ticket}),
               UniqueViolation);
  // ...and as the purchase does it: nothing of the second ticket remains.
  EXPECT_THROW(make_ticket(raffle, buyer, {1, 42}), UniqueViolation);
  EXPECT_EQ(count("tickets", "raffle_id = ?", {raffle}), 1);
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ?", {raffle}), 2);

  // The same number in another raffle is fine.
  EXPECT_NO_THROW(make_ticket(other, buyer, {7}));
  EXPECT_EQ(count("ticket_numbers", "number = ?", {std::int64_t{7}}), 2);

  // Negative numbers are refused; a number must belong to an existing ticket and raffle.
  EXPECT_THROW(db().query("INSERT INTO ticket_numbers (raffle_id, number, ticket_id) VALUES (?, ?, ?)",
                          {raffle, std::int64_t{-1}, ticket}),
               ConstraintViolation);
  EXPECT_THROW(db().query("INSERT INTO ticket_numbers (raffle_id, number, ticket_id) VALUES (?, ?, ?)",
                          {raffle, std::int64_t{3}, rifa::new_uuid()}),
               ConstraintViolation);

  // Cancelling frees the numbers: delete the rows, then they can be sold again.
  db().transaction([&](Connection& c) {
    c.query("UPDATE tickets SET status = ? WHERE id = ?", {"cancelled"s, ticket});
    c.query("DELETE FROM ticket_numbers WHERE ticket_id = ?", {ticket});
  });
  EXPECT_NO_THROW(make_ticket(raffle, buyer, {42}));

  const auto taken = db().query("SELECT number FROM ticket_numbers WHERE raffle_id = ? ORDER BY number", {raffle}).rows;
  ASSERT_EQ(taken.size(), 1u);
  EXPECT_EQ(taken[0].integer("number"), 42);
}

TEST_P(SchemaTest, ConcurrentPurchasesOfOneNumberHaveOneWinner) {
  const std::string creator = make_user();
  const std::string raffle = make_raffle(creator);
  std::vector<std::string> buyers;
  for (int i = 0; i < 8; ++i) buyers.push_back(make_user());
  std::atomic<int> sold{0}, taken{0}, other{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&, i] {
      try {
        make_ticket(raffle, buyers[i], {std::int64_t{i}, 50});
        ++sold;
      } catch (const UniqueViolation&) {
        ++taken;
      } catch (const std::exception&) {
        ++other;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(sold.load(), 1);
  EXPECT_EQ(taken.load(), 7);
  EXPECT_EQ(other.load(), 0);
  EXPECT_EQ(count("tickets", "raffle_id = ?", {raffle}), 1);
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ?", {raffle}), 2);
}

TEST_P(SchemaTest, TicketChecks) {
  const std::string creator = make_user(), buyer = make_user();
  const std::string raffle = make_raffle(creator);
  const std::string ticket = make_ticket(raffle, buyer, {1, 2, 3});
  const Row t =
      db().query("SELECT status, numbers, price_cents, purchase_date, sold_by FROM tickets WHERE id = ?", {ticket})
          .first();
  EXPECT_EQ(t.text("status"), "pending");
  EXPECT_EQ(nlohmann::json::parse(t.text("numbers")), nlohmann::json::parse("[1,2,3]"));
  EXPECT_EQ(t.integer("price_cents"), 750);
  EXPECT_TRUE(std::regex_match(t.text("purchase_date"), std::regex(kCanonicalTimestampPattern)));
  EXPECT_TRUE(t.is_null("sold_by"));

  for (const std::string& status : {"paid"s, "cancelled"s, "pending"s}) {
    EXPECT_NO_THROW(db().query("UPDATE tickets SET status = ? WHERE id = ?", {status, ticket})) << status;
  }
  for (const std::string& status : {"refunded"s, "PAID"s, ""s}) {
    EXPECT_THROW(db().query("UPDATE tickets SET status = ? WHERE id = ?", {status, ticket}), ConstraintViolation)
        << status;
  }
  EXPECT_THROW(
      db().query("INSERT INTO tickets (id, raffle_id, user_id, numbers, status, price_cents) VALUES (?, ?, ?, ?, ?, ?)",
                 {rifa::new_uuid(), raffle, buyer, "[9]"s, "reserved"s, std::int64_t{250}}),
      ConstraintViolation);
  EXPECT_THROW(db().query("INSERT INTO tickets (id, raffle_id, user_id, numbers, price_cents) VALUES (?, ?, ?, ?, ?)",
                          {rifa::new_uuid(), raffle, buyer, "[9]"s, std::int64_t{-1}}),
               ConstraintViolation);
  EXPECT_THROW(db().query("INSERT INTO tickets (id, raffle_id, user_id, numbers, price_cents) VALUES (?, ?, ?, ?, ?)",
                          {rifa::new_uuid(), raffle, buyer, "[]"s, std::int64_t{0}}),
               ConstraintViolation);
  EXPECT_THROW(db().query("INSERT INTO tickets (id, raffle_id, user_id, numbers, price_cents) VALUES (?, ?, ?, ?, ?)",
                          {rifa::new_uuid(), rifa::new_uuid(), buyer, "[9]"s, std::int64_t{250}}),
               ConstraintViolation);
}

TEST_P(SchemaTest, CounterSalesAndIdempotencyKeys) {
  const std::string owner = make_user(), buyer = make_user();
  const std::string raffle = make_raffle(owner);
  // A counter sale: no buyer account, sold_by records the seller.
  db().query(
      "INSERT INTO tickets (id, raffle_id, user_id, numbers, price_cents, buyer_name, buyer_phone, sold_by)"
      " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      {rifa::new_uuid(), raffle, nullptr, "[5]"s, std::int64_t{250}, "Cliente de taquilla"s, "04141234567"s, owner});
  EXPECT_EQ(count("tickets", "sold_by = ?", {owner}), 1);

  // A retried purchase with the same key is refused for the same user only.
  const std::string sql =
      "INSERT INTO tickets (id, raffle_id, user_id, numbers, price_cents, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)";
  db().query(sql, {rifa::new_uuid(), raffle, buyer, "[6]"s, std::int64_t{250}, "key-1"s});
  EXPECT_THROW(db().query(sql, {rifa::new_uuid(), raffle, buyer, "[6]"s, std::int64_t{250}, "key-1"s}),
               UniqueViolation);
  EXPECT_NO_THROW(db().query(sql, {rifa::new_uuid(), raffle, owner, "[7]"s, std::int64_t{250}, "key-1"s}));
  EXPECT_NO_THROW(db().query(sql, {rifa::new_uuid(), raffle, buyer, "[8]"s, std::int64_t{250}, nullptr}));
  EXPECT_NO_THROW(db().query(sql, {rifa::new_uuid(), raffle, buyer, "[9]"s, std::int64_t{250}, nullptr}));
}

TEST_P(SchemaTest, DeletingARaffleCascadesItsNumbersTicketsAndFavourites) {
  const std::string creator = make_user(), buyer = make_user();
  const std::string raffle = make_raffle(creator), kept = make_raffle(creator);
  const std::string ticket = make_ticket(raffle, buyer, {1, 2, 3});
  make_ticket(kept, buyer, {1});
  db().query("INSERT INTO payment_details (id, ticket_id, method, amount_cents) VALUES (?, ?, ?, ?)",
             {rifa::new_uuid(), ticket, "pago_movil"s, std::int64_t{750}});
  db().query("INSERT INTO ratings (id, ticket_id, raffle_id, rater_id, creator_id, rating) VALUES (?, ?, ?, ?, ?, ?)",
             {rifa::new_uuid(), ticket, raffle, buyer, creator, std::int64_t{5}});
  db().query("INSERT INTO favorites (user_id, raffle_id) VALUES (?, ?)", {buyer, raffle});

  EXPECT_EQ(db().query("DELETE FROM raffles WHERE id = ?", {raffle}).affected, 1);
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ?", {raffle}), 0);
  EXPECT_EQ(count("tickets", "raffle_id = ?", {raffle}), 0);
  EXPECT_EQ(count("payment_details"), 0);
  EXPECT_EQ(count("ratings"), 0);
  EXPECT_EQ(count("favorites"), 0);
  // The other raffle keeps its rows.
  EXPECT_EQ(count("ticket_numbers", "raffle_id = ?", {kept}), 1);
  EXPECT_EQ(count("tickets", "raffle_id = ?", {kept}), 1);
  // A creator with raffles cannot disappear underneath them (history).
  EXPECT_THROW(db().query("DELETE FROM profiles WHERE id = ?", {creator}), ConstraintViolation);
}

TEST_P(SchemaTest, RaffleCountsFollowInsertsStatusPrivacyAndDeletes) {
  // raffle_counts must always equal a COUNT(*) per (is_private, is_blocked, status): the timeline reads it.
  const auto matches_a_scan = [&] {
    const auto counts = db().query("SELECT is_private, is_blocked, status, n FROM raffle_counts");
    EXPECT_EQ(counts.rows.size(), 16u);
    for (const auto& row : counts.rows) {
      const std::int64_t scanned = count("raffles", "is_private = ? AND is_blocked = ? AND status = ?",
                                         {row.boolean("is_private"), row.boolean("is_blocked"), row.text("status")});
      if (row.integer("n") != scanned) return false;
    }
    return true;
  };
  EXPECT_TRUE(matches_a_scan());
  const std::string creator = make_user();
  const std::string a = make_raffle(creator), b = make_raffle(creator), c = make_raffle(creator);
  EXPECT_TRUE(matches_a_scan());
  EXPECT_GE(
      db().query("SELECT n FROM raffle_counts WHERE is_private = FALSE AND status = 'active'").first().integer("n"), 3);
  db().query("UPDATE raffles SET status = 'waiting' WHERE id = ?", {a});
  db().query("UPDATE raffles SET is_private = TRUE WHERE id = ?", {b});
  db().query("UPDATE raffles SET is_private = TRUE, status = 'cancelled' WHERE id = ?", {c});
  db().query("UPDATE raffles SET title = 'Otro título' WHERE id = ?", {a});  // no status change
  EXPECT_TRUE(matches_a_scan());
  db().query("UPDATE raffles SET is_blocked = TRUE WHERE id = ?", {a});  // taken down (moderation)
  EXPECT_TRUE(matches_a_scan());
  db().query("DELETE FROM raffles WHERE id = ?", {b});
  EXPECT_TRUE(matches_a_scan());
  // A rolled-back change leaves the counts as they were.
  EXPECT_THROW(db().transaction([&](Connection& conn) {
    conn.query("UPDATE raffles SET status = 'completed' WHERE id = ?", {a});
    throw std::runtime_error("rollback");
  }),
               std::runtime_error);
  EXPECT_TRUE(matches_a_scan());
}

TEST_P(SchemaTest, PaymentDetailsAndRatingsAreOnePerTicket) {
  const std::string creator = make_user(), buyer = make_user();
  const std::string raffle = make_raffle(creator);
  const std::string ticket = make_ticket(raffle, buyer, {10});
  const std::string sql =
      "INSERT INTO payment_details (id, ticket_id, method, reference, amount_cents, payment_date) VALUES (?, ?, ?, ?, "
      "?, ?)";
  db().query(sql, {rifa::new_uuid(), ticket, "pago_movil"s, "123456"s, std::int64_t{250}, "2030-01-01T12:00:00.000Z"s});
  EXPECT_THROW(db().query(sql, {rifa::new_uuid(), ticket, "zelle"s, "x"s, std::int64_t{250}, nullptr}),
               UniqueViolation);
  const Row pd =
      db().query("SELECT verification_status, currency FROM payment_details WHERE ticket_id = ?", {ticket}).first();
  EXPECT_EQ(pd.text("verification_status"), "pending");
  EXPECT_EQ(pd.text("currency"), "USD");
  EXPECT_NO_THROW(db().query(
      "UPDATE payment_details SET verification_status = ?, verified_by = ?, verified_at = ? WHERE ticket_id = ?",
      {"verified"s, creator, "2030-01-02T00:00:00.000Z"s, ticket}));
  EXPECT_THROW(
      db().query("UPDATE payment_details SET verification_status = ? WHERE ticket_id = ?", {"approved"s, ticket}),
      ConstraintViolation);

  db().query("INSERT INTO ratings (id, ticket_id, raffle_id, rater_id, creator_id, rating) VALUES (?, ?, ?, ?, ?, ?)",
             {rifa::new_uuid(), ticket, raffle, buyer, creator, std::int64_t{4}});
  EXPECT_THROW(
      db().query(
          "INSERT INTO ratings (id, ticket_id, raffle_id, rater_id, creator_id, rating) VALUES (?, ?, ?, ?, ?, ?)",
          {rifa::new_uuid(), ticket, raffle, buyer, creator, std::int64_t{5}}),
      UniqueViolation);
  const std::string second = make_ticket(raffle, buyer, {11});
  EXPECT_THROW(
      db().query(
          "INSERT INTO ratings (id, ticket_id, raffle_id, rater_id, creator_id, rating) VALUES (?, ?, ?, ?, ?, ?)",
          {rifa::new_uuid(), second, raffle, buyer, creator, std::int64_t{6}}),
      ConstraintViolation);
  EXPECT_THROW(
      db().query(
          "INSERT INTO ratings (id, ticket_id, raffle_id, rater_id, creator_id, rating) VALUES (?, ?, ?, ?, ?, ?)",
          {rifa::new_uuid(), second, raffle, buyer, creator, std::int64_t{0}}),
      ConstraintViolation);
}

// ---- Favourites and notifications ----------------------------------------------------------

TEST_P(SchemaTest, FavouriteIsUniquePerUserAndRaffle) {
  const std::string creator = make_user(), user = make_user(), other = make_user();
  const std::string raffle = make_raffle(creator);
  db().query("INSERT INTO favorites (user_id, raffle_id) VALUES (?, ?)", {user, raffle});
  EXPECT_THROW(db().query("INSERT INTO favorites (user_id, raffle_id) VALUES (?, ?)", {user, raffle}), UniqueViolation);
  // The idempotent PUT.
  EXPECT_EQ(
      db().query("INSERT INTO favorites (user_id, raffle_id) VALUES (?, ?) ON CONFLICT DO NOTHING", {user, raffle})
          .affected,
      0);
  EXPECT_EQ(
      db().query("INSERT INTO favorites (user_id, raffle_id) VALUES (?, ?) ON CONFLICT DO NOTHING", {other, raffle})
          .affected,
      1);
  EXPECT_EQ(count("favorites", "raffle_id = ?", {raffle}), 2);
  EXPECT_THROW(db().query("INSERT INTO favorites (user_id, raffle_id) VALUES (?, ?)", {user, rifa::new_uuid()}),
               ConstraintViolation);
}

TEST_P(SchemaTest, NotificationTypesAndPriorities) {
  const std::string user = make_user();
  const std::vector<std::string> types = {
      "new_purchase",      "ticket_paid",      "ticket_cancelled",      "raffle_sold_out",       "raffle_completed",
      "ticket_winner",     "payment_received", "verification_approved", "verification_rejected", "raffle_ending",
      "raffle_cancelled",  "winner_announced", "hold_expiring",         "subscription_expiring", "subscription_expired",
      "sales_closed",      "draw_reminder",    "raffle_taken_down",     "raffle_restored",       "organiser_suspended",
      "ticket_reinstated", "cashier_invited",  "seller_added",          "money_returned"};
  for (const auto& type : types) {
    db().query("INSERT INTO notifications (id, user_id, type, title, message, data) VALUES (?, ?, ?, ?, ?, ?)",
               {rifa::new_uuid(), user, type, "Título"s, "Mensaje"s, R"({"raffle_id":"x"})"s});
  }
  EXPECT_EQ(count("notifications", "user_id = ? AND is_read = FALSE AND priority = ?", {user, "medium"s}), 24);
  EXPECT_THROW(db().query("INSERT INTO notifications (id, user_id, type, title, message) VALUES (?, ?, ?, ?, ?)",
                          {rifa::new_uuid(), user, "spam"s, "t"s, "m"s}),
               ConstraintViolation);
  EXPECT_THROW(
      db().query("INSERT INTO notifications (id, user_id, type, title, message, priority) VALUES (?, ?, ?, ?, ?, ?)",
                 {rifa::new_uuid(), user, "ticket_paid"s, "t"s, "m"s, "urgent"s}),
      ConstraintViolation);
  EXPECT_EQ(
      db().query("UPDATE notifications SET is_read = TRUE WHERE user_id = ? AND is_read = FALSE", {user}).affected, 24);
  EXPECT_EQ(count("notifications", "user_id = ? AND NOT is_read", {user}), 0);
}

// ---- Subscriptions, mobile payments, cashiers --------------------------------------------------

TEST_P(SchemaTest, SubscriptionLifecycleColumns) {
  const std::string user = make_user();
  const std::string sub = rifa::new_uuid();
  db().query(
      "INSERT INTO user_subscriptions (id, user_id, plan_id, start_date, end_date, next_payment_date) VALUES (?, ?, ?, "
      "?, ?, ?)",
      {sub, user, "00000000-0000-4000-8000-000000000004"s, "2030-01-01T00:00:00.000Z"s, "2030-02-01T00:00:00.000Z"s,
       "2030-02-01T00:00:00.000Z"s});
  const Row s = db().query("SELECT status, auto_renew FROM user_subscriptions WHERE id = ?", {sub}).first();
  EXPECT_EQ(s.text("status"), "pending");
  EXPECT_TRUE(s.boolean("auto_renew"));
  EXPECT_THROW(db().query("UPDATE user_subscriptions SET status = ? WHERE id = ?", {"paused"s, sub}),
               ConstraintViolation);
  EXPECT_THROW(db().query("INSERT INTO user_subscriptions (id, user_id, plan_id, end_date) VALUES (?, ?, ?, ?)",
                          {rifa::new_uuid(), make_user(), rifa::new_uuid(), "2030-02-01T00:00:00.000Z"s}),
               ConstraintViolation);
  // One pending subscription per user (V008).
  EXPECT_THROW(
      db().query("INSERT INTO user_subscriptions (id, user_id, plan_id, end_date) VALUES (?, ?, ?, ?)",
                 {rifa::new_uuid(), user, "00000000-0000-4000-8000-000000000003"s, "2030-02-01T00:00:00.000Z"s}),
      UniqueViolation);

  db().query(
      "INSERT INTO subscription_payments (id, subscription_id, amount_cents, status, reference) VALUES (?, ?, ?, ?, ?)",
      {rifa::new_uuid(), sub, std::int64_t{4000}, "completed"s, "ref-1"s});
  const std::string mp = rifa::new_uuid();
  db().query(
      "INSERT INTO subscription_mobile_payments (id, user_id, subscription_id, amount_cents, mobile_number, "
      "payment_method,"
      " reference_number, screenshot_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      {mp, user, sub, std::int64_t{4000}, "04141234567"s, "pago_movil"s, "000123"s,
       user + "/payment-screenshots/1700000000000.png"});
  EXPECT_EQ(count("subscription_mobile_payments", "status = ?", {"pending"s}), 1);
  // One payment under review per subscription (V008).
  EXPECT_THROW(db().query("INSERT INTO subscription_mobile_payments (id, user_id, subscription_id, amount_cents, "
                          "mobile_number, payment_method, reference_number) VALUES (?, ?, ?, ?, ?, ?, ?)",
                          {rifa::new_uuid(), user, sub, std::int64_t{4000}, "04141234567"s, "pago_movil"s, "000124"s}),
               UniqueViolation);
  EXPECT_THROW(db().query("UPDATE subscription_mobile_payments SET reported_currency = ? WHERE id = ?", {"EUR"s, mp}),
               ConstraintViolation);
  EXPECT_THROW(db().query("UPDATE subscription_mobile_payments SET status = ? WHERE id = ?", {"verified"s, mp}),
               ConstraintViolation);
  const std::string admin = make_user("Admin");
  db().query(
      "UPDATE subscription_mobile_payments SET status = ?, admin_id = ?, admin_notes = ?, reviewed_at = ? WHERE id = ?",
      {"approved"s, admin, "OK"s, "2030-01-01T01:00:00.000Z"s, mp});
  db().query("UPDATE user_subscriptions SET status = ?, last_payment_date = ? WHERE id = ?",
             {"active"s, "2030-01-01T01:00:00.000Z"s, sub});
  // History is kept: the plan and the subscription cannot be deleted under their payments.
  EXPECT_THROW(db().query("DELETE FROM subscription_plans WHERE id = ?", {"00000000-0000-4000-8000-000000000004"s}),
               ConstraintViolation);
  EXPECT_THROW(db().query("DELETE FROM user_subscriptions WHERE id = ?", {sub}), ConstraintViolation);

  db().query(
      "INSERT INTO mobile_payment_config (id, payment_method, bank, phone, id_number, holder, instructions) VALUES (?, "
      "?, ?, ?, ?, ?, ?)",
      {rifa::new_uuid(), "pago_movil"s, "0102 Banco de Venezuela"s, "04141234567"s, "V-12345678"s, "Rifa C.A."s,
       "Envía la captura"s});
  EXPECT_EQ(count("mobile_payment_config", "is_active = TRUE"), 1);
}

TEST_P(SchemaTest, AUserIsCashierOfAtMostOneBusiness) {
  const std::string business = make_user("Negocio A"), other = make_user("Negocio B"), cashier = make_user("Cajero");
  const std::string sql = "INSERT INTO cashiers (id, business_id, email, name, is_active) VALUES (?, ?, ?, ?, ?)";
  db().query(sql, {cashier, business, "cajero@example.com"s, "Cajero"s, true});
  EXPECT_THROW(db().query(sql, {cashier, other, "cajero@example.com"s, "Cajero"s, true}), UniqueViolation);
  EXPECT_THROW(db().query(sql, {business, business, "self@example.com"s, "Yo"s, true}), ConstraintViolation);
  EXPECT_THROW(db().query(sql, {rifa::new_uuid(), business, "ghost@example.com"s, "Nadie"s, true}),
               ConstraintViolation);
  EXPECT_EQ(count("cashiers", "business_id = ? AND is_active = TRUE", {business}), 1);
  // Removing the business removes its cashier rows (not the cashiers' accounts).
  db().query("DELETE FROM users WHERE id = ?", {business});
  EXPECT_EQ(count("cashiers"), 0);
  EXPECT_EQ(count("profiles", "id = ?", {cashier}), 1);
}

// ---- Storage, mail, audit ------------------------------------------------------------------

TEST_P(SchemaTest, StorageObjectRoundTripsBinaryData) {
  const std::string owner = make_user();
  std::string png = "\x89PNG\r\n\x1a\n"s;
  png += std::string("\0\0\0\rIHDR", 8);
  for (int i = 0; i < 256; ++i) png += static_cast<char>(255 - i);
  png += std::string(1000, '\0');
  const std::string path = owner + "/avatar.png";
  db().query(
      "INSERT INTO storage_objects (bucket, path, owner_id, content_type, size, etag, data) VALUES (?, ?, ?, ?, ?, ?, "
      "?)",
      {"avatars"s, path, owner, "image/png"s, static_cast<std::int64_t>(png.size()), "etag-1"s, Blob{png}});
  const Row o =
      db().query("SELECT data, size, content_type, created_at FROM storage_objects WHERE bucket = ? AND path = ?",
                 {"avatars"s, path})
          .first();
  EXPECT_EQ(o.blob("data"), png);
  EXPECT_EQ(o.integer("size"), static_cast<std::int64_t>(png.size()));
  EXPECT_EQ(o.text("content_type"), "image/png");
  EXPECT_TRUE(std::regex_match(o.text("created_at"), std::regex(kCanonicalTimestampPattern)));

  // Upsert (avatar replaced in place).
  const std::string jpeg = "\xff\xd8\xff\xe0"s + std::string(10, '\0');
  db().query(
      "INSERT INTO storage_objects (bucket, path, owner_id, content_type, size, etag, data) VALUES (?, ?, ?, ?, ?, ?, "
      "?)"
      " ON CONFLICT (bucket, path) DO UPDATE SET content_type = excluded.content_type, size = excluded.size,"
      " etag = excluded.etag, data = excluded.data, updated_at = excluded.updated_at",
      {"avatars"s, path, owner, "image/jpeg"s, static_cast<std::int64_t>(jpeg.size()), "etag-2"s, Blob{jpeg}});
  EXPECT_EQ(db().query("SELECT data FROM storage_objects WHERE bucket = ? AND path = ?", {"avatars"s, path})
                .first()
                .blob("data"),
            jpeg);
  EXPECT_EQ(count("storage_objects"), 1);

  // Same path in another bucket is another object; unknown buckets and wrong sizes are refused.
  EXPECT_NO_THROW(
      db().query("INSERT INTO storage_objects (bucket, path, content_type, size, etag, data) VALUES (?, ?, ?, ?, ?, ?)",
                 {"verification-documents"s, path, "image/png"s, std::int64_t{1}, "e"s, Blob{"\0"s}}));
  EXPECT_THROW(
      db().query("INSERT INTO storage_objects (bucket, path, content_type, size, etag, data) VALUES (?, ?, ?, ?, ?, ?)",
                 {"public"s, path, "image/png"s, std::int64_t{1}, "e"s, Blob{"x"s}}),
      ConstraintViolation);
  EXPECT_THROW(
      db().query("INSERT INTO storage_objects (bucket, path, content_type, size, etag, data) VALUES (?, ?, ?, ?, ?, ?)",
                 {"raffle-images"s, "a.png"s, "image/png"s, std::int64_t{2}, "e"s, Blob{"x"s}}),
      ConstraintViolation);
  EXPECT_THROW(
      db().query("INSERT INTO storage_objects (bucket, path, content_type, size, etag, data) VALUES (?, ?, ?, ?, ?, ?)",
                 {"avatars"s, path, "image/png"s, std::int64_t{1}, "e"s, Blob{"x"s}}),
      UniqueViolation);
}

TEST_P(SchemaTest, MailOutboxAndAuditLog) {
  const std::string mail = rifa::new_uuid();
  db().query("INSERT INTO mail_outbox (id, to_address, subject, body_text) VALUES (?, ?, ?, ?)",
             {mail, "ana@example.com"s, "Restablece tu contraseña"s, "Enlace: https://example.com/x"s});
  const Row m = db().query("SELECT status, attempts, sent_at FROM mail_outbox WHERE id = ?", {mail}).first();
  EXPECT_EQ(m.text("status"), "queued");
  EXPECT_EQ(m.integer("attempts"), 0);
  EXPECT_TRUE(m.is_null("sent_at"));
  EXPECT_THROW(db().query("UPDATE mail_outbox SET status = ? WHERE id = ?", {"bounced"s, mail}), ConstraintViolation);
  db().query("UPDATE mail_outbox SET status = ?, attempts = attempts + 1, sent_at = ? WHERE id = ?",
             {"sent"s, "2030-01-01T00:00:00.000Z"s, mail});

  db().query("INSERT INTO audit_log (id, actor_id, action, entity, entity_id, data, ip) VALUES (?, ?, ?, ?, ?, ?, ?)",
             {rifa::new_uuid(), rifa::new_uuid(), "mobile_payment.approve"s, "subscription_mobile_payments"s,
              rifa::new_uuid(), R"({"notes":"ok"})"s, "127.0.0.1"s});
  EXPECT_EQ(count("audit_log", "action = ?", {"mobile_payment.approve"s}), 1);
}

TEST_P(SchemaTest, JsonColumnsHoldJson) {
  const std::string creator = make_user();
  const std::string raffle = make_raffle(creator);
  db().query("UPDATE raffles SET tags = ? WHERE id = ?", {R"(["moto","2030","ñ"])"s, raffle});
  EXPECT_EQ(nlohmann::json::parse(db().query("SELECT tags FROM raffles WHERE id = ?", {raffle}).first().text("tags")),
            nlohmann::json::parse(R"(["moto","2030","ñ"])"));
  // A non-array is refused by a CHECK on both; malformed text is refused too (as a CHECK failure on
  // SQLite, as an input-syntax error on PostgreSQL), so the server must send valid JSON.
  EXPECT_THROW(db().query("UPDATE raffles SET tags = ? WHERE id = ?", {R"({"a":1})"s, raffle}), ConstraintViolation);
  EXPECT_THROW(db().query("UPDATE raffles SET tags = ? WHERE id = ?", {"[not json"s, raffle}), std::runtime_error);
  EXPECT_EQ(
      nlohmann::json::parse(db().query("SELECT tags FROM raffles WHERE id = ?", {raffle}).first().text("tags")).size(),
      3u);
}

TEST_P(SchemaTest, TimestampsAreCanonical) {
  const std::string creator = make_user();
  const std::string raffle = make_raffle(creator);
  EXPECT_EQ(db().query("SELECT end_date FROM raffles WHERE id = ?", {raffle}).first().text("end_date"),
            "2030-06-30T20:00:00.000Z");
  if (is_sqlite()) {
    // SQLite compares timestamps as text, so only the canonical form is accepted there.
    for (const std::string& bad : {"2030-06-30 20:00:00"s, "2030-06-30T20:00:00Z"s, "2030-06-30"s, "mañana"s}) {
      EXPECT_THROW(db().query("UPDATE raffles SET end_date = ? WHERE id = ?", {bad, raffle}), ConstraintViolation)
          << bad;
    }
  }
}

}  // namespace
}  // namespace rifa::db::testing
