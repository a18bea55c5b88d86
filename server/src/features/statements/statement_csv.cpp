#include "features/statements/statement_csv.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <map>
#include <tuple>

namespace rifa::features::statements {

namespace {

constexpr std::size_t kMaxErrors = 50;
constexpr std::size_t kMaxReference = 60;
constexpr std::size_t kMaxDescription = 200;

// Windows-1252's 0x80–0x9F as Unicode code points (0: undefined in that code page).
constexpr std::array<char32_t, 32> kCp1252High = {0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                                  0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,
                                                  0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                                  0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

bool valid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::size_t extra = 0;
    if (c < 0x80) {
      extra = 0;
    } else if ((c & 0xE0) == 0xC0 && c >= 0xC2) {
      extra = 1;
    } else if ((c & 0xF0) == 0xE0) {
      extra = 2;
    } else if ((c & 0xF8) == 0xF0 && c <= 0xF4) {
      extra = 3;
    } else {
      return false;
    }
    if (i + extra >= s.size()) return false;
    for (std::size_t k = 1; k <= extra; ++k) {
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    }
    i += extra + 1;
  }
  return true;
}

// Windows-1252 to UTF-8; an undefined byte becomes U+FFFD so its line is refused.
std::string from_cp1252(std::string_view s) {
  std::string out;
  out.reserve(s.size() + s.size() / 8);
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c < 0x80) {
      out += ch;
    } else if (c < 0xA0) {
      const char32_t mapped = kCp1252High[c - 0x80];
      append_utf8(out, mapped == 0 ? 0xFFFD : mapped);
    } else {
      append_utf8(out, c);
    }
  }
  return out;
}

std::string_view trim(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  // A no-break space (U+00A0) as spreadsheets write it.
  while (s.size() >= 2 && s.substr(0, 2) == "\xC2\xA0") s.remove_prefix(2);
  while (s.size() >= 2 && s.substr(s.size() - 2) == "\xC2\xA0") s.remove_suffix(2);
  return s;
}

bool starts_with_ci(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(s[i])) != prefix[i]) return false;
  }
  return true;
}

bool ends_with_ci(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && starts_with_ci(s.substr(s.size() - suffix.size()), suffix);
}

// A line that cannot be text: control characters or a byte no code page defines.
bool unreadable(std::string_view line) {
  if (line.find("\xEF\xBF\xBD") != std::string_view::npos) return true;
  return std::any_of(line.begin(), line.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u < 0x20 && c != '\t' && c != '\r';
  });
}

// At most `max` bytes of UTF-8 text, never cutting a character.
std::string clip(std::string_view s, std::size_t max) {
  if (s.size() <= max) return std::string(s);
  std::size_t end = max;
  while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) --end;
  return std::string(s.substr(0, end));
}

std::string quoted(std::string_view cell) { return "«" + clip(cell, 40) + "»"; }

int days_in_month(int year, int month) {
  static constexpr std::array<int, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : kDays[static_cast<std::size_t>(month - 1)];
}

// Leading digits of `s` from `pos` (at most `max`), as a number; `count` says how many.
int read_digits(std::string_view s, std::size_t& pos, std::size_t max, std::size_t& count) {
  int value = 0;
  count = 0;
  while (pos < s.size() && count < max && std::isdigit(static_cast<unsigned char>(s[pos]))) {
    value = value * 10 + (s[pos] - '0');
    ++pos;
    ++count;
  }
  return value;
}

std::string day_text(int year, int month, int day) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d", year, month, day);
  return buffer;
}

const std::string* cell_at(const std::vector<std::string>& cells, std::optional<int> column) {
  if (!column || *column < 0 || static_cast<std::size_t>(*column) >= cells.size()) return nullptr;
  return &cells[static_cast<std::size_t>(*column)];
}

int needed_columns(const ColumnMapping& m) {
  int most = std::max(m.date, m.reference);
  for (const auto& c : {m.description, m.amount, m.credit, m.debit}) {
    if (c) most = std::max(most, *c);
  }
  return most + 1;
}

// The amount of a dated line: its credit in cents (0 for a debit), or an error message.
struct LineAmount {
  std::int64_t credit = 0;
  std::string error;
};

LineAmount line_amount(const std::vector<std::string>& cells, const ColumnMapping& m) {
  if (m.amount) {
    const std::string* cell = cell_at(cells, m.amount);
    const auto text = cell ? trim(*cell) : std::string_view{};
    if (text.empty()) return {0, "sin monto"};
    const auto cents = parse_amount(text);
    if (!cents) return {0, "monto " + quoted(text) + " no válido (usa 1.234,56 o 1234.56)"};
    return {std::max<std::int64_t>(*cents, 0), ""};
  }
  const std::string* credit = cell_at(cells, m.credit);
  const std::string* debit = cell_at(cells, m.debit);
  const auto credit_text = credit ? trim(*credit) : std::string_view{};
  const auto debit_text = debit ? trim(*debit) : std::string_view{};
  if (!credit_text.empty()) {
    const auto cents = parse_amount(credit_text);
    if (!cents) return {0, "abono " + quoted(credit_text) + " no válido (usa 1.234,56 o 1234.56)"};
    if (*cents > 0) return {*cents, ""};
  }
  if (!debit_text.empty()) {
    if (!parse_amount(debit_text)) return {0, "cargo " + quoted(debit_text) + " no válido (usa 1.234,56 o 1234.56)"};
    return {0, ""};
  }
  if (credit_text.empty()) return {0, "sin monto"};
  return {0, ""};
}

}  // namespace

std::optional<std::string> statement_text(std::string_view bytes) {
  if (bytes.find('\0') != std::string_view::npos) return std::nullopt;
  if (bytes.size() >= 3 && bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
  if (valid_utf8(bytes)) return std::string(bytes);
  return from_cp1252(bytes);
}

std::vector<std::string> split_csv_line(std::string_view line, char separator) {
  std::vector<std::string> cells(1);
  bool quoted_cell = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted_cell) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        cells.back() += '"';
        ++i;
      } else if (c == '"') {
        quoted_cell = false;
      } else {
        cells.back() += c;
      }
    } else if (c == '"' && trim(cells.back()).empty()) {
      cells.back().clear();
      quoted_cell = true;
    } else if (c == separator) {
      cells.emplace_back();
    } else if (c != '\r') {
      cells.back() += c;
    }
  }
  return cells;
}

char sniff_separator(std::string_view text) {
  // Count each candidate outside quotes on the first non-blank lines; the one present on most lines
  // wins, ';' before tab before ',' (an es-VE amount has a comma, never a semicolon).
  std::array<int, 3> lines_with = {0, 0, 0};
  constexpr std::array<char, 3> kSeparators = {';', '\t', ','};
  int sampled = 0;
  std::size_t start = 0;
  while (start < text.size() && sampled < 20) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const auto line = text.substr(start, end - start);
    start = end + 1;
    if (trim(line).empty()) continue;
    ++sampled;
    for (std::size_t k = 0; k < kSeparators.size(); ++k) {
      bool in_quotes = false;
      bool seen = false;
      for (const char c : line) {
        if (c == '"') in_quotes = !in_quotes;
        if (!in_quotes && c == kSeparators[k]) seen = true;
      }
      if (seen) ++lines_with[k];
    }
  }
  std::size_t best = 2;
  for (std::size_t k = 0; k < kSeparators.size(); ++k) {
    if (lines_with[k] > lines_with[best] || (lines_with[k] == lines_with[best] && lines_with[k] > 0 && k < best)) {
      best = k;
    }
  }
  // ',' wins only when it is the sole candidate: "1.234,56;ref" splits at ';'.
  if (lines_with[0] > 0 && lines_with[0] * 2 >= sampled) return ';';
  return kSeparators[best];
}

std::optional<std::int64_t> parse_amount(std::string_view text) {
  auto s = trim(text);
  bool negative = false;
  if (s.size() >= 2 && s.front() == '(' && s.back() == ')') {
    negative = true;
    s = trim(s.substr(1, s.size() - 2));
  }
  if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
    negative = negative || s.front() == '-';
    s = trim(s.substr(1));
  }
  for (const std::string_view currency : {"bs.s", "bs.", "bs", "ves", "vef"}) {
    if (starts_with_ci(s, currency)) {
      s = trim(s.substr(currency.size()));
      break;
    }
  }
  if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
    negative = negative || s.front() == '-';
    s = trim(s.substr(1));
  }
  for (const std::string_view currency : {"bs.s", "bs.", "bs", "ves", "vef"}) {  // "1.234,56 Bs"
    if (s.size() > currency.size() && ends_with_ci(s, currency)) {
      s = trim(s.substr(0, s.size() - currency.size()));
      break;
    }
  }
  if (!s.empty() && s.back() == '-') {  // "1.234,56-" as some banks print a debit
    negative = true;
    s = trim(s.substr(0, s.size() - 1));
  }
  if (s.empty() || !std::isdigit(static_cast<unsigned char>(s.front()))) return std::nullopt;
  std::string digits;
  const auto last_dot = s.rfind('.');
  const auto last_comma = s.rfind(',');
  const auto dots = std::count(s.begin(), s.end(), '.');
  const auto commas = std::count(s.begin(), s.end(), ',');
  std::size_t decimal = std::string_view::npos;
  if (dots > 0 && commas > 0) {
    decimal = std::max(last_dot, last_comma);
    if (std::count(s.begin(), s.end(), s[decimal]) > 1) return std::nullopt;
  } else if (commas == 1 && s.size() - last_comma - 1 != 3) {
    decimal = last_comma;
  } else if (dots == 1 && s.size() - last_dot - 1 != 3) {
    decimal = last_dot;
  }
  std::int64_t whole = 0;
  std::int64_t fraction = 0;
  int fraction_digits = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (i == decimal) continue;
    if (c == '.' || c == ',') {
      if (decimal != std::string_view::npos && i > decimal) return std::nullopt;
      continue;
    }
    if (c == ' ') continue;
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    if (decimal != std::string_view::npos && i > decimal) {
      if (++fraction_digits > 2) return std::nullopt;
      fraction = fraction * 10 + (c - '0');
    } else {
      if (whole > 100'000'000'000LL) return std::nullopt;
      whole = whole * 10 + (c - '0');
    }
  }
  if (fraction_digits == 1) fraction *= 10;
  const std::int64_t cents = whole * 100 + fraction;
  return negative ? -cents : cents;
}

std::optional<std::string> parse_day(std::string_view text) {
  const auto s = trim(text);
  std::size_t pos = 0;
  std::size_t count = 0;
  const int first = read_digits(s, pos, 4, count);
  if (count == 0 || pos >= s.size()) return std::nullopt;
  const char sep = s[pos];
  if (sep != '/' && sep != '-' && sep != '.') return std::nullopt;
  int year = 0, month = 0, day = 0;
  if (count == 4) {  // ISO: 2026-11-27
    year = first;
    ++pos;
    month = read_digits(s, pos, 2, count);
    if (count == 0 || pos >= s.size() || s[pos] != sep) return std::nullopt;
    ++pos;
    day = read_digits(s, pos, 2, count);
    if (count == 0) return std::nullopt;
  } else if (count <= 2) {  // 27/11/2026, 27-11-26
    day = first;
    ++pos;
    month = read_digits(s, pos, 2, count);
    if (count == 0 || pos >= s.size() || s[pos] != sep) return std::nullopt;
    ++pos;
    year = read_digits(s, pos, 4, count);
    if (count == 2) {
      year += 2000;
    } else if (count != 4) {
      return std::nullopt;
    }
  } else {
    return std::nullopt;
  }
  // What follows must be a time (or nothing): "27/11/2026 10:22", "2026-11-27T10:22:00Z".
  if (pos < s.size() && s[pos] != ' ' && s[pos] != 'T') return std::nullopt;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1 || day > days_in_month(year, month)) {
    return std::nullopt;
  }
  return day_text(year, month, day);
}

void number_occurrences(std::vector<ParsedMovement>& movements) {
  std::map<std::tuple<std::string, std::string, std::int64_t>, int> seen;
  for (auto& m : movements) m.occurrence = ++seen[{m.date, m.reference, m.amount_cents}];
}

ParsedStatement parse_statement(std::string_view bytes, const ColumnMapping& mapping) {
  ParsedStatement out;
  if (bytes.size() >= 4 && bytes.substr(0, 4) == std::string_view("PK\x03\x04", 4)) {
    out.errors.push_back({1, "Es un archivo XLSX o ZIP: guárdalo como CSV (separado por ; o ,) y súbelo de nuevo"});
    return out;
  }
  const auto text = statement_text(bytes);
  if (!text) {
    out.errors.push_back(
        {1, "El archivo no es texto (¿UTF-16 o una hoja de cálculo?): guárdalo como CSV en UTF-8 o Windows-1252"});
    return out;
  }
  const char separator = sniff_separator(*text);
  const int needed = needed_columns(mapping);
  const auto fail = [&](int line, std::string message) {
    if (out.errors.size() < kMaxErrors) out.errors.push_back({line, std::move(message)});
  };
  int line_no = 0;
  std::size_t start = 0;
  const std::string_view all(*text);
  while (start <= all.size()) {
    std::size_t end = all.find('\n', start);
    if (end == std::string_view::npos) end = all.size();
    const auto line = all.substr(start, end - start);
    start = end + 1;
    ++line_no;
    if (end == all.size() && line.empty()) break;
    const auto cells = split_csv_line(line, separator);
    const bool blank = std::all_of(cells.begin(), cells.end(), [](const std::string& c) { return trim(c).empty(); });
    if (blank) {
      ++out.skipped;
      continue;
    }
    if (unreadable(line)) {
      fail(line_no, "caracteres que no son texto: ¿el archivo está en otra codificación? (usa UTF-8 o Windows-1252)");
      continue;
    }
    const std::string* date_cell = cell_at(cells, mapping.date);
    const auto day = date_cell ? parse_day(*date_cell) : std::nullopt;
    if (!day) {
      // A header, title or total line has no date and no amount; a movement with a bad date has one.
      const std::string* amount_cell = cell_at(cells, mapping.amount ? mapping.amount : mapping.credit);
      if (date_cell && amount_cell && !trim(*date_cell).empty() && parse_amount(*amount_cell)) {
        fail(line_no, "fecha " + quoted(trim(*date_cell)) + " no válida (usa 27/11/2026)");
      } else {
        ++out.skipped;
      }
      continue;
    }
    if (static_cast<int>(cells.size()) < needed) {
      fail(line_no,
           "faltan columnas (tiene " + std::to_string(cells.size()) + ", se esperan " + std::to_string(needed) + ")");
      continue;
    }
    const auto amount = line_amount(cells, mapping);
    if (!amount.error.empty()) {
      fail(line_no, amount.error);
      continue;
    }
    if (amount.credit <= 0) {  // a debit or a zero line: money out is not matched
      ++out.skipped;
      continue;
    }
    const auto reference = trim(*cell_at(cells, mapping.reference));
    if (reference.size() > kMaxReference) {
      fail(line_no, "referencia de más de 60 caracteres");
      continue;
    }
    const std::string* description = cell_at(cells, mapping.description);
    out.movements.push_back({line_no, *day, std::string(reference),
                             description ? clip(trim(*description), kMaxDescription) : "", amount.credit});
  }
  if (out.movements.empty() && out.errors.empty()) {
    out.errors.push_back(
        {0, "El archivo no tiene movimientos de entrada (abonos) que se puedan leer con estas columnas"});
  }
  number_occurrences(out.movements);
  return out;
}

std::string csv_safe_cell(std::string_view cell) {
  std::string out = "\"";
  if (!cell.empty() && (cell.front() == '=' || cell.front() == '+' || cell.front() == '-' || cell.front() == '@' ||
                        cell.front() == '\t' || cell.front() == '\r')) {
    out += '\'';
  }
  for (const char c : cell) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

std::string reference_digits(std::string_view reference) {
  std::string out;
  for (const char c : reference) {
    if (std::isdigit(static_cast<unsigned char>(c))) out += c;
  }
  return out;
}

}  // namespace rifa::features::statements
