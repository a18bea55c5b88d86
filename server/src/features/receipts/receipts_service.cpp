#include "features/receipts/receipts_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/text.hpp"

namespace rifa::features::receipts {

Receipt ReceiptsService::by_code(const std::string& code) {
  // A malformed code takes the same lookup as an unknown one (it simply matches nothing).
  auto found = repo_.by_code(code.substr(0, 64));
  if (!found || !is_receipt_code(code)) {
    throw ApiError(404, "receipt_not_found", "Este recibo no existe. Revisa el enlace o el código.");
  }
  Receipt& receipt = *found;
  receipt.buyer_name = mask_name(receipt.buyer_name);
  receipt.is_winner = receipt.raffle.status == "completed" && receipt.raffle.winner_ticket_id == receipt.ticket_id;
  return receipt;
}

}  // namespace rifa::features::receipts
