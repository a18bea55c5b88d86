#include "features/proofs/proof_fields.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <regex>

#include "common/text.hpp"
#include "features/proofs/bank_codes.hpp"

namespace rifa::features::proofs {
namespace {

// How a value was found, as a factor of the line's confidence.
constexpr double kAfterLabel = 1.0;  // right after its label ("Referencia: 123…")
constexpr double kBelowLabel = 0.9;  // on the line under its label
constexpr double kByShape = 0.6;     // by its shape alone ("Bs. 12,50" with no label)
constexpr double kUnlabelled = 0.5;  // a bank with no word saying origin or destination

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// Letters OCR confuses with digits, inside a token that is mostly digits ("O0l2345" → "0012345").
char as_digit(char c) {
  switch (c) {
    case 'o':
    case 'O':
    case 'D':
    case 'Q':
      return '0';
    case 'l':
    case 'I':
    case 'i':
    case '|':
    case '!':
      return '1';
    case 'z':
    case 'Z':
      return '2';
    case 's':
    case 'S':
      return '5';
    case 'B':
      return '8';
    case 'g':
      return '9';
    default:
      return c;
  }
}

bool in_number(char c) { return is_alnum(c) || c == '|' || c == '!'; }
bool joins_number(char c) { return c == '.' || c == ',' || c == '/' || c == ':' || c == '-'; }

// A token is a run of letters and digits, joined by . , / : - ("l.2o0,00", "27/ll/2026").
std::string fix_digits(std::string line) {
  std::size_t i = 0;
  while (i < line.size()) {
    if (!in_number(line[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    int digits = 0, letters = 0, fixable = 0;
    while (end < line.size() &&
           (in_number(line[end]) || (joins_number(line[end]) && end + 1 < line.size() && in_number(line[end + 1])))) {
      if (is_digit(line[end])) {
        ++digits;
      } else if (!joins_number(line[end])) {
        ++letters;
        if (as_digit(line[end]) != line[end]) ++fixable;
      }
      ++end;
    }
    if (digits >= 2 && letters > 0 && letters == fixable && letters <= digits) {
      for (std::size_t k = i; k < end; ++k) line[k] = as_digit(line[k]);
    }
    i = end;
  }
  return line;
}

// A line prepared once: the text as read, folded (lower case, no accents) with digits mended.
struct Line {
  std::string raw;
  std::string folded;
  double confidence = 1.0;
};

bool has_word(const std::string& folded, std::string_view word) {
  for (std::size_t at = folded.find(word); at != std::string::npos; at = folded.find(word, at + 1)) {
    const std::size_t end = at + word.size();
    if ((at == 0 || !is_alnum(folded[at - 1])) && (end >= folded.size() || !is_alnum(folded[end]))) return true;
  }
  return false;
}

template <std::size_t N>
bool has_any(const std::string& folded, const std::array<std::string_view, N>& words) {
  return std::any_of(words.begin(), words.end(), [&](std::string_view w) { return has_word(folded, w); });
}

// Where the first of `words` ends in `folded` (npos when none is there).
template <std::size_t N>
std::size_t label_end(const std::string& folded, const std::array<std::string_view, N>& words) {
  std::size_t best = std::string::npos;
  for (auto word : words) {
    for (std::size_t at = folded.find(word); at != std::string::npos; at = folded.find(word, at + 1)) {
      const std::size_t end = at + word.size();
      if ((at == 0 || !is_alnum(folded[at - 1])) && (end >= folded.size() || !is_alnum(folded[end]))) {
        best = std::min(best, end);
        break;
      }
    }
  }
  return best;
}

std::optional<ReadField> better(std::optional<ReadField> current, ReadField candidate) {
  if (!current || candidate.confidence > current->confidence) return candidate;
  return current;
}

// ---- reference ----------------------------------------------------------------------------

constexpr std::array<std::string_view, 14> kReferenceLabels = {
    "referencia",          "ref",    "nro. referencia", "operacion", "comprobante",       "confirmacion",
    "transaccion",         "recibo", "secuencia",       "serial",    "nro. de operacion", "n de operacion",
    "codigo de operacion", "ref."};
constexpr std::array<std::string_view, 10> kNotReference = {"telefono", "celular", "cuenta", "cedula",    "rif",
                                                            "fecha",    "monto",   "hora",   "documento", "c.i"};

// Labels that share a row with the reference's in a grid of fields.
constexpr std::array<std::string_view, 8> kGridNeighbours = {"monto", "total",    "importe", "fecha",
                                                             "hora",  "telefono", "cedula",  "banco"};

// "Fecha de operación", "Monto de la operación": the label ending at `end` names another field.
bool of_another_field(const std::string& folded, std::size_t end) {
  std::size_t start = end;
  while (start > 0 && is_alnum(folded[start - 1])) --start;
  std::string before = folded.substr(0, start);
  while (!before.empty() && before.back() == ' ') before.pop_back();
  for (std::string_view joint : {" de la", " del", " de"}) {
    if (before.size() >= joint.size() && before.compare(before.size() - joint.size(), joint.size(), joint) == 0) {
      return has_any(before, kNotReference);
    }
  }
  return false;
}

// The digits right after `from`: one run, or groups of at least 3 digits split by single spaces
// or dashes ("0012 3456 7890"); at least 4 digits in all.
std::optional<std::string> digits_after(const std::string& s, std::size_t from) {
  std::size_t i = from;
  while (i < s.size() && !is_digit(s[i])) {
    if (is_alnum(s[i])) {
      // A word between the label and the value ("Nro. de referencia"): skip it when short.
      std::size_t end = i;
      while (end < s.size() && is_alnum(s[end])) ++end;
      if (end - i > 12) return std::nullopt;
      i = end;
      continue;
    }
    ++i;
  }
  std::string digits;
  while (i < s.size()) {
    std::size_t end = i;
    while (end < s.size() && is_digit(s[end])) ++end;
    const std::size_t run = end - i;
    if (!digits.empty() && run < 3) break;
    digits.append(s, i, run);
    if (end + 1 < s.size() && (s[end] == ' ' || s[end] == '-') && is_digit(s[end + 1])) {
      i = end + 1;
      continue;
    }
    if (end < s.size() && is_alnum(s[end])) return std::nullopt;  // "12ab": not a number
    // "1500,00", "27/11", "14:30": an amount, a date or a time, not a reference.
    if (end + 1 < s.size() && std::string_view(".,/:").find(s[end]) != std::string_view::npos && is_digit(s[end + 1])) {
      return std::nullopt;
    }
    break;
  }
  if (digits.size() < 4 || digits.size() > 24) return std::nullopt;
  return digits;
}

std::optional<ReadField> find_reference(const std::vector<Line>& lines) {
  std::optional<ReadField> found;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto& line = lines[i];
    const std::size_t end = label_end(line.folded, kReferenceLabels);
    if (end == std::string::npos) continue;
    if (of_another_field(line.folded, end)) continue;
    if (auto digits = digits_after(line.folded, end)) {
      found = better(found, {*digits, line.raw, line.confidence * kAfterLabel});
    } else if (i + 1 < lines.size() && line.folded.find_first_of("0123456789") == std::string::npos) {
      const auto& next = lines[i + 1];
      if (auto below = digits_after(next.folded, 0); below && next.folded.find(':') == std::string::npos) {
        found = better(found, {*below, next.raw, next.confidence * kBelowLabel});
      } else if (has_any(line.folded, kGridNeighbours)) {
        // Two columns read as one line ("Monto  Referencia" over "Bs. 2.918,95  2802483310"): the
        // value under a label that is not alone on its line is the digits ending the next line.
        const std::size_t last = next.folded.find_last_of(' ');
        const std::string tail = next.folded.substr(last == std::string::npos ? 0 : last + 1);
        if (tail.size() >= 6 && tail.size() <= 24 && std::all_of(tail.begin(), tail.end(), is_digit)) {
          found = better(found, {tail, next.raw, next.confidence * kBelowLabel * kBelowLabel});
        }
      }
    }
  }
  return found;
}

// No label read (small grey labels lost): a run of 8–20 digits standing alone (not after a letter,
// as a cédula's "V28777763"), which is not a phone or an account, trusted little.
std::optional<ReadField> unlabelled_reference(const std::vector<Line>& lines) {
  static const std::regex run(R"((^|[^0-9a-z.,:/\-])([0-9]{8,20})(?![0-9.,:/\-]))");
  for (const auto& line : lines) {
    for (auto it = std::sregex_iterator(line.folded.begin(), line.folded.end(), run); it != std::sregex_iterator();
         ++it) {
      const std::string digits = (*it)[2].str();
      if (digits.size() == 11 && digits.rfind("04", 0) == 0) continue;  // a phone
      if (digits.size() == 20) continue;                                // an account
      return ReadField{digits, line.raw, line.confidence * kByShape * kBelowLabel};
    }
  }
  return std::nullopt;
}

// ---- amount -------------------------------------------------------------------------------

constexpr std::array<std::string_view, 12> kAmountLabels = {"monto",
                                                            "total",
                                                            "importe",
                                                            "cantidad",
                                                            "pagaste",
                                                            "enviaste",
                                                            "transferiste",
                                                            "monto debitado",
                                                            "monto enviado",
                                                            "monto pagado",
                                                            "monto de la operacion",
                                                            "amount"};
constexpr std::array<std::string_view, 7> kNotAmount = {"saldo",  "comision", "disponible", "tasa",
                                                        "cambio", "limite",   "iva"};

// A currency marker, then an amount ("bs. 1.234,56", "usd 10", "$10"), or an amount then its
// marker ("1.234,56 bs", "10,00 usd").
const std::regex& currency_before() {
  static const std::regex re(R"((^|[^a-z])(bs\.?\s*s?\.?|ves|vef|usd|us\s?\$|\$)\s*:?\s*([0-9][0-9., ]*[0-9]|[0-9]))");
  return re;
}
const std::regex& currency_after() {
  static const std::regex re(R"(([0-9][0-9.,]*[0-9]|[0-9])\s*(bs\b\.?s?|ves\b|vef\b|usd\b|\$|dolares|bolivares))");
  return re;
}
const std::regex& bare_amount() {
  static const std::regex re(R"((^|[^0-9.,])([0-9]{1,3}(?:[.,][0-9]{3})*[.,][0-9]{2}|[0-9]+[.,][0-9]{2})(?![0-9]))");
  return re;
}

std::string currency_code(const std::string& marker) {
  if (marker.find('$') != std::string::npos || marker.find("usd") != std::string::npos ||
      marker.find("dolar") != std::string::npos) {
    return "USD";
  }
  return "VES";
}

std::string cents_text(std::int64_t cents) {
  std::string out = std::to_string(cents / 100) + ".";
  const auto rest = cents % 100;
  if (rest < 10) out += "0";
  return out + std::to_string(rest);
}

struct AmountRead {
  std::int64_t cents;
  std::string currency;  // "" when no marker was read
  double confidence;
  const Line* line;
};

void amounts_in(const Line& line, bool labelled, std::vector<AmountRead>& out) {
  const std::string& s = line.folded;
  bool any = false;
  for (const auto* re : {&currency_before(), &currency_after()}) {
    const bool before = re == &currency_before();
    for (auto it = std::sregex_iterator(s.begin(), s.end(), *re); it != std::sregex_iterator(); ++it) {
      const std::string number = (*it)[before ? 3 : 1].str();
      const std::string marker = (*it)[2].str();
      // "bs 1.234,56 ref 123": the trailing space-separated digits are not part of the amount.
      std::string trimmed = number.substr(0, number.find(' ') == std::string::npos ? number.size() : number.find(' '));
      if (before && number.find(' ') != std::string::npos) {
        // "1 234,56": spaces as thousands separators only when every group after the first has 3 digits.
        const std::regex grouped(R"([0-9]{1,3}( [0-9]{3})+([.,][0-9]{2})?)");
        if (std::regex_match(number, grouped)) trimmed = number;
      }
      std::string compact;
      for (char c : trimmed) {
        if (c != ' ') compact += c;
      }
      // "13.528,3/": one decimal then a stray symbol is a digit misread, not 13.528,30.
      const std::size_t after = static_cast<std::size_t>(it->position(before ? 3 : 1)) + trimmed.size();
      const std::size_t mark = compact.find_last_of(".,");
      if (after < s.size() && std::ispunct(static_cast<unsigned char>(s[after])) && mark != std::string::npos &&
          compact.size() - mark == 2) {
        continue;
      }
      if (auto cents = parse_amount(compact); cents && *cents > 0) {
        // "165.616,00 Bs 31270569" (two columns on one line): the number with cents or thousands
        // marks is the amount, the bare run of digits beside the marker the reference.
        const double bare = compact.find_first_of(".,") == std::string::npos ? 0.9 : 1.0;
        out.push_back(
            {*cents, currency_code(marker), line.confidence * (labelled ? kAfterLabel : kByShape + 0.2) * bare, &line});
        any = true;
      }
    }
  }
  if (!any && labelled) {
    for (auto it = std::sregex_iterator(s.begin(), s.end(), bare_amount()); it != std::sregex_iterator(); ++it) {
      if (auto cents = parse_amount((*it)[2].str()); cents && *cents > 0) {
        out.push_back({*cents, "", line.confidence * kByShape, &line});
        break;
      }
    }
  }
}

void find_amount(const std::vector<Line>& lines, ProofFields& fields) {
  std::vector<AmountRead> reads;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto& line = lines[i];
    if (has_any(line.folded, kNotAmount)) continue;
    const bool labelled = has_any(line.folded, kAmountLabels);
    const std::size_t before = reads.size();
    amounts_in(line, labelled, reads);
    // A label alone on its line, the amount under it.
    if (reads.size() == before && labelled && i + 1 < lines.size() && !has_any(lines[i + 1].folded, kNotAmount)) {
      const std::size_t under = reads.size();
      amounts_in(lines[i + 1], true, reads);
      for (std::size_t k = under; k < reads.size(); ++k) reads[k].confidence *= kBelowLabel;
    }
  }
  if (reads.empty()) return;
  const auto best = std::max_element(reads.begin(), reads.end(), [](const auto& a, const auto& b) {
    return a.confidence < b.confidence;  // the first of the most trusted
  });
  fields.amount = ReadField{cents_text(best->cents), best->line->raw, best->confidence};
  if (!best->currency.empty()) {
    fields.currency = ReadField{best->currency, best->line->raw, best->confidence};
  } else {
    // No marker next to it: whatever currency the receipt names elsewhere, Bs. by default.
    for (const auto& read : reads) {
      if (!read.currency.empty()) {
        fields.currency = ReadField{read.currency, read.line->raw, read.confidence * kByShape};
        break;
      }
    }
  }
}

// ---- date and time ------------------------------------------------------------------------

constexpr std::array<std::string_view, 12> kMonths = {"ene", "feb", "mar", "abr", "may", "jun",
                                                      "jul", "ago", "sep", "oct", "nov", "dic"};

std::optional<std::string> make_date(int year, int month, int day) {
  if (year < 100) year += 2000;
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return std::nullopt;
  char out[11];
  std::snprintf(out, sizeof out, "%04d-%02d-%02d", year, month, day);
  return std::string(out);
}

std::optional<std::string> date_in(const std::string& s) {
  static const std::regex numeric(
      R"((^|[^0-9])([0-9]{1,2}) ?[/\-.] ?([0-9]{1,2}) ?[/\-.] ?([0-9]{4}|[0-9]{2})(?![0-9]))");
  static const std::regex iso(R"((^|[^0-9])([0-9]{4})-([0-9]{2})-([0-9]{2})(?![0-9]))");
  static const std::regex words(
      R"((^|[^0-9])([0-9]{1,2})\.?\s*(de\s+)?([a-z]{3})[a-z]*\.?,?\s*(de\s+|del\s+)?([0-9]{4}))");
  std::smatch m;
  if (std::regex_search(s, m, iso)) return make_date(std::stoi(m[2]), std::stoi(m[3]), std::stoi(m[4]));
  if (std::regex_search(s, m, numeric)) return make_date(std::stoi(m[4]), std::stoi(m[3]), std::stoi(m[2]));
  if (std::regex_search(s, m, words)) {
    const std::string name = m[4].str() == "set" ? "sep" : m[4].str();
    const auto found = std::find(kMonths.begin(), kMonths.end(), name);
    if (found != kMonths.end()) {
      return make_date(std::stoi(m[6]), static_cast<int>(found - kMonths.begin()) + 1, std::stoi(m[2]));
    }
  }
  return std::nullopt;
}

std::optional<std::string> time_in(const std::string& s) {
  static const std::regex clock(
      R"((^|[^0-9])([0-9]{1,2}) ?: ?([0-9]{2})(?: ?: ?[0-9]{2})?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?(?![0-9]))");
  std::smatch m;
  if (!std::regex_search(s, m, clock)) return std::nullopt;
  int hour = std::stoi(m[2]);
  const int minute = std::stoi(m[3]);
  const std::string suffix = m[4].str();
  if (!suffix.empty()) {
    if (hour < 1 || hour > 12) return std::nullopt;
    if (suffix[0] == 'p' && hour != 12) hour += 12;
    if (suffix[0] == 'a' && hour == 12) hour = 0;
  }
  if (hour > 23 || minute > 59) return std::nullopt;
  const auto two = [](int n) { return std::string(n < 10 ? "0" : "") + std::to_string(n); };
  return two(hour) + ":" + two(minute);
}

void find_date_time(const std::vector<Line>& lines, ProofFields& fields) {
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto& line = lines[i];
    const bool dated = has_word(line.folded, "fecha") || has_word(line.folded, "date");
    const bool timed = has_word(line.folded, "hora") || dated;
    const double factor = dated ? kAfterLabel : kByShape;
    if (auto date = date_in(line.folded)) {
      fields.date = better(fields.date, {*date, line.raw, line.confidence * factor});
    } else if (dated && i + 1 < lines.size()) {
      if (auto under = date_in(lines[i + 1].folded)) {
        fields.date = better(fields.date, {*under, lines[i + 1].raw, lines[i + 1].confidence * kBelowLabel});
      }
    }
    if (auto time = time_in(line.folded)) {
      fields.time = better(fields.time, {*time, line.raw, line.confidence * (timed ? kAfterLabel : kByShape)});
    } else if (has_word(line.folded, "hora") && i + 1 < lines.size()) {
      if (auto under = time_in(lines[i + 1].folded)) {
        fields.time = better(fields.time, {*under, lines[i + 1].raw, lines[i + 1].confidence * kBelowLabel});
      }
    }
  }
}

// ---- banks --------------------------------------------------------------------------------

constexpr std::array<std::string_view, 9> kOriginWords = {"origen",  "emisor", "emisora",  "desde",    "ordenante",
                                                          "pagador", "debito", "debitado", "remitente"};
constexpr std::array<std::string_view, 9> kDestinationWords = {
    "destino", "receptor", "receptora", "beneficiario", "hacia", "para", "recibe", "acreditado", "destinatario"};

// A bank named on the line: by its code (standalone, or at the head of a 20-digit account) or
// by its name.
// Every bank named on the line, left to right; a code and a name of the same bank side by side
// ("0128 - Banco Caroní", "Mercantil (0105)") count once.
std::vector<const Bank*> banks_in(const std::string& s) {
  static const std::regex code(R"((^|[^0-9])(0[0-9]{3})(?=[^0-9]|$))");
  std::vector<std::pair<std::size_t, const Bank*>> found;
  for (auto it = std::sregex_iterator(s.begin(), s.end(), code); it != std::sregex_iterator(); ++it) {
    if (const Bank* bank = bank_by_code((*it)[2].str())) found.emplace_back(it->position(2), bank);
  }
  for (std::size_t from = 0; from < s.size();) {
    const auto mention = find_bank_name(std::string_view(s).substr(from));
    if (!mention) break;
    found.emplace_back(from + mention->at, mention->bank);
    from += mention->at + mention->length;
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const Bank*> banks;
  for (const auto& [at, bank] : found) {
    if (banks.empty() || banks.back() != bank) banks.push_back(bank);
  }
  return banks;
}

const Bank* bank_in(const std::string& s) {
  const auto banks = banks_in(s);
  return banks.empty() ? nullptr : banks.front();
}

enum class Direction { none, origin, destination };

Direction direction_of(const std::string& folded) {
  const std::size_t origin = label_end(folded, kOriginWords);
  const std::size_t destination = label_end(folded, kDestinationWords);
  if (origin == std::string::npos && destination == std::string::npos) return Direction::none;
  return origin < destination ? Direction::origin : Direction::destination;
}

bool both_directions(const std::string& folded) {
  return label_end(folded, kOriginWords) != std::string::npos &&
         label_end(folded, kDestinationWords) != std::string::npos;
}

void find_banks(const std::vector<Line>& lines, ProofFields& fields) {
  std::optional<ReadField> unlabelled;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto& line = lines[i];
    const auto named = banks_in(line.folded);
    if (named.empty()) continue;
    // Two columns read as one line: "Banco origen  Banco destino" over "Banplus  0128 - Banco Caroní".
    const bool labelled_here = both_directions(line.folded);
    if (named.size() >= 2 && (labelled_here || (i > 0 && both_directions(lines[i - 1].folded)))) {
      const double factor = labelled_here ? kAfterLabel : kBelowLabel;
      fields.origin_bank =
          better(fields.origin_bank, {std::string(named[0]->code), line.raw, line.confidence * factor});
      fields.destination_bank =
          better(fields.destination_bank, {std::string(named[1]->code), line.raw, line.confidence * factor});
      continue;
    }
    const Bank* bank = named.front();
    Direction direction = direction_of(line.folded);
    double factor = kAfterLabel;
    // The label on the line above ("Banco emisor" over its value), or wrapped to the line below
    // ("Banco 0102 - Banco de" / "destino Venezuela"), when that line names no bank itself.
    if (direction == Direction::none && i > 0 && !bank_in(lines[i - 1].folded)) {
      direction = direction_of(lines[i - 1].folded);
      factor = kBelowLabel;
    }
    if (direction == Direction::none && i + 1 < lines.size() && !bank_in(lines[i + 1].folded)) {
      direction = direction_of(lines[i + 1].folded);
      factor = kBelowLabel;
    }
    const ReadField read{std::string(bank->code), line.raw, line.confidence * factor};
    if (direction == Direction::origin) {
      fields.origin_bank = better(fields.origin_bank, read);
    } else if (direction == Direction::destination) {
      fields.destination_bank = better(fields.destination_bank, read);
    } else if (!unlabelled) {
      unlabelled = ReadField{read.value, read.text, line.confidence * kUnlabelled};
    }
  }
  // A bank with no direction (the app's own name at the top): the payer's bank.
  if (unlabelled && !fields.origin_bank &&
      (!fields.destination_bank || fields.destination_bank->value != unlabelled->value)) {
    fields.origin_bank = unlabelled;
  }
}

// ---- phones and cédula --------------------------------------------------------------------

void find_phones(const std::vector<Line>& lines, ProofFields& fields) {
  static const std::regex phone(
      R"((^|[^0-9])(?:\+?58[ \-.]?)?\(?0?(4(?:12|14|16|22|24|26))\)?[ \-.]{0,2}([0-9]{3})[ \-.]?([0-9]{2})[ \-.]?([0-9]{2})(?![0-9]))");
  for (const auto& line : lines) {
    for (auto it = std::sregex_iterator(line.folded.begin(), line.folded.end(), phone); it != std::sregex_iterator();
         ++it) {
      const std::string value = "0" + (*it)[2].str() + (*it)[3].str() + (*it)[4].str() + (*it)[5].str();
      const bool labelled = has_word(line.folded, "telefono") || has_word(line.folded, "celular") ||
                            has_word(line.folded, "movil") || has_word(line.folded, "tlf");
      if (std::none_of(fields.phones.begin(), fields.phones.end(), [&](const auto& p) { return p.value == value; })) {
        fields.phones.push_back({value, line.raw, line.confidence * (labelled ? kAfterLabel : kByShape)});
      }
    }
  }
}

void find_cedula(const std::vector<Line>& lines, ProofFields& fields) {
  static const std::regex lettered(
      R"((^|[^a-z0-9])([vejpg]) ?[-.=]? ?([0-9l|]{1,2}[.,]?[0-9]{3}[.,]?[0-9]{3})(?:-?[0-9])?(?![0-9]))");
  static const std::regex digits(R"((^|[^0-9])([0-9]{1,2}[.,]?[0-9]{3}[.,]?[0-9]{3})(?![0-9]))");
  constexpr std::array<std::string_view, 8> labels = {"cedula",         "c.i",  "ci",        "rif", "documento",
                                                      "identificacion", "c.i.", "cedula/rif"};
  for (const auto& line : lines) {
    const bool labelled = has_any(line.folded, labels);
    std::smatch m;
    std::string letter, number;
    if (std::regex_search(line.folded, m, lettered)) {
      letter = m[2].str();
      number = m[3].str();
    } else if (labelled && std::regex_search(line.folded, m, digits)) {
      letter = "v";
      number = m[2].str();
    } else {
      continue;
    }
    std::string value(1, static_cast<char>(std::toupper(static_cast<unsigned char>(letter[0]))));
    value += "-";
    for (char c : number) {
      if (is_digit(c) || c == 'l' || c == '|') value += as_digit(c);  // "El6067281": E-16067281
    }
    fields.cedula = better(fields.cedula, {value, line.raw, line.confidence * (labelled ? kAfterLabel : kByShape)});
  }
}

constexpr std::array<std::string_view, 16> kPaymentWords = {
    "pago",  "pago movil", "transferencia", "operacion", "exitosa", "exitoso",      "comprobante", "referencia",
    "monto", "banco",      "enviado",       "enviaste",  "recibo",  "beneficiario", "zelle",       "transaccion"};

}  // namespace

std::vector<OcrLine> split_lines(std::string_view text, double confidence) {
  std::vector<OcrLine> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(start, end - start));
    if (line.find_first_not_of(" \t\r") != std::string::npos) lines.push_back({std::move(line), confidence});
    start = end + 1;
  }
  return lines;
}

std::optional<std::int64_t> parse_amount(std::string_view text) {
  if (text.empty() || text.size() > 20 || !is_digit(text.front()) || !is_digit(text.back())) return std::nullopt;
  // The decimal mark: the last '.' or ',' when 1 or 2 digits follow it; with 3 digits after it, the
  // only mark is a thousands separator ("1.234" is es-VE for 1234), unless both marks appear.
  const std::size_t mark = text.find_last_of(".,");
  std::string whole(text), fraction;
  if (mark != std::string_view::npos) {
    const std::size_t after = text.size() - mark - 1;
    const bool both = text.find(text[mark] == '.' ? ',' : '.') != std::string_view::npos;
    if (after <= 2 || (both && after != 3)) {
      whole = std::string(text.substr(0, mark));
      fraction = std::string(text.substr(mark + 1));
    } else if (after != 3) {
      return std::nullopt;
    }
  }
  // The whole part: digits, with thousands separators (of the other kind) every three digits.
  std::string digits;
  std::size_t group = 0;
  bool grouped = false;
  char separator = 0;
  for (char c : whole) {
    if (is_digit(c)) {
      digits += c;
      ++group;
    } else {
      if (group == 0 || (grouped && group != 3) || (!grouped && group > 3)) return std::nullopt;
      if (grouped && c != separator) return std::nullopt;
      separator = c;
      grouped = true;
      group = 0;
    }
  }
  if (grouped && group != 3) return std::nullopt;
  if (digits.empty() || digits.size() > 12) return std::nullopt;
  // "002505709378", "3148188921": a reference or a phone, not an amount.
  if (!grouped && (digits.size() > 9 || (digits.size() > 1 && digits[0] == '0'))) return std::nullopt;
  if (fraction.size() == 1) fraction += "0";
  if (fraction.empty()) fraction = "00";
  return std::stoll(digits) * 100 + std::stoll(fraction);
}

std::optional<std::int64_t> ProofFields::amount_cents() const {
  if (!amount) return std::nullopt;
  return parse_amount(amount->value);
}

ProofFields extract_fields(const std::vector<OcrLine>& ocr) {
  std::vector<Line> lines;
  lines.reserve(ocr.size());
  for (const auto& line : ocr) {
    std::string folded = fix_digits(normalize_search(line.text));
    lines.push_back({line.text, std::move(folded), std::clamp(line.confidence, 0.0, 1.0)});
  }
  ProofFields fields;
  fields.reference = find_reference(lines);
  if (!fields.reference) fields.reference = unlabelled_reference(lines);
  find_amount(lines, fields);
  find_date_time(lines, fields);
  find_banks(lines, fields);
  find_phones(lines, fields);
  find_cedula(lines, fields);

  const bool worded =
      std::any_of(lines.begin(), lines.end(), [](const Line& l) { return has_any(l.folded, kPaymentWords); });
  const bool bank = fields.origin_bank || fields.destination_bank;
  fields.receipt = (fields.reference && (fields.amount || fields.date || bank || worded)) ||
                   (fields.amount && (bank || worded || fields.date));
  return fields;
}

nlohmann::json fields_json(const ProofFields& fields) {
  const auto field = [](const std::optional<ReadField>& f) -> nlohmann::json {
    if (!f) return nullptr;
    return {{"value", f->value}, {"text", f->text}, {"confidence", std::round(f->confidence * 100) / 100}};
  };
  nlohmann::json phones = nlohmann::json::array();
  for (const auto& phone : fields.phones) phones.push_back(field(phone));
  return {{"receipt", fields.receipt},
          {"reference", field(fields.reference)},
          {"amount", field(fields.amount)},
          {"currency", field(fields.currency)},
          {"date", field(fields.date)},
          {"time", field(fields.time)},
          {"origin_bank", field(fields.origin_bank)},
          {"destination_bank", field(fields.destination_bank)},
          {"phones", phones},
          {"cedula", field(fields.cedula)}};
}

}  // namespace rifa::features::proofs
