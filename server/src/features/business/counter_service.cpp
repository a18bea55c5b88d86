#include "features/business/counter_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "features/business/business_repository.hpp"
#include "features/business/counter_repository.hpp"

namespace rifa::features::business {

namespace {

ApiError sale_not_found() { return ApiError::not_found("Ticket no encontrado"); }
ApiError cashier_not_found() { return ApiError::not_found("Cajero no encontrado"); }
// The business's own counter (its cashiers and its owner), across its raffles.
shifts::ShiftScope counter_scope(const BusinessAccess& access) { return {access.business_id, std::nullopt}; }

// The close `id` of the business as the caller may read it: the owner any, a cashier their own.
shifts::ShiftClose readable_close(shifts::ShiftsService& shifts, const BusinessAccess& access, const std::string& id) {
  auto found = shifts.close(counter_scope(access), id);
  if (!access.owner && found.seller_id != access.user_id) throw ApiError::not_found("Cierre de caja no encontrado");
  return found;
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
  if (!is_uuid(seller_id)) throw cashier_not_found();
  if (access.owner && seller_id == access.user_id) return access;  // the owner's own counter sales
  if (!access.owner && access.user_id != seller_id) throw cashier_not_found();
  if (!BusinessRepository::is_cashier_of(*conn, seller_id, access.business_id)) throw cashier_not_found();
  return access;
}

shifts::ShiftTotals CounterService::totals(const BusinessAccess& reader, const std::string& seller_id,
                                           const std::string& from, const std::string& to) {
  return shifts_.totals(counter_scope(reader), seller_id, from, to);
}

shifts::ShiftClose CounterService::close_shift(const BusinessAccess& reader, const std::string& seller_id,
                                               const shifts::NewShiftClose& request) {
  const bool own_sales = reader.owner && seller_id == reader.user_id;
  return shifts_.close_shift(counter_scope(reader), seller_id, request, reader.user_id, own_sales);
}

shifts::ShiftClosePage CounterService::closes(const std::string& user_id, const Page& page) {
  BusinessAccess access;
  {
    auto conn = db_.acquire();
    access = business_access(*conn, user_id);
  }
  return shifts_.closes(counter_scope(access), access.owner ? std::nullopt : std::optional<std::string>(access.user_id),
                        page);
}

shifts::ShiftClose CounterService::sign_off(const std::string& user_id, const std::string& id) {
  BusinessAccess owner;
  {
    auto conn = db_.acquire();
    owner = business_owner(*conn, user_id, "Solo el administrador del negocio puede aprobar un cierre de caja");
  }
  return shifts_.sign_off(counter_scope(owner), id, owner.user_id);
}

std::string CounterService::export_csv(const std::string& user_id, const std::string& id) {
  BusinessAccess access;
  {
    auto conn = db_.acquire();
    access = business_access(*conn, user_id);
  }
  const auto close = readable_close(shifts_, access, id);
  return shifts::ShiftsService::close_csv(close, close.seller_id == access.business_id ? "Administrador" : "Cajero");
}

}  // namespace rifa::features::business
