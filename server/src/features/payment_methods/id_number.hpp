#pragma once

#include <optional>
#include <string>

namespace rifa::features::payment_methods {

// A cédula or RIF as people write it ("V-18.456.789", "v 18456789", "18.456.789", "J-12345678-9")
// in the one form stored: the letter (V when none is written), a hyphen, the digits; a RIF of a
// company (J, G) with its check digit apart ("J-12345678-9"). None when it is not one: another
// letter, other characters, fewer than 5 or more than 10 digits.
std::optional<std::string> normalise_id_number(const std::string& typed);

}  // namespace rifa::features::payment_methods
