// The metrics families as /metrics shows them (metrics/registry.hpp): names, labels and counts,
// read from the text exposition. The registry is the process's, shared by every test: each test
// compares a series before and after what it does.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <stdexcept>

#include "common/errors.hpp"
#include "db/database.hpp"
#include "features/proofs/proof_reader_pool.hpp"
#include "http/metrics_page.hpp"
#include "http/router.hpp"
#include "jobs/job_runner.hpp"
#include "metrics/db_metrics.hpp"
#include "metrics/realtime_metrics.hpp"
#include "metrics/registry.hpp"
#include "metrics/sales_metrics.hpp"

namespace rifa {
namespace {

namespace fs = std::filesystem;

// The value of the series written exactly `series` (name and labels) in `text`, or -1 when absent.
double value_in(const std::string& text, const std::string& series) {
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.size() > series.size() && line.compare(0, series.size(), series) == 0 && line[series.size()] == ' ') {
      return std::stod(line.substr(series.size() + 1));
    }
  }
  return -1;
}
double value(const std::string& series) { return value_in(metrics::exposition(), series); }

TEST(Metrics, RequestsAreCountedByRouteTemplateMethodAndStatus) {
  http::Router router;
  router.add(http::bhttp::verb::post, "/api/v1/raffles/{id}/tickets",
             [](http::RequestContext&) { return http::empty_response(http::Status::created); });
  router.add(http::bhttp::verb::get, "/storage/v1/object/{path*}",
             [](http::RequestContext&) { return http::empty_response(http::Status::ok); });
  const std::string created =
      R"(rifa_http_request_duration_seconds_count{method="POST",route="/api/v1/raffles/{id}/tickets",status="201"})";
  const std::string conflict =
      R"(rifa_http_request_duration_seconds_count{method="POST",route="/api/v1/raffles/{id}/tickets",status="409"})";
  const double before = std::max(0.0, value(created));

  const auto match =
      router.match(http::bhttp::verb::post, "/api/v1/raffles/6f1c0a52-1111-4222-8333-944455556666/tickets");
  ASSERT_NE(match.series, nullptr);
  match.series->observe(201, 0.004);
  match.series->observe(201, 0.2);
  match.series->observe(409, 0.001);
  router.match(http::bhttp::verb::get, "/storage/v1/object/avatars/a/b.webp").series->observe(200, 0.001);

  const std::string text = metrics::exposition();
  EXPECT_NE(text.find("# TYPE rifa_http_request_duration_seconds histogram"), std::string::npos);
  EXPECT_EQ(value_in(text, created), before + 2);
  EXPECT_GE(value_in(text, conflict), 1);
  // The latency buckets: the 4 ms request is under 5 ms, the 200 ms one is not.
  EXPECT_GE(
      value_in(
          text,
          R"(rifa_http_request_duration_seconds_bucket{method="POST",route="/api/v1/raffles/{id}/tickets",status="201",le="0.005"})"),
      1);
  EXPECT_GE(
      value_in(
          text,
          R"(rifa_http_request_duration_seconds_bucket{method="POST",route="/api/v1/raffles/{id}/tickets",status="201",le="0.25"})"),
      2);
  // The template, never the raw path (bounded label values); a rest parameter written as the contract does.
  EXPECT_EQ(text.find("6f1c0a52"), std::string::npos);
  EXPECT_GE(
      value_in(
          text,
          R"(rifa_http_request_duration_seconds_count{method="GET",route="/storage/v1/object/{path}",status="200"})"),
      1);
}

TEST(Metrics, ManyStatusesOfOneRouteAllCount) {
  metrics::RouteSeries series("GET", "/api/v1/test-statuses");
  for (unsigned status = 200; status < 220; ++status) series.observe(status, 0.001);  // more than it keeps at hand
  series.observe(219, 0.001);
  const std::string text = metrics::exposition();
  EXPECT_EQ(
      value_in(text,
               R"(rifa_http_request_duration_seconds_count{method="GET",route="/api/v1/test-statuses",status="200"})"),
      1);
  EXPECT_EQ(
      value_in(text,
               R"(rifa_http_request_duration_seconds_count{method="GET",route="/api/v1/test-statuses",status="219"})"),
      2);
}

TEST(Metrics, PurchasesAndRefusalsByReason) {
  const std::string created = R"(rifa_purchases_total{result="created"})";
  const std::string taken = R"(rifa_purchase_refusals_total{reason="numbers_unavailable"})";
  const double created_before = value(created);
  const double taken_before = std::max(0.0, value(taken));
  ASSERT_GE(created_before, 0);  // present from the start, at 0

  const std::string counter_sales = R"(rifa_counter_sales_total{result="created"})";
  const double counter_before = value(counter_sales);
  ASSERT_GE(counter_before, 0);  // present from the start, at 0
  metrics::count_purchase(false);
  metrics::count_purchase(true);
  metrics::count_counter_sale(false);
  metrics::count_purchase_refusal(std::make_exception_ptr(ApiError::conflict("numbers_unavailable", "x")));
  metrics::count_purchase_refusal(std::make_exception_ptr(std::runtime_error("database gone")));

  const std::string text = metrics::exposition();
  EXPECT_EQ(value_in(text, created), created_before + 1);
  EXPECT_EQ(value_in(text, counter_sales), counter_before + 1);
  EXPECT_GE(value_in(text, R"(rifa_purchases_total{result="replayed"})"), 1);
  EXPECT_EQ(value_in(text, taken), taken_before + 1);
  EXPECT_GE(value_in(text, R"(rifa_purchase_refusals_total{reason="error"})"), 1);
  EXPECT_EQ(text.find("database gone"), std::string::npos);
}

TEST(Metrics, RealtimeConnectionsAndEvents) {
  const double open = value("rifa_realtime_connections");
  const double sent = value("rifa_realtime_events_sent_total");
  metrics::websocket_opened();
  metrics::websocket_opened();
  metrics::websocket_closed();
  metrics::events_sent(3);
  EXPECT_EQ(value("rifa_realtime_connections"), open + 1);
  EXPECT_EQ(value("rifa_realtime_events_sent_total"), sent + 3);
  metrics::websocket_closed();
}

TEST(Metrics, ProofReadersQueueFailuresAndRefusals) {
  features::proofs::ProofReaderPool pool(1, 4);
  const std::string failed = R"(rifa_proof_reads_total{result="failed"})";
  const double failed_before = value(failed);
  const double refused_before = value("rifa_proof_offers_refused_total");
  const double timed_before = value("rifa_proof_read_seconds_count");
  ASSERT_GE(failed_before, 0);  // present from the start, at 0
  {
    features::proofs::ProofReaderPool full(1, 0);  // a queue with no room refuses every offer
    EXPECT_FALSE(full.offer({"a", [] { return std::optional<std::string>("x"); }, nullptr, nullptr}));
  }
  bool told = false;
  ASSERT_TRUE(pool.offer({"b", []() -> std::optional<std::string> { throw std::runtime_error("gone"); }, nullptr,
                          [&told](const std::string&) { told = true; }}));
  pool.wait_idle();
  EXPECT_TRUE(told);
  const std::string text = metrics::exposition();
  EXPECT_EQ(value_in(text, failed), failed_before + 1);
  EXPECT_EQ(value_in(text, "rifa_proof_offers_refused_total"), refused_before + 1);
  EXPECT_EQ(value_in(text, "rifa_proof_read_seconds_count"), timed_before + 1);
  EXPECT_EQ(value_in(text, "rifa_proof_queue_depth"), 0);
  EXPECT_EQ(value_in(text, "rifa_proof_readers_busy"), 0);
}

TEST(Metrics, JobRunsFailuresAndLag) {
  jobs::JobRunner runner(std::chrono::milliseconds(1000));
  runner.add({"metrics_test_ok", [](const std::string&) { return 2; }});
  runner.add({"metrics_test_broken", [](const std::string&) -> int { throw std::runtime_error("no"); }});
  runner.run_once();
  runner.run_once();
  const std::string text = metrics::exposition();
  EXPECT_EQ(value_in(text, R"(rifa_job_runs_total{job_name="metrics_test_ok",result="ok"})"), 2);
  EXPECT_EQ(value_in(text, R"(rifa_job_runs_total{job_name="metrics_test_broken",result="failed"})"), 2);
  EXPECT_EQ(value_in(text, R"(rifa_job_items_total{job_name="metrics_test_ok"})"), 4);
  EXPECT_EQ(value_in(text, R"(rifa_job_duration_seconds_count{job_name="metrics_test_ok"})"), 2);
  // Lag: seconds since the last success, computed at the scrape (just now for the one that works).
  const double lag = value_in(text, R"(rifa_job_lag_seconds{job_name="metrics_test_ok"})");
  EXPECT_GE(lag, 0);
  EXPECT_LT(lag, 60);
  EXPECT_GE(value_in(text, R"(rifa_job_lag_seconds{job_name="metrics_test_broken"})"), 0);
}

TEST(Metrics, GroupCommitsFsyncsAndThePool) {
  const auto dir = fs::temp_directory_path() / ("rifa-metrics-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  {
    auto database = db::open_database("sqlite:" + (dir / "rifa.db").string());
    const double groups = std::max(0.0, value("rifa_db_commit_group_size_count"));
    const double fsyncs = std::max(0.0, value("rifa_db_fsync_seconds_count"));
    database->transaction([](db::Connection& conn) { conn.query("CREATE TABLE t (x INTEGER)"); });
    database->transaction([](db::Connection& conn) { conn.query("INSERT INTO t VALUES (1)"); });
    EXPECT_GE(value("rifa_db_commit_group_size_count"), groups + 2);
    EXPECT_GE(value("rifa_db_fsync_seconds_count"), fsyncs + 1);
    EXPECT_GE(value(R"(rifa_db_commit_group_size_bucket{le="1"})"), 2);

    const double in_use = value(R"(rifa_db_connections{state="in_use"})");
    {
      auto borrowed = database->acquire();
      EXPECT_EQ(value(R"(rifa_db_connections{state="in_use"})"), in_use + 1);
    }
    EXPECT_EQ(value(R"(rifa_db_connections{state="in_use"})"), in_use);
    EXPECT_GE(value(R"(rifa_db_connections{state="idle"})"), 1);
    EXPECT_GE(value("rifa_db_writer_queue"), 0);
  }
  fs::remove_all(dir);
}

TEST(Metrics, PageNeedsTheTokenWhenItHasOne) {
  http::Router pages;
  http::register_metrics_page(pages, "a-long-metrics-token");
  const auto ask = [&](const std::string& authorization) {
    http::Request req{http::bhttp::verb::get, "/metrics", 11};
    if (!authorization.empty()) req.set(http::bhttp::field::authorization, authorization);
    auto match = pages.match(http::bhttp::verb::get, "/metrics");
    http::RequestContext ctx{req, "/metrics", {}, {}, "127.0.0.1"};
    return (*match.handler)(ctx);
  };
  EXPECT_EQ(ask("").result_int(), 401);
  EXPECT_EQ(ask("Bearer a-long-metrics-tokeN").result_int(), 401);
  EXPECT_EQ(ask("Bearer a-long-metrics-token-and-more").result_int(), 401);
  const auto ok = ask("Bearer a-long-metrics-token");
  EXPECT_EQ(ok.result_int(), 200);
  EXPECT_EQ(ok[http::bhttp::field::content_type], metrics::kExpositionContentType);
  EXPECT_NE(ok.body().find("# TYPE rifa_purchases_total counter"), std::string::npos);

  http::Router open;
  http::register_metrics_page(open, "");
  http::Request req{http::bhttp::verb::get, "/metrics", 11};
  http::RequestContext ctx{req, "/metrics", {}, {}, "127.0.0.1"};
  EXPECT_EQ((*open.match(http::bhttp::verb::get, "/metrics").handler)(ctx).result_int(), 200);
}

TEST(Metrics, SameSecret) {
  EXPECT_TRUE(http::same_secret("abc", "abc"));
  EXPECT_FALSE(http::same_secret("abd", "abc"));
  EXPECT_FALSE(http::same_secret("ab", "abc"));
  EXPECT_FALSE(http::same_secret("", ""));
}

}  // namespace
}  // namespace rifa
