#pragma once

#include <string>

namespace rifa::metrics {

// One scheduled job's series (jobs/job_runner), made once per job. The label is `job_name`: Prometheus
// gives every scraped series a `job` label of its own (the scrape job).
//   rifa_job_runs_total{job_name, result="ok"|"failed"}  counter
//   rifa_job_duration_seconds{job_name}                 histogram
//   rifa_job_items_total{job_name}                      counter: things the job did (notices, expiries…)
//   rifa_job_lag_seconds{job_name}                      gauge, at scrape: seconds since the job last
//                                                       finished without error (since start before that)
class JobSeries {
 public:
  explicit JobSeries(const std::string& job);
  void succeeded(double seconds, int items);
  void failed(double seconds);

 private:
  struct Series;
  Series* series_;  // registered with the process's registry, which outlives every runner
};

}  // namespace rifa::metrics
