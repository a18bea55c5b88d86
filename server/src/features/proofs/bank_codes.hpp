#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rifa::features::proofs {

// A bank of Venezuela's payment system by its four-digit code (SUDEBAN's list, the codes a
// pago móvil or a transfer names), with its usual name.
struct Bank {
  std::string_view code;  // "0134"
  std::string_view name;  // "Banesco"
};

const std::vector<Bank>& banks();

// The bank with this code, or nullptr.
const Bank* bank_by_code(std::string_view code);

// A bank named in `text` (already folded by normalize_search: lower case, no accents), by name or
// short name ("banco de venezuela", "bdv", "provincial", "bnc"…): the one whose name starts
// earliest, the longest name on a tie. `at` receives where the name starts.
struct BankMention {
  const Bank* bank = nullptr;
  std::size_t at = 0;
  std::size_t length = 0;
};
std::optional<BankMention> find_bank_name(std::string_view folded);

}  // namespace rifa::features::proofs
