// Composition root: configuration, database, migrations, routes, static files, server.
#include <sys/stat.h>

#include <atomic>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>

#include "auth/admin_bootstrap.hpp"
#include "auth/auth_routes.hpp"
#include "auth/auth_service.hpp"
#include "auth/jwt.hpp"
#include "auth/mailer.hpp"
#include "common/config.hpp"
#include "common/ids.hpp"
#include "common/log.hpp"
#include "common/time.hpp"
#include "common/version.hpp"
#include "db/database.hpp"
#include "db/migrator.hpp"
#include "events/bus.hpp"
#include "features/account/account_routes.hpp"
#include "features/admin/admin_routes.hpp"
#include "features/business/business_me_routes.hpp"
#include "features/business/business_sales_routes.hpp"
#include "features/business/business_settings_routes.hpp"
#include "features/business/cashiers_routes.hpp"
#include "features/business/counter_routes.hpp"
#include "features/draw/draw_reminder_job.hpp"
#include "features/draw/draw_routes.hpp"
#include "features/draw/seal_job.hpp"
#include "features/favorites/favorites_routes.hpp"
#include "features/health/health_routes.hpp"
#include "features/moderation/moderation_routes.hpp"
#include "features/notifications/notifications_routes.hpp"
#include "features/notifications/notifier.hpp"
#include "features/notifications/raffle_ending_job.hpp"
#include "features/openapi/openapi_routes.hpp"
#include "features/payment_methods/payment_methods_json.hpp"
#include "features/payment_methods/payment_methods_routes.hpp"
#include "features/payments/payments_routes.hpp"
#include "features/plans/plans_routes.hpp"
#include "features/profiles/profiles_routes.hpp"
#include "features/proofs/proof_reader.hpp"
#include "features/proofs/proof_reader_pool.hpp"
#include "features/proofs/proof_reading_job.hpp"
#include "features/proofs/proofs_routes.hpp"
#include "features/raffles/raffle_json.hpp"
#include "features/raffles/raffle_page.hpp"
#include "features/raffles/raffles_routes.hpp"
#include "features/raffles/timeline_page.hpp"
#include "features/ratings/ratings_routes.hpp"
#include "features/receipts/receipts_routes.hpp"
#include "features/sellers/sellers_routes.hpp"
#include "features/statements/statements_routes.hpp"
#include "features/subscriptions/mobile_payments_routes.hpp"
#include "features/subscriptions/subscription_jobs.hpp"
#include "features/subscriptions/subscriptions_routes.hpp"
#include "features/tickets/data_check.hpp"
#include "features/tickets/hold_jobs.hpp"
#include "features/tickets/ticket_page.hpp"
#include "features/tickets/tickets_routes.hpp"
#include "http/metrics_page.hpp"
#include "http/router.hpp"
#include "http/server.hpp"
#include "http/static_files.hpp"
#include "jobs/job_runner.hpp"
#include "ops/backup.hpp"
#include "ops/backup_scheduler.hpp"
#include "realtime/endpoint.hpp"
#include "realtime/pg_listener.hpp"
#include "storage/object_store.hpp"
#include "storage/storage_routes.hpp"

namespace {

using namespace rifa;

std::unique_ptr<db::Database> open_and_migrate(const Config& config) {
  if (config.database_url.empty()) {
    std::filesystem::create_directories(config.data_dir);
    ::chmod(config.data_dir.c_str(), 0700);
  }
  auto database = db::open_database(config.effective_database_url());
  const auto report = db::migrate(*database, db::builtin_migrations(database->dialect()));
  log::info(std::string("database: ") + std::string(db::dialect_name(database->dialect())) + ", schema version " +
            std::to_string(report.to) +
            (report.to != report.from ? " (migrated from " + std::to_string(report.from) + ")" : ""));
  return database;
}

auth::AuthOptions auth_options(const Config& config) {
  auth::AuthOptions options;
  options.site_url = config.effective_site_url();
  const double m = config.rate_limit_multiplier;
  for (double* budget :
       {&options.limits.signup, &options.limits.signin_failures_ip, &options.limits.signin_failures_ip_account,
        &options.limits.recover, &options.limits.verify, &options.limits.refresh}) {
    *budget *= m;
  }
  options.refresh_reuse_interval = std::chrono::seconds(config.refresh_token_reuse_interval);
  return options;
}

// Every service on one database, and the router that reaches them (`serve` and `routes`).
struct Application {
  Application(const Config& config, db::Database& database, auth::SigningKey signing_key)
      : bus(database.dialect()),
        mailer(database, config.smtp_url, config.smtp_from),
        object_store(database, signing_key.derive_secret("storage-urls")),
        auth_service(database, std::move(signing_key), mailer, auth_options(config)),
        notifier(bus, mailer, config.effective_site_url()),
        profiles(database, object_store),
        account(database, auth_service),
        payment_methods(database),
        plans(database),
        raffles(database, plans, object_store, bus, notifier),
        tickets(database, bus, notifier, {.max_pending_holds = config.max_pending_holds}),
        payments(database, bus, notifier, object_store, tickets),
        statements(database, features::statements::ticket_ledger(database, bus, payments)),
        favorites(database, bus),
        draw(database, bus, notifier, object_store),
        notifications(database),
        admin(database, bus, notifier, object_store),
        platform_statements(database, features::statements::subscription_ledger(database, bus, admin.review)),
        moderation(database, bus, notifier, auth_service),
        ratings(database, tickets),
        receipts(database),
        subscriptions(database),
        mobile_payments(database, object_store),
        cashiers(database, plans, config.effective_site_url()),
        cashier_invitations(database, bus, notifier, plans),
        business_settings(database, profiles, plans),
        counter(database, tickets),
        sellers(database, bus, notifier, tickets) {
    features::health::register_routes(router, database);
    features::openapi::register_routes(router);
    auth::register_routes(router, auth_service);
    storage::register_routes(router, object_store);
    features::profiles::register_routes(router, profiles, auth_service);
    features::account::register_routes(router, account, auth_service);
    features::payment_methods::register_routes(router, payment_methods, auth_service);
    features::proofs::register_routes(router, database, auth_service);
    features::plans::register_routes(router, plans, auth_service);
    features::raffles::register_routes(router, raffles, auth_service);
    features::tickets::register_routes(router, tickets, auth_service);
    features::payments::register_routes(router, payments, auth_service);
    features::statements::register_routes(router, database, statements, platform_statements, auth_service);
    features::favorites::register_routes(router, favorites, auth_service);
    features::draw::register_routes(router, draw, auth_service);
    realtime::register_routes(router);
    features::notifications::register_routes(router, notifications, auth_service);
    features::ratings::register_routes(router, ratings, auth_service);
    features::receipts::register_routes(router, receipts, auth_service);
    features::admin::register_routes(router, admin, auth_service);
    features::moderation::register_routes(router, moderation, database, auth_service);
    features::business::register_me_routes(router, database, auth_service);
    features::business::register_sales_routes(router, database, tickets, auth_service);
    features::business::register_cashier_routes(router, cashiers, cashier_invitations, auth_service);
    features::business::register_counter_routes(router, counter, auth_service);
    features::business::register_settings_routes(router, business_settings, auth_service);
    features::subscriptions::register_routes(router, subscriptions, auth_service);
    features::subscriptions::register_mobile_payment_routes(router, mobile_payments, auth_service);
    features::sellers::register_routes(router, sellers, cashier_invitations, auth_service);
  }

  events::Bus bus;
  auth::Mailer mailer;
  storage::ObjectStore object_store;
  auth::AuthService auth_service;
  features::notifications::Notifier notifier;
  features::profiles::ProfilesService profiles;
  features::account::AccountService account;
  features::payment_methods::PaymentMethodsService payment_methods;
  features::plans::PlansService plans;
  features::raffles::RafflesService raffles;
  features::tickets::TicketsService tickets;
  features::payments::PaymentsService payments;
  features::statements::StatementsService statements;
  features::favorites::FavoritesService favorites;
  features::draw::DrawService draw;
  features::notifications::NotificationsService notifications;
  features::admin::AdminServices admin;
  features::statements::StatementsService platform_statements;  // the super admin's, for subscriptions
  features::moderation::ModerationService moderation;
  features::ratings::RatingsService ratings;
  features::receipts::ReceiptsService receipts;
  features::subscriptions::SubscriptionsService subscriptions;
  features::subscriptions::MobilePaymentsService mobile_payments;
  features::business::CashiersService cashiers;
  features::business::CashierInvitationsService cashier_invitations;
  features::business::BusinessSettingsService business_settings;
  features::business::CounterService counter;
  features::sellers::SellersService sellers;
  http::Router router;
};

// `rifa-server routes`: every routed operation, one "METHOD /path/{param}" a line. The routes are
// registered on a throw-away database with a throw-away key, so the real ones are never touched.
int print_routes(Config config) {
  const auto dir = std::filesystem::temp_directory_path() / ("rifa-routes-" + new_uuid());
  std::filesystem::create_directories(dir);
  int status = 0;
  {
    config.smtp_url.clear();
    auto database = db::open_database("sqlite:" + (dir / "routes.db").string());
    db::migrate(*database, db::builtin_migrations(database->dialect()));
    const Application app(config, *database, auth::SigningKey::generate());
    for (const auto& operation : app.router.operations()) std::cout << operation << "\n";
    // Out before the database closes: its closing log line goes to stdout too, and must not land
    // in the middle of a buffered route.
    std::cout.flush();
    status = std::cout.good() ? 0 : 1;
  }
  std::filesystem::remove_all(dir);
  return status;
}

// The time-driven work every instance runs (`serve`) and `run-jobs` runs once. Each job claims its
// rows with a conditional update, so instances never do the same thing twice.
// Proofs waiting to be read at most (the pool's queue): the job offers more at its next tick.
constexpr std::size_t kProofQueue = 16;

// Without `proof_readers` (PROOF_READERS=0) proofs are left to another instance.
void add_jobs(jobs::JobRunner& runner, db::Database& database, Application& app,
              features::proofs::ProofReaderPool* proof_readers) {
  runner.add({"raffle_ending", [&](const std::string& now) {
                return features::notifications::notify_raffles_ending(database, app.bus, app.notifier, now);
              }});
  // The reminder first: a hold that ends before the next tick is reminded, then expired.
  runner.add({"hold_reminder", [&](const std::string& now) {
                return features::tickets::remind_expiring_holds(database, app.bus, app.notifier, now);
              }});
  runner.add({"hold_expiry", [&](const std::string& now) {
                return features::tickets::expire_holds(database, app.bus, app.notifier, app.tickets, now);
              }});
  // Sales close after the holds: a hold that ran out before the end is freed, not sealed.
  runner.add({"sales_close", [&](const std::string& now) {
                return features::draw::seal_due_raffles(database, app.bus, app.notifier, now);
              }});
  // After the seal: a raffle whose end and draw both passed is told closed, then reminded.
  runner.add({"draw_reminder", [&](const std::string& now) {
                return features::draw::remind_due_draws(database, app.bus, app.notifier, now);
              }});
  // The reminder before the expiry: a term ending before the next tick is reminded, then expired.
  runner.add({"subscription_reminder", [&](const std::string& now) {
                return features::subscriptions::remind_expiring_subscriptions(database, app.bus, app.notifier, now);
              }});
  // The renewal before the expiry: an auto-renewing term gets its grace period before the expiry looks.
  runner.add({"subscription_renewal", [&](const std::string& now) {
                return features::subscriptions::prepare_renewals(database, app.bus, app.notifier, now);
              }});
  runner.add({"subscription_expiry", [&](const std::string& now) {
                return features::subscriptions::expire_subscriptions(database, app.bus, app.notifier, now);
              }});
  // Payment screenshots read by OCR (issue 34): offered to the pool, read on its threads.
  if (!proof_readers) return;
  runner.add({"proof_reading", [&database, &app, proof_readers](const std::string& now) {
                return features::proofs::offer_unread_proofs(database, app.object_store, *proof_readers, now,
                                                             static_cast<int>(kProofQueue));
              }});
}

constexpr const char* kPostgresBackupHint =
    "backups of a PostgreSQL DATABASE_URL are made with scripts/pg-backup.sh and restored with "
    "scripts/pg-restore.sh (pg_dump -Fc / pg_restore, and the signing key); see deploy/README.md";

// The SQLite file and the signing key of this configuration (empty database path on PostgreSQL).
ops::BackupSource backup_source(const Config& config) {
  const std::string url = config.effective_database_url();
  return {url.rfind("sqlite:", 0) == 0 ? url.substr(7) : "", config.effective_jwt_key_file()};
}

// METRICS_PORT: /metrics alone on a small server of its own (one network thread, one worker) on
// METRICS_BIND, run beside the main one and stopped with it. It binds before the main server starts
// (a port taken is a start-up error); should it fail later, the main server stops too.
class MetricsListener {
 public:
  MetricsListener(const Config& config, http::Server& main) {
    if (config.metrics_port == 0) return;
    http::register_metrics_page(pages_, "");
    http::ServerOptions options;
    options.host = config.metrics_bind;
    options.port = config.metrics_port;
    options.network_threads = 1;
    options.worker_threads = 1;
    options.pages = &pages_;
    server_ = std::make_unique<http::Server>(options, api_, no_files_);
    try {
      server_->bind();
    } catch (const std::exception& e) {
      throw std::runtime_error("METRICS_PORT: cannot listen on " + options.host + ":" + std::to_string(options.port) +
                               ": " + e.what());
    }
    thread_ = std::thread([this, &main] {
      try {
        server_->run();
      } catch (const std::exception& e) {
        log::error(std::string("metrics listener failed: ") + e.what());
        failed_ = true;
        main.stop();
      }
    });
  }
  // Stops it (the signal that stopped the main server stopped it too); false when it had failed.
  bool stop() {
    if (!thread_.joinable()) return true;
    server_->stop();
    thread_.join();
    return !failed_;
  }
  ~MetricsListener() { stop(); }

 private:
  http::Router api_, pages_;
  http::StaticFiles no_files_;
  std::unique_ptr<http::Server> server_;
  std::thread thread_;
  std::atomic<bool> failed_{false};
};

int serve(const Config& config) {
  auto database = open_and_migrate(config);
  if (!config.backup_dir.empty() && database->dialect() != db::Dialect::sqlite) throw ConfigError(kPostgresBackupHint);
  Application app(config, *database, auth::SigningKey::load_or_create(config.effective_jwt_key_file()));
  auth::bootstrap_admin(app.auth_service, *database, config.data_dir);
  http::Router& router = app.router;

  http::StaticFiles static_files(config.web_dir);
  http::Router pages;
  features::raffles::register_page(
      pages, app.raffles, static_files, config.effective_site_url(),
      [&app](const std::string& id) { return *app.tickets.taken_numbers(id, std::nullopt).body; });
  features::raffles::register_timeline_page(pages, app.raffles, static_files);
  features::tickets::register_ticket_page(
      pages, app.tickets, app.auth_service, static_files,
      {.raffle =
           [&app](const std::string& raffle_id, const std::string& viewer) {
             return features::raffles::raffle_text(app.raffles.get_for(raffle_id, viewer));
           },
       .payment_methods =
           [&app](const std::string& raffle_id, const std::string& viewer) {
             return features::payment_methods::to_json(app.payment_methods.for_raffle(raffle_id, viewer)).dump();
           }});
  if (!config.metrics_token.empty()) http::register_metrics_page(pages, config.metrics_token);
  http::ServerOptions options;
  options.pages = &pages;
  options.host = config.host;
  options.port = config.port;
  options.network_threads = config.network_threads ? config.network_threads : std::thread::hardware_concurrency();
  // SQLite: a handler waiting for its group's commit holds a worker, so the workers bound how many
  // purchases share one commit (16: groups of at most 16; 64: 2,236 against 1,426 purchases/s at 50
  // buyers in bench/purchases.sh). PostgreSQL: each worker may hold a connection, and two instances
  // must stay under PostgreSQL's default 100 connections.
  options.worker_threads =
      config.worker_threads ? config.worker_threads : (database->dialect() == db::Dialect::sqlite ? 64 : 16);
  options.max_connections = config.max_connections;
  options.trusted_proxies = config.trusted_proxies;
  options.write_budgets = {config.writes_per_minute_user * config.rate_limit_multiplier,
                           config.writes_per_minute_address * config.rate_limit_multiplier,
                           config.uploads_per_hour_user * config.rate_limit_multiplier,
                           config.uploads_per_hour_address * config.rate_limit_multiplier};
  // Time-driven work, on its own thread (every instance runs it; each job claims its rows).
  // PROOF_READERS proof readers (a Tesseract engine each, one OpenMP thread; 1 by default): proofs
  // are read beside the requests, never in them; with 0 this instance reads none (another instance
  // does: the proofs wait in the database). Declared before the runner, so it outlives the jobs that
  // feed it.
  features::proofs::ProofReaderPool proof_readers(static_cast<int>(config.proof_readers), kProofQueue);
  // The last payment method of a creator with open raffles stays (their buyers pay into it).
  app.payment_methods.set_open_raffles_check([](db::Connection& conn, const std::string& user_id) {
    return features::plans::count_active_raffles(conn, user_id) > 0;
  });
  // A proof uploaded is offered at once (the buyer's form waits for its fields); the runner's
  // proof_reading job still offers whatever this missed (a full queue, another instance's upload).
  if (config.proof_readers > 0) {
    app.payments.on_proof_stored([&](const std::string& path) {
      features::proofs::offer_proof(*database, app.object_store, proof_readers, path, now_rfc3339());
    });
  }
  jobs::JobRunner job_runner(std::chrono::milliseconds(config.jobs_interval_ms));
  add_jobs(job_runner, *database, app, config.proof_readers > 0 ? &proof_readers : nullptr);
  job_runner.start();
  // Realtime: events reach the hub from the bus after commit (SQLite) or from this instance's
  // LISTEN connection (PostgreSQL, every instance's events).
  realtime::Hub hub({.connections_per_user = config.realtime_connections_per_user,
                     .connections_per_address = config.realtime_connections_per_address,
                     .subscriptions_per_socket = config.realtime_subscriptions_per_socket,
                     .max_message_bytes = config.realtime_max_message_bytes,
                     .messages_per_second = config.realtime_messages_per_second,
                     .max_queue_bytes = config.realtime_max_queue_bytes,
                     .writes = realtime::event_writes(config.realtime_writes)},
                    app.auth_service, *database);
  realtime::Endpoint endpoint(hub, config.effective_site_url());
  options.upgrade = &endpoint;
  app.bus.set_sink([&hub](const events::Event& event) { hub.publish(event); });
  std::unique_ptr<ops::BackupScheduler> backups;
  if (!config.backup_dir.empty()) {
    backups = std::make_unique<ops::BackupScheduler>(backup_source(config), config.backup_dir,
                                                     std::chrono::seconds(config.backup_interval), config.backup_keep);
  }
  http::Server server(options, router, static_files);
  std::unique_ptr<realtime::PgListener> listener;
  if (database->dialect() == db::Dialect::postgresql) {
    listener =
        std::make_unique<realtime::PgListener>(config.effective_database_url(), app.bus, [&hub] { hub.resync(); });
  }
  MetricsListener metrics(config, server);
  log::info(std::string("rifa-server ") + kVersion + " starting");
  server.run();
  if (!metrics.stop()) return 1;
  backups.reset();
  listener.reset();
  app.bus.set_sink({});
  return 0;
}

std::string option(int argc, char** argv, const std::string& name) {
  for (int i = 2; i + 1 < argc; ++i) {
    if (argv[i] == name) return argv[i + 1];
  }
  return "";
}

int create_user(const Config& config, int argc, char** argv) {
  const std::string email = option(argc, argv, "--email");
  const std::string password = option(argc, argv, "--password");
  const std::string name = option(argc, argv, "--name");
  if (email.empty() || password.empty()) {
    std::cerr << "usage: rifa-server create-user --email E --password P [--name N]\n";
    return 2;
  }
  auto database = open_and_migrate(config);
  auth::Mailer mailer(*database, "", config.smtp_from);
  auth::AuthService service(*database, auth::SigningKey::load_or_create(config.effective_jwt_key_file()), mailer,
                            auth_options(config));
  try {
    std::cout << service.create_user(email, password, name.empty() ? email.substr(0, email.find('@')) : name) << "\n";
    return 0;
  } catch (const auth::AuthError& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
}

int create_admin(const Config& config, int argc, char** argv) {
  const std::string email = option(argc, argv, "--email");
  const std::string password = option(argc, argv, "--password");
  if (email.empty() || !auth::plausible_email(auth::normalize_email(email))) {
    std::cerr << "usage: rifa-server create-admin --email E [--password P]\n";
    return 2;
  }
  auto database = open_and_migrate(config);
  auth::Mailer mailer(*database, "", config.smtp_from);
  auth::AuthService service(*database, auth::SigningKey::load_or_create(config.effective_jwt_key_file()), mailer,
                            auth_options(config));
  const auto account =
      auth::ensure_admin(service, *database, email, password.empty() ? std::nullopt : std::optional(password));
  std::cout << account.user_id << "\n";
  if (account.generated_password) std::cout << "password: " << *account.generated_password << "\n";
  return 0;
}

int grant_plan(const Config& config, int argc, char** argv) {
  const std::string email = option(argc, argv, "--email");
  const std::string plan = option(argc, argv, "--plan");
  if (email.empty() || plan.empty()) {
    std::cerr << "usage: rifa-server grant-plan --email E --plan NAME (Gratis, Básico, Pro, Negocio)\n";
    return 2;
  }
  auto database = open_and_migrate(config);
  try {
    std::cout << features::plans::PlansService(*database).grant(auth::normalize_email(email), plan) << "\n";
    return 0;
  } catch (const std::runtime_error& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
}

// `rifa-server run-jobs [--now T]`: the scheduled jobs once, as of T (RFC 3339; default now), then
// exit. Operators use it to catch up at once; tests use it to move time forward for one run. Events
// reach subscribers of a running instance only through PostgreSQL's LISTEN (SQLite: on next read).
int run_jobs(const Config& config, int argc, char** argv) {
  const std::string given = option(argc, argv, "--now");
  const auto at = parse_rfc3339(given);
  if (!given.empty() && !at) {
    std::cerr << "usage: rifa-server run-jobs [--now 2026-11-22T15:04:05.000Z]\n";
    return 2;
  }
  auto database = open_and_migrate(config);
  Application app(config, *database, auth::SigningKey::load_or_create(config.effective_jwt_key_file()));
  jobs::JobRunner runner(std::chrono::milliseconds(config.jobs_interval_ms),
                         at ? [now = to_rfc3339(*at)] { return now; } : jobs::JobRunner::Clock{});
  features::proofs::ProofReaderPool proof_readers(1, kProofQueue);
  add_jobs(runner, *database, app, &proof_readers);
  std::cout << runner.run_once() << "\n";
  proof_readers.wait_idle();  // the proofs offered are read before the command ends
  return 0;
}

// `rifa-server check-data`: whether the stored sales agree with themselves (features/tickets/
// data_check.hpp), as a JSON report on stdout; exit 0 when they do, 1 when a problem was found.
int check_data(const Config& config) {
  auto database = open_and_migrate(config);
  const auto report = features::tickets::check_data(*database);
  std::cout << report.dump() << "\n";
  return report["ok"].get<bool>() ? 0 : 1;
}

// `rifa-server backup --to DIR`: one backup of the running (or stopped) SQLite database into a new
// directory under DIR (ops/backup.hpp); prints its manifest.
int backup(const Config& config, int argc, char** argv) {
  const std::string to = option(argc, argv, "--to");
  if (to.empty()) {
    std::cerr << "usage: rifa-server backup --to DIR\n";
    return 2;
  }
  const auto source = backup_source(config);
  if (source.database.empty()) {
    std::cerr << kPostgresBackupHint << "\n";
    return 2;
  }
  try {
    const auto result = ops::take_backup(source, to);
    std::cout << nlohmann::json{{"backup", result.dir.string()}, {"manifest", result.manifest}}.dump() << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "backup failed: " << e.what() << "\n";
    return 1;
  }
}

// `rifa-server restore --from PATH`: the backup PATH into an empty DATA_DIR, then check-data's check;
// prints its report. Exit 0: restored and consistent; 1: restored but check-data found a problem;
// 2: refused (usage, a non-empty DATA_DIR, a damaged backup), nothing written.
int restore(const Config& config, int argc, char** argv) {
  const std::string from = option(argc, argv, "--from");
  if (from.empty()) {
    std::cerr << "usage: rifa-server restore --from PATH (a backup directory made by rifa-server backup, or its "
                 "manifest.json)\n";
    return 2;
  }
  const auto into = backup_source(config);
  if (into.database.empty()) {
    std::cerr << kPostgresBackupHint << "\n";
    return 2;
  }
  // The backup's directory, or its manifest.json.
  const std::filesystem::path dir =
      std::filesystem::is_regular_file(from) ? std::filesystem::path(from).parent_path() : std::filesystem::path(from);
  try {
    ops::restore_backup(dir, into);
  } catch (const std::exception& e) {
    std::cerr << "restore refused: " << e.what() << "\n";
    return 2;
  }
  log::info("restored " + dir.string() + " into " + into.database.string());
  return check_data(config);
}

}  // namespace

// `rifa-server read-proof FILE...`: each file read by the proof reader, one JSON line per file
// ({"file", "ms", "cpu_ms", the reading} or {"file", "error"}); one engine for all, so "ms" is the
// time of one proof (the models load once, before the first) and "cpu_ms" the CPU time it took
// (all threads; below "ms" when other processes share the core). Exit 1 when a file could not be read.
int read_proofs(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: rifa-server read-proof FILE...\n";
    return 2;
  }
  features::proofs::one_openmp_thread(argv);
  features::proofs::ProofReader reader;
  int status = 0;
  for (int i = 2; i < argc; ++i) {
    nlohmann::json line{{"file", argv[i]}};
    try {
      std::ifstream in(argv[i], std::ios::binary);
      if (!in) throw std::runtime_error("cannot open the file");
      const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      timespec cpu_start{}, cpu_end{};
      ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu_start);
      const auto start = std::chrono::steady_clock::now();
      const auto reading = reader.read(bytes);
      line["ms"] = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu_end);
      line["cpu_ms"] = (cpu_end.tv_sec - cpu_start.tv_sec) * 1e3 + (cpu_end.tv_nsec - cpu_start.tv_nsec) / 1e6;
      line.update(features::proofs::reading_json(reading));
    } catch (const std::exception& e) {
      line["error"] = e.what();
      status = 1;
    }
    std::cout << line.dump() << std::endl;
  }
  return status;
}

int main(int argc, char** argv) {
  const std::string command = argc > 1 ? argv[1] : "";
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << config_help();
    return 0;
  }
  if (command == "--version") {
    std::cout << "rifa-server " << kVersion << "\n";
    return 0;
  }
  if (command == "read-proof") return read_proofs(argc, argv);
  // The commands that read proofs (serve and run-jobs run the proof_reading job).
  if (command.empty() || command == "serve" || command == "run-jobs") features::proofs::one_openmp_thread(argv);
  try {
    const Config config = parse_config(process_environment());
    log::set_level(config.log_level);
    log::set_format(config.log_format);
    if (command.empty() || command == "serve") return serve(config);
    if (command == "migrate") {
      open_and_migrate(config);
      return 0;
    }
    if (command == "create-user") return create_user(config, argc, argv);
    if (command == "grant-plan") return grant_plan(config, argc, argv);
    if (command == "create-admin") return create_admin(config, argc, argv);
    if (command == "routes") return print_routes(config);
    if (command == "run-jobs") return run_jobs(config, argc, argv);
    if (command == "check-data") return check_data(config);
    if (command == "backup") return backup(config, argc, argv);
    if (command == "restore") return restore(config, argc, argv);
    std::cerr << "unknown command '" << command << "'\n\n" << config_help();
    return 2;
  } catch (const ConfigError& e) {
    std::cerr << "configuration error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    log::error(std::string("fatal: ") + e.what());
    return 1;
  }
}
