#include "features/business/counter_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/business/business_repository.hpp"
#include "features/business/counter_repository.hpp"
#include "features/business/csv.hpp"
#include "features/draw/draw_rules.hpp"

namespace rifa::features::business {

namespace {

ApiError sale_not_found() { return ApiError::not_found("Ticket no encontrado"); }
ApiError cashier_not_found() { return ApiError::not_found("Cajero no encontrado"); }
ApiError close_not_found() { return ApiError::not_found("Cierre de caja no encontrado"); }

// The close `id` of the business as the caller may read it: the owner any, a cashier their own.
ShiftClose readable_close(db::Connection& conn, const BusinessAccess& access, const std::string& id) {
  if (!is_uuid(id)) throw close_not_found();
  auto found = CounterRepository::close(conn, access.business_id, id);
  if (!found || (!access.owner && found->seller_id != access.user_id)) throw close_not_found();
  return std::move(*found);
}

std::string when_text(const std::optional<std::string>& rfc3339) {
  if (!rfc3339) return "";
  const auto when = parse_rfc3339(*rfc3339);
  return when ? draw::caracas_text(*when) : *rfc3339;
}

}  // namespace

SoldTicket CounterService::settle(const std::string& user_id, const std::string& ticket_id, const std::string& status) {
  {
    auto conn = db_.acquire();
    const BusinessAccess access = business_access(*conn, user_id);
    if (!is_uuid(ticket_id)) throw sale_not_found();
    const auto sale = CounterRepository::sale(*conn, ticket_id);
    if (!sale || sale->creator_id != access.business_id || !sale->sold_by) throw sale_not_found();
    if (!access.owner && *sale->sold_by != access.user_id) {
      throw ApiError::forbidden("Solo quien hizo la venta o el administrador del negocio puede liquidarla");
    }
  }
  // The status change itself checks again, in its transaction, that the sale is still pending.
  tickets_.set_status(user_id, ticket_id, status, /*only_pending=*/true);
  auto conn = db_.acquire();
  auto sold = BusinessRepository::sold_ticket(*conn, business_access(*conn, user_id).business_id, ticket_id);
  if (!sold) throw sale_not_found();
  return std::move(*sold);
}

BusinessAccess CounterService::shift_reader(const std::string& user_id, const std::string& seller_id) {
  auto conn = db_.acquire();
  BusinessAccess access = business_access(*conn, user_id);
  if (!is_uuid(seller_id) || (!access.owner && access.user_id != seller_id)) throw cashier_not_found();
  if (!BusinessRepository::is_cashier_of(*conn, seller_id, access.business_id)) throw cashier_not_found();
  return access;
}

ShiftTotals CounterService::totals(const BusinessAccess& reader, const std::string& seller_id, const std::string& from,
                                   const std::string& to) {
  auto conn = db_.acquire();
  return shift_totals(seller_id, from, to,
                      CounterRepository::sale_groups(*conn, reader.business_id, seller_id, from, to));
}

ShiftClose CounterService::close_shift(const BusinessAccess& reader, const std::string& seller_id,
                                       const NewShiftClose& request) {
  ShiftClose close;
  close.id = new_time_ordered_uuid();
  close.business_id = reader.business_id;
  close.seller_id = seller_id;
  close.from = request.from;
  close.to = request.to;
  close.closed_by = reader.user_id;
  close.created_at = now_rfc3339();
  db_.transaction([&](db::Connection& conn) {
    // The totals and the close in one transaction: a sale settled meanwhile is in both or neither.
    const auto totals =
        shift_totals(seller_id, request.from, request.to,
                     CounterRepository::sale_groups(conn, reader.business_id, seller_id, request.from, request.to));
    close.lines = close_lines(totals, request.counted);
    close.owed_usd_cents = totals.owed_usd_cents;
    CounterRepository::insert_close(conn, close);
  });
  auto conn = db_.acquire();
  auto stored = CounterRepository::close(*conn, reader.business_id, close.id);
  if (!stored) throw close_not_found();
  return std::move(*stored);
}

ShiftClosePage CounterService::closes(const std::string& user_id, const Page& page) {
  auto conn = db_.acquire();
  const BusinessAccess access = business_access(*conn, user_id);
  return CounterRepository::closes(*conn, access.business_id,
                                   access.owner ? std::nullopt : std::optional<std::string>(access.user_id), page);
}

ShiftClose CounterService::sign_off(const std::string& user_id, const std::string& id) {
  auto conn = db_.acquire();
  const BusinessAccess owner =
      business_owner(*conn, user_id, "Solo el administrador del negocio puede aprobar un cierre de caja");
  if (!is_uuid(id)) throw close_not_found();
  if (!CounterRepository::sign_off(*conn, owner.business_id, id, owner.user_id, now_rfc3339())) {
    if (!CounterRepository::close(*conn, owner.business_id, id)) throw close_not_found();
    throw ApiError::conflict("already_signed_off", "Este cierre de caja ya fue aprobado");
  }
  return readable_close(*conn, owner, id);
}

std::string CounterService::export_csv(const std::string& user_id, const std::string& id) {
  auto conn = db_.acquire();
  const BusinessAccess access = business_access(*conn, user_id);
  const ShiftClose close = readable_close(*conn, access, id);
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
  row("Cajero", close.seller_name);
  row("Desde", when_text(close.from));
  row("Hasta", when_text(close.to));
  row("Por cobrar (USD)", decimal_comma(close.owed_usd_cents));
  row("Cerrado", when_text(close.created_at));
  row("Aprobado", close.signed_off_at ? when_text(close.signed_off_at) : "Pendiente de aprobación");
  return out;
}

}  // namespace rifa::features::business
