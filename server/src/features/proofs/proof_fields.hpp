#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rifa::features::proofs {

// One line of text as the OCR read it, with its confidence (0 … 1).
struct OcrLine {
  std::string text;
  double confidence = 1.0;
};

// The lines of `text`, each with the same confidence (tests, and text from elsewhere).
std::vector<OcrLine> split_lines(std::string_view text, double confidence = 1.0);

// A value found in a proof: in its normal form, the line it was read from, and how much to trust
// it (the line's OCR confidence times how the value was found: after its label, by its shape alone…).
struct ReadField {
  std::string value;
  std::string text;
  double confidence = 0;
};

// What a payment screenshot says. Every field is optional: OCR is information for a person, never
// a decision (ARCHITECTURE §12).
struct ProofFields {
  std::optional<ReadField> reference;         // digits only: "001234567890"
  std::optional<ReadField> amount;            // dot decimals, no thousands: "1234.56"
  std::optional<ReadField> currency;          // "VES" or "USD"
  std::optional<ReadField> date;              // "2026-11-27"
  std::optional<ReadField> time;              // 24-hour "14:32"
  std::optional<ReadField> origin_bank;       // four-digit code: "0134"
  std::optional<ReadField> destination_bank;  // "0102"
  std::vector<ReadField> phones;              // as bank apps want them: "04245556677"
  std::optional<ReadField> cedula;            // "V-18456789"
  // False when nothing payment-like was found (a photo, a meme, a blank picture).
  bool receipt = false;

  std::optional<std::int64_t> amount_cents() const;
};

// Reads the fields of a Venezuelan payment receipt (pago móvil, transfer, Zelle/USD) out of its
// OCR text, es-VE formats first: `Bs. 1.234,56`, `Bs 1234.56`, `VES`, `USD 10,00`, `$10`,
// `27/11/2026`, `2:32 p. m.`, `0424-555.66.77`, `V-18.456.789`, banks by name or code.
ProofFields extract_fields(const std::vector<OcrLine>& lines);

// An amount as people and bank apps write it, in cents: "1.234,56", "1234.56", "1,234.56", "10",
// "1.234" (es-VE thousands). nullopt when it is not one.
std::optional<std::int64_t> parse_amount(std::string_view text);

// {"receipt": bool, "reference": {"value","text","confidence"} | null, …, "phones": [...]}
nlohmann::json fields_json(const ProofFields& fields);

}  // namespace rifa::features::proofs
