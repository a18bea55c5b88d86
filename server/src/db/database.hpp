#pragma once

#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace rifa::db {

enum class Dialect { sqlite, postgresql };

std::string_view dialect_name(Dialect d);

struct Blob {
  std::string bytes;
};

// A bound parameter or a column value. Booleans are stored as integers on SQLite.
using Value = std::variant<std::nullptr_t, std::int64_t, double, std::string, bool, Blob>;
using Params = std::vector<Value>;

class Row {
 public:
  Row(std::shared_ptr<const std::vector<std::string>> columns, std::vector<Value> values);

  const Value& at(std::string_view column) const;
  const Value& at(std::size_t index) const { return values_.at(index); }
  bool is_null(std::string_view column) const;
  // By position, for hot paths that know their SELECT list (no name lookups).
  bool is_null(std::size_t index) const;
  std::string_view text_view(std::size_t index) const;  // "" for NULL or a non-text value
  std::int64_t integer(std::size_t index) const;        // throws on NULL
  double real(std::size_t index) const;
  bool boolean(std::size_t index) const;

  std::string text(std::string_view column) const;  // throws on NULL
  std::optional<std::string> opt_text(std::string_view column) const;
  std::int64_t integer(std::string_view column) const;  // accepts bool/int/text digits
  std::optional<std::int64_t> opt_integer(std::string_view column) const;
  double real(std::string_view column) const;
  bool boolean(std::string_view column) const;
  std::string blob(std::string_view column) const;

  const std::vector<std::string>& columns() const { return *columns_; }
  std::size_t size() const { return values_.size(); }

 private:
  std::size_t index_of(std::string_view column) const;
  std::shared_ptr<const std::vector<std::string>> columns_;
  std::vector<Value> values_;
};

struct Result {
  std::vector<Row> rows;
  std::int64_t affected = 0;  // rows changed by INSERT/UPDATE/DELETE

  bool empty() const { return rows.empty(); }
  const Row& first() const;  // throws if empty
};

// Raised for a unique/primary-key violation (SQLite CONSTRAINT_UNIQUE/PRIMARYKEY, PG 23505).
class UniqueViolation : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
// Raised for any other constraint violation (check, foreign key, not null).
class ConstraintViolation : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
// Raised for a temporary failure that a transaction retry may fix
// (SQLite BUSY/LOCKED, PG 40001 serialization_failure, 40P01 deadlock_detected).
class RetryableError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
// Any other database failure (connection lost, syntax error, ...). Message is internal only.
class DatabaseError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One connection. Not thread safe: a connection is used by one thread at a time.
// SQL is written once with `?` placeholders; drivers rewrite them as needed.
// Statements are prepared once per connection and reused.
// How a write transaction is isolated on PostgreSQL (SQLite always runs one writer at a time).
enum class Isolation {
  // SERIALIZABLE: the default; any anomaly becomes a retried serialisation failure.
  serializable,
  // READ COMMITTED, for work that first locks the rows it depends on (SELECT … FOR UPDATE) and
  // relies on unique keys for the rest: waiters on a hot row (many buyers of one raffle) proceed
  // in turn after the lock instead of failing and retrying from scratch.
  row_locks,
};

class Connection {
 public:
  virtual ~Connection() = default;
  virtual Dialect dialect() const = 0;
  virtual Result query(std::string_view sql, const Params& params = {}) = 0;
  // Runs a script of several statements without parameters (migrations).
  virtual void exec_script(std::string_view sql) = 0;
  // Starts a write transaction (SQLite: BEGIN IMMEDIATE, one writer at a time, whatever the
  // isolation asked; PostgreSQL: the isolation asked); conflicts surface as RetryableError.
  virtual void begin(Isolation isolation = Isolation::serializable) = 0;
  virtual void commit() = 0;
  virtual void rollback() noexcept = 0;
  // True when the connection is broken and must not go back to the pool.
  virtual bool broken() const = 0;
};

class Database;

// A connection borrowed from the pool; returned on destruction.
class PooledConnection {
 public:
  PooledConnection(Database* owner, std::unique_ptr<Connection> conn);
  PooledConnection(PooledConnection&&) noexcept;
  PooledConnection& operator=(PooledConnection&&) = delete;
  PooledConnection(const PooledConnection&) = delete;
  ~PooledConnection();
  Connection* operator->() const { return conn_.get(); }
  Connection& operator*() const { return *conn_; }

 private:
  Database* owner_;
  std::unique_ptr<Connection> conn_;
};

struct TransactionOptions {
  int max_attempts = 20;
  Isolation isolation = Isolation::serializable;
};

// A pool of connections to one database. Thread safe.
class Database {
 public:
  virtual ~Database() = default;
  virtual Dialect dialect() const = 0;

  PooledConnection acquire();

  // Convenience: one statement on a pooled connection, outside any explicit transaction.
  Result query(std::string_view sql, const Params& params = {});

  // Runs `work` inside a write transaction, committing when it returns and rolling back when it
  // throws; returns only once the commit is durable. Retries the whole function on RetryableError
  // (with a short backoff), so `work` must not have side effects outside the database. On SQLite
  // the work runs on the database's one writer thread, in a savepoint of a transaction shared with
  // the work queued beside it (group commit: see sqlite/group_commit.hpp).
  template <typename F>
  auto transaction(F&& work, TransactionOptions options = {}) -> decltype(work(std::declval<Connection&>()));

  // transaction() without waiting for it where the database allows: `done` gets null once the
  // commit is durable, or what failed (after the same retries). On SQLite `work` runs on the writer
  // thread and `done` on its syncer thread once the fsync after its group's COMMIT returned (it
  // must not block, nor start a transaction), and this returns at once: the caller's thread is not
  // woken again for the answer. On PostgreSQL the same for `Isolation::row_locks` work, in groups on
  // its purchases' writer (postgres_database.cpp). Elsewhere (other isolation, or called inside a
  // transaction) both run on this thread before it returns.
  virtual void transaction_then(std::function<void(Connection&)> work, std::function<void(std::exception_ptr)> done,
                                TransactionOptions options = {});

 protected:
  virtual std::unique_ptr<Connection> open_connection() = 0;
  explicit Database(std::size_t max_idle) : max_idle_(max_idle) {}
  // How a dialect runs transaction(): by default BEGIN/COMMIT on a pooled connection, retried.
  virtual void run_transaction(const std::function<void(Connection&)>& work, const TransactionOptions& options);
  static void backoff(int attempt);

 private:
  friend class PooledConnection;
  void release(std::unique_ptr<Connection> conn);

  std::size_t max_idle_;
  struct Pool;
  std::shared_ptr<Pool> pool_ = make_pool();
  static std::shared_ptr<Pool> make_pool();
};

// Opens the database named by `url`: "postgresql://…" / "postgres://…" selects PostgreSQL,
// "sqlite:PATH" or a plain path selects SQLite.
std::unique_ptr<Database> open_database(const std::string& url);

// Rewrites `?` placeholders (outside quotes and comments) as `$1, $2, …`.
std::string rewrite_placeholders_for_postgres(std::string_view sql);

// "?, ?, ?" for `n` values: the inside of an `IN (…)` list of bound parameters.
std::string placeholders(std::size_t n);

template <typename F>
auto Database::transaction(F&& work, TransactionOptions options) -> decltype(work(std::declval<Connection&>())) {
  using R = decltype(work(std::declval<Connection&>()));
  if constexpr (std::is_void_v<R>) {
    run_transaction([&](Connection& conn) { work(conn); }, options);
  } else {
    std::optional<R> result;
    run_transaction([&](Connection& conn) { result.emplace(work(conn)); }, options);
    return std::move(*result);
  }
}

}  // namespace rifa::db
