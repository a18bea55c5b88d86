#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/shifts/shifts.hpp"

namespace rifa::features::shifts {

// Shift closes in a scope (a business's counter, or one raffle's sellers). No access rule here:
// the caller (business::CounterService, sellers::SellersService) has checked who may read, close
// and sign off.
class ShiftsService {
 public:
  explicit ShiftsService(db::Database& db) : db_(db) {}

  ShiftTotals totals(const ShiftScope& scope, const std::string& seller_id, const std::string& from,
                     const std::string& to);
  // The totals and the close in one transaction (a sale settled meanwhile is in both or neither),
  // made by `closed_by`. `self_signed`: the owner closing her own sales, signed off by herself at
  // once (nobody else could).
  ShiftClose close_shift(const ShiftScope& scope, const std::string& seller_id, const NewShiftClose& request,
                         const std::string& closed_by, bool self_signed);
  // The scope's closes, only `seller_id`'s when given; newest first.
  ShiftClosePage closes(const ShiftScope& scope, const std::optional<std::string>& seller_id, const Page& page);
  // The scope's close `id`, else 404 "Cierre de caja no encontrado".
  ShiftClose close(const ShiftScope& scope, const std::string& id);
  // Records who signed the scope's close off and when: 404 as close(), 409 already_signed_off the
  // second time.
  ShiftClose sign_off(const ShiftScope& scope, const std::string& id, const std::string& signer_id);

  // The close as CSV (UTF-8 with a BOM, `;`, CRLF, decimal comma): Método, Moneda, Esperado,
  // Contado, Diferencia; then who sold (`seller_label`: "Cajero", "Vendedor"), the period, what is
  // owed, when it was closed and signed off.
  static std::string close_csv(const ShiftClose& close, std::string_view seller_label);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::shifts
