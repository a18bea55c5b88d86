#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "features/statements/statements.hpp"

namespace rifa::features::statements {

// The column layouts offered before the creator sets one of their own. They follow the shapes of
// the exports of Banesco, Mercantil and Banco de Venezuela as people commonly keep them; the web
// names them as generic layouts.
const std::vector<LayoutPreset>& layout_presets();
std::optional<ColumnMapping> preset_mapping(std::string_view id);

}  // namespace rifa::features::statements
