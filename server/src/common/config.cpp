#include "common/config.hpp"

#include <charconv>
#include <cstdlib>
#include <sstream>
#include <tuple>
#include <utility>

namespace rifa {
namespace {

struct Variable {
  const char* name;
  const char* fallback;
  const char* help;
};

constexpr Variable kVariables[] = {
    {"PORT", "8080", "TCP port to listen on"},
    {"HOST", "0.0.0.0", "address to bind (127.0.0.1 for loopback only)"},
    {"DATA_DIR", "./data", "directory for the SQLite database, the signing key and generated secrets"},
    {"DATABASE_URL", "sqlite:$DATA_DIR/rifa.db", "postgresql://user:pass@host:5432/db selects PostgreSQL"},
    {"SITE_URL", "http://localhost:$PORT", "public origin of the site, used in e-mailed links and link previews"},
    {"SMTP_URL", "(unset)", "smtp://host:port for outgoing mail; unset: mail is kept in mail_outbox and logged"},
    {"SMTP_FROM", "Rifa <no-reply@rifa.local>", "sender of outgoing mail"},
    {"JWT_KEY_FILE", "$DATA_DIR/jwt-es256.pem", "ES256 signing key, generated on first start if absent"},
    {"WEB_DIR", "./web/dist", "built web app served as static files with SPA fallback"},
    {"LOG_LEVEL", "info", "debug, info, warn or error"},
    {"LOG_FORMAT", "text",
     "text (one readable line per event) or json (one JSON object per line: time, level, msg, fields)"},
    {"METRICS_PORT", "(unset)",
     "serve Prometheus metrics at /metrics on this port (its own listener, on METRICS_BIND); unset: no listener"},
    {"METRICS_BIND", "127.0.0.1", "address the METRICS_PORT listener binds (0.0.0.0 to let another host scrape)"},
    {"METRICS_TOKEN", "(unset)",
     "serve /metrics on the main port too, to requests with \"Authorization: Bearer <token>\"; unset: not there"},
    {"NETWORK_THREADS", "number of cores", "threads running the HTTP event loop"},
    {"WORKER_THREADS", "64 on SQLite, 16 on PostgreSQL", "threads running request handlers (database calls)"},
    {"MAX_CONNECTIONS", "4096", "concurrent connections accepted before new ones get 503"},
    {"TRUSTED_PROXIES", "(none)", "comma-separated proxy IPs whose X-Forwarded-For is trusted"},
    {"RATE_LIMIT_MULTIPLIER", "1",
     "scales every rate-limit budget below and the auth ones (sign-up, sign-in failures, recover, verify)"},
    {"RATE_LIMIT_WRITES_PER_MINUTE_USER", "120",
     "/api/v1 writes (POST, PUT, PATCH, DELETE) per signed-in user; 429 past it"},
    {"RATE_LIMIT_WRITES_PER_MINUTE_IP", "600", "/api/v1 writes per client address"},
    {"RATE_LIMIT_UPLOADS_PER_HOUR_USER", "60", "/api/v1 uploads (avatars, raffle images) per signed-in user"},
    {"RATE_LIMIT_UPLOADS_PER_HOUR_IP", "200", "/api/v1 uploads per client address"},
    {"REFRESH_TOKEN_REUSE_INTERVAL", "10",
     "seconds a rotated refresh token is still accepted (tab races); later reuse ends the session"},
    {"REALTIME_MAX_CONNECTIONS_PER_USER", "20", "WebSockets one account may keep open on one instance"},
    {"REALTIME_MAX_CONNECTIONS_PER_IP", "200",
     "WebSockets one client address may keep open on one instance (they also count in MAX_CONNECTIONS)"},
    {"REALTIME_MAX_SUBSCRIPTIONS", "100", "topics one WebSocket may subscribe to"},
    {"REALTIME_MAX_MESSAGE_BYTES", "4096", "largest client message; a bigger one closes the socket (1009)"},
    {"REALTIME_MESSAGES_PER_SECOND", "20", "client messages per WebSocket per second; the rest are refused"},
    {"REALTIME_MAX_QUEUE_BYTES", "262144", "unsent bytes a WebSocket may hold before a slow reader is dropped"},
    {"REALTIME_WRITES", "batched",
     "how an event reaches its sockets: batched (io_uring, one system call per 256 sockets), plain (one "
     "send per socket) or queued (each socket's own writer); batched falls back to plain without io_uring"},
    {"JOBS_INTERVAL_MS", "15000",
     "milliseconds between runs of the scheduled jobs (raffle ending notices, hold reminders and expiry)"},
    {"MAX_PENDING_HOLDS", "3",
     "unpaid tickets without a payment report one buyer may hold per raffle; more purchases get 409 (0: no limit)"},
    {"BACKUP_DIR", "(unset)",
     "SQLite: where `serve` writes a backup (database, signing key, manifest) every BACKUP_INTERVAL; unset: none"},
    {"BACKUP_INTERVAL", "6h", "time between scheduled backups: seconds, or a number with s, m, h or d (30m, 6h, 1d)"},
    {"BACKUP_KEEP", "7", "scheduled backups kept in BACKUP_DIR (the newest; older ones are deleted)"},
    {"PROOF_READERS", "1",
     "threads reading payment screenshots by OCR on this instance; 0: it reads none (another instance does)"},
};

double parse_positive(const std::string& name, const std::string& text) {
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (text.empty() || end != text.c_str() + text.size() || !(value > 0) || value > 1e6) {
    throw ConfigError(name + " must be a positive number, got '" + text + "'");
  }
  return value;
}

unsigned parse_unsigned(const std::string& name, const std::string& text, unsigned min, unsigned max) {
  unsigned value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < min || value > max) {
    throw ConfigError(name + " must be a whole number between " + std::to_string(min) + " and " + std::to_string(max) +
                      ", got '" + text + "'");
  }
  return value;
}

// "90", "90s", "30m", "6h", "1d" -> seconds (at least 1, at most 366 days).
unsigned parse_duration(const std::string& name, const std::string& text) {
  unsigned scale = 1;
  std::string digits = text;
  if (!digits.empty()) {
    switch (digits.back()) {
      case 's':
        scale = 1;
        break;
      case 'm':
        scale = 60;
        break;
      case 'h':
        scale = 3600;
        break;
      case 'd':
        scale = 86400;
        break;
      default:
        scale = 0;
    }
    if (scale)
      digits.pop_back();
    else
      scale = 1;
  }
  unsigned value = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  constexpr unsigned kMax = 366u * 86400u;
  if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || value == 0 ||
      value > kMax / scale) {
    throw ConfigError(name + " must be a duration such as 3600, 90s, 30m, 6h or 1d (at most 366d), got '" + text + "'");
  }
  return value * scale;
}

LogLevel parse_level(const std::string& text) {
  if (text == "debug") return LogLevel::debug;
  if (text == "info") return LogLevel::info;
  if (text == "warn" || text == "warning") return LogLevel::warn;
  if (text == "error") return LogLevel::error;
  throw ConfigError("LOG_LEVEL must be debug, info, warn or error, got '" + text + "'");
}

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream stream(text);
  std::string item;
  while (std::getline(stream, item, ',')) {
    const auto first = item.find_first_not_of(' ');
    const auto last = item.find_last_not_of(' ');
    if (first != std::string::npos) out.push_back(item.substr(first, last - first + 1));
  }
  return out;
}

std::string strip_trailing_slash(std::string text) {
  while (!text.empty() && text.back() == '/') text.pop_back();
  return text;
}

}  // namespace

std::string Config::effective_database_url() const {
  return database_url.empty() ? "sqlite:" + data_dir + "/rifa.db" : database_url;
}

std::string Config::effective_site_url() const {
  return site_url.empty() ? "http://localhost:" + std::to_string(port) : site_url;
}

std::string Config::effective_jwt_key_file() const {
  return jwt_key_file.empty() ? data_dir + "/jwt-es256.pem" : jwt_key_file;
}

Config parse_config(const EnvLookup& env) {
  Config config;
  auto get = [&](const char* name) -> std::optional<std::string> {
    auto value = env(name);
    if (value && value->empty()) return std::nullopt;  // an empty variable counts as unset
    return value;
  };
  if (auto v = get("PORT")) config.port = static_cast<std::uint16_t>(parse_unsigned("PORT", *v, 1, 65535));
  if (auto v = get("HOST")) config.host = *v;
  if (auto v = get("DATA_DIR")) config.data_dir = strip_trailing_slash(*v);
  if (auto v = get("DATABASE_URL")) {
    const bool known =
        v->rfind("postgresql://", 0) == 0 || v->rfind("postgres://", 0) == 0 || v->rfind("sqlite:", 0) == 0;
    if (!known) throw ConfigError("DATABASE_URL must start with postgresql://, postgres:// or sqlite:");
    config.database_url = *v;
  }
  if (auto v = get("SITE_URL")) config.site_url = strip_trailing_slash(*v);
  if (auto v = get("SMTP_URL")) {
    if (v->rfind("smtp://", 0) != 0 && v->rfind("smtps://", 0) != 0) {
      throw ConfigError("SMTP_URL must start with smtp:// or smtps://");
    }
    config.smtp_url = *v;
  }
  if (auto v = get("SMTP_FROM")) config.smtp_from = *v;
  if (auto v = get("JWT_KEY_FILE")) config.jwt_key_file = *v;
  if (auto v = get("WEB_DIR")) config.web_dir = strip_trailing_slash(*v);
  if (auto v = get("LOG_LEVEL")) config.log_level = parse_level(*v);
  if (auto v = get("LOG_FORMAT")) {
    if (*v != "text" && *v != "json") throw ConfigError("LOG_FORMAT must be text or json, got '" + *v + "'");
    config.log_format = *v == "json" ? LogFormat::json : LogFormat::text;
  }
  if (auto v = get("METRICS_PORT"))
    config.metrics_port = static_cast<std::uint16_t>(parse_unsigned("METRICS_PORT", *v, 1, 65535));
  if (auto v = get("METRICS_BIND")) config.metrics_bind = *v;
  if (auto v = get("METRICS_TOKEN")) {
    if (v->size() < 16) throw ConfigError("METRICS_TOKEN must be at least 16 characters");
    config.metrics_token = *v;
  }
  if (auto v = get("NETWORK_THREADS")) config.network_threads = parse_unsigned("NETWORK_THREADS", *v, 1, 256);
  if (auto v = get("WORKER_THREADS")) config.worker_threads = parse_unsigned("WORKER_THREADS", *v, 1, 1024);
  if (auto v = get("MAX_CONNECTIONS")) config.max_connections = parse_unsigned("MAX_CONNECTIONS", *v, 1, 1000000);
  if (auto v = get("TRUSTED_PROXIES")) config.trusted_proxies = split_list(*v);
  for (auto [name, target] : {std::pair{"RATE_LIMIT_MULTIPLIER", &config.rate_limit_multiplier},
                              std::pair{"RATE_LIMIT_WRITES_PER_MINUTE_USER", &config.writes_per_minute_user},
                              std::pair{"RATE_LIMIT_WRITES_PER_MINUTE_IP", &config.writes_per_minute_address},
                              std::pair{"RATE_LIMIT_UPLOADS_PER_HOUR_USER", &config.uploads_per_hour_user},
                              std::pair{"RATE_LIMIT_UPLOADS_PER_HOUR_IP", &config.uploads_per_hour_address}}) {
    if (auto v = get(name)) *target = parse_positive(name, *v);
  }
  if (auto v = get("JOBS_INTERVAL_MS")) config.jobs_interval_ms = parse_unsigned("JOBS_INTERVAL_MS", *v, 50, 3600000);
  if (auto v = get("BACKUP_DIR")) config.backup_dir = strip_trailing_slash(*v);
  if (auto v = get("BACKUP_INTERVAL")) config.backup_interval = parse_duration("BACKUP_INTERVAL", *v);
  if (auto v = get("BACKUP_KEEP")) config.backup_keep = parse_unsigned("BACKUP_KEEP", *v, 1, 100000);
  if (auto v = get("PROOF_READERS")) config.proof_readers = parse_unsigned("PROOF_READERS", *v, 0, 16);
  if (auto v = get("MAX_PENDING_HOLDS")) config.max_pending_holds = parse_unsigned("MAX_PENDING_HOLDS", *v, 0, 1000000);
  for (auto [name, target, min, max] :
       {std::tuple{"REALTIME_MAX_CONNECTIONS_PER_USER", &config.realtime_connections_per_user, 1u, 1000000u},
        std::tuple{"REALTIME_MAX_CONNECTIONS_PER_IP", &config.realtime_connections_per_address, 1u, 1000000u},
        std::tuple{"REALTIME_MAX_SUBSCRIPTIONS", &config.realtime_subscriptions_per_socket, 1u, 10000u},
        std::tuple{"REALTIME_MAX_MESSAGE_BYTES", &config.realtime_max_message_bytes, 256u, 65536u},
        std::tuple{"REALTIME_MESSAGES_PER_SECOND", &config.realtime_messages_per_second, 1u, 10000u},
        std::tuple{"REALTIME_MAX_QUEUE_BYTES", &config.realtime_max_queue_bytes, 1024u, 64u * 1024 * 1024}}) {
    if (auto v = get(name)) *target = parse_unsigned(name, *v, min, max);
  }
  if (auto v = get("REALTIME_WRITES")) {
    if (*v != "batched" && *v != "plain" && *v != "queued") {
      throw ConfigError("REALTIME_WRITES must be batched, plain or queued, got '" + *v + "'");
    }
    config.realtime_writes = *v;
  }
  if (auto v = get("REFRESH_TOKEN_REUSE_INTERVAL")) {
    config.refresh_token_reuse_interval = parse_unsigned("REFRESH_TOKEN_REUSE_INTERVAL", *v, 0, 3600);
  }
  return config;
}

EnvLookup process_environment() {
  return [](const std::string& name) -> std::optional<std::string> {
    const char* value = std::getenv(name.c_str());
    if (!value) return std::nullopt;
    return std::string(value);
  };
}

std::string config_help() {
  std::ostringstream out;
  out << "rifa-server: the Rifa raffle platform (HTTP API, auth and web app in one binary)\n\n"
      << "Usage:\n"
      << "  rifa-server                 start the server\n"
      << "  rifa-server migrate         apply database migrations and exit\n"
      << "  rifa-server create-user --email E --password P [--name N]\n"
      << "                              create a confirmed account (operators, tests)\n"
      << "  rifa-server create-admin --email E [--password P]\n"
      << "                              make an account super administrator (created if missing)\n"
      << "  rifa-server grant-plan --email E --plan NAME\n"
      << "                              give an account an active one-month subscription\n"
      << "  rifa-server run-jobs [--now T]\n"
      << "                              run the scheduled jobs once, as of time T (RFC 3339), and exit\n"
      << "  rifa-server routes          list the routed operations, one \"METHOD /path\" a line\n"
      << "  rifa-server check-data      check the stored sales (sold counts, ticket numbers, SQLite's\n"
      << "                              integrity); prints a JSON report, exits 1 on a problem\n"
      << "  rifa-server backup --to DIR a consistent backup of the SQLite database and the signing key\n"
      << "                              into a new directory under DIR, also while `serve` runs\n"
      << "                              (PostgreSQL: scripts/pg-backup.sh)\n"
      << "  rifa-server restore --from PATH\n"
      << "                              restore the backup PATH into an empty DATA_DIR (checksums\n"
      << "                              verified), then check-data; exit 0 when it is consistent\n"
      << "  rifa-server read-proof FILE...\n"
      << "                              read payment screenshots with the proof reader (OCR); one\n"
      << "                              JSON line per file: its fields, text and time\n"
      << "  rifa-server --version       print the version\n"
      << "  rifa-server --help          this text\n\n"
      << "Configuration (environment variables, default in brackets):\n";
  for (const auto& v : kVariables) {
    // A name too long for the column gets a line of its own, the text below it in the column.
    std::string head = std::string("  ") + v.name;
    if (head.size() >= 18) head += "\n";
    head.resize(head.size() >= 18 ? head.size() + 18 : 18, ' ');
    out << head << v.help << " [" << v.fallback << "]\n";
  }
  return out.str();
}

}  // namespace rifa
