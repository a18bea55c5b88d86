#include "db/postgres/postgres_database.hpp"

#include <libpq-fe.h>

#include <charconv>
#include <cstring>
#include <unordered_map>

namespace rifa::db {
namespace {

// Type OIDs from pg_type.
constexpr Oid kBool = 16, kBytea = 17, kInt8 = 20, kInt2 = 21, kInt4 = 23, kOid = 26, kFloat4 = 700, kFloat8 = 701,
              kNumeric = 1700, kTimestamp = 1114, kTimestampTz = 1184;

struct ResultDeleter {
  void operator()(PGresult* r) const { PQclear(r); }
};
using ResultPtr = std::unique_ptr<PGresult, ResultDeleter>;

// "2026-11-21 15:04:05.123456+00" -> "2026-11-21T15:04:05.123Z"
std::string canonical_timestamp(std::string_view pg) {
  if (pg.size() < 19) return std::string(pg);
  std::string out(pg.substr(0, 10));
  out += 'T';
  out.append(pg.substr(11, 8));
  out += '.';
  std::string fraction;
  if (pg.size() > 19 && pg[19] == '.') {
    std::size_t i = 20;
    while (i < pg.size() && fraction.size() < 3 && pg[i] >= '0' && pg[i] <= '9') fraction += pg[i++];
  }
  fraction.resize(3, '0');
  out += fraction;
  out += 'Z';
  return out;
}

class PostgresConnection final : public Connection {
 public:
  explicit PostgresConnection(const std::string& url) : conn_(PQconnectdb(url.c_str())) {
    if (PQstatus(conn_) != CONNECTION_OK) {
      std::string message = PQerrorMessage(conn_);
      PQfinish(conn_);
      conn_ = nullptr;
      throw DatabaseError("cannot connect to PostgreSQL: " + message);
    }
    exec_script("SET TimeZone='UTC'; SET DateStyle='ISO'; SET client_min_messages=warning");
  }
  ~PostgresConnection() override { PQfinish(conn_); }

  Dialect dialect() const override { return Dialect::postgresql; }

  Result query(std::string_view sql, const Params& params) override {
    const std::string& name = prepare(sql, static_cast<int>(params.size()));

    std::vector<std::string> storage(params.size());
    std::vector<const char*> values(params.size(), nullptr);
    std::vector<int> lengths(params.size(), 0);
    std::vector<int> formats(params.size(), 0);
    for (std::size_t i = 0; i < params.size(); ++i) {
      const Value& v = params[i];
      if (std::holds_alternative<std::nullptr_t>(v)) continue;
      if (auto n = std::get_if<std::int64_t>(&v)) {
        storage[i] = std::to_string(*n);
      } else if (auto d = std::get_if<double>(&v)) {
        char buf[64];
        auto [end, ec] = std::to_chars(buf, buf + sizeof buf, *d);
        storage[i].assign(buf, end);
      } else if (auto s = std::get_if<std::string>(&v)) {
        storage[i] = *s;
      } else if (auto b = std::get_if<bool>(&v)) {
        storage[i] = *b ? "true" : "false";
      } else if (auto blob = std::get_if<Blob>(&v)) {
        storage[i] = blob->bytes;
        formats[i] = 1;
      }
      values[i] = storage[i].data();
      lengths[i] = static_cast<int>(storage[i].size());
    }
    ResultPtr res(PQexecPrepared(conn_, name.c_str(), static_cast<int>(params.size()), values.data(), lengths.data(),
                                 formats.data(), 0));
    check(res.get(), "query");
    return read_result(res.get());
  }

  void exec_script(std::string_view sql) override {
    ResultPtr res(PQexec(conn_, std::string(sql).c_str()));
    check(res.get(), "exec");
  }

  void begin(Isolation isolation) override {
    exec_script(isolation == Isolation::row_locks ? "BEGIN ISOLATION LEVEL READ COMMITTED"
                                                  : "BEGIN ISOLATION LEVEL SERIALIZABLE");
  }
  void commit() override { exec_script("COMMIT"); }
  void rollback() noexcept override {
    if (conn_ && PQtransactionStatus(conn_) != PQTRANS_IDLE) PQclear(PQexec(conn_, "ROLLBACK"));
  }
  bool broken() const override { return PQstatus(conn_) != CONNECTION_OK; }

 private:
  const std::string& prepare(std::string_view sql, int nparams) {
    auto it = statements_.find(std::string(sql));
    if (it != statements_.end()) return it->second;
    std::string name = "s" + std::to_string(statements_.size() + 1);
    ResultPtr res(PQprepare(conn_, name.c_str(), rewrite_placeholders_for_postgres(sql).c_str(), nparams, nullptr));
    check(res.get(), "prepare");
    return statements_.emplace(std::string(sql), std::move(name)).first->second;
  }

  void check(PGresult* res, std::string_view what) {
    const ExecStatusType status = res ? PQresultStatus(res) : PGRES_FATAL_ERROR;
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return;
    const char* state = res ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : nullptr;
    const std::string code = state ? state : "";
    const std::string message = std::string(what) + ": " + (res ? PQresultErrorMessage(res) : PQerrorMessage(conn_));
    if (code == "40001" || code == "40P01" || code == "55P03") throw RetryableError(message);
    if (code == "23505") throw UniqueViolation(message);
    if (code.rfind("23", 0) == 0) throw ConstraintViolation(message);
    throw DatabaseError(message);
  }

  static Result read_result(PGresult* res) {
    Result result;
    const int ncols = PQnfields(res);
    const int nrows = PQntuples(res);
    const char* tuples = PQcmdTuples(res);
    if (tuples && *tuples) result.affected = std::strtoll(tuples, nullptr, 10);
    if (ncols == 0) return result;
    auto columns = std::make_shared<std::vector<std::string>>();
    std::vector<Oid> types;
    for (int c = 0; c < ncols; ++c) {
      columns->emplace_back(PQfname(res, c));
      types.push_back(PQftype(res, c));
    }
    result.rows.reserve(nrows);
    for (int r = 0; r < nrows; ++r) {
      std::vector<Value> values;
      values.reserve(ncols);
      for (int c = 0; c < ncols; ++c) values.push_back(read_value(res, r, c, types[c]));
      result.rows.emplace_back(columns, std::move(values));
    }
    return result;
  }

  static Value read_value(PGresult* res, int r, int c, Oid type) {
    if (PQgetisnull(res, r, c)) return nullptr;
    const char* text = PQgetvalue(res, r, c);
    const std::string_view view(text, PQgetlength(res, r, c));
    switch (type) {
      case kBool:
        return view == "t";
      case kInt2:
      case kInt4:
      case kInt8:
      case kOid:
        return static_cast<std::int64_t>(std::strtoll(text, nullptr, 10));
      case kFloat4:
      case kFloat8:
      case kNumeric:
        return std::strtod(text, nullptr);
      case kTimestamp:
      case kTimestampTz:
        return canonical_timestamp(view);
      case kBytea: {
        std::size_t length = 0;
        unsigned char* raw = PQunescapeBytea(reinterpret_cast<const unsigned char*>(text), &length);
        Blob blob{std::string(reinterpret_cast<const char*>(raw), length)};
        PQfreemem(raw);
        return blob;
      }
      default:
        return std::string(view);
    }
  }

  PGconn* conn_;
  std::unordered_map<std::string, std::string> statements_;
};

class PostgresDatabase final : public Database {
 public:
  explicit PostgresDatabase(std::string url) : Database(32), url_(std::move(url)) { acquire(); }
  Dialect dialect() const override { return Dialect::postgresql; }

 protected:
  std::unique_ptr<Connection> open_connection() override { return std::make_unique<PostgresConnection>(url_); }

 private:
  std::string url_;
};

}  // namespace

std::unique_ptr<Database> open_postgres(const std::string& url) { return std::make_unique<PostgresDatabase>(url); }

}  // namespace rifa::db
