#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/text_rules.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::raffles {

// The limits of a raffle's fields, the same in api/openapi.yaml and in the web's form.
inline constexpr TextRule kTitle{3, 120, false, "El título debe tener entre 3 y 120 caracteres"};
inline constexpr TextRule kDescription{0, 2000, true, "La descripción no puede superar 2000 caracteres"};
inline constexpr TextRule kTag{1, 30, false, "Cada etiqueta es un texto de 1 a 30 caracteres"};
inline constexpr std::size_t kMaxTags = 10;
inline constexpr std::int64_t kMinPriceCents = 1;             // 0,01 USD
inline constexpr std::int64_t kMaxPriceCents = 10'000 * 100;  // 10.000 USD per number
// How long a purchase holds its numbers without a reported payment (15 minutes to 72 hours).
inline constexpr std::int64_t kMinReservationMinutes = 15;
inline constexpr std::int64_t kMaxReservationMinutes = 72 * 60;
inline constexpr std::int64_t kDefaultReservationMinutes = 24 * 60;

// The lottery draw that decides comes at or after the end of sales, at most 30 days later.
inline constexpr std::int64_t kMaxDrawDelayDays = 30;

inline constexpr const char* kStatusMessage = "Estado inválido: all, active, waiting, completed o cancelled";

// What a request says about a raffle's editable fields; absent fields are nullopt. Every value
// present has passed its rule. `end_date` is canonical RFC 3339 UTC.
struct RaffleFields {
  std::optional<std::string> title, description, lottery, end_date, draw_at, unsold_rule;
  std::optional<std::int64_t> price_cents, total_tickets, reservation_minutes;
  std::optional<std::vector<std::string>> tags;
  std::optional<bool> is_private;
};

// Reads the raffle fields of a body; `creating` makes title, price, size, lottery and end date
// required. Errors go into `body` (422 on done()).
RaffleFields read_raffle_fields(http::BodyFields& body, bool creating,
                                std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

// The Spanish reason `tags` cannot be kept (more than 10, or the same tag twice ignoring case and
// accents), or "".
std::string tags_error(const std::vector<std::string>& tags);
// The Spanish reason a raffle cannot end at `when` (past, or more than a year ahead), or "".
std::string end_date_error(std::chrono::system_clock::time_point when, std::chrono::system_clock::time_point now);

// The Spanish reason a raffle whose sales end at `end_date` cannot follow the draw at `draw_at`
// (before the end, or more than kMaxDrawDelayDays after it), or "". Both canonical RFC 3339.
std::string draw_at_error(const std::string& draw_at, const std::string& end_date);

// The `status` filter of a raffle list (?status=all|active|waiting|completed|cancelled); "all" and
// absent are nullopt.
std::optional<std::string> read_status_filter(http::QueryFields& query);

}  // namespace rifa::features::raffles
