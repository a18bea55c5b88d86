#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace rifa {

// The CSV files people download (sold tickets, shift closes, sellers): UTF-8 with a byte-order mark, `;` between
// fields, CRLF rows, amounts with a decimal comma, as a spreadsheet in Spanish opens them.
inline constexpr const char* kCsvBom = "\xEF\xBB\xBF";

// Appends one field: a leading ' before =, +, - or @ (a spreadsheet would run it as a formula), and
// quotes (inner ones doubled) around a field holding ;, " or a line break; then `;` or, for the
// last field, CRLF.
void csv_field(std::string& out, std::string_view value, bool last = false);

// Hundredths as "1234,50" ("-3,05" when negative).
std::string decimal_comma(std::int64_t cents);

// Appends an amount field (hundredths, decimal comma): digits and a sign only, so a negative one is
// written as a number, not guarded as a formula.
void csv_amount(std::string& out, std::int64_t cents, bool last = false);

}  // namespace rifa
