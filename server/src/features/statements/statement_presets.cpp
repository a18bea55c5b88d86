#include "features/statements/statement_presets.hpp"

namespace rifa::features::statements {

const std::vector<LayoutPreset>& layout_presets() {
  static const std::vector<LayoutPreset> presets = {
      // Fecha;Referencia;Descripción;Monto (debits negative)
      {"banesco", "Banesco", {0, 1, 2, 3, std::nullopt, std::nullopt}},
      // Fecha;Descripción;Referencia;Cargo;Abono;Saldo
      {"mercantil", "Mercantil", {0, 2, 1, std::nullopt, 4, 3}},
      // Fecha,Referencia,Concepto,Débito,Crédito,Saldo
      {"venezuela", "Banco de Venezuela", {0, 1, 2, std::nullopt, 4, 3}},
  };
  return presets;
}

std::optional<ColumnMapping> preset_mapping(std::string_view id) {
  for (const auto& preset : layout_presets()) {
    if (preset.id == id) return preset.mapping;
  }
  return std::nullopt;
}

}  // namespace rifa::features::statements
