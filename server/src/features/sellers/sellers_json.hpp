#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "features/sellers/sellers.hpp"

namespace rifa::features::sellers {

// The contract's Seller; `with_raffle`: MySeller (the seller's own page).
nlohmann::json to_json(const Seller& seller, bool with_raffle = false);
nlohmann::json to_json(const std::vector<Seller>& sellers, bool with_raffle = false);
nlohmann::json to_json(const InvitationView& invitation);

}  // namespace rifa::features::sellers
