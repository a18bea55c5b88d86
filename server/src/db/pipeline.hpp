#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"

namespace rifa::db {

// Fewer round trips to a database server. The Connection interface sends one statement and waits
// for its answer; a connection that can pipeline (PostgreSQL, libpq's pipeline mode) implements
// this one too, and the functions below use it when it is there, and run statements one after
// another otherwise (SQLite is in-process: a round trip costs nothing there).
struct Statement {
  std::string sql;
  Params params;
};

class PipelinedConnection : public Connection {
 public:
  virtual std::vector<Result> query_together(const std::vector<Statement>& statements) = 0;
  virtual void execute_later(std::string_view sql, const Params& params) = 0;
  virtual void execute_after_commit(std::string_view sql, const Params& params) = 0;
};

// Runs the statements in order and answers each one's result; on PostgreSQL they travel in one
// round trip (with anything execute_later() queued before them). Each statement still sees what the
// earlier ones did (READ COMMITTED takes a snapshot per statement: one that follows a
// `SELECT … FOR UPDATE` sees what the lock's previous holder committed). The first failure is thrown
// after all have been answered; the statements after it did not run.
inline std::vector<Result> query_together(Connection& conn, const std::vector<Statement>& statements) {
  if (auto* pipelined = dynamic_cast<PipelinedConnection*>(&conn)) return pipelined->query_together(statements);
  std::vector<Result> out;
  out.reserve(statements.size());
  for (const auto& s : statements) out.push_back(conn.query(s.sql, s.params));
  return out;
}

// A write whose result nobody reads. Inside a PostgreSQL transaction it is queued and sent with the
// next query or with the COMMIT, in the same round trip; its failure (a unique key, a
// serialisation failure) is thrown there, and the transaction rolls back as for any failure.
// Elsewhere (SQLite, or outside a transaction) it runs now.
inline void execute_later(Connection& conn, std::string_view sql, const Params& params = {}) {
  if (auto* pipelined = dynamic_cast<PipelinedConnection*>(&conn)) return pipelined->execute_later(sql, params);
  conn.query(sql, params);
}

// A statement for right after this transaction commits (PostgreSQL's NOTIFY): it travels in the
// COMMIT's round trip, behind it, and runs only if the COMMIT succeeded; it is dropped when the
// transaction rolls back, and its own failure is logged (the transaction has committed). Outside a
// transaction, or on a connection that does not pipeline, it runs now.
inline void execute_after_commit(Connection& conn, std::string_view sql, const Params& params = {}) {
  if (auto* pipelined = dynamic_cast<PipelinedConnection*>(&conn)) return pipelined->execute_after_commit(sql, params);
  conn.query(sql, params);
}

}  // namespace rifa::db
