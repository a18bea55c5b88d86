#include "features/tickets/seller_blocks.hpp"

#include <algorithm>

#include "common/errors.hpp"

namespace rifa::features::tickets {

namespace {

bool block_holds(const SellerRow& s, std::int64_t n) {
  return s.block_start && n >= *s.block_start && n <= *s.block_end;
}

// The numbers of `numbers` inside a block of a seller other than `except` (for which `pick` holds).
template <typename Pick>
std::vector<std::int64_t> numbers_in_blocks(const std::vector<SellerRow>& sellers,
                                            const std::vector<std::int64_t>& numbers, const std::string* except,
                                            Pick pick) {
  std::vector<std::int64_t> out;
  for (auto n : numbers) {
    const bool hit = std::any_of(sellers.begin(), sellers.end(), [&](const SellerRow& s) {
      return (!except || s.user_id != *except) && pick(s) && block_holds(s, n);
    });
    if (hit) out.push_back(n);
  }
  return out;
}

ApiError in_others_block_error(const std::vector<std::int64_t>& numbers) {
  return ApiError::conflict("numbers_in_block", "Algunos números son del talonario de un vendedor",
                            {{"numbers", numbers}});
}

}  // namespace

std::optional<std::string> credited_seller(const std::vector<SellerRow>& sellers, const SaleChannel& channel,
                                           const std::vector<std::int64_t>& numbers) {
  const auto any = [](const SellerRow&) { return true; };
  switch (channel.kind) {
    case SaleChannel::Kind::online: {
      const auto locked =
          numbers_in_blocks(sellers, numbers, nullptr, [](const SellerRow& s) { return s.block_locked; });
      if (!locked.empty()) {
        throw ApiError::conflict("numbers_unavailable", "Algunos números ya no están disponibles",
                                 {{"numbers", locked}});
      }
      if (!channel.seller_code || channel.seller_code->empty()) return std::nullopt;
      const auto it = std::find_if(sellers.begin(), sellers.end(),
                                   [&](const SellerRow& s) { return s.code == *channel.seller_code; });
      if (it == sellers.end()) return std::nullopt;
      return it->user_id;
    }
    case SaleChannel::Kind::business_counter: {
      if (channel.offline) {
        throw ApiError::validation({{"offline", "Solo un vendedor con talonario vende sin conexión"}});
      }
      const auto taken = numbers_in_blocks(sellers, numbers, nullptr, any);
      if (!taken.empty()) throw in_others_block_error(taken);
      return std::nullopt;
    }
    case SaleChannel::Kind::seller_counter: {
      const std::string& me = channel.seller_id.value_or("");
      const auto it = std::find_if(sellers.begin(), sellers.end(), [&](const SellerRow& s) { return s.user_id == me; });
      if (me.empty() || it == sellers.end()) {
        throw ApiError(403, "not_a_seller", "No eres vendedor de esta rifa");
      }
      if (channel.offline) {
        std::vector<std::int64_t> outside;
        for (auto n : numbers) {
          if (!block_holds(*it, n)) outside.push_back(n);
        }
        if (!outside.empty()) {
          throw ApiError::conflict("block_taken_back",
                                   "Estos números ya no son de tu talonario (el organizador lo retiró o lo cambió): "
                                   "la venta hecha sin conexión no se registró",
                                   {{"numbers", outside}});
        }
      }
      if (it->block_start) {
        std::vector<std::int64_t> outside;
        for (auto n : numbers) {
          if (!block_holds(*it, n)) outside.push_back(n);
        }
        if (!outside.empty()) {
          throw ApiError::conflict("outside_block",
                                   "Solo puedes vender números de tu talonario (" + std::to_string(*it->block_start) +
                                       "–" + std::to_string(*it->block_end) + ")",
                                   {{"numbers", outside}});
        }
        return me;
      }
      const auto taken = numbers_in_blocks(sellers, numbers, &me, any);
      if (!taken.empty()) throw in_others_block_error(taken);
      return me;
    }
  }
  return std::nullopt;
}

}  // namespace rifa::features::tickets
