#include "db/database.hpp"

#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <random>
#include <thread>

#include "metrics/db_metrics.hpp"

namespace rifa::db {

std::string_view dialect_name(Dialect d) { return d == Dialect::sqlite ? "sqlite" : "postgresql"; }

// ---- Row -------------------------------------------------------------------------------------

Row::Row(std::shared_ptr<const std::vector<std::string>> columns, std::vector<Value> values)
    : columns_(std::move(columns)), values_(std::move(values)) {}

std::size_t Row::index_of(std::string_view column) const {
  for (std::size_t i = 0; i < columns_->size(); ++i) {
    if ((*columns_)[i] == column) return i;
  }
  throw DatabaseError("no column named " + std::string(column));
}

const Value& Row::at(std::string_view column) const { return values_.at(index_of(column)); }

namespace {

std::optional<std::int64_t> integer_of(const Value& v) {
  if (auto i = std::get_if<std::int64_t>(&v)) return *i;
  if (auto b = std::get_if<bool>(&v)) return *b ? 1 : 0;
  if (auto d = std::get_if<double>(&v)) return static_cast<std::int64_t>(*d);
  if (auto s = std::get_if<std::string>(&v)) return std::stoll(*s);
  return std::nullopt;
}

std::optional<double> real_of(const Value& v) {
  if (auto d = std::get_if<double>(&v)) return *d;
  if (auto i = std::get_if<std::int64_t>(&v)) return static_cast<double>(*i);
  if (auto s = std::get_if<std::string>(&v)) return std::stod(*s);
  return std::nullopt;
}

bool boolean_of(const Value& v) {
  if (auto b = std::get_if<bool>(&v)) return *b;
  if (auto i = std::get_if<std::int64_t>(&v)) return *i != 0;
  if (auto s = std::get_if<std::string>(&v)) return *s == "t" || *s == "true" || *s == "1";
  return false;
}

}  // namespace

bool Row::is_null(std::string_view column) const { return std::holds_alternative<std::nullptr_t>(at(column)); }
bool Row::is_null(std::size_t index) const { return std::holds_alternative<std::nullptr_t>(at(index)); }

std::string_view Row::text_view(std::size_t index) const {
  if (auto s = std::get_if<std::string>(&at(index))) return *s;
  return {};
}

std::optional<std::string> Row::opt_text(std::string_view column) const {
  const Value& v = at(column);
  if (auto s = std::get_if<std::string>(&v)) return *s;
  if (auto b = std::get_if<Blob>(&v)) return b->bytes;
  if (auto i = std::get_if<std::int64_t>(&v)) return std::to_string(*i);
  if (auto d = std::get_if<double>(&v)) return std::to_string(*d);
  if (auto b = std::get_if<bool>(&v)) return *b ? "true" : "false";
  return std::nullopt;
}

std::string Row::text(std::string_view column) const {
  auto v = opt_text(column);
  if (!v) throw DatabaseError("column " + std::string(column) + " is null");
  return *v;
}

std::optional<std::int64_t> Row::opt_integer(std::string_view column) const { return integer_of(at(column)); }

std::int64_t Row::integer(std::string_view column) const {
  auto v = opt_integer(column);
  if (!v) throw DatabaseError("column " + std::string(column) + " is null");
  return *v;
}

std::int64_t Row::integer(std::size_t index) const {
  auto v = integer_of(at(index));
  if (!v) throw DatabaseError("column " + columns_->at(index) + " is null");
  return *v;
}

double Row::real(std::string_view column) const {
  auto v = real_of(at(column));
  if (!v) throw DatabaseError("column " + std::string(column) + " is not a number");
  return *v;
}

double Row::real(std::size_t index) const {
  auto v = real_of(at(index));
  if (!v) throw DatabaseError("column " + columns_->at(index) + " is not a number");
  return *v;
}

bool Row::boolean(std::string_view column) const { return boolean_of(at(column)); }
bool Row::boolean(std::size_t index) const { return boolean_of(at(index)); }

std::string Row::blob(std::string_view column) const {
  const Value& v = at(column);
  if (auto b = std::get_if<Blob>(&v)) return b->bytes;
  if (auto s = std::get_if<std::string>(&v)) return *s;
  throw DatabaseError("column " + std::string(column) + " is not a blob");
}

const Row& Result::first() const {
  if (rows.empty()) throw DatabaseError("query returned no rows");
  return rows.front();
}

// ---- Pool ------------------------------------------------------------------------------------

struct Database::Pool {
  std::mutex mutex;
  std::deque<std::unique_ptr<Connection>> idle;
};

std::shared_ptr<Database::Pool> Database::make_pool() { return std::make_shared<Pool>(); }

PooledConnection::PooledConnection(Database* owner, std::unique_ptr<Connection> conn)
    : owner_(owner), conn_(std::move(conn)) {}

PooledConnection::PooledConnection(PooledConnection&& other) noexcept
    : owner_(other.owner_), conn_(std::move(other.conn_)) {}

PooledConnection::~PooledConnection() {
  if (conn_) owner_->release(std::move(conn_));
}

PooledConnection Database::acquire() {
  {
    std::lock_guard lock(pool_->mutex);
    if (!pool_->idle.empty()) {
      auto conn = std::move(pool_->idle.back());
      pool_->idle.pop_back();
      metrics::connection_borrowed(false);
      return PooledConnection(this, std::move(conn));
    }
  }
  PooledConnection opened(this, open_connection());
  metrics::connection_borrowed(true);
  return opened;
}

void Database::release(std::unique_ptr<Connection> conn) {
  bool kept = false;
  if (!conn->broken()) {
    std::lock_guard lock(pool_->mutex);
    if (pool_->idle.size() < max_idle_) {
      pool_->idle.push_back(std::move(conn));
      kept = true;
    }
  }
  metrics::connection_returned(kept);
}

Result Database::query(std::string_view sql, const Params& params) { return acquire()->query(sql, params); }

void Database::run_transaction(const std::function<void(Connection&)>& work, const TransactionOptions& options) {
  for (int attempt = 1;; ++attempt) {
    try {
      auto conn = acquire();
      conn->begin(options.isolation);
      try {
        work(*conn);
        conn->commit();
        return;
      } catch (...) {
        conn->rollback();
        throw;
      }
    } catch (const RetryableError&) {
      if (attempt >= options.max_attempts) throw;
      backoff(attempt);
    }
  }
}

void Database::transaction_then(std::function<void(Connection&)> work, std::function<void(std::exception_ptr)> done,
                                TransactionOptions options) {
  std::exception_ptr error;
  try {
    run_transaction(work, options);
  } catch (...) {
    error = std::current_exception();
  }
  done(error);
}

void Database::backoff(int attempt) {
  thread_local std::minstd_rand rng{std::random_device{}()};
  const int ceiling_ms = std::min(2 << attempt, 100);
  std::uniform_int_distribution<int> dist(1, ceiling_ms);
  std::this_thread::sleep_for(std::chrono::milliseconds(dist(rng)));
}

// ---- Placeholders ----------------------------------------------------------------------------

std::string placeholders(std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += i ? ", ?" : "?";
  return out;
}

std::string rewrite_placeholders_for_postgres(std::string_view sql) {
  std::string out;
  out.reserve(sql.size() + 16);
  int n = 0;
  for (std::size_t i = 0; i < sql.size(); ++i) {
    const char c = sql[i];
    if (c == '\'' || c == '"') {  // quoted literal or identifier: copy through the closing quote
      const std::size_t end = sql.find(c, i + 1);
      const std::size_t stop = end == std::string_view::npos ? sql.size() : end + 1;
      out.append(sql.substr(i, stop - i));
      i = stop - 1;
    } else if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {  // line comment
      const std::size_t end = sql.find('\n', i);
      const std::size_t stop = end == std::string_view::npos ? sql.size() : end;
      out.append(sql.substr(i, stop - i));
      i = stop - 1;
    } else if (c == '?') {
      out += '$';
      out += std::to_string(++n);
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace rifa::db
