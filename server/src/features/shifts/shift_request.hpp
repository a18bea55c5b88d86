#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "features/shifts/shifts.hpp"
#include "http/message.hpp"

namespace rifa::features::shifts {

// The shift routes' typed input and the close's CSV answer, alike for every counter (the
// business's, a raffle seller's).

// ?from&to: the period [from, to) in canonical RFC 3339, `to` after `from` (422 naming the fields).
std::pair<std::string, std::string> read_shift_period(const http::RequestContext& ctx);

// The contract's ShiftCloseCreate (422 naming the fields).
NewShiftClose read_new_shift_close(const http::RequestContext& ctx);

// 200 with the close's CSV (`cierre-YYYY-MM-DD.csv`, the day in Caracas).
http::Response shift_close_csv_response(const http::RequestContext& ctx, std::string csv);

}  // namespace rifa::features::shifts
