#pragma once

#include <vector>

#include "features/statements/statements.hpp"

namespace rifa::features::statements {

// Matches a statement's unused credits with the creator's waiting reports, and suggests open holds
// for money nobody reported. A movement and a report agree when the amounts differ by at most the
// tolerance (of the report's amount in Bs), the days by at most the window, and either the
// references agree (whole, or the shorter one, of at least 4 digits, ends the longer one) or one of
// them has no reference (amount and date alone, never exact). Reference agreements outrank
// amount-and-date ones on both sides. A pair is matched when each is the other's only candidate.
// Plain function: no I/O; about n log n for n movements and reports.
MatchOutcome match_statement(const std::vector<Movement>& movements, const std::vector<WaitingReport>& reports,
                             const std::vector<OpenHold>& holds, const MatchSettings& settings);

}  // namespace rifa::features::statements
