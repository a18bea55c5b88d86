#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "features/moderation/moderation.hpp"

namespace rifa::features::moderation {

// The digits of a cédula or RIF as people write it: 'V-18.456.789', 'v18456789', '18 456 789' and
// '18456789' are all '18456789'; 'J-12345678-9' is '123456789'. nullopt when the text is not one:
// a letter other than one leading V, E, J, G or P, or fewer than 5 or more than 10 digits.
std::optional<std::string> id_number_digits(std::string_view text);

// A Venezuelan phone's national digits: '+58 414-123.45.67', '0414 1234567', '(0414) 123 4567' and
// '4141234567' are all '4141234567'. nullopt with letters or fewer than 7 digits.
std::optional<std::string> phone_digits(std::string_view text);

// What a lookup text matches: always the name and the e-mail; a cédula or a phone when it reads as
// one (a text of digits can be both).
LookupKeys lookup_keys(std::string_view text);

}  // namespace rifa::features::moderation
