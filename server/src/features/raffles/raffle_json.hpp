#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "common/json_writer.hpp"
#include "db/database.hpp"

namespace rifa::features::raffles {

// The SELECT list and JOIN for raffle JSON (creator joined), built from the same column list the
// writer below reads by position, so the two cannot disagree; shared with other features.
extern const std::string kRaffleSelect;

// The one definition of a raffle's public JSON (with its creator), for a row selected with
// kRaffleSelect. Written straight into a string: the timeline serialises 16 of these per request.
void write_raffle(JsonWriter& out, const db::Row& row);
// The same members without the braces, for an answer that adds its own (the business's figures).
void write_raffle_members(JsonWriter& out, const db::Row& row);

// {"data":[raffle…],"count":N} for rows selected with kRaffleSelect.
std::string raffle_list_json(const db::Result& rows, std::int64_t count);

// The same raffle as a JSON value, for answers that embed or inspect it.
nlohmann::json raffle_json(const db::Row& row);

}  // namespace rifa::features::raffles
