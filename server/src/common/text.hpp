#pragma once

#include <string>
#include <string_view>

namespace rifa {

// Lower case with Spanish/Latin accents removed ("José Núñez" → "jose nunez"): the form kept in
// the search columns, so plain LIKE is accent- and case-insensitive on both databases.
std::string normalize_search(std::string_view text);
// Escapes % and _ for a LIKE pattern used with ESCAPE '\'.
std::string escape_like(std::string_view text);
// A buyer's name as shown to everyone: the first word and the initial of the last word
// ("María González Pérez" → "María P."), one word as is, "Comprador" when empty.
std::string mask_name(std::string_view name);

}  // namespace rifa
