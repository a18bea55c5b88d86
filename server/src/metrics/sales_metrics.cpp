#include "metrics/sales_metrics.hpp"

#include <array>
#include <atomic>
#include <mutex>
#include <string>

#include <prometheus/counter.h>
#include <prometheus/family.h>

#include "common/errors.hpp"
#include "metrics/registry.hpp"

namespace rifa::metrics {
namespace {
// A refusal reason's counter, made once and kept for the life of the process.
struct Reason {
  std::string code;
  prometheus::Counter& counter;
};

struct Purchases {
  prometheus::Family<prometheus::Counter>& done = prometheus::BuildCounter()
                                                      .Name("rifa_purchases_total")
                                                      .Help(
                                                          "Online purchases answered with their tickets "
                                                          "(created; replayed: an Idempotency-Key seen before)")
                                                      .Register(registry());
  prometheus::Counter& created = done.Add({{"result", "created"}});
  prometheus::Counter& replayed = done.Add({{"result", "replayed"}});
  prometheus::Family<prometheus::Counter>& counter = prometheus::BuildCounter()
                                                         .Name("rifa_counter_sales_total")
                                                         .Help(
                                                             "Counter sales answered with their ticket (created; "
                                                             "replayed: an Idempotency-Key seen before)")
                                                         .Register(registry());
  prometheus::Counter& counter_created = counter.Add({{"result", "created"}});
  prometheus::Counter& counter_replayed = counter.Add({{"result", "replayed"}});
  prometheus::Family<prometheus::Counter>& refusals = prometheus::BuildCounter()
                                                          .Name("rifa_purchase_refusals_total")
                                                          .Help("Online purchases refused, by reason (the error code)")
                                                          .Register(registry());
  // The reasons seen so far (a flash sale refuses thousands of purchases a second, nearly all for
  // the same few reasons): found by a scan without a lock; a new one is added under `adding`.
  static constexpr std::size_t kReasons = 32;
  std::array<std::atomic<Reason*>, kReasons> reasons{};
  std::mutex adding;

  prometheus::Counter& refused(const std::string& code) {
    for (auto& slot : reasons) {
      Reason* reason = slot.load(std::memory_order_acquire);
      if (!reason) break;
      if (reason->code == code) return reason->counter;
    }
    std::lock_guard lock(adding);
    for (auto& slot : reasons) {
      Reason* reason = slot.load(std::memory_order_acquire);
      if (reason && reason->code == code) return reason->counter;
      if (!reason) {
        reason = new Reason{code, refusals.Add({{"reason", code}})};  // kept: the registry outlives it anyway
        slot.store(reason, std::memory_order_release);
        return reason->counter;
      }
    }
    return refusals.Add({{"reason", code}});  // more reasons than slots: through the family
  }
};
Purchases& purchases() {
  static Purchases p;
  return p;
}
// Registered at start-up, so /metrics shows the families (at 0) before their first event.
[[maybe_unused]] const auto& kPurchasesFromStart = purchases();
}  // namespace

void count_purchase(bool replayed) { (replayed ? purchases().replayed : purchases().created).Increment(); }

void count_counter_sale(bool replayed) {
  (replayed ? purchases().counter_replayed : purchases().counter_created).Increment();
}

void count_purchase_refusal(std::exception_ptr error) {
  std::string reason = "error";
  try {
    if (error) std::rethrow_exception(error);
  } catch (const ApiError& e) {
    reason = e.code();
  } catch (...) {
  }
  purchases().refused(reason).Increment();
}

}  // namespace rifa::metrics
