#include "features/proofs/proof_check.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "common/text.hpp"
#include "common/time.hpp"
#include "features/proofs/bank_codes.hpp"
#include "features/proofs/proof_fields.hpp"

namespace rifa::features::proofs {
namespace {

using nlohmann::json;

// Venezuela keeps UTC-4 all year: the day a payment or a purchase happened there.
constexpr auto kVenezuelaOffset = std::chrono::hours(-4);
// A payment in the other currency matches the report at its rate within this share.
constexpr double kRateTolerance = 0.01;
// A reference shortened by a bank still names the payment when it keeps this many digits.
constexpr std::size_t kShortReferenceDigits = 4;

std::string check_digits(std::string_view text) {
  std::string digits;
  for (const char c : text) {
    if (c >= '0' && c <= '9') digits += c;
  }
  return digits;
}

std::optional<std::string> read_value(const json& fields, const char* name) {
  if (!fields.is_object()) return std::nullopt;
  const auto it = fields.find(name);
  if (it == fields.end() || !it->is_object() || !it->contains("value") || !(*it)["value"].is_string()) {
    return std::nullopt;
  }
  return (*it)["value"].get<std::string>();
}

json read_confidence(const json& fields, const char* name) {
  if (!fields.is_object()) return nullptr;
  const auto it = fields.find(name);
  if (it == fields.end() || !it->is_object() || !it->contains("confidence")) return nullptr;
  return (*it)["confidence"];
}

std::string local_day(std::string_view rfc3339) {
  const auto at = parse_rfc3339(rfc3339);
  if (!at) return "";
  return to_rfc3339(*at + kVenezuelaOffset).substr(0, 10);
}

std::string check_amount_text(std::int64_t cents) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%s%lld.%02lld", cents < 0 ? "-" : "", std::llabs(cents) / 100,
                std::llabs(cents) % 100);
  return buffer;
}

// The four-digit code of a bank written by a person ("Banesco", "0134", "Banco de Venezuela").
std::optional<std::string> bank_code(std::string_view written) {
  const std::string digits = check_digits(written);
  if (digits.size() == 4 && bank_by_code(digits)) return digits;
  if (digits.size() == 20 && bank_by_code(digits.substr(0, 4))) return digits.substr(0, 4);
  const auto mention = find_bank_name(normalize_search(written));
  if (mention && mention->bank) return std::string(mention->bank->code);
  return std::nullopt;
}

std::string bank_label(const std::string& code) {
  const Bank* bank = bank_by_code(code);
  return bank ? std::string(bank->name) + " (" + code + ")" : code;
}

bool same_reference(const std::string& reported, const std::string& read) {
  const std::string a = check_digits(reported);
  const std::string b = check_digits(read);
  if (a == b) return true;
  const std::string& shorter = a.size() < b.size() ? a : b;
  const std::string& longer = a.size() < b.size() ? b : a;
  return shorter.size() >= kShortReferenceDigits &&
         longer.compare(longer.size() - shorter.size(), shorter.size(), shorter) == 0;
}

bool near(std::int64_t expected, std::int64_t read) {
  return std::llabs(expected - read) <= std::max<std::int64_t>(1, std::llround(expected * kRateTolerance));
}

// Whether `read` (in `read_currency`, or unknown) can be the amount reported.
bool same_amount(const ReportedPayment& reported, std::int64_t read, const std::optional<std::string>& read_currency) {
  const std::int64_t typed = *reported.amount_cents;
  const bool other_currency = read_currency && *read_currency != reported.currency;
  if (!other_currency && typed == read) return true;
  if (read_currency && !other_currency) return false;
  if (!reported.rate_cents || *reported.rate_cents <= 0) return false;
  // The picture in the other currency (or in one not read): the reported amount at the report's rate.
  const std::int64_t rate = *reported.rate_cents;
  const std::int64_t converted = reported.currency == "USD" ? std::llround(static_cast<double>(typed) * rate / 100.0)
                                                            : std::llround(static_cast<double>(typed) * 100.0 / rate);
  return near(converted, read);
}

json field_row(const char* name, std::optional<std::string> reported, std::optional<std::string> read, json confidence,
               bool mismatch) {
  return {{"field", name},
          {"reported", reported ? json(*reported) : json(nullptr)},
          {"read", read ? json(*read) : json(nullptr)},
          {"confidence", read ? std::move(confidence) : json(nullptr)},
          {"mismatch", mismatch}};
}

}  // namespace

std::string phone_key(std::string_view text) {
  std::string digits = check_digits(text);
  if (digits.size() == 12 && digits.starts_with("58")) digits = "0" + digits.substr(2);
  if (digits.size() == 10 && digits[0] != '0') digits = "0" + digits;
  return digits.size() == 11 && digits[0] == '0' ? digits : "";
}

json check_proof(const ProofCheckInput& input) {
  const ReportedPayment& reported = input.reported;
  const ProofState& proof = input.proof;
  json flags = json::array();
  json fields = json::array();
  const bool read = proof.status == "read";
  if (proof.status == "failed" || (read && !proof.receipt.value_or(false))) flags.push_back("unreadable");
  const bool compare = read && proof.receipt.value_or(false);
  const json& f = proof.fields;

  // Reference.
  const auto read_reference = compare ? read_value(f, "reference") : std::nullopt;
  const bool reference_differs = reported.reference && read_reference && !check_digits(*reported.reference).empty() &&
                                 !same_reference(*reported.reference, *read_reference);
  fields.push_back(
      field_row("reference", reported.reference, read_reference, read_confidence(f, "reference"), reference_differs));

  // Amount and currency.
  const auto read_amount = compare ? read_value(f, "amount") : std::nullopt;
  const auto read_currency = compare ? read_value(f, "currency") : std::nullopt;
  const auto read_cents = read_amount ? parse_amount(*read_amount) : std::nullopt;
  const bool amount_differs = reported.amount_cents && read_cents && !same_amount(reported, *read_cents, read_currency);
  fields.push_back(field_row(
      "amount", reported.amount_cents ? std::optional(check_amount_text(*reported.amount_cents)) : std::nullopt,
      read_cents ? std::optional(check_amount_text(*read_cents)) : read_amount, read_confidence(f, "amount"),
      amount_differs));
  fields.push_back(field_row("currency", reported.currency, read_currency, read_confidence(f, "currency"),
                             read_currency && *read_currency != reported.currency));

  // Date: never before the purchase; the one typed is shown beside it.
  const auto read_date = compare ? read_value(f, "date") : std::nullopt;
  const std::string purchase_day = local_day(input.purchased_at);
  const bool before_purchase = read_date && !purchase_day.empty() && *read_date < purchase_day;
  const std::string typed_day = reported.date ? local_day(*reported.date) : "";
  fields.push_back(field_row("date", typed_day.empty() ? std::nullopt : std::optional(typed_day), read_date,
                             read_confidence(f, "date"),
                             before_purchase || (read_date && !typed_day.empty() && typed_day != *read_date)));

  // The bank paid from: shown beside the one typed (a difference is no flag: people name banks loosely).
  const auto read_origin = compare ? read_value(f, "origin_bank") : std::nullopt;
  const auto typed_origin = reported.bank ? bank_code(*reported.bank) : std::nullopt;
  fields.push_back(
      field_row("bank", reported.bank, read_origin ? std::optional(bank_label(*read_origin)) : std::nullopt,
                read_confidence(f, "origin_bank"), read_origin && typed_origin && *typed_origin != *read_origin));

  // Where the money went: the payee's phones and banks.
  std::vector<std::string> own_phones;
  for (const auto& phone : input.payee.phones) {
    if (auto key = phone_key(phone); !key.empty()) own_phones.push_back(std::move(key));
  }
  std::vector<std::string> own_banks;
  for (const auto& written : input.payee.banks) {
    if (auto code = bank_code(written)) own_banks.push_back(std::move(*code));
  }
  for (const auto& account : input.payee.accounts) {
    if (auto code = bank_code(account)) own_banks.push_back(std::move(*code));
  }
  std::vector<std::string> read_phones;
  if (compare && f.is_object() && f.contains("phones") && f["phones"].is_array()) {
    for (const auto& phone : f["phones"]) {
      if (phone.is_object() && phone.contains("value") && phone["value"].is_string()) {
        if (auto key = phone_key(phone["value"].get<std::string>()); !key.empty()) read_phones.push_back(key);
      }
    }
  }
  const bool phone_is_own = std::any_of(read_phones.begin(), read_phones.end(), [&](const std::string& phone) {
    return std::find(own_phones.begin(), own_phones.end(), phone) != own_phones.end();
  });
  const bool phone_not_own = !read_phones.empty() && !own_phones.empty() && !phone_is_own;
  std::string phones_text;
  for (const auto& phone : read_phones) phones_text += (phones_text.empty() ? "" : ", ") + phone;
  fields.push_back(field_row("destination_phone", std::nullopt,
                             phones_text.empty() ? std::nullopt : std::optional(phones_text), nullptr, phone_not_own));

  const auto read_destination = compare ? read_value(f, "destination_bank") : std::nullopt;
  const bool bank_not_own = read_destination && !own_banks.empty() &&
                            std::find(own_banks.begin(), own_banks.end(), *read_destination) == own_banks.end();
  fields.push_back(field_row("destination_bank", std::nullopt,
                             read_destination ? std::optional(bank_label(*read_destination)) : std::nullopt,
                             read_confidence(f, "destination_bank"), bank_not_own));

  if (amount_differs) flags.push_back("amount_differs");
  if (reference_differs) flags.push_back("reference_differs");
  if (before_purchase) flags.push_back("date_before_purchase");
  if (phone_not_own || bank_not_own) flags.push_back("destination_not_own");
  return {{"status", proof.status},
          {"receipt", proof.status == "read" && proof.receipt ? json(*proof.receipt) : json(nullptr)},
          {"fields", std::move(fields)},
          {"flags", std::move(flags)}};
}

}  // namespace rifa::features::proofs
