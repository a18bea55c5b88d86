#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "features/statements/statements.hpp"

namespace rifa::features::statements {

// Reading the CSV files Venezuelan banks and spreadsheets export: plain functions, no I/O.

// The file's text as UTF-8: kept when it is valid UTF-8 (a byte-order mark dropped), otherwise read
// as Windows-1252. nullopt when it is not text at all (NUL bytes: UTF-16 or a binary file).
std::optional<std::string> statement_text(std::string_view bytes);

// The separator of a CSV text: ';', '\t' or ',' (whichever splits its first lines consistently).
char sniff_separator(std::string_view text);

// One line split at `separator`, honouring double quotes ("a;b" and "" inside quotes).
std::vector<std::string> split_csv_line(std::string_view line, char separator);

// An amount as banks and people write it, in signed cents: es-VE `1.234,56`, plain `1234.56`,
// `1,234.56`, with `Bs.`/`VES`, a sign or parentheses. nullopt when it is not an amount with at most
// two decimals.
std::optional<std::int64_t> parse_amount(std::string_view text);

// A day as `27/11/2026`, `27-11-2026`, `27.11.26` or ISO `2026-11-27` (a time after it ignored), as
// YYYY-MM-DD; nullopt when it is not a real date.
std::optional<std::string> parse_day(std::string_view text);

// The credits of a statement file read with `mapping`. Blank lines, header and trailer lines (no date
// and no amount) and debits are skipped; a line that looks like a movement but cannot be read is an
// error with its number. A file with no credits at all is an error too.
ParsedStatement parse_statement(std::string_view bytes, const ColumnMapping& mapping);

// Numbers each movement among those of the same day, reference and amount before it (1, 2, …), in
// the given order: ParsedMovement::occurrence. parse_statement does it for the file it reads.
void number_occurrences(std::vector<ParsedMovement>& movements);

// A cell written to a CSV export so no spreadsheet runs it: quoted, with a leading `'` before
// `=`, `+`, `-`, `@`, tab or carriage return.
std::string csv_safe_cell(std::string_view cell);

// The digits of a reference (what matching compares): "Ref. 00123-45" → "0012345".
std::string reference_digits(std::string_view reference);

}  // namespace rifa::features::statements
