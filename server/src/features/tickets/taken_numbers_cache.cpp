#include "features/tickets/taken_numbers_cache.hpp"

#include <charconv>

namespace rifa::features::tickets {

std::optional<TakenNumbers> TakenNumbersCache::find(const std::string& raffle_id, std::int64_t version) {
  std::lock_guard lock(mutex_);
  auto it = slots_.find(raffle_id);
  if (it == slots_.end() || it->second.value.version != version) return std::nullopt;
  order_.splice(order_.begin(), order_, it->second.position);
  return it->second.value;
}

void TakenNumbersCache::store(const std::string& raffle_id, TakenNumbers entry) {
  std::lock_guard lock(mutex_);
  if (auto it = slots_.find(raffle_id); it != slots_.end()) {
    // Never replace a newer copy with an older one (two requests racing around a purchase).
    if (it->second.value.version > entry.version) return;
    it->second.value = std::move(entry);
    order_.splice(order_.begin(), order_, it->second.position);
    return;
  }
  if (slots_.size() >= capacity_ && !order_.empty()) {
    slots_.erase(order_.back());
    order_.pop_back();
  }
  order_.push_front(raffle_id);
  slots_.emplace(raffle_id, Slot{std::move(entry), order_.begin()});
}

std::string taken_numbers_body(std::int64_t total, std::int64_t version, const std::vector<std::int64_t>& taken,
                               const std::vector<std::pair<std::int64_t, std::int64_t>>& locked) {
  std::string out;
  out.reserve(40 + taken.size() * 5);
  char digits[24];
  const auto append = [&](std::int64_t value) {
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    out.append(digits, end);
  };
  out += "{\"total_tickets\":";
  append(total);
  out += ",\"numbers_version\":";
  append(version);
  out += ",\"taken\":[";
  for (std::size_t i = 0; i < taken.size(); ++i) {
    if (i) out += ',';
    append(taken[i]);
  }
  out += "],\"locked\":[";
  for (std::size_t i = 0; i < locked.size(); ++i) {
    out += i ? ",{\"start\":" : "{\"start\":";
    append(locked[i].first);
    out += ",\"end\":";
    append(locked[i].second);
    out += '}';
  }
  out += "]}";
  return out;
}

}  // namespace rifa::features::tickets
