#include "common/config.hpp"

#include <gtest/gtest.h>

#include <map>

namespace rifa {
namespace {

EnvLookup env_of(std::map<std::string, std::string> vars) {
  return [vars](const std::string& name) -> std::optional<std::string> {
    auto it = vars.find(name);
    if (it == vars.end()) return std::nullopt;
    return it->second;
  };
}

TEST(Config, DefaultsWhenNothingIsSet) {
  const Config c = parse_config(env_of({}));
  EXPECT_EQ(c.port, 8080);
  EXPECT_EQ(c.data_dir, "./data");
  EXPECT_EQ(c.effective_database_url(), "sqlite:./data/rifa.db");
  EXPECT_EQ(c.effective_site_url(), "http://localhost:8080");
  EXPECT_EQ(c.effective_jwt_key_file(), "./data/jwt-es256.pem");
  EXPECT_TRUE(c.smtp_url.empty());
  EXPECT_EQ(c.log_level, LogLevel::info);
}

TEST(Config, ReadsEveryVariable) {
  const Config c = parse_config(env_of({{"PORT", "9000"},
                                        {"HOST", "127.0.0.1"},
                                        {"DATA_DIR", "/tmp/x/"},
                                        {"DATABASE_URL", "postgresql://u@127.0.0.1:5432/rifa"},
                                        {"SITE_URL", "https://rifa.example/"},
                                        {"SMTP_URL", "smtp://127.0.0.1:2525"},
                                        {"JWT_KEY_FILE", "/etc/rifa/key.pem"},
                                        {"WEB_DIR", "/srv/web"},
                                        {"LOG_LEVEL", "debug"},
                                        {"WORKER_THREADS", "4"},
                                        {"TRUSTED_PROXIES", "10.0.0.1, 10.0.0.2"}}));
  EXPECT_EQ(c.port, 9000);
  EXPECT_EQ(c.host, "127.0.0.1");
  EXPECT_EQ(c.data_dir, "/tmp/x");
  EXPECT_EQ(c.effective_database_url(), "postgresql://u@127.0.0.1:5432/rifa");
  EXPECT_EQ(c.effective_site_url(), "https://rifa.example");
  EXPECT_EQ(c.smtp_url, "smtp://127.0.0.1:2525");
  EXPECT_EQ(c.effective_jwt_key_file(), "/etc/rifa/key.pem");
  EXPECT_EQ(c.web_dir, "/srv/web");
  EXPECT_EQ(c.log_level, LogLevel::debug);
  EXPECT_EQ(c.worker_threads, 4u);
  EXPECT_EQ(c.trusted_proxies, (std::vector<std::string>{"10.0.0.1", "10.0.0.2"}));
}

TEST(Config, SqliteFileFollowsDataDir) {
  EXPECT_EQ(parse_config(env_of({{"DATA_DIR", "/tmp/x"}})).effective_database_url(), "sqlite:/tmp/x/rifa.db");
}

TEST(Config, EmptyVariablesCountAsUnset) {
  EXPECT_EQ(parse_config(env_of({{"PORT", ""}, {"DATABASE_URL", ""}})).port, 8080);
}

TEST(Config, RejectsInvalidValuesNamingTheVariable) {
  for (const char* bad : {"abc", "0", "70000", "80x", "-1"}) {
    try {
      parse_config(env_of({{"PORT", bad}}));
      ADD_FAILURE() << "PORT=" << bad << " accepted";
    } catch (const ConfigError& e) {
      EXPECT_NE(std::string(e.what()).find("PORT"), std::string::npos);
    }
  }
  EXPECT_THROW(parse_config(env_of({{"DATABASE_URL", "mysql://x"}})), ConfigError);
  EXPECT_THROW(parse_config(env_of({{"SMTP_URL", "http://x"}})), ConfigError);
  EXPECT_THROW(parse_config(env_of({{"LOG_LEVEL", "loud"}})), ConfigError);
  EXPECT_THROW(parse_config(env_of({{"WORKER_THREADS", "0"}})), ConfigError);
}

TEST(Config, HelpListsEveryCommand) {
  const std::string help = config_help();
  // The sub-commands main() runs, as the README documents them.
  for (const char* command : {"migrate", "create-user", "create-admin", "grant-plan", "run-jobs", "routes",
                              "check-data", "backup", "restore", "read-proof", "--version"}) {
    EXPECT_NE(help.find(std::string("  rifa-server ") + command), std::string::npos) << command;
  }
}

TEST(Config, HelpListsEveryVariable) {
  const std::string help = config_help();
  for (const char* name : {"PORT",
                           "HOST",
                           "DATA_DIR",
                           "DATABASE_URL",
                           "SITE_URL",
                           "SMTP_URL",
                           "JWT_KEY_FILE",
                           "WEB_DIR",
                           "LOG_LEVEL",
                           "WORKER_THREADS",
                           "MAX_CONNECTIONS",
                           "TRUSTED_PROXIES",
                           "RATE_LIMIT_MULTIPLIER",
                           "RATE_LIMIT_WRITES_PER_MINUTE_USER",
                           "RATE_LIMIT_WRITES_PER_MINUTE_IP",
                           "RATE_LIMIT_UPLOADS_PER_HOUR_USER",
                           "RATE_LIMIT_UPLOADS_PER_HOUR_IP",
                           "REFRESH_TOKEN_REUSE_INTERVAL",
                           "REALTIME_MAX_CONNECTIONS_PER_USER",
                           "REALTIME_MAX_CONNECTIONS_PER_IP",
                           "REALTIME_MAX_SUBSCRIPTIONS",
                           "REALTIME_MAX_MESSAGE_BYTES",
                           "REALTIME_MESSAGES_PER_SECOND",
                           "REALTIME_MAX_QUEUE_BYTES",
                           "BACKUP_DIR",
                           "BACKUP_INTERVAL",
                           "BACKUP_KEEP",
                           "LOG_FORMAT",
                           "METRICS_PORT",
                           "METRICS_BIND",
                           "METRICS_TOKEN"}) {
    // The whole name, then its text: long names are not cut to the column width.
    const auto at = help.find(std::string("  ") + name);
    ASSERT_NE(at, std::string::npos) << name;
    const char after = help[at + 2 + std::string(name).size()];
    EXPECT_TRUE(after == ' ' || after == '\n') << name;
  }
}

TEST(Config, RateLimitsAndTheRefreshReuseInterval) {
  const Config defaults = parse_config(env_of({}));
  EXPECT_EQ(defaults.writes_per_minute_user, 120);
  EXPECT_EQ(defaults.refresh_token_reuse_interval, 10u);
  const Config c = parse_config(env_of({{"RATE_LIMIT_WRITES_PER_MINUTE_USER", "3"},
                                        {"RATE_LIMIT_WRITES_PER_MINUTE_IP", "6.5"},
                                        {"RATE_LIMIT_UPLOADS_PER_HOUR_USER", "1"},
                                        {"RATE_LIMIT_UPLOADS_PER_HOUR_IP", "50"},
                                        {"REFRESH_TOKEN_REUSE_INTERVAL", "0"}}));
  EXPECT_EQ(c.writes_per_minute_user, 3);
  EXPECT_EQ(c.writes_per_minute_address, 6.5);
  EXPECT_EQ(c.uploads_per_hour_user, 1);
  EXPECT_EQ(c.uploads_per_hour_address, 50);
  EXPECT_EQ(c.refresh_token_reuse_interval, 0u);
  for (const char* bad : {"0", "-3", "many", "1e9"}) {
    EXPECT_THROW(parse_config(env_of({{"RATE_LIMIT_WRITES_PER_MINUTE_USER", bad}})), ConfigError) << bad;
  }
  EXPECT_THROW(parse_config(env_of({{"REFRESH_TOKEN_REUSE_INTERVAL", "-1"}})), ConfigError);
}

TEST(Config, RealtimeLimits) {
  const Config defaults = parse_config(env_of({}));
  EXPECT_EQ(defaults.realtime_connections_per_user, 20u);
  EXPECT_EQ(defaults.realtime_connections_per_address, 200u);
  EXPECT_EQ(defaults.realtime_subscriptions_per_socket, 100u);
  EXPECT_EQ(defaults.realtime_max_message_bytes, 4096u);
  EXPECT_EQ(defaults.realtime_messages_per_second, 20u);
  EXPECT_EQ(defaults.realtime_max_queue_bytes, 262144u);
  const Config c = parse_config(env_of({{"REALTIME_MAX_CONNECTIONS_PER_USER", "2"},
                                        {"REALTIME_MAX_CONNECTIONS_PER_IP", "20000"},
                                        {"REALTIME_MAX_SUBSCRIPTIONS", "3"},
                                        {"REALTIME_MAX_MESSAGE_BYTES", "512"},
                                        {"REALTIME_MESSAGES_PER_SECOND", "5"},
                                        {"REALTIME_MAX_QUEUE_BYTES", "65536"}}));
  EXPECT_EQ(c.realtime_connections_per_user, 2u);
  EXPECT_EQ(c.realtime_connections_per_address, 20000u);
  EXPECT_EQ(c.realtime_subscriptions_per_socket, 3u);
  EXPECT_EQ(c.realtime_max_message_bytes, 512u);
  EXPECT_EQ(c.realtime_messages_per_second, 5u);
  EXPECT_EQ(c.realtime_max_queue_bytes, 65536u);
  for (const auto& [name, bad] :
       {std::pair{"REALTIME_MAX_CONNECTIONS_PER_IP", "0"}, std::pair{"REALTIME_MAX_MESSAGE_BYTES", "100"},
        std::pair{"REALTIME_MAX_SUBSCRIPTIONS", "many"}}) {
    EXPECT_THROW(parse_config(env_of({{name, bad}})), ConfigError) << name;
  }
}

TEST(Config, MaxPendingHolds) {
  EXPECT_EQ(parse_config(env_of({})).max_pending_holds, 3u);
  EXPECT_EQ(parse_config(env_of({{"MAX_PENDING_HOLDS", "2"}})).max_pending_holds, 2u);
  EXPECT_EQ(parse_config(env_of({{"MAX_PENDING_HOLDS", "0"}})).max_pending_holds, 0u);  // no limit
  for (const char* bad : {"-1", "tres", "1000001"}) {
    EXPECT_THROW(parse_config(env_of({{"MAX_PENDING_HOLDS", bad}})), ConfigError) << bad;
  }
  EXPECT_NE(config_help().find("  MAX_PENDING_HOLDS"), std::string::npos);
}

TEST(Config, ProofReaders) {
  EXPECT_EQ(parse_config(env_of({})).proof_readers, 1u);
  EXPECT_EQ(parse_config(env_of({{"PROOF_READERS", "2"}})).proof_readers, 2u);
  EXPECT_EQ(parse_config(env_of({{"PROOF_READERS", "0"}})).proof_readers, 0u);  // another instance reads
  for (const char* bad : {"-1", "uno", "17"}) {
    EXPECT_THROW(parse_config(env_of({{"PROOF_READERS", bad}})), ConfigError) << bad;
  }
  EXPECT_NE(config_help().find("  PROOF_READERS"), std::string::npos);
}

}  // namespace
}  // namespace rifa

namespace rifa {
namespace {

TEST(Config, BackupScheduleReadsDurationsAndKeep) {
  const Config off = parse_config(env_of({}));
  EXPECT_TRUE(off.backup_dir.empty());
  EXPECT_EQ(off.backup_interval, 6u * 3600);
  EXPECT_EQ(off.backup_keep, 7u);
  const Config c =
      parse_config(env_of({{"BACKUP_DIR", "/srv/backups/"}, {"BACKUP_INTERVAL", "6h"}, {"BACKUP_KEEP", "3"}}));
  EXPECT_EQ(c.backup_dir, "/srv/backups");
  EXPECT_EQ(c.backup_interval, 21600u);
  EXPECT_EQ(c.backup_keep, 3u);
  for (auto [text, seconds] :
       {std::pair{"90", 90u}, std::pair{"90s", 90u}, std::pair{"30m", 1800u}, std::pair{"1d", 86400u}}) {
    EXPECT_EQ(parse_config(env_of({{"BACKUP_INTERVAL", text}})).backup_interval, seconds) << text;
  }
  for (const char* bad : {"0", "h", "6w", "-1", "1.5h", "400d", "6 h"}) {
    try {
      parse_config(env_of({{"BACKUP_INTERVAL", bad}}));
      ADD_FAILURE() << bad << " was accepted";
    } catch (const ConfigError& e) {
      EXPECT_NE(std::string(e.what()).find("BACKUP_INTERVAL"), std::string::npos);
    }
  }
  EXPECT_THROW(parse_config(env_of({{"BACKUP_KEEP", "0"}})), ConfigError);
}

TEST(Config, LogFormatAndMetrics) {
  const Config off = parse_config(env_of({}));
  EXPECT_EQ(off.log_format, LogFormat::text);
  EXPECT_EQ(off.metrics_port, 0);  // no listener
  EXPECT_EQ(off.metrics_bind, "127.0.0.1");
  EXPECT_TRUE(off.metrics_token.empty());  // not on the main port
  const Config on = parse_config(env_of({{"LOG_FORMAT", "json"},
                                         {"METRICS_PORT", "9464"},
                                         {"METRICS_BIND", "0.0.0.0"},
                                         {"METRICS_TOKEN", "sixteen-chars-at-least"}}));
  EXPECT_EQ(on.log_format, LogFormat::json);
  EXPECT_EQ(on.metrics_port, 9464);
  EXPECT_EQ(on.metrics_bind, "0.0.0.0");
  EXPECT_EQ(on.metrics_token, "sixteen-chars-at-least");
  EXPECT_THROW(parse_config(env_of({{"LOG_FORMAT", "xml"}})), ConfigError);
  EXPECT_THROW(parse_config(env_of({{"METRICS_PORT", "0"}})), ConfigError);
  EXPECT_THROW(parse_config(env_of({{"METRICS_TOKEN", "short"}})), ConfigError);
}

}  // namespace
}  // namespace rifa
