#include "metrics/sales_metrics.hpp"

#include <prometheus/counter.h>
#include <prometheus/family.h>

#include "common/errors.hpp"
#include "metrics/registry.hpp"

namespace rifa::metrics {
namespace {
struct Purchases {
  prometheus::Family<prometheus::Counter>& done = prometheus::BuildCounter()
                                                      .Name("rifa_purchases_total")
                                                      .Help(
                                                          "Online purchases answered with their tickets "
                                                          "(created; replayed: an Idempotency-Key seen before)")
                                                      .Register(registry());
  prometheus::Counter& created = done.Add({{"result", "created"}});
  prometheus::Counter& replayed = done.Add({{"result", "replayed"}});
  prometheus::Family<prometheus::Counter>& refusals = prometheus::BuildCounter()
                                                          .Name("rifa_purchase_refusals_total")
                                                          .Help("Online purchases refused, by reason (the error code)")
                                                          .Register(registry());
};
Purchases& purchases() {
  static Purchases p;
  return p;
}
// Registered at start-up, so /metrics shows the families (at 0) before their first event.
[[maybe_unused]] const auto& kPurchasesFromStart = purchases();
}  // namespace

void count_purchase(bool replayed) { (replayed ? purchases().replayed : purchases().created).Increment(); }

void count_purchase_refusal(std::exception_ptr error) {
  std::string reason = "error";
  try {
    if (error) std::rethrow_exception(error);
  } catch (const ApiError& e) {
    reason = e.code();
  } catch (...) {
  }
  // A refusal takes the family's lock (Add): refusals are rarer than sales, and their reasons few.
  purchases().refusals.Add({{"reason", reason}}).Increment();
}

}  // namespace rifa::metrics
