#include "features/sellers/seller_rules.hpp"

#include <string>

#include "common/errors.hpp"
#include "common/money.hpp"

namespace rifa::features::sellers {

namespace {
constexpr std::int64_t kWholePercentBasisPoints = 10000;  // 100 %
}

std::int64_t commission_cents(const Commission& commission, std::int64_t paid_cents, std::int64_t paid_numbers) {
  if (commission.type == "fixed") return commission.value * paid_numbers;
  return (paid_cents * commission.value + kWholePercentBasisPoints / 2) / kWholePercentBasisPoints;
}

void check_commission(const Commission& commission) {
  if (commission.type == "percent" && commission.value > kWholePercentBasisPoints) {
    throw ApiError::validation({{"commission_value", "El porcentaje va de 0 a 100"}});
  }
}

void check_block(const Block& block, std::int64_t total_tickets) {
  if (block.start < 0 || block.end < block.start || block.end >= total_tickets) {
    throw ApiError::validation(
        {{"block", "El talonario va de un número a otro mayor, entre 0 y " + std::to_string(total_tickets - 1)}});
  }
}

void check_no_overlap(const Block& block, const std::vector<Block>& others) {
  for (const auto& other : others) {
    if (block.start <= other.end && other.start <= block.end) {
      throw ApiError::conflict("block_overlap", "El talonario se cruza con el de otro vendedor",
                               {{"start", other.start}, {"end", other.end}});
    }
  }
}

void check_settlement(std::int64_t amount_cents, const SellerFigures& figures) {
  const std::int64_t due = figures.commission_cents - figures.settled_cents;
  if (amount_cents > due) {
    throw ApiError::conflict("settlement_exceeds_due", "El monto supera la comisión pendiente",
                             {{"due", cents_to_json(due < 0 ? 0 : due)}});
  }
}

}  // namespace rifa::features::sellers
