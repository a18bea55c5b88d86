#pragma once

#include <string>
#include <string_view>

namespace rifa {

// A random UUID v4 from the OS CSPRNG, lower case.
std::string new_uuid();
// A UUID v7 (RFC 9562): the Unix time in milliseconds, then 74 random bits. For the rows written
// with every purchase (tickets, notifications): each new key lands at the end of its index instead
// of on a random page, so the purchases committed together share their index pages.
std::string new_time_ordered_uuid();
// True for a canonical lower- or upper-case UUID string (8-4-4-4-12 hex digits).
bool is_uuid(std::string_view text);
// A ticket's public receipt code as 32 lower-case hex digits: 128 random bits from the OS CSPRNG,
// nothing derived from the time or the ticket, so a code says nothing but itself and cannot be
// guessed from another one.
std::string new_receipt_code();
// True for text shaped like a receipt code (32 lower-case hex digits).
bool is_receipt_code(std::string_view text);

}  // namespace rifa
