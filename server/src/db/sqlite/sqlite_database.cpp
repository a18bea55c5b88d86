#include "db/sqlite/sqlite_database.hpp"

#include <sqlite3.h>

#include <cctype>

#include <thread>
#include <unordered_map>

#include "db/sqlite/checkpointer.hpp"
#include "db/sqlite/group_commit.hpp"
#include "db/sqlite/wal_file.hpp"
#include "db/sqlite/wal_writes.hpp"

namespace rifa::db {
namespace {

[[noreturn]] void raise(sqlite3* handle, int code, std::string_view what) {
  const int extended = handle ? sqlite3_extended_errcode(handle) : code;
  std::string message = std::string(what) + ": " + (handle ? sqlite3_errmsg(handle) : sqlite3_errstr(code));
  switch (extended & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      throw RetryableError(message);
    case SQLITE_CONSTRAINT:
      if (extended == SQLITE_CONSTRAINT_UNIQUE || extended == SQLITE_CONSTRAINT_PRIMARYKEY) {
        throw UniqueViolation(message);
      }
      throw ConstraintViolation(message);
    default:
      throw DatabaseError(message);
  }
}

// SQLite counts every allocation under a global mutex for sqlite3_memory_used(), which nothing here
// reads; turned off before the library's first use (a later call is refused and changes nothing).
void configure_library() {
  static const int configured = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  (void)configured;
}

class SqliteConnection final : public Connection {
 public:
  // `writer`: where this connection sends a write made outside a transaction (null for the
  // writer's own connection), so every write of the process goes through the one writer.
  // `checkpointer`: given to the writer's own connection, which leaves checkpoints to it.
  SqliteConnection(const std::string& path, GroupCommitter* writer, Checkpointer* checkpointer = nullptr)
      : writer_(writer) {
    configure_library();
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    const int rc = sqlite3_open_v2(path.c_str(), &db_, flags, wal_writes_vfs());
    if (rc != SQLITE_OK) {
      std::string message = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
      sqlite3_close(db_);
      db_ = nullptr;
      throw DatabaseError("cannot open " + path + ": " + message);
    }
    sqlite3_busy_timeout(db_, 5000);
    sqlite3_extended_result_codes(db_, 1);
    // temp_store=MEMORY: a savepoint keeps the pages it changes that an earlier transaction of its
    // group already changed in a sub-journal, which is otherwise a temporary file.
    exec_script("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON; PRAGMA temp_store=MEMORY;");
    // The writer holds a group's changed pages in its cache until the COMMIT: 64 MiB, so a large
    // group never spills pages to the WAL in the middle of the transaction. Its COMMIT writes the
    // WAL without syncing it (NORMAL, in WAL mode: the WAL is still synced before each checkpoint,
    // the database after it, and the WAL's header when the WAL starts again from the top); the
    // group writer's syncer fdatasyncs the WAL before anyone is answered (GroupCommitter).
    if (!writer_) exec_script("PRAGMA cache_size=-65536; PRAGMA synchronous=NORMAL;");
    if (checkpointer) checkpointer->attach(db_);
  }

  ~SqliteConnection() override {
    for (auto& [sql, stmt] : statements_) sqlite3_finalize(stmt);
    sqlite3_close(db_);
  }

  Dialect dialect() const override { return Dialect::sqlite; }

  Result query(std::string_view sql, const Params& params) override {
    sqlite3_stmt* stmt = prepare(sql);
    if (writer_ && !sqlite3_stmt_readonly(stmt) && sqlite3_get_autocommit(db_) && !is_pragma(sql)) {
      Result result;
      writer_->run([&](Connection& conn) { result = conn.query(sql, params); });
      return result;
    }
    struct Reset {
      sqlite3_stmt* s;
      ~Reset() {
        sqlite3_reset(s);
        sqlite3_clear_bindings(s);
      }
    } reset{stmt};
    bind(stmt, params);

    Result result;
    std::shared_ptr<std::vector<std::string>> columns;
    for (;;) {
      const int rc = sqlite3_step(stmt);
      if (rc == SQLITE_DONE) break;
      if (rc != SQLITE_ROW) raise(db_, rc, "step");
      if (!columns) columns = column_names(stmt);
      result.rows.emplace_back(columns, read_row(stmt));
    }
    if (!sqlite3_stmt_readonly(stmt)) result.affected = sqlite3_changes(db_);
    return result;
  }

  void exec_script(std::string_view sql) override {
    const std::string script(sql);
    char* error = nullptr;
    const int rc = sqlite3_exec(db_, script.c_str(), nullptr, nullptr, &error);
    if (rc != SQLITE_OK) {
      sqlite3_free(error);
      raise(db_, rc, "exec");
    }
  }

  void begin(Isolation) override { exec_script("BEGIN IMMEDIATE"); }
  void commit() override { exec_script("COMMIT"); }
  void rollback() noexcept override {
    if (!sqlite3_get_autocommit(db_)) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  bool broken() const override { return false; }
  bool transaction_open() const { return !sqlite3_get_autocommit(db_); }

 private:
  static bool is_pragma(std::string_view sql) {
    while (!sql.empty() && std::isspace(static_cast<unsigned char>(sql.front()))) sql.remove_prefix(1);
    return sql.size() >= 6 && std::equal(sql.begin(), sql.begin() + 6, "PRAGMA", [](char a, char b) {
             return std::toupper(static_cast<unsigned char>(a)) == b;
           });
  }

  sqlite3_stmt* prepare(std::string_view sql) {
    auto it = statements_.find(std::string(sql));
    if (it != statements_.end()) return it->second;
    sqlite3_stmt* stmt = nullptr;
    const int rc =
        sqlite3_prepare_v3(db_, sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT, &stmt, nullptr);
    if (rc != SQLITE_OK) raise(db_, rc, "prepare");
    statements_.emplace(std::string(sql), stmt);
    return stmt;
  }

  void bind(sqlite3_stmt* stmt, const Params& params) {
    if (static_cast<int>(params.size()) != sqlite3_bind_parameter_count(stmt)) {
      throw DatabaseError("wrong number of parameters");
    }
    for (std::size_t i = 0; i < params.size(); ++i) {
      const int idx = static_cast<int>(i) + 1;
      int rc = SQLITE_OK;
      const Value& v = params[i];
      if (std::holds_alternative<std::nullptr_t>(v)) {
        rc = sqlite3_bind_null(stmt, idx);
      } else if (auto n = std::get_if<std::int64_t>(&v)) {
        rc = sqlite3_bind_int64(stmt, idx, *n);
      } else if (auto d = std::get_if<double>(&v)) {
        rc = sqlite3_bind_double(stmt, idx, *d);
      } else if (auto s = std::get_if<std::string>(&v)) {
        rc = sqlite3_bind_text64(stmt, idx, s->data(), s->size(), SQLITE_TRANSIENT, SQLITE_UTF8);
      } else if (auto b = std::get_if<bool>(&v)) {
        rc = sqlite3_bind_int64(stmt, idx, *b ? 1 : 0);
      } else if (auto blob = std::get_if<Blob>(&v)) {
        rc = sqlite3_bind_blob64(stmt, idx, blob->bytes.data(), blob->bytes.size(), SQLITE_TRANSIENT);
      }
      if (rc != SQLITE_OK) raise(db_, rc, "bind");
    }
  }

  static std::shared_ptr<std::vector<std::string>> column_names(sqlite3_stmt* stmt) {
    auto names = std::make_shared<std::vector<std::string>>();
    const int n = sqlite3_column_count(stmt);
    for (int i = 0; i < n; ++i) names->emplace_back(sqlite3_column_name(stmt, i));
    return names;
  }

  static std::vector<Value> read_row(sqlite3_stmt* stmt) {
    const int n = sqlite3_column_count(stmt);
    std::vector<Value> values;
    values.reserve(n);
    for (int i = 0; i < n; ++i) {
      switch (sqlite3_column_type(stmt, i)) {
        case SQLITE_INTEGER:
          values.emplace_back(static_cast<std::int64_t>(sqlite3_column_int64(stmt, i)));
          break;
        case SQLITE_FLOAT:
          values.emplace_back(sqlite3_column_double(stmt, i));
          break;
        case SQLITE_TEXT: {
          const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, i));
          values.emplace_back(std::string(text, sqlite3_column_bytes(stmt, i)));
          break;
        }
        case SQLITE_BLOB: {
          const auto* data = static_cast<const char*>(sqlite3_column_blob(stmt, i));
          values.emplace_back(Blob{std::string(data ? data : "", sqlite3_column_bytes(stmt, i))});
          break;
        }
        default:
          values.emplace_back(nullptr);
      }
    }
    return values;
  }

  GroupCommitter* writer_;
  sqlite3* db_ = nullptr;
  std::unordered_map<std::string, sqlite3_stmt*> statements_;
};

class SqliteDatabase final : public Database {
 public:
  SqliteDatabase(std::string path, SyncAround around)
      : Database(64),
        path_(std::move(path)),
        checkpointer_(path_),
        wal_(path_),
        writer_(
            std::make_unique<SqliteConnection>(path_, nullptr, &checkpointer_),
            [](const Connection& conn) { return static_cast<const SqliteConnection&>(conn).transaction_open(); },
            [this, around = std::move(around)] {
              if (around) return around([this] { wal_.sync(); });
              wal_.sync();
            }) {
    acquire();  // fail fast on an unusable path
  }
  Dialect dialect() const override { return Dialect::sqlite; }
  GroupCommitter::Stats writer_stats() const { return writer_.stats(); }

  // Queued for the writer; `done` once its group's COMMIT is durable (the syncer's fsync); a RetryableError (its group
  // was rolled back by another transaction's error) queues it again at once, up to max_attempts.
  void transaction_then(std::function<void(Connection&)> work, std::function<void(std::exception_ptr)> done,
                        TransactionOptions options) override {
    if (writer_.on_writer_thread()) return Database::transaction_then(std::move(work), std::move(done), options);
    writer_.submit_retrying(std::move(work), std::move(done), options.max_attempts);
  }

 protected:
  std::unique_ptr<Connection> open_connection() override { return std::make_unique<SqliteConnection>(path_, &writer_); }

  // Every transaction goes to the one writer (group commit); a RetryableError (its group was rolled
  // back by an error of another transaction) runs it again in a later group.
  void run_transaction(const std::function<void(Connection&)>& work, const TransactionOptions& options) override {
    for (int attempt = 1;; ++attempt) {
      try {
        writer_.run(work);
        return;
      } catch (const RetryableError&) {
        if (writer_.on_writer_thread() || attempt >= options.max_attempts) throw;
        backoff(attempt);
      }
    }
  }

 private:
  std::string path_;
  Checkpointer checkpointer_;
  WalFile wal_;  // used by the writer's syncer only
  GroupCommitter writer_;
};

}  // namespace

std::unique_ptr<Database> open_sqlite(const std::string& path, SyncAround around) {
  return std::make_unique<SqliteDatabase>(path, std::move(around));
}

std::optional<GroupCommitter::Stats> sqlite_writer_stats(Database& db) {
  if (auto* sqlite = dynamic_cast<SqliteDatabase*>(&db)) return sqlite->writer_stats();
  return std::nullopt;
}

}  // namespace rifa::db
