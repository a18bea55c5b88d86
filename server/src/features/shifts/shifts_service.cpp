#include "features/shifts/shifts_service.hpp"

#include "common/csv.hpp"
#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/shifts/shifts_repository.hpp"

namespace rifa::features::shifts {

namespace {

ApiError shift_close_not_found() { return ApiError::not_found("Cierre de caja no encontrado"); }

std::string shift_when_text(const std::optional<std::string>& rfc3339) {
  if (!rfc3339) return "";
  const auto when = parse_rfc3339(*rfc3339);
  return when ? caracas_text(*when) : *rfc3339;
}

}  // namespace

ShiftTotals ShiftsService::totals(const ShiftScope& scope, const std::string& seller_id, const std::string& from,
                                  const std::string& to) {
  auto conn = db_.acquire();
  return shift_totals(seller_id, from, to, ShiftsRepository::sale_groups(*conn, scope, seller_id, from, to));
}

ShiftClose ShiftsService::close_shift(const ShiftScope& scope, const std::string& seller_id,
                                      const NewShiftClose& request, const std::string& closed_by, bool self_signed) {
  ShiftClose close;
  close.id = new_time_ordered_uuid();
  close.business_id = scope.owner_id;
  close.raffle_id = scope.raffle_id;
  close.seller_id = seller_id;
  close.from = request.from;
  close.to = request.to;
  close.closed_by = closed_by;
  close.created_at = now_rfc3339();
  if (self_signed) {
    close.signed_off_by = closed_by;
    close.signed_off_at = close.created_at;
  }
  db_.transaction([&](db::Connection& conn) {
    const auto totals = shift_totals(seller_id, request.from, request.to,
                                     ShiftsRepository::sale_groups(conn, scope, seller_id, request.from, request.to));
    close.lines = close_lines(totals, request.counted);
    close.owed_usd_cents = totals.owed_usd_cents;
    ShiftsRepository::insert_close(conn, close);
  });
  return this->close(scope, close.id);
}

ShiftClosePage ShiftsService::closes(const ShiftScope& scope, const std::optional<std::string>& seller_id,
                                     const Page& page) {
  auto conn = db_.acquire();
  return ShiftsRepository::closes(*conn, scope, seller_id, page);
}

ShiftClose ShiftsService::close(const ShiftScope& scope, const std::string& id) {
  if (!is_uuid(id)) throw shift_close_not_found();
  auto conn = db_.acquire();
  auto found = ShiftsRepository::close(*conn, scope, id);
  if (!found) throw shift_close_not_found();
  return std::move(*found);
}

ShiftClose ShiftsService::sign_off(const ShiftScope& scope, const std::string& id, const std::string& signer_id) {
  if (!is_uuid(id)) throw shift_close_not_found();
  {
    auto conn = db_.acquire();
    if (!ShiftsRepository::sign_off(*conn, scope, id, signer_id, now_rfc3339())) {
      if (!ShiftsRepository::close(*conn, scope, id)) throw shift_close_not_found();
      throw ApiError::conflict("already_signed_off", "Este cierre de caja ya fue aprobado");
    }
  }
  return close(scope, id);
}

std::string ShiftsService::close_csv(const ShiftClose& close, std::string_view seller_label) {
  std::string out = kCsvBom;
  out += "Método;Moneda;Esperado;Contado;Diferencia\r\n";
  for (const auto& line : close.lines) {
    csv_field(out, method_label(line.method));
    csv_field(out, in_bolivares(line.method) ? "Bs" : "USD");
    csv_amount(out, line.expected);
    csv_amount(out, line.counted);
    csv_amount(out, line.difference(), true);
  }
  out += "\r\n";
  const auto row = [&](std::string_view label, std::string_view value) {
    csv_field(out, label);
    csv_field(out, value, true);
  };
  row(seller_label, close.seller_name);
  row("Desde", shift_when_text(close.from));
  row("Hasta", shift_when_text(close.to));
  row("Por cobrar (USD)", decimal_comma(close.owed_usd_cents));
  row("Cerrado", shift_when_text(close.created_at));
  row("Aprobado", close.signed_off_at ? shift_when_text(close.signed_off_at) : "Pendiente de aprobación");
  return out;
}

}  // namespace rifa::features::shifts
