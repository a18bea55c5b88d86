#include "db/postgres/postgres_database.hpp"

#include <libpq-fe.h>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <unordered_map>

#include "common/log.hpp"
#include "db/pipeline.hpp"
#include "db/sqlite/group_commit.hpp"

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

constexpr const char* kSessionSettings = "SET TimeZone='UTC'; SET DateStyle='ISO'; SET client_min_messages=warning";

bool starts_with(std::string_view sql, std::string_view prefix) { return sql.substr(0, prefix.size()) == prefix; }

// How long a purchase of the group writer waits for a lock when its group already holds others.
// Two instances' groups that each hold a raffle and wait for the other's would otherwise wait for
// PostgreSQL's deadlock check (deadlock_timeout, 1 s) and stall both groups that long, again and
// again when buyers spread over many raffles. A group's first purchase holds nothing, so it may wait
// as long as it takes: no cycle can go through it. Past this wait (55P03, a RetryableError) the
// purchase leaves its savepoint and is queued again for a later group.
constexpr const char* kGroupLockWait = "SET LOCAL lock_timeout = '20ms'";

class PostgresConnection final : public PipelinedConnection {
 public:
  // `group_writer`: the connection of the purchases' group writer (see PostgresDatabase), whose
  // transactions are READ COMMITTED behind row locks whatever begin() is asked.
  explicit PostgresConnection(const std::string& url, bool group_writer = false)
      : conn_(PQconnectdb(url.c_str())), group_writer_(group_writer) {
    if (PQstatus(conn_) != CONNECTION_OK) {
      std::string message = PQerrorMessage(conn_);
      PQfinish(conn_);
      conn_ = nullptr;
      throw DatabaseError("cannot connect to PostgreSQL: " + message);
    }
    exec_script(kSessionSettings);
  }
  ~PostgresConnection() override { PQfinish(conn_); }

  Dialect dialect() const override { return Dialect::postgresql; }

  Result query(std::string_view sql, const Params& params) override {
    // Savepoints inside a transaction (the group writer's, one per purchase): a SAVEPOINT waits to
    // travel with the next statement, like BEGIN; what was queued after it (writes, NOTIFYs for
    // after the COMMIT) is dropped by a ROLLBACK TO it, and its mark by its RELEASE.
    if (in_transaction_ && starts_with(sql, "SAVEPOINT ")) {
      queued_.push_back({std::string(sql), params});
      savepoints_.push_back({queued_.size(), after_commit_.size(), false});
      // The group writer's purchases after its first kept one: the group holds raffle locks by
      // then, so this one waits for another lock only briefly (see kGroupLockWait).
      if (group_writer_ && holds_locks_) queued_.push_back({kGroupLockWait, {}});
      return {};
    }
    const bool release = in_transaction_ && !savepoints_.empty() && starts_with(sql, "RELEASE ");
    // A savepoint rolled back (a refused purchase) answers nothing anyone reads: its ROLLBACK TO and
    // RELEASE travel with the next statement (the next purchase's reads, or the COMMIT) instead of
    // taking a round trip each. A ROLLBACK TO is valid in a failed transaction, so it goes first.
    if (in_transaction_ && !savepoints_.empty() && starts_with(sql, "ROLLBACK TO ")) {
      queued_.resize(std::min(queued_.size(), savepoints_.back().queued));
      after_commit_.resize(savepoints_.back().after_commit);
      queued_.push_back({std::string(sql), params});
      savepoints_.back().rolled_back = true;
      return {};
    }
    if (release && savepoints_.back().rolled_back) {
      queued_.push_back({std::string(sql), params});
      savepoints_.pop_back();
      return {};
    }
    if (has_queued()) {
      auto result = std::move(run_pipeline({Statement{std::string(sql), params}}, false).front());
      if (release) released();
      return result;
    }
    const std::string& name = prepare(sql, static_cast<int>(params.size()));
    Bound bound(params);
    ResultPtr res(PQexecPrepared(conn_, name.c_str(), bound.count(), bound.values.data(), bound.lengths.data(),
                                 bound.formats.data(), 0));
    check(res.get(), "query");
    if (release) released();
    return read_result(res.get());
  }

  std::vector<Result> query_together(const std::vector<Statement>& statements) override {
    return run_pipeline(statements, false);
  }

  void execute_later(std::string_view sql, const Params& params) override {
    if (!in_transaction_) {
      query(sql, params);
      return;
    }
    queued_.push_back({std::string(sql), params});
  }

  void execute_after_commit(std::string_view sql, const Params& params) override {
    if (!in_transaction_) {
      query(sql, params);
      return;
    }
    after_commit_.push_back({std::string(sql), params});
  }

  void exec_script(std::string_view sql) override {
    if (has_queued()) run_pipeline({}, false);
    ResultPtr res(PQexec(conn_, std::string(sql).c_str()));
    check(res.get(), "exec");
  }

  // BEGIN waits to travel with the transaction's first statement, and the statements queued by
  // execute_later() with the next query or the COMMIT: a purchase is two round trips, not a dozen.
  void begin(Isolation isolation) override {
    if (group_writer_ && broken()) reconnect();  // the writer outlives a lost connection
    begin_ = isolation == Isolation::row_locks || group_writer_ ? "BEGIN ISOLATION LEVEL READ COMMITTED"
                                                                : "BEGIN ISOLATION LEVEL SERIALIZABLE";
    in_transaction_ = true;
  }
  void commit() override {
    if (!begin_.empty() && queued_.empty() && after_commit_.empty()) {
      begin_.clear();  // nothing was sent: nothing to commit
    } else if (has_queued() || !after_commit_.empty()) {
      run_pipeline({}, true);
    } else {
      ResultPtr res(PQexec(conn_, "COMMIT"));
      check(res.get(), "commit");
      if (rolled_back_instead(res.get())) throw DatabaseError(kRolledBackInstead);
    }
    in_transaction_ = false;
    savepoints_.clear();
    holds_locks_ = false;
  }
  void rollback() noexcept override {
    begin_.clear();
    queued_.clear();
    after_commit_.clear();
    savepoints_.clear();
    holds_locks_ = false;
    in_transaction_ = false;
    if (conn_ && PQtransactionStatus(conn_) != PQTRANS_IDLE) PQclear(PQexec(conn_, "ROLLBACK"));
  }
  bool broken() const override { return poisoned_ || PQstatus(conn_) != CONNECTION_OK; }
  // Inside a transaction, failed or not (a failed one is usable again after ROLLBACK TO a savepoint).
  bool transaction_open() const {
    const auto status = PQtransactionStatus(conn_);
    return status == PQTRANS_INTRANS || status == PQTRANS_INERROR;
  }

 private:
  // Parameters as libpq takes them: text, except blobs (binary); null pointers for NULL.
  struct Bound {
    explicit Bound(const Params& params)
        : storage(params.size()), values(params.size(), nullptr), lengths(params.size(), 0), formats(params.size(), 0) {
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
    }
    int count() const { return static_cast<int>(values.size()); }
    std::vector<std::string> storage;
    std::vector<const char*> values;
    std::vector<int> lengths;
    std::vector<int> formats;
  };

  void reconnect() {
    PQreset(conn_);
    statements_.clear();
    poisoned_ = false;
    if (PQstatus(conn_) != CONNECTION_OK)
      throw DatabaseError("cannot reconnect to PostgreSQL: " + std::string(PQerrorMessage(conn_)));
    exec_script(kSessionSettings);
  }

  bool has_queued() const { return !begin_.empty() || !queued_.empty(); }

  // A savepoint kept: what it locked stays locked until the transaction ends.
  void released() {
    savepoints_.pop_back();
    holds_locks_ = true;
  }

  const std::string& prepare(std::string_view sql, int nparams) {
    auto it = statements_.find(std::string(sql));
    if (it != statements_.end()) return it->second;
    std::string name = "s" + std::to_string(++prepared_count_);
    ResultPtr res(PQprepare(conn_, name.c_str(), rewrite_placeholders_for_postgres(sql).c_str(), nparams, nullptr));
    check(res.get(), "prepare");
    return statements_.emplace(std::string(sql), std::move(name)).first->second;
  }

  // One round trip (libpq pipeline mode): the pending BEGIN, the queued statements, `statements`
  // (each prepared first if new on this connection) and the COMMIT when `commit`, then one Sync.
  // Answers the results of `statements`; throws the first failure once everything is read (the
  // server skipped what followed it).
  std::vector<Result> run_pipeline(const std::vector<Statement>& statements, bool commit) {
    std::vector<Statement> queued = std::move(queued_);
    queued_.clear();
    for (auto& savepoint : savepoints_) savepoint.queued = 0;  // sent: nothing of it is left to drop
    std::vector<Statement> after_commit;
    if (commit) after_commit.swap(after_commit_);
    const std::string begin = std::move(begin_);
    begin_.clear();
    if (PQenterPipelineMode(conn_) != 1) throw DatabaseError("pipeline: " + std::string(PQerrorMessage(conn_)));

    // What each answer in the pipeline belongs to, in order.
    enum class Kind { control, prepare, queued, wanted };
    struct Sent {
      Kind kind;
      std::string sql;  // prepare: the statement prepared (forgotten if preparing fails)
    };
    std::vector<Sent> sent;
    bool send_ok = true;
    const auto send_control = [&](const char* sql) {
      send_ok = send_ok && PQsendQueryParams(conn_, sql, 0, nullptr, nullptr, nullptr, nullptr, 0) == 1;
      sent.push_back({Kind::control, {}});
    };
    const auto send_statement = [&](const Statement& s, Kind kind) {
      const int nparams = static_cast<int>(s.params.size());
      auto it = statements_.find(s.sql);
      if (it == statements_.end()) {
        std::string name = "s" + std::to_string(++prepared_count_);
        send_ok = send_ok && PQsendPrepare(conn_, name.c_str(), rewrite_placeholders_for_postgres(s.sql).c_str(),
                                           nparams, nullptr) == 1;
        sent.push_back({Kind::prepare, s.sql});
        it = statements_.emplace(s.sql, std::move(name)).first;
      }
      Bound bound(s.params);
      send_ok = send_ok && PQsendQueryPrepared(conn_, it->second.c_str(), bound.count(), bound.values.data(),
                                               bound.lengths.data(), bound.formats.data(), 0) == 1;
      sent.push_back({kind, {}});
    };
    if (!begin.empty()) send_control(begin.c_str());
    for (const auto& s : queued) send_statement(s, Kind::queued);
    for (const auto& s : statements) send_statement(s, Kind::wanted);
    const std::size_t committed_after = commit ? sent.size() : SIZE_MAX;  // what follows the COMMIT
    if (commit) send_control("COMMIT");
    for (const auto& s : after_commit) send_statement(s, Kind::queued);
    send_ok = send_ok && PQpipelineSync(conn_) == 1;
    if (!send_ok) {
      // The connection failed while sending: it is broken (PQstatus) and will not be reused.
      poisoned_ = true;
      throw DatabaseError("pipeline: " + std::string(PQerrorMessage(conn_)));
    }

    std::vector<Result> results;
    results.reserve(statements.size());
    ResultPtr failure;              // the first failed answer
    bool throw_after_sync = false;  // the COMMIT rolled back (rolled_back_instead)
    for (std::size_t i = 0; i < sent.size(); ++i) {
      const Sent& item = sent[i];
      ResultPtr res(PQgetResult(conn_));
      if (!res) {
        poisoned_ = true;
        throw DatabaseError("pipeline: " + std::string(PQerrorMessage(conn_)));
      }
      while (PGresult* extra = PQgetResult(conn_)) PQclear(extra);  // up to the NULL that ends this answer
      const ExecStatusType status = PQresultStatus(res.get());
      const bool ok = status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
      if (!ok && item.kind == Kind::prepare) statements_.erase(item.sql);
      if (!ok && i > committed_after && status != PGRES_PIPELINE_ABORTED) {
        log::error("after commit: " + std::string(PQresultErrorMessage(res.get())));  // committed all the same
        continue;
      }
      if (!ok && !failure && status != PGRES_PIPELINE_ABORTED) failure = std::move(res);
      if (ok && i == committed_after && !failure && rolled_back_instead(res.get())) {
        throw_after_sync = true;
      }
      if (item.kind == Kind::wanted) results.push_back(ok ? read_result(res.get()) : Result{});
    }
    ResultPtr sync(PQgetResult(conn_));
    if (!sync || PQresultStatus(sync.get()) != PGRES_PIPELINE_SYNC || PQexitPipelineMode(conn_) != 1) {
      poisoned_ = true;
      throw DatabaseError("pipeline: " + std::string(PQerrorMessage(conn_)));
    }
    if (failure) check(failure.get(), "pipeline");
    if (throw_after_sync) throw DatabaseError(kRolledBackInstead);
    return results;
  }

  // A COMMIT of a transaction that a failed statement aborted succeeds, as a ROLLBACK: caught here,
  // so that nobody is told a write committed (the writer's savepoints: a ROLLBACK TO that failed).
  static constexpr const char* kRolledBackInstead = "commit: the transaction had failed and was rolled back";
  static bool rolled_back_instead(PGresult* res) { return std::string_view(PQcmdStatus(res)) == "ROLLBACK"; }

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
  std::unordered_map<std::string, std::string> statements_;  // SQL → prepared statement name
  std::size_t prepared_count_ = 0;
  std::string begin_;                    // a BEGIN not sent yet
  std::vector<Statement> queued_;        // execute_later() statements not sent yet
  std::vector<Statement> after_commit_;  // execute_after_commit() statements, for the COMMIT's round trip
  bool in_transaction_ = false;
  bool poisoned_ = false;  // a pipeline ended unexpectedly: the connection is not reused
  bool group_writer_ = false;
  // The savepoints open in the transaction: how much of queued_ (0 once sent) and after_commit_
  // there was once each was queued.
  struct Savepoint {
    std::size_t queued, after_commit;
    bool rolled_back = false;  // its ROLLBACK TO is queued: so is its RELEASE
  };
  std::vector<Savepoint> savepoints_;
  bool holds_locks_ = false;  // a savepoint of this transaction was released (its row locks are kept)
};

// Purchases (transaction_then, READ COMMITTED behind the raffle's row lock) go to one group writer,
// as on SQLite (db/sqlite/group_commit.hpp): each in its own SAVEPOINT inside a transaction shared
// with the ones queued beside it, one COMMIT (one WAL flush) for the group, and the group's NOTIFYs
// in one implicit transaction right behind it; nobody is answered before that COMMIT. A purchase
// that fails rolls back its savepoint only. The savepoint travels with the purchase's reads and its
// writes with the RELEASE, so a purchase is still two round trips, but to one backend that is
// already awake, and the COMMIT, its flush and the LISTEN side's wake-up are shared by the group.
// A purchase behind a lock that another transaction holds makes its whole group wait: as long as
// it takes for the group's first purchase, at most kGroupLockWait for a later one (then only its
// savepoint fails and it is retried in a later group), so two instances' groups never wait for
// each other's raffles until PostgreSQL's deadlock check (docs/decisions.md: 100 buyers over ten
// raffles on three instances sold 16 purchases/s with that check's 1 s stalls, 329/s without).
// Every other transaction runs on a pooled connection, as before.
class PostgresDatabase final : public Database {
 public:
  explicit PostgresDatabase(std::string url)
      : Database(32),
        url_(std::move(url)),
        writer_(std::make_unique<PostgresConnection>(url_, true), [](const Connection& conn) {
          return static_cast<const PostgresConnection&>(conn).transaction_open();
        }) {
    acquire();
  }
  Dialect dialect() const override { return Dialect::postgresql; }

  // Queued for the writer, whose group's COMMIT calls `done`; a RetryableError (a deadlock, or its
  // group rolled back by another's failure) queues it again at once, up to max_attempts.
  void transaction_then(std::function<void(Connection&)> work, std::function<void(std::exception_ptr)> done,
                        TransactionOptions options) override {
    if (writer_.on_writer_thread() || options.isolation != Isolation::row_locks) {
      return Database::transaction_then(std::move(work), std::move(done), options);
    }
    writer_.submit_retrying(std::move(work), std::move(done), options.max_attempts);
  }

 protected:
  std::unique_ptr<Connection> open_connection() override { return std::make_unique<PostgresConnection>(url_); }

 private:
  std::string url_;
  GroupCommitter writer_;
};

}  // namespace

std::unique_ptr<Database> open_postgres(const std::string& url) { return std::make_unique<PostgresDatabase>(url); }

}  // namespace rifa::db
