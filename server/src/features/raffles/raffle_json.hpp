#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/json_writer.hpp"
#include "features/raffles/raffles.hpp"

namespace rifa::features::raffles {

// The one definition of a raffle's public JSON (the contract's Raffle, with its creator), written
// straight into a string: the timeline serialises 16 of these per request. The API, the pages
// (raffle_page, timeline_page) and the answers that embed a raffle all write it here.
void write_raffle(JsonWriter& out, const Raffle& raffle);
// The same members without the braces, for an answer that adds its own (the business's figures).
void write_raffle_members(JsonWriter& out, const Raffle& raffle);
// The raffle as a JSON text.
std::string raffle_text(const Raffle& raffle);
// {"data":[raffle…],"count":N}.
std::string raffle_list_text(const std::vector<Raffle>& raffles, std::int64_t count);

// The stored JSON arrays of a raffle read as values (entries of the wrong shape left out).
std::vector<ImageVariant> image_variants_from(std::string_view stored);
std::vector<std::string> tags_from(std::string_view stored);

}  // namespace rifa::features::raffles
