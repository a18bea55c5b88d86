#pragma once

#include <nlohmann/json.hpp>

#include "features/statements/statements_service.hpp"

namespace rifa::features::statements {

// The statements feature's serialisers, as the contract names them.
nlohmann::json to_json(const ColumnMapping& mapping);
// StatementAccount.
nlohmann::json to_json(const StatementAccount& account);
// StatementSettings (with the presets offered).
nlohmann::json to_json(const SettingsView& settings);
// StatementOutcome.
nlohmann::json to_json(const OutcomeView& view);
// StatementImport.
nlohmann::json to_json(const ImportSummary& summary);
// StatementVerification.
nlohmann::json to_json(const VerifySummary& summary);

}  // namespace rifa::features::statements
