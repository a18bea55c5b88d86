// The Database interface behaves the same on SQLite and PostgreSQL: the same statements, the same
// values back, the same exceptions. Every case runs on both dialects.

#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <limits>
#include <regex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "db/database.hpp"
#include "db_fixture.hpp"

namespace rifa::db::testing {
namespace {

using namespace std::string_literals;

class DriverTest : public DbTest {
 protected:
  void SetUp() override {
    DbTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    // Scratch tables, one per dialect's DDL; the DML below is written once.
    if (is_sqlite()) {
      db().acquire()->exec_script(R"sql(
        CREATE TABLE t_values (
          id INTEGER PRIMARY KEY,
          i INTEGER, d REAL, s TEXT, b INTEGER CHECK (b IN (0, 1)), bl BLOB,
          u TEXT UNIQUE,
          pos INTEGER CHECK (pos >= 0),
          parent_id INTEGER REFERENCES t_values (id),
          created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        ) STRICT;
        CREATE TABLE t_counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL) STRICT;
      )sql");
    } else {
      db().acquire()->exec_script(R"sql(
        CREATE TABLE t_values (
          id bigint PRIMARY KEY,
          i bigint, d double precision, s text, b boolean, bl bytea,
          u text UNIQUE,
          pos integer CHECK (pos >= 0),
          parent_id bigint REFERENCES t_values (id),
          created_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE TABLE t_counter (id bigint PRIMARY KEY, n bigint NOT NULL);
      )sql");
    }
  }

  void insert_value(std::int64_t id, const Value& s) {
    db().query("INSERT INTO t_values (id, s) VALUES (?, ?)", {id, s});
  }
};

INSTANTIATE_TEST_SUITE_P(Dialects, DriverTest, kAllDialects, DialectParamName);

// ---- Placeholders ----------------------------------------------------------------------------

TEST_P(DriverTest, PlaceholdersBindInOrder) {
  db().query("INSERT INTO t_values (id, i, s, pos) VALUES (?, ?, ?, ?)",
             {std::int64_t{1}, std::int64_t{10}, "uno"s, std::int64_t{3}});
  const Row row = db().query("SELECT i, s, pos FROM t_values WHERE id = ?", {std::int64_t{1}}).first();
  EXPECT_EQ(row.integer("i"), 10);
  EXPECT_EQ(row.text("s"), "uno");
  EXPECT_EQ(row.integer("pos"), 3);
}

TEST_P(DriverTest, QuestionMarksInLiteralsAndCommentsAreNotPlaceholders) {
  insert_value(1, "what?"s);
  insert_value(2, "other"s);
  const auto rows = db().query(
                            "SELECT id FROM t_values -- is this a ? placeholder\n"
                            "WHERE (s = 'what?' OR s = '?''?') AND id = ? ORDER BY id",
                            {std::int64_t{1}})
                        .rows;
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].integer("id"), 1);
}

TEST_P(DriverTest, SameStatementReusedWithDifferentParameters) {
  for (std::int64_t i = 1; i <= 20; ++i) db().query("INSERT INTO t_values (id, i) VALUES (?, ?)", {i, i * i});
  for (std::int64_t i = 1; i <= 20; ++i) {
    EXPECT_EQ(db().query("SELECT i FROM t_values WHERE id = ?", {i}).first().integer("i"), i * i);
  }
}

TEST_P(DriverTest, WrongNumberOfParametersIsAnError) {
  EXPECT_THROW(db().query("SELECT id FROM t_values WHERE id = ? AND i = ?", {std::int64_t{1}}), std::runtime_error);
  // The connection stays usable.
  EXPECT_EQ(count("t_values"), 0);
}

TEST_P(DriverTest, SyntaxErrorIsDatabaseError) {
  EXPECT_THROW(db().query("SELEC nonsense FROM"), DatabaseError);
  EXPECT_THROW(db().query("SELECT * FROM no_such_table"), DatabaseError);
  EXPECT_EQ(count("t_values"), 0);
}

// ---- Values ----------------------------------------------------------------------------------

TEST_P(DriverTest, NullRoundTrips) {
  db().query("INSERT INTO t_values (id, i, d, s, b, bl) VALUES (?, ?, ?, ?, ?, ?)",
             {std::int64_t{1}, nullptr, nullptr, nullptr, nullptr, nullptr});
  const Row row = db().query("SELECT i, d, s, b, bl FROM t_values WHERE id = ?", {std::int64_t{1}}).first();
  for (const char* column : {"i", "d", "s", "b", "bl"}) {
    EXPECT_TRUE(row.is_null(column)) << column;
    EXPECT_TRUE(std::holds_alternative<std::nullptr_t>(row.at(column))) << column;
  }
  EXPECT_FALSE(row.opt_text("s").has_value());
  EXPECT_FALSE(row.opt_integer("i").has_value());
  EXPECT_THROW(row.text("s"), DatabaseError);
  EXPECT_EQ(count("t_values", "s IS NULL"), 1);
}

TEST_P(DriverTest, Int64ExtremesRoundTrip) {
  const std::vector<std::int64_t> values = {std::numeric_limits<std::int64_t>::min(),
                                            std::numeric_limits<std::int64_t>::max(),
                                            0,
                                            -1,
                                            4294967296LL,
                                            9007199254740993LL};  // 2^53 + 1: not a double
  for (std::size_t k = 0; k < values.size(); ++k) {
    db().query("INSERT INTO t_values (id, i) VALUES (?, ?)", {static_cast<std::int64_t>(k + 1), values[k]});
  }
  for (std::size_t k = 0; k < values.size(); ++k) {
    const Row row = db().query("SELECT i FROM t_values WHERE id = ?", {static_cast<std::int64_t>(k + 1)}).first();
    ASSERT_TRUE(std::holds_alternative<std::int64_t>(row.at("i")));
    EXPECT_EQ(std::get<std::int64_t>(row.at("i")), values[k]);
    EXPECT_EQ(row.integer("i"), values[k]);
  }
  // Compared as parameters, too.
  EXPECT_EQ(count("t_values", "i = ?", {std::numeric_limits<std::int64_t>::min()}), 1);
  EXPECT_EQ(count("t_values", "i > ?", {std::int64_t{0}}), 3);
}

TEST_P(DriverTest, DoublesRoundTripExactly) {
  const std::vector<double> values = {0.0, -0.5, 3.141592653589793, 1e300, -2.2250738585072014e-308, 0.1 + 0.2};
  for (std::size_t k = 0; k < values.size(); ++k) {
    db().query("INSERT INTO t_values (id, d) VALUES (?, ?)", {static_cast<std::int64_t>(k + 1), values[k]});
  }
  for (std::size_t k = 0; k < values.size(); ++k) {
    const Row row = db().query("SELECT d FROM t_values WHERE id = ?", {static_cast<std::int64_t>(k + 1)}).first();
    ASSERT_TRUE(std::holds_alternative<double>(row.at("d")));
    EXPECT_EQ(std::get<double>(row.at("d")), values[k]);
    EXPECT_EQ(row.real("d"), values[k]);
  }
}

TEST_P(DriverTest, TextRoundTripsVerbatim) {
  const std::vector<std::string> values = {
      "",
      "O'Brien dijo \"hola\"; -- no es comentario",
      "¿Qué? ? ?? $1 :name @p %s \\n \\",
      "José Ñandú, Táchira — 🎟️ 中文 ١٢٣",
      "line one\nline two\r\n\ttab",
      std::string(70000, 'x'),
  };
  for (std::size_t k = 0; k < values.size(); ++k) insert_value(static_cast<std::int64_t>(k + 1), values[k]);
  for (std::size_t k = 0; k < values.size(); ++k) {
    const Row row = db().query("SELECT s FROM t_values WHERE id = ?", {static_cast<std::int64_t>(k + 1)}).first();
    ASSERT_TRUE(std::holds_alternative<std::string>(row.at("s"))) << k;
    EXPECT_EQ(row.text("s"), values[k]) << k;
    // And found again when given as a parameter.
    EXPECT_EQ(count("t_values", "s = ?", {values[k]}), 1) << k;
  }
}

TEST_P(DriverTest, BooleansRoundTrip) {
  db().query("INSERT INTO t_values (id, b) VALUES (?, ?)", {std::int64_t{1}, true});
  db().query("INSERT INTO t_values (id, b) VALUES (?, ?)", {std::int64_t{2}, false});
  db().query("INSERT INTO t_values (id, b) VALUES (?, TRUE)", {std::int64_t{3}});
  EXPECT_TRUE(db().query("SELECT b FROM t_values WHERE id = ?", {std::int64_t{1}}).first().boolean("b"));
  EXPECT_FALSE(db().query("SELECT b FROM t_values WHERE id = ?", {std::int64_t{2}}).first().boolean("b"));
  EXPECT_TRUE(db().query("SELECT b FROM t_values WHERE id = ?", {std::int64_t{3}}).first().boolean("b"));
  // Portable predicates: TRUE/FALSE literals, a bound bool, NOT.
  EXPECT_EQ(count("t_values", "b = TRUE"), 2);
  EXPECT_EQ(count("t_values", "b = FALSE"), 1);
  EXPECT_EQ(count("t_values", "b = ?", {true}), 2);
  EXPECT_EQ(count("t_values", "NOT b"), 1);
  EXPECT_EQ(count("t_values", "b"), 2);
}

TEST_P(DriverTest, BlobsWithZeroBytesRoundTrip) {
  std::string bytes;
  for (int i = 0; i < 256; ++i) bytes += static_cast<char>(i);
  bytes += std::string("\0\0\xff\0", 4);
  db().query("INSERT INTO t_values (id, bl) VALUES (?, ?)", {std::int64_t{1}, Blob{bytes}});
  db().query("INSERT INTO t_values (id, bl) VALUES (?, ?)", {std::int64_t{2}, Blob{""}});
  const Row row = db().query("SELECT bl FROM t_values WHERE id = ?", {std::int64_t{1}}).first();
  ASSERT_TRUE(std::holds_alternative<Blob>(row.at("bl")));
  EXPECT_EQ(std::get<Blob>(row.at("bl")).bytes.size(), bytes.size());
  EXPECT_EQ(row.blob("bl"), bytes);
  const Row empty = db().query("SELECT bl FROM t_values WHERE id = ?", {std::int64_t{2}}).first();
  EXPECT_FALSE(empty.is_null("bl"));
  EXPECT_EQ(empty.blob("bl"), "");
}

TEST_P(DriverTest, RowAccessors) {
  db().query("INSERT INTO t_values (id, i, s) VALUES (?, ?, ?)", {std::int64_t{1}, std::int64_t{42}, "x"s});
  const Result result = db().query("SELECT id, i, s FROM t_values");
  ASSERT_EQ(result.rows.size(), 1u);
  const Row& row = result.first();
  EXPECT_EQ(row.size(), 3u);
  EXPECT_EQ(row.columns(), (std::vector<std::string>{"id", "i", "s"}));
  EXPECT_EQ(row.integer("i"), 42);
  EXPECT_EQ(row.text("i"), "42");
  EXPECT_THROW(row.at("no_such_column"), DatabaseError);
  EXPECT_TRUE(db().query("SELECT id FROM t_values WHERE id = ?", {std::int64_t{99}}).empty());
  EXPECT_THROW(db().query("SELECT id FROM t_values WHERE id = ?", {std::int64_t{99}}).first(), DatabaseError);
}

TEST_P(DriverTest, AggregatesComeBackAsIntegers) {
  for (std::int64_t i = 1; i <= 4; ++i) db().query("INSERT INTO t_values (id, i) VALUES (?, ?)", {i, i * 100});
  const Row row =
      db().query("SELECT COUNT(*) AS n, CAST(SUM(i) AS BIGINT) AS total, MAX(i) AS top FROM t_values").first();
  EXPECT_TRUE(std::holds_alternative<std::int64_t>(row.at("n")));
  EXPECT_TRUE(std::holds_alternative<std::int64_t>(row.at("total")));
  EXPECT_EQ(row.integer("n"), 4);
  EXPECT_EQ(row.integer("total"), 1000);
  EXPECT_EQ(row.integer("top"), 400);
}

TEST_P(DriverTest, LimitOffsetAndLikeWithEscape) {
  insert_value(1, "50% de descuento"s);
  insert_value(2, "500 premios"s);
  insert_value(3, "rifa_especial"s);
  insert_value(4, "rifa especial"s);
  // `%` and `_` typed by a user are escaped by the server; ESCAPE '\' is portable.
  EXPECT_EQ(count("t_values", R"(s LIKE ? ESCAPE '\')", {R"(%50\%%)"s}), 1);
  EXPECT_EQ(count("t_values", R"(s LIKE ? ESCAPE '\')", {R"(%rifa\_%)"s}), 1);
  EXPECT_EQ(count("t_values", "s LIKE ?", {"%rifa_%"s}), 2);
  const auto page =
      db().query("SELECT id FROM t_values ORDER BY id LIMIT ? OFFSET ?", {std::int64_t{2}, std::int64_t{1}}).rows;
  ASSERT_EQ(page.size(), 2u);
  EXPECT_EQ(page[0].integer("id"), 2);
  EXPECT_EQ(page[1].integer("id"), 3);
}

// ---- RETURNING, ON CONFLICT, affected ----------------------------------------------------------

TEST_P(DriverTest, InsertUpdateDeleteReturning) {
  const Result inserted = db().query("INSERT INTO t_values (id, s, i) VALUES (?, ?, ?) RETURNING id, s, created_at",
                                     {std::int64_t{7}, "siete"s, std::int64_t{1}});
  ASSERT_EQ(inserted.rows.size(), 1u);
  EXPECT_EQ(inserted.affected, 1);
  EXPECT_EQ(inserted.first().integer("id"), 7);
  EXPECT_EQ(inserted.first().text("s"), "siete");
  EXPECT_TRUE(std::regex_match(inserted.first().text("created_at"), std::regex(kCanonicalTimestampPattern)));

  const Result updated = db().query("UPDATE t_values SET i = i + 1 WHERE id = ? RETURNING i", {std::int64_t{7}});
  EXPECT_EQ(updated.affected, 1);
  EXPECT_EQ(updated.first().integer("i"), 2);

  const Result deleted = db().query("DELETE FROM t_values WHERE id = ? RETURNING s", {std::int64_t{7}});
  EXPECT_EQ(deleted.affected, 1);
  EXPECT_EQ(deleted.first().text("s"), "siete");
  EXPECT_EQ(count("t_values"), 0);
}

TEST_P(DriverTest, OnConflictDoNothing) {
  EXPECT_EQ(
      db().query("INSERT INTO t_values (id, u) VALUES (?, ?) ON CONFLICT DO NOTHING", {std::int64_t{1}, "a"s}).affected,
      1);
  const Result again = db().query("INSERT INTO t_values (id, u) VALUES (?, ?) ON CONFLICT (u) DO NOTHING RETURNING id",
                                  {std::int64_t{2}, "a"s});
  EXPECT_EQ(again.affected, 0);
  EXPECT_TRUE(again.empty());
  EXPECT_EQ(count("t_values"), 1);
}

TEST_P(DriverTest, OnConflictDoUpdate) {
  db().query("INSERT INTO t_values (id, u, i) VALUES (?, ?, ?)", {std::int64_t{1}, "k"s, std::int64_t{1}});
  const Result upserted = db().query(
      "INSERT INTO t_values (id, u, i) VALUES (?, ?, ?)"
      " ON CONFLICT (u) DO UPDATE SET i = t_values.i + excluded.i RETURNING id, i",
      {std::int64_t{2}, "k"s, std::int64_t{10}});
  EXPECT_EQ(upserted.affected, 1);
  ASSERT_EQ(upserted.rows.size(), 1u);
  EXPECT_EQ(upserted.first().integer("id"), 1);
  EXPECT_EQ(upserted.first().integer("i"), 11);
  EXPECT_EQ(count("t_values"), 1);
}

TEST_P(DriverTest, AffectedCounts) {
  for (std::int64_t i = 1; i <= 5; ++i) db().query("INSERT INTO t_values (id, i) VALUES (?, ?)", {i, i % 2});
  EXPECT_EQ(db().query("UPDATE t_values SET s = ? WHERE i = ?", {"impar"s, std::int64_t{1}}).affected, 3);
  EXPECT_EQ(db().query("UPDATE t_values SET s = ? WHERE id = ?", {"x"s, std::int64_t{99}}).affected, 0);
  EXPECT_EQ(db().query("DELETE FROM t_values WHERE i = ?", {std::int64_t{0}}).affected, 2);
  EXPECT_EQ(db().query("DELETE FROM t_values WHERE id = ?", {std::int64_t{99}}).affected, 0);
  EXPECT_EQ(count("t_values"), 3);
}

// ---- Errors ----------------------------------------------------------------------------------

TEST_P(DriverTest, DuplicateKeyIsUniqueViolation) {
  db().query("INSERT INTO t_values (id, u) VALUES (?, ?)", {std::int64_t{1}, "x"s});
  EXPECT_THROW(db().query("INSERT INTO t_values (id) VALUES (?)", {std::int64_t{1}}), UniqueViolation);
  EXPECT_THROW(db().query("INSERT INTO t_values (id, u) VALUES (?, ?)", {std::int64_t{2}, "x"s}), UniqueViolation);
  db().query("INSERT INTO t_values (id, u) VALUES (?, ?)", {std::int64_t{2}, "y"s});
  EXPECT_THROW(db().query("UPDATE t_values SET u = ? WHERE id = ?", {"x"s, std::int64_t{2}}), UniqueViolation);
  EXPECT_EQ(count("t_values"), 2);
  EXPECT_EQ(count("t_values", "u = ?", {"y"s}), 1);
}

TEST_P(DriverTest, CheckForeignKeyAndNotNullAreConstraintViolations) {
  db().query("INSERT INTO t_values (id) VALUES (?)", {std::int64_t{1}});
  EXPECT_THROW(db().query("INSERT INTO t_values (id, pos) VALUES (?, ?)", {std::int64_t{2}, std::int64_t{-1}}),
               ConstraintViolation);
  EXPECT_THROW(db().query("INSERT INTO t_values (id, parent_id) VALUES (?, ?)", {std::int64_t{3}, std::int64_t{999}}),
               ConstraintViolation);
  EXPECT_THROW(db().query("INSERT INTO t_counter (id, n) VALUES (?, ?)", {std::int64_t{1}, nullptr}),
               ConstraintViolation);
  // A unique violation is not reported as a mere constraint violation, and vice versa.
  try {
    db().query("INSERT INTO t_values (id, pos) VALUES (?, ?)", {std::int64_t{4}, std::int64_t{-5}});
    ADD_FAILURE() << "CHECK not enforced";
  } catch (const UniqueViolation&) {
    ADD_FAILURE() << "CHECK failure reported as UniqueViolation";
  } catch (const ConstraintViolation&) {
  }
  // A referenced row cannot be deleted while referenced.
  db().query("INSERT INTO t_values (id, parent_id) VALUES (?, ?)", {std::int64_t{5}, std::int64_t{1}});
  EXPECT_THROW(db().query("DELETE FROM t_values WHERE id = ?", {std::int64_t{1}}), ConstraintViolation);
  EXPECT_EQ(count("t_values"), 2);
}

// ---- Transactions ----------------------------------------------------------------------------

TEST_P(DriverTest, TransactionCommitsAndReturnsTheResult) {
  const std::int64_t n = db().transaction([&](Connection& c) {
    c.query("INSERT INTO t_values (id, s) VALUES (?, ?)", {std::int64_t{1}, "a"s});
    c.query("INSERT INTO t_values (id, s) VALUES (?, ?)", {std::int64_t{2}, "b"s});
    return c.query("SELECT COUNT(*) AS n FROM t_values").first().integer("n");
  });
  EXPECT_EQ(n, 2);
  EXPECT_EQ(count("t_values"), 2);
}

TEST_P(DriverTest, ThrowingTransactionLeavesNoRows) {
  struct Boom : std::runtime_error {
    Boom() : std::runtime_error("boom") {}
  };
  EXPECT_THROW(db().transaction([&](Connection& c) {
    c.query("INSERT INTO t_values (id, s) VALUES (?, ?)", {std::int64_t{1}, "a"s});
    c.query("UPDATE t_values SET s = ? WHERE id = ?", {"b"s, std::int64_t{1}});
    throw Boom();
  }),
               Boom);
  EXPECT_EQ(count("t_values"), 0);

  // A database error inside the transaction: the original exception type comes out, nothing stays.
  EXPECT_THROW(db().transaction([&](Connection& c) {
    c.query("INSERT INTO t_values (id, u) VALUES (?, ?)", {std::int64_t{1}, "dup"s});
    c.query("INSERT INTO t_values (id, u) VALUES (?, ?)", {std::int64_t{2}, "dup"s});
  }),
               UniqueViolation);
  EXPECT_EQ(count("t_values"), 0);

  // The pooled connections are healthy afterwards.
  db().transaction([&](Connection& c) { c.query("INSERT INTO t_values (id) VALUES (?)", {std::int64_t{3}}); });
  EXPECT_EQ(count("t_values"), 1);
}

TEST_P(DriverTest, WritesAreVisibleInsideTheTransactionOnlyUntilCommit) {
  db().transaction([&](Connection& c) {
    c.query("INSERT INTO t_values (id, s) VALUES (?, ?)", {std::int64_t{1}, "padre"s});
    c.query("INSERT INTO t_values (id, s, parent_id) VALUES (?, ?, ?)", {std::int64_t{2}, "hijo"s, std::int64_t{1}});
    // Visible to the transaction itself, joins included...
    const auto rows = c.query(
                           "SELECT child.s AS child, parent.s AS parent FROM t_values child"
                           " JOIN t_values parent ON parent.id = child.parent_id")
                          .rows;
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].text("child"), "hijo");
    EXPECT_EQ(rows[0].text("parent"), "padre");
    // ...but not to another connection before the commit.
    EXPECT_EQ(db().query("SELECT COUNT(*) AS n FROM t_values").first().integer("n"), 0);
  });
  EXPECT_EQ(count("t_values"), 2);
}

TEST_P(DriverTest, ConcurrentTransactionsAreSerialised) {
  // Read-modify-write from 8 threads: only correct if transactions are serialisable (SQLite:
  // BEGIN IMMEDIATE; PostgreSQL: serialisation failures retried). Lost updates show as < 400.
  db().query("INSERT INTO t_counter (id, n) VALUES (?, ?)", {std::int64_t{1}, std::int64_t{0}});
  constexpr int kThreads = 8;
  constexpr int kIncrements = 50;
  TransactionOptions options;
  options.max_attempts = 1000;  // contention is the point here; the default budget is for production
  std::atomic<int> failures{0};
  std::vector<std::string> errors(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int k = 0; k < kIncrements; ++k) {
        try {
          db().transaction(
              [&](Connection& c) {
                const std::int64_t n =
                    c.query("SELECT n FROM t_counter WHERE id = ?", {std::int64_t{1}}).first().integer("n");
                c.query("UPDATE t_counter SET n = ? WHERE id = ?", {n + 1, std::int64_t{1}});
              },
              options);
        } catch (const std::exception& e) {
          ++failures;
          errors[t] = e.what();
        }
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(failures.load(), 0);
  for (const auto& e : errors) {
    if (!e.empty()) ADD_FAILURE() << e;
  }
  EXPECT_EQ(db().query("SELECT n FROM t_counter WHERE id = ?", {std::int64_t{1}}).first().integer("n"),
            kThreads * kIncrements);
}

TEST_P(DriverTest, ConcurrentAtomicIncrements) {
  db().query("INSERT INTO t_counter (id, n) VALUES (?, ?)", {std::int64_t{1}, std::int64_t{0}});
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&] {
      for (int k = 0; k < 50; ++k) {
        try {
          db().transaction(
              [&](Connection& c) { c.query("UPDATE t_counter SET n = n + 1 WHERE id = ?", {std::int64_t{1}}); });
        } catch (const std::exception&) {
          ++failures;
        }
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(db().query("SELECT n FROM t_counter WHERE id = ?", {std::int64_t{1}}).first().integer("n"), 400);
}

// ---- Timestamps ------------------------------------------------------------------------------

TEST_P(DriverTest, DefaultTimestampsReadBackInCanonicalForm) {
  db().query("INSERT INTO t_values (id) VALUES (?)", {std::int64_t{1}});
  const std::string created =
      db().query("SELECT created_at FROM t_values WHERE id = ?", {std::int64_t{1}}).first().text("created_at");
  EXPECT_TRUE(std::regex_match(created, std::regex(kCanonicalTimestampPattern))) << created;
  // The schema's own defaults, too.
  const std::string user = rifa::new_uuid();
  db().query("INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)", {user, "ts@example.com"s, "h"s});
  const Row row =
      db().query("SELECT created_at, updated_at, email_confirmed_at FROM users WHERE id = ?", {user}).first();
  EXPECT_TRUE(std::regex_match(row.text("created_at"), std::regex(kCanonicalTimestampPattern)))
      << row.text("created_at");
  EXPECT_TRUE(std::regex_match(row.text("updated_at"), std::regex(kCanonicalTimestampPattern)))
      << row.text("updated_at");
  EXPECT_TRUE(row.is_null("email_confirmed_at"));
}

TEST_P(DriverTest, SuppliedTimestampsRoundTripAndCompare) {
  const std::vector<std::string> stamps = {"2026-11-21T15:04:05.123Z", "2026-11-21T15:04:05.000Z",
                                           "1999-01-02T03:04:05.999Z", "2031-12-31T23:59:59.001Z"};
  for (std::size_t k = 0; k < stamps.size(); ++k) {
    db().query("INSERT INTO t_values (id, created_at) VALUES (?, ?)", {static_cast<std::int64_t>(k + 1), stamps[k]});
  }
  for (std::size_t k = 0; k < stamps.size(); ++k) {
    EXPECT_EQ(db().query("SELECT created_at FROM t_values WHERE id = ?", {static_cast<std::int64_t>(k + 1)})
                  .first()
                  .text("created_at"),
              stamps[k]);
  }
  const auto ordered = db().query("SELECT id FROM t_values ORDER BY created_at DESC").rows;
  ASSERT_EQ(ordered.size(), 4u);
  EXPECT_EQ(ordered[0].integer("id"), 4);
  EXPECT_EQ(ordered[1].integer("id"), 1);
  EXPECT_EQ(ordered[2].integer("id"), 2);
  EXPECT_EQ(ordered[3].integer("id"), 3);
  EXPECT_EQ(count("t_values", "created_at < ?", {"2026-11-21T15:04:05.100Z"s}), 2);
  EXPECT_EQ(count("t_values", "created_at = ?", {"2026-11-21T15:04:05.123Z"s}), 1);
}

}  // namespace
}  // namespace rifa::db::testing
