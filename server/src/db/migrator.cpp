#include "db/migrator.hpp"

#include <algorithm>
#include <chrono>
#include <regex>

namespace rifa::db {
namespace {

void ensure_schema_table(Database& db) {
  // Portable DDL: both dialects accept this table definition.
  db.acquire()->exec_script(
      "CREATE TABLE IF NOT EXISTS schema_migrations ("
      " version INTEGER PRIMARY KEY,"
      " name TEXT NOT NULL,"
      " applied_at TEXT NOT NULL)");
}

int current_version(Connection& conn) {
  const auto result = conn.query("SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations");
  return static_cast<int>(result.first().integer("v"));
}

std::string now_text() {
  const auto now = std::chrono::time_point_cast<std::chrono::milliseconds>(std::chrono::system_clock::now());
  const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char buf[40];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
  return std::string(buf) + ".000Z";
}

}  // namespace

bool parse_migration_file_name(const std::string& file_name, int& version, std::string& name) {
  static const std::regex pattern(R"(^V(\d{3,})__([A-Za-z0-9_]+)\.sql$)");
  std::smatch match;
  if (!std::regex_match(file_name, match, pattern)) return false;
  version = std::stoi(match[1].str());
  name = match[2].str();
  return version > 0;
}

MigrationReport migrate(Database& db, const std::vector<Migration>& migrations) {
  std::vector<Migration> ordered = migrations;
  std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) { return a.version < b.version; });
  for (std::size_t i = 1; i < ordered.size(); ++i) {
    if (ordered[i].version == ordered[i - 1].version) {
      throw std::runtime_error("duplicate migration version " + std::to_string(ordered[i].version));
    }
  }
  const int known = ordered.empty() ? 0 : ordered.back().version;

  ensure_schema_table(db);
  const int from = current_version(*db.acquire());
  if (from > known) {
    throw SchemaTooNew("database schema version " + std::to_string(from) + " is newer than this binary (" +
                       std::to_string(known) + "); upgrade rifa-server");
  }
  int to = from;
  for (const auto& migration : ordered) {
    if (migration.version <= from) continue;
    db.transaction([&](Connection& conn) {
      // Several instances may start together: serialise them, then re-check inside the transaction.
      if (conn.dialect() == Dialect::postgresql) conn.query("SELECT pg_advisory_xact_lock(7253001)");
      if (current_version(conn) >= migration.version) return;
      conn.exec_script(migration.sql);
      conn.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                 {static_cast<std::int64_t>(migration.version), migration.name, now_text()});
    });
    to = migration.version;
  }
  return {from, to};
}

}  // namespace rifa::db
