#pragma once

#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace rifa::features::tickets {

// The serialised answer of GET /raffles/{id}/numbers for one raffle at one `numbers_version`.
struct TakenNumbers {
  std::int64_t version = 0;
  std::shared_ptr<const std::string> body;  // {"total_tickets":N,"taken":[…]}
  std::string etag;                         // numbers_etag(version): "n<version>-<salt>", quoted
};

// A bounded, thread-safe map raffle id → the last TakenNumbers built, least recently used evicted.
// Correct across instances because a hit is only used when the version read from the database in
// the same request matches; the database stays the truth.
class TakenNumbersCache {
 public:
  explicit TakenNumbersCache(std::size_t capacity = 512) : capacity_(capacity) {}

  std::optional<TakenNumbers> find(const std::string& raffle_id, std::int64_t version);
  void store(const std::string& raffle_id, TakenNumbers entry);

 private:
  using Order = std::list<std::string>;
  struct Slot {
    TakenNumbers value;
    Order::iterator position;
  };
  std::size_t capacity_;
  std::mutex mutex_;
  Order order_;  // most recently used first
  std::unordered_map<std::string, Slot> slots_;
};

// The body for `taken` (ascending) in a raffle of `total` numbers, written without a JSON tree.
// `locked`: the blocks of sellers locked for online buyers (issue 36), [start, end] ascending.
std::string taken_numbers_body(std::int64_t total, std::int64_t version, const std::vector<std::int64_t>& taken,
                               const std::vector<std::pair<std::int64_t, std::int64_t>>& locked = {});

}  // namespace rifa::features::tickets
