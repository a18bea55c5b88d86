#include "features/sellers/sellers_service.hpp"

#include <chrono>

#include "auth/crypto.hpp"
#include "common/csv.hpp"
#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/money.hpp"
#include "common/time.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/sellers/invitations.hpp"
#include "features/sellers/seller_rules.hpp"
#include "features/sellers/sellers_repository.hpp"

namespace rifa::features::sellers {

namespace {

constexpr std::size_t kCodeBytes = 9;  // 12 URL-safe characters

ApiError seller_not_found() { return ApiError::not_found("Vendedor no encontrado"); }
ApiError invitation_not_found() { return invitation_not_found_error(); }
ApiError invitation_closed() { return invitation_closed_error(); }
ApiError seller_exists() { return ApiError::conflict("seller_exists", "Esta persona ya es vendedora de esta rifa"); }
ApiError seller_is_creator() {
  const std::string message = "No puedes ser vendedor de tu propia rifa";
  return {422, "seller_is_creator", message, {{"email", message}}};
}

// The raffle, checked to be the caller's (locked when `lock`).
SellersRaffle creators_raffle(db::Connection& conn, const std::string& user_id, const std::string& raffle_id,
                              bool lock) {
  if (!is_uuid(raffle_id)) throw ApiError::not_found("Rifa no encontrada");
  auto raffle = SellersRepository::raffle(conn, raffle_id, lock);
  if (!raffle) throw ApiError::not_found("Rifa no encontrada");
  if (raffle->creator_id != user_id) throw ApiError::forbidden("Solo el creador de la rifa gestiona sus vendedores");
  return *raffle;
}

// The seller `seller_id` of the raffle with its figures, or 404.
Seller seller_in(db::Connection& conn, const std::string& raffle_id, const std::string& seller_id) {
  if (!is_uuid(seller_id)) throw seller_not_found();
  auto found = SellersRepository::sellers(conn, SellersOf::one, seller_id);
  if (found.empty() || found.front().raffle_id != raffle_id) throw seller_not_found();
  return std::move(found.front());
}

// The figures' commission, from the paid tickets and the commission as it stands.
Seller with_commission(Seller seller) {
  seller.figures.commission_cents =
      commission_cents(seller.commission, seller.figures.collected_cents, seller.figures.paid_numbers);
  return seller;
}
std::vector<Seller> with_commissions(std::vector<Seller> sellers) {
  for (auto& s : sellers) s = with_commission(std::move(s));
  return sellers;
}

auth::Mail invitation_mail(const std::string& to, const SellersRaffle& raffle, const std::string& url) {
  return {to, "Te invitaron a vender la rifa «" + raffle.title + "»",
          raffle.creator_name + " te invita a ser vendedor de la rifa «" + raffle.title +
              "» en Rifa.\n\nAcepta la invitación aquí (vence en 7 días):\n" + url +
              "\n\nSi no tienes cuenta, podrás crearla desde ese enlace.\n"};
}

// The in-app notice of a registered person added as a seller (with the mail below).
notifications::Notice seller_added_notice(const std::string& to, const std::string& raffle_id,
                                          const SellersRaffle& raffle) {
  return notifications::seller_added(to, {raffle_id, raffle.title, raffle.total_tickets}, raffle.creator_name);
}

auth::Mail added_mail(const std::string& to, const SellersRaffle& raffle, const std::string& site_url) {
  return {to, "Ahora vendes la rifa «" + raffle.title + "»",
          raffle.creator_name + " te agregó como vendedor de la rifa «" + raffle.title +
              "» en Rifa.\n\nTu enlace personal, tus ventas y tu comisión están aquí:\n" + site_url + "/app/selling\n"};
}

std::string status_text(const std::string& status) {
  if (status == "active") return "Activo";
  if (status == "invited") return "Invitado";
  if (status == "declined") return "Rechazó";
  return "Retirado";
}

std::string commission_text(const Commission& c) {
  return c.type == "percent" ? decimal_comma(c.value) + " %" : decimal_comma(c.value) + " USD por número";
}

}  // namespace

std::vector<Seller> SellersService::list(const std::string& user_id, const std::string& raffle_id) {
  auto conn = db_.acquire();
  creators_raffle(*conn, user_id, raffle_id, false);
  return with_commissions(SellersRepository::sellers(*conn, SellersOf::raffle, raffle_id));
}

Seller SellersService::invite(const std::string& user_id, const std::string& raffle_id, const NewSeller& seller) {
  check_commission(seller.commission);
  std::string token;
  bool locked_changed = false;  // an active seller with a locked block: online grids change
  const std::string id =
      bus_.transaction(db_,
                       [&](db::Connection& conn, events::Batch& batch) {
                         const auto raffle = creators_raffle(conn, user_id, raffle_id, true);
                         if (seller.block) {
                           check_block(*seller.block, raffle.total_tickets);
                           check_no_overlap(*seller.block, SellersRepository::live_blocks(conn, raffle_id, ""));
                         }
                         const std::string now = now_rfc3339();
                         NewSellerRow row;
                         row.id = new_uuid();
                         row.raffle_id = raffle_id;
                         row.email = seller.email.value_or("");
                         row.phone = seller.phone.value_or("");
                         row.code = auth::random_token(kCodeBytes);
                         row.commission = seller.commission;
                         row.block = seller.block;
                         row.invited_by = user_id;
                         row.now = now;
                         if (seller.email) row.user_id = SellersRepository::account_by_email(conn, *seller.email);
                         if (row.user_id) {
                           if (*row.user_id == raffle.creator_id) throw seller_is_creator();
                           if (SellersRepository::live_seller(conn, raffle_id, *row.user_id)) throw seller_exists();
                           row.status = "active";
                           notifier_.mail(conn, batch, added_mail(*seller.email, raffle, notifier_.site_url()));
                           notifier_.send(conn, batch, seller_added_notice(*row.user_id, raffle_id, raffle));
                           locked_changed = seller.block && seller.block->locked;
                         } else {
                           auto made = new_invitation_token();
                           token = made.token;
                           row.status = "invited";
                           row.token_hash = made.hash;
                           row.expires_at = made.expires_at;
                           if (seller.email) {
                             notifier_.mail(conn, batch, invitation_mail(*seller.email, raffle, invite_url(token)));
                           }
                         }
                         SellersRepository::insert(conn, row);
                         if (locked_changed) tickets_.locked_blocks_changed(conn, batch, raffle_id);
                         return row.id;
                       },
                       {.isolation = db::Isolation::row_locks});
  auto conn = db_.acquire();
  auto out = with_commission(seller_in(*conn, raffle_id, id));
  if (!token.empty()) out.invite_url = invite_url(token);
  return out;
}

std::string SellersService::invite_url(const std::string& token) const {
  return invitation_link(notifier_.site_url(), token);
}

Seller SellersService::update(const std::string& user_id, const std::string& raffle_id, const std::string& seller_id,
                              const SellerChanges& changes) {
  if (changes.commission) check_commission(*changes.commission);
  bus_.transaction(db_,
                   [&](db::Connection& conn, events::Batch& batch) {
                     const auto raffle = creators_raffle(conn, user_id, raffle_id, true);
                     const auto current = seller_in(conn, raffle_id, seller_id);
                     if (current.status != "active" && current.status != "invited") {
                       throw ApiError::conflict("seller_not_live", "Este vendedor ya no está activo");
                     }
                     if (changes.block_given && changes.block) {
                       check_block(*changes.block, raffle.total_tickets);
                       check_no_overlap(*changes.block, SellersRepository::live_blocks(conn, raffle_id, seller_id));
                     }
                     SellersRepository::update(conn, seller_id, changes, now_rfc3339());
                     // What online buyers may take changes with an active seller's locked block.
                     const bool was_locked = current.block && current.block->locked;
                     const bool is_locked = changes.block_given && changes.block && changes.block->locked;
                     if (current.status == "active" && changes.block_given && (was_locked || is_locked)) {
                       tickets_.locked_blocks_changed(conn, batch, raffle_id);
                     }
                   },
                   {.isolation = db::Isolation::row_locks});
  auto conn = db_.acquire();
  return with_commission(seller_in(*conn, raffle_id, seller_id));
}

void SellersService::remove(const std::string& user_id, const std::string& raffle_id, const std::string& seller_id) {
  bus_.transaction(db_,
                   [&](db::Connection& conn, events::Batch& batch) {
                     creators_raffle(conn, user_id, raffle_id, true);
                     const auto current = seller_in(conn, raffle_id, seller_id);
                     SellersRepository::set_status(conn, seller_id, {"invited", "active"}, "removed", now_rfc3339());
                     if (current.status == "active" && current.block && current.block->locked) {
                       tickets_.locked_blocks_changed(conn, batch, raffle_id);
                     }
                   },
                   {.isolation = db::Isolation::row_locks});
}

Seller SellersService::settle(const std::string& user_id, const std::string& raffle_id, const std::string& seller_id,
                              std::int64_t amount_cents, const std::string& note) {
  db_.transaction(
      [&](db::Connection& conn) {
        creators_raffle(conn, user_id, raffle_id, true);
        const auto seller = with_commission(seller_in(conn, raffle_id, seller_id));
        check_settlement(amount_cents, seller.figures);
        SellersRepository::insert_settlement(conn, seller_id, amount_cents, note, user_id, now_rfc3339());
      },
      {.isolation = db::Isolation::row_locks});
  auto conn = db_.acquire();
  return with_commission(seller_in(*conn, raffle_id, seller_id));
}

std::string SellersService::export_csv(const std::string& user_id, const std::string& raffle_id) {
  const auto sellers = list(user_id, raffle_id);
  std::string out = kCsvBom;
  out +=
      "Vendedor;Correo;Teléfono;Estado;Comisión;Talonario;Tickets;Números;En taquilla;En línea;Vendido (USD);"
      "Cobrado (USD);Por cobrar (USD);Comisión ganada (USD);Comisión pagada (USD);Comisión pendiente (USD)\r\n";
  for (const auto& s : sellers) {
    const auto& f = s.figures;
    csv_field(out, s.name);
    csv_field(out, s.email);
    csv_field(out, s.phone);
    csv_field(out, status_text(s.status));
    csv_field(out, commission_text(s.commission));
    csv_field(out, s.block ? std::to_string(s.block->start) + "–" + std::to_string(s.block->end) : "");
    csv_field(out, std::to_string(f.tickets));
    csv_field(out, std::to_string(f.numbers));
    csv_field(out, std::to_string(f.counter_tickets));
    csv_field(out, std::to_string(f.online_tickets));
    csv_field(out, decimal_comma(f.sold_cents));
    csv_field(out, decimal_comma(f.collected_cents));
    csv_field(out, decimal_comma(f.owed_cents));
    csv_field(out, decimal_comma(f.commission_cents));
    csv_field(out, decimal_comma(f.settled_cents));
    csv_field(out, decimal_comma(f.commission_cents - f.settled_cents), true);
  }
  out += "\r\nPagos de comisión\r\nFecha;Vendedor;Monto (USD);Nota\r\n";
  for (const auto& s : sellers) {
    for (const auto& p : s.settlements) {
      csv_field(out, p.created_at);
      csv_field(out, s.name);
      csv_field(out, decimal_comma(p.amount_cents));
      csv_field(out, p.note, true);
    }
  }
  return out;
}

SellersService::ShiftParty SellersService::shift_party(const std::string& user_id, const std::string& raffle_id,
                                                       const std::string& seller_id) {
  auto conn = db_.acquire();
  if (!is_uuid(raffle_id)) throw ApiError::not_found("Rifa no encontrada");
  const auto raffle = SellersRepository::raffle(*conn, raffle_id, false);
  if (!raffle) throw ApiError::not_found("Rifa no encontrada");
  const auto seller = seller_in(*conn, raffle_id, seller_id);
  // An invitation not accepted has no account, hence no sales and no shift.
  if (!seller.user_id) throw seller_not_found();
  ShiftParty party{{raffle->creator_id, raffle_id}, *seller.user_id, raffle->creator_id == user_id};
  if (party.creator) return party;
  if (seller.user_id != user_id) {
    throw ApiError::forbidden("Solo el creador de la rifa o el vendedor pueden ver su cierre de caja");
  }
  if (seller.status != "active") throw ApiError(403, "not_a_seller", "No eres vendedor de esta rifa");
  return party;
}

shifts::ShiftTotals SellersService::shift(const std::string& user_id, const std::string& raffle_id,
                                          const std::string& seller_id, const std::string& from,
                                          const std::string& to) {
  const auto party = shift_party(user_id, raffle_id, seller_id);
  return shifts_.totals(party.scope, party.seller_user_id, from, to);
}

shifts::ShiftClose SellersService::close_shift(const std::string& user_id, const std::string& raffle_id,
                                               const std::string& seller_id, const shifts::NewShiftClose& close) {
  const auto party = shift_party(user_id, raffle_id, seller_id);
  return shifts_.close_shift(party.scope, party.seller_user_id, close, user_id, /*self_signed=*/false);
}

shifts::ShiftClosePage SellersService::shift_closes(const std::string& user_id, const std::string& raffle_id,
                                                    const std::string& seller_id, const Page& page) {
  const auto party = shift_party(user_id, raffle_id, seller_id);
  return shifts_.closes(party.scope, party.seller_user_id, page);
}

shifts::ShiftClose SellersService::sign_off_shift(const std::string& user_id, const std::string& raffle_id,
                                                  const std::string& seller_id, const std::string& close_id) {
  const auto party = shift_party(user_id, raffle_id, seller_id);
  if (!party.creator) throw ApiError::forbidden("Solo el creador de la rifa aprueba un cierre de caja");
  if (shifts_.close(party.scope, close_id).seller_id != party.seller_user_id) {
    throw ApiError::not_found("Cierre de caja no encontrado");
  }
  return shifts_.sign_off(party.scope, close_id, user_id);
}

std::string SellersService::export_shift_close(const std::string& user_id, const std::string& raffle_id,
                                               const std::string& seller_id, const std::string& close_id) {
  const auto party = shift_party(user_id, raffle_id, seller_id);
  const auto close = shifts_.close(party.scope, close_id);
  if (close.seller_id != party.seller_user_id) throw ApiError::not_found("Cierre de caja no encontrado");
  return shifts::ShiftsService::close_csv(close, "Vendedor");
}

InvitationView SellersService::invitation(const std::string& token) {
  const auto found = SellersRepository::invitation(*db_.acquire(), invitation_token_hash(token));
  if (!found) throw invitation_not_found();
  InvitationView view = found->view;
  view.open = found->status == "invited" && view.expires_at > now_rfc3339();
  return view;
}

Seller SellersService::accept(const std::string& user_id, const std::string& token) {
  const std::string hash = invitation_token_hash(token);
  const std::string id = bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        auto found = SellersRepository::invitation(conn, hash);
        if (!found) throw invitation_not_found();
        SellersRepository::raffle(conn, found->raffle_id, true);  // the raffle's lock, as every seller change
        found = SellersRepository::invitation(conn, hash);
        // Accepted already by this account: the same answer.
        if (found->status == "active" && found->user_id == user_id) return found->seller_id;
        if (found->status != "invited" || found->view.expires_at <= now_rfc3339()) throw invitation_closed();
        if (found->creator_id == user_id) throw seller_is_creator();
        if (SellersRepository::live_seller(conn, found->raffle_id, user_id)) throw seller_exists();
        SellersRepository::accept(conn, found->seller_id, user_id, now_rfc3339());
        if (found->view.block && found->view.block->locked) {
          tickets_.locked_blocks_changed(conn, batch, found->raffle_id);
        }
        return found->seller_id;
      },
      {.isolation = db::Isolation::row_locks});
  auto conn = db_.acquire();
  return with_commission(own(*conn, user_id, id));
}

void SellersService::decline(const std::string& user_id, const std::string& token) {
  (void)user_id;  // any signed-in holder of the link may decline it
  const std::string hash = invitation_token_hash(token);
  db_.transaction([&](db::Connection& conn) {
    const auto found = SellersRepository::invitation(conn, hash);
    if (!found) throw invitation_not_found();
    if (!SellersRepository::set_status(conn, found->seller_id, {"invited"}, "declined", now_rfc3339())) {
      throw invitation_closed();
    }
  });
}

std::vector<Seller> SellersService::mine(const std::string& user_id) {
  return with_commissions(SellersRepository::sellers(*db_.acquire(), SellersOf::user, user_id));
}

Seller SellersService::own(db::Connection& conn, const std::string& user_id, const std::string& seller_id) {
  if (!is_uuid(seller_id)) throw seller_not_found();
  auto found = SellersRepository::sellers(conn, SellersOf::one, seller_id);
  if (found.empty() || found.front().user_id != user_id) throw seller_not_found();
  return std::move(found.front());
}

tickets::TicketPage SellersService::my_tickets(const std::string& user_id, const std::string& seller_id,
                                               const Page& page) {
  auto conn = db_.acquire();
  const auto seller = own(*conn, user_id, seller_id);
  return SellersRepository::credited(*conn, seller.raffle_id, user_id, page);
}

std::optional<std::int64_t> SellersService::bolivar_rate(const std::string& user_id, const std::string& seller_id) {
  auto conn = db_.acquire();
  const auto raffle = SellersRepository::raffle(*conn, own(*conn, user_id, seller_id).raffle_id, false);
  return raffle ? raffle->exchange_rate_cents : std::nullopt;
}

tickets::Purchase SellersService::sell(const std::string& user_id, const std::string& seller_id,
                                       tickets::CounterSale sale, std::vector<std::int64_t> numbers,
                                       const std::string& idempotency_key) {
  std::string raffle_id;
  {
    auto conn = db_.acquire();
    raffle_id = own(*conn, user_id, seller_id).raffle_id;
  }
  // Whether the caller still is an active seller, and the block rules, are the purchase's own
  // checks, under the raffle's lock (tickets/seller_blocks.hpp).
  sale.seller_id = user_id;
  sale.business_id.reset();
  sale.raffle_seller = true;
  return tickets_.sell_at_counter(sale, raffle_id, std::move(numbers), idempotency_key);
}

}  // namespace rifa::features::sellers
