#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace rifa {

enum class LogLevel { debug, info, warn, error };
enum class LogFormat { text, json };

struct Config {
  std::string host = "0.0.0.0";
  std::uint16_t port = 8080;
  std::string data_dir = "./data";
  std::string database_url;  // empty → sqlite:<data_dir>/rifa.db
  std::string site_url;      // empty → http://localhost:<port>
  std::string smtp_url;      // empty → mail goes to the outbox table and the log
  std::string smtp_from = "Rifa <no-reply@rifa.local>";
  std::string jwt_key_file;  // empty → <data_dir>/jwt-es256.pem
  std::string web_dir = "./web/dist";
  LogLevel log_level = LogLevel::info;
  LogFormat log_format = LogFormat::text;
  // /metrics (Prometheus text): on its own listener at metrics_bind:metrics_port, and/or on the main
  // port for requests bearing metrics_token. Neither set: not exposed.
  std::uint16_t metrics_port = 0;  // 0 → no own listener
  std::string metrics_bind = "127.0.0.1";
  std::string metrics_token;     // empty → not on the main port
  unsigned network_threads = 0;  // 0 → number of cores
  unsigned worker_threads = 0;   // 0 → 64 on SQLite, 16 on PostgreSQL
  unsigned max_connections = 4096;
  std::vector<std::string> trusted_proxies;
  double rate_limit_multiplier = 1.0;  // scales every rate-limit budget (auth and /api/v1 writes)
  // /api/v1 write limits (token buckets per user and per client address), before the multiplier.
  double writes_per_minute_user = 120;
  double writes_per_minute_address = 600;
  double uploads_per_hour_user = 60;
  double uploads_per_hour_address = 200;
  unsigned refresh_token_reuse_interval = 10;  // seconds a rotated refresh token may still be used
  // /realtime/v1 limits (docs/realtime.md); connections are counted per instance.
  unsigned realtime_connections_per_user = 20;
  unsigned realtime_connections_per_address = 200;
  unsigned realtime_subscriptions_per_socket = 100;
  unsigned realtime_max_message_bytes = 4096;
  unsigned realtime_messages_per_second = 20;
  unsigned realtime_max_queue_bytes = 256 * 1024;  // unsent bytes before a slow reader is dropped
  std::string realtime_writes = "batched";         // how events reach sockets: batched, plain or queued
  unsigned jobs_interval_ms = 15000;               // between runs of the scheduled jobs
  unsigned max_pending_holds = 3;                  // unpaid, unreported tickets per buyer per raffle
  std::string backup_dir;                          // empty → no scheduled backups (SQLite only)
  unsigned backup_interval = 6 * 3600;             // seconds between scheduled backups
  unsigned backup_keep = 7;                        // scheduled backups kept (the newest)
  unsigned proof_readers = 1;                      // OCR threads reading payment proofs (0: none here)

  // The effective database URL (DATABASE_URL or the SQLite file in DATA_DIR).
  std::string effective_database_url() const;
  std::string effective_site_url() const;
  std::string effective_jwt_key_file() const;
};

class ConfigError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

using EnvLookup = std::function<std::optional<std::string>(const std::string&)>;

// Reads the configuration from environment variables (see config_help()). Throws ConfigError with
// a message naming the variable when a value is invalid.
Config parse_config(const EnvLookup& env);
EnvLookup process_environment();

// The text of `rifa-server --help`: sub-commands and every environment variable.
std::string config_help();

}  // namespace rifa
