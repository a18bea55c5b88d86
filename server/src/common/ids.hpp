#pragma once

#include <string>
#include <string_view>

namespace rifa {

// A random UUID v4 from the OS CSPRNG, lower case.
std::string new_uuid();
// True for a canonical lower- or upper-case UUID string (8-4-4-4-12 hex digits).
bool is_uuid(std::string_view text);
// A ticket's public receipt code: 128 random bits from the OS CSPRNG as 32 lower-case hex digits.
std::string new_receipt_code();
// True for text shaped like a receipt code (32 lower-case hex digits).
bool is_receipt_code(std::string_view text);

}  // namespace rifa
