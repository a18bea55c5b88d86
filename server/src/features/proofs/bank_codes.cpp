#include "features/proofs/bank_codes.hpp"

#include <cctype>

namespace rifa::features::proofs {
namespace {

// The participants of pago móvil and interbank transfers (SUDEBAN, "Códigos de las instituciones
// bancarias").
const std::vector<Bank> kBanks = {
    {"0001", "Banco Central de Venezuela"},
    {"0102", "Banco de Venezuela"},
    {"0104", "Venezolano de Crédito"},
    {"0105", "Mercantil"},
    {"0108", "Provincial"},
    {"0114", "Bancaribe"},
    {"0115", "Banco Exterior"},
    {"0128", "Banco Caroní"},
    {"0134", "Banesco"},
    {"0137", "Sofitasa"},
    {"0138", "Banco Plaza"},
    {"0146", "Bangente"},
    {"0151", "BFC Banco Fondo Común"},
    {"0156", "100% Banco"},
    {"0157", "DelSur"},
    {"0163", "Banco del Tesoro"},
    {"0166", "Banco Agrícola de Venezuela"},
    {"0168", "Bancrecer"},
    {"0169", "R4 Banco Microfinanciero"},
    {"0171", "Banco Activo"},
    {"0172", "Bancamiga"},
    {"0173", "Banco Internacional de Desarrollo"},
    {"0174", "Banplus"},
    {"0175", "Banco Bicentenario"},
    {"0177", "Banfanb"},
    {"0178", "N58 Banco Digital"},
    {"0191", "BNC Banco Nacional de Crédito"},
};

// How people and bank apps write each name, folded (lower case, no accents). Longer names of
// the same bank first; a name must stand as whole words.
struct Alias {
  std::string_view folded;
  std::string_view code;
};
const std::vector<Alias> kAliases = {
    {"banco central de venezuela", "0001"},
    {"banco agricola de venezuela", "0166"},
    {"banco de venezuela", "0102"},
    {"bco de venezuela", "0102"},
    {"bco. de venezuela", "0102"},
    {"bdv", "0102"},
    {"venezolano de credito", "0104"},
    {"mercantil", "0105"},
    {"bbva provincial", "0108"},
    {"provincial", "0108"},
    {"bancaribe", "0114"},
    {"banco exterior", "0115"},
    {"exterior", "0115"},
    {"banco caroni", "0128"},
    {"caroni", "0128"},
    {"banesco", "0134"},
    {"sofitasa", "0137"},
    {"banco plaza", "0138"},
    {"bangente", "0146"},
    {"banco fondo comun", "0151"},
    {"fondo comun", "0151"},
    {"bfc", "0151"},
    {"100% banco", "0156"},
    {"delsur", "0157"},
    {"del sur", "0157"},
    {"banco del tesoro", "0163"},
    {"bancrecer", "0168"},
    {"r4 banco microfinanciero", "0169"},
    {"mi banco", "0169"},
    {"banco activo", "0171"},
    {"bancamiga", "0172"},
    {"banco internacional de desarrollo", "0173"},
    {"banplus", "0174"},
    {"banco bicentenario", "0175"},
    {"bicentenario", "0175"},
    {"banco digital de los trabajadores", "0175"},
    {"banfanb", "0177"},
    {"n58", "0178"},
    {"banco nacional de credito", "0191"},
    {"bnc", "0191"},
};

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

}  // namespace

const std::vector<Bank>& banks() { return kBanks; }

const Bank* bank_by_code(std::string_view code) {
  for (const auto& bank : kBanks) {
    if (bank.code == code) return &bank;
  }
  return nullptr;
}

std::optional<BankMention> find_bank_name(std::string_view folded) {
  std::optional<BankMention> best;
  for (const auto& alias : kAliases) {
    for (std::size_t at = folded.find(alias.folded); at != std::string_view::npos;
         at = folded.find(alias.folded, at + 1)) {
      const std::size_t end = at + alias.folded.size();
      if ((at > 0 && word_char(folded[at - 1])) || (end < folded.size() && word_char(folded[end]))) continue;
      if (!best || at < best->at || (at == best->at && alias.folded.size() > best->length)) {
        best = BankMention{bank_by_code(alias.code), at, alias.folded.size()};
      }
      break;
    }
  }
  return best;
}

}  // namespace rifa::features::proofs
