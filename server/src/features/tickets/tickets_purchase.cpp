// TicketsService: the purchase, online and at the counter (one transaction path for both).
#include "features/tickets/tickets_service.hpp"

#include <algorithm>
#include <future>
#include <memory>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/money.hpp"
#include "common/time.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/tickets/purchase_mail.hpp"
#include "features/tickets/tickets_internal.hpp"

namespace rifa::features::tickets {

using detail::raffle_not_found;
using detail::unavailable;

namespace {

// A purchase made earlier with the same Idempotency-Key: the same raffle and numbers replay it;
// anything else is 422 idempotency_key_reused.
std::optional<Purchase> replay_of(const std::optional<Ticket>& previous, const std::string& raffle_id,
                                  const std::vector<std::int64_t>& numbers) {
  if (!previous) return std::nullopt;
  if (previous->raffle_id != raffle_id || previous->numbers != numbers) {
    throw ApiError(422, "idempotency_key_reused", "Esa clave de idempotencia ya se usó para otra compra");
  }
  return Purchase{*previous, true};
}

// A purchase started with `start(done)`, waited for on this thread.
Purchase waited(const std::function<void(PurchaseDone)>& start) {
  auto promise = std::make_shared<std::promise<Purchase>>();  // alive until the completion returns
  auto answer = promise->get_future();
  start([promise](std::exception_ptr error, Purchase purchase) {
    if (error) {
      promise->set_exception(error);
    } else {
      promise->set_value(std::move(purchase));
    }
  });
  return answer.get();
}
}  // namespace

Purchase TicketsService::buy(const std::string& user_id, const std::string& raffle_id,
                             std::vector<std::int64_t> numbers, const std::string& idempotency_key) {
  return waited([&](PurchaseDone done) {
    buy_then({user_id, std::nullopt, std::nullopt}, raffle_id, std::move(numbers), idempotency_key, done);
  });
}

void TicketsService::buy_then(const OnlineBuyer& buyer, const std::string& raffle_id, std::vector<std::int64_t> numbers,
                              const std::string& idempotency_key, PurchaseDone done) {
  // The buyer's name, e-mail and phone are read from their profile inside the purchase.
  Sale sale;
  sale.user_id = buyer.user_id;
  sale.session_id = buyer.session_id;
  sale.seller_code = buyer.seller_code;
  purchase(std::move(sale), raffle_id, std::move(numbers), idempotency_key, std::move(done));
}

Purchase TicketsService::sell_at_counter(const CounterSale& counter, const std::string& raffle_id,
                                         std::vector<std::int64_t> numbers, const std::string& idempotency_key) {
  Sale sale;
  sale.buyer_name = counter.buyer_name;
  sale.buyer_email = counter.buyer_email;
  sale.buyer_phone = counter.buyer_phone;
  sale.sold_by = counter.seller_id;
  sale.business_id = counter.business_id;
  sale.paid = counter.paid;
  sale.counter_payment = counter.payment;
  sale.raffle_seller = counter.raffle_seller;
  sale.offline = counter.offline;
  // The buyer sees the ticket in their own list when the e-mail is a registered one.
  if (!counter.buyer_email.empty()) sale.user_id = repo_.profile_by_email(counter.buyer_email);
  return waited([&](PurchaseDone done) {
    purchase(std::move(sale), raffle_id, std::move(numbers), idempotency_key, std::move(done));
  });
}

// What one purchase needs from its request, kept until its transaction has run (on SQLite, on the
// writer thread after the request's own thread has moved on).
struct TicketsService::Order {
  Sale sale;
  std::string raffle_id;
  std::vector<std::int64_t> numbers;  // sorted
  std::string idempotency_key;
  PurchaseKey previous;  // whose purchase made earlier with this Idempotency-Key
};

void TicketsService::purchase(Sale sale, const std::string& raffle_id, std::vector<std::int64_t> numbers,
                              const std::string& idempotency_key, PurchaseDone done) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  if (idempotency_key.size() > 200) throw ApiError::bad_request("Idempotency-Key demasiado larga");
  if (numbers.empty() || numbers.size() > 100) throw ApiError::validation({{"numbers", "Elige entre 1 y 100 números"}});
  std::sort(numbers.begin(), numbers.end());
  if (std::adjacent_find(numbers.begin(), numbers.end()) != numbers.end()) {
    throw ApiError::validation({{"numbers", "No repitas números"}});
  }
  const bool counter = sale.sold_by.has_value();
  // A purchase made earlier with this Idempotency-Key (by this buyer online, by this seller at the
  // counter): replayed (same raffle and numbers, kept sorted) or refused, as Stripe does.
  PurchaseKey previous{counter, counter ? *sale.sold_by : sale.user_id.value_or(""), idempotency_key};
  auto order = std::make_shared<const Order>(
      Order{std::move(sale), raffle_id, std::move(numbers), idempotency_key, std::move(previous)});

  // Lost a race the checks could not see (the same key used for another raffle at the same
  // moment, or a number sold through another path): nothing was written; answered after the fact.
  auto answer = [this, order, done = std::move(done)](std::exception_ptr error, Purchase purchase) {
    if (error) {
      try {
        std::rethrow_exception(error);
      } catch (const db::UniqueViolation&) {
        try {
          purchase = after_conflict(*order);
          error = nullptr;
        } catch (...) {
          error = std::current_exception();
        }
      } catch (...) {
      }
    }
    done(error, std::move(purchase));
  };
  // PostgreSQL: READ COMMITTED behind a lock on the raffle row. Buyers of one raffle queue on
  // that lock and each then reads the numbers committed before it, so they proceed in turn
  // instead of failing serialisation and retrying; the primary key (raffle_id, number) of
  // ticket_numbers is the final guard. SQLite already runs one writer at a time. Online
  // purchases and counter sales take the same lock and the same path.
  //
  // Two round trips on PostgreSQL: the savepoint (or BEGIN), the lock and every read the rules
  // need travel together (TicketsRepository::read_purchase; each read runs after the lock is
  // granted, so it sees what its previous holder committed); the writes, whose results are known
  // beforehand under the lock, travel with the savepoint's RELEASE (record_sale, db/pipeline.hpp),
  // and the group's COMMIT follows (purchases are committed in groups on both databases:
  // db/sqlite/group_commit.hpp, postgres_database.cpp).
  bus_.transaction_then<Purchase>(
      db_,
      [this, order](db::Connection& conn, events::Batch& batch) -> Purchase {
        const Sale& sale = order->sale;
        const std::string& raffle_id = order->raffle_id;
        const std::vector<std::int64_t>& numbers = order->numbers;
        const bool counter = sale.sold_by.has_value();
        const std::string now = now_rfc3339();
        // Online, the buyer is the signed-in profile, read with the raffle together with the
        // token's session (a profile never changes under a purchase, so it needs no read of its
        // own after the lock); a counter sale's buyer is as the seller typed it. Holds are online
        // purchases (a counter sale holds nothing and has no limit).
        const bool limited = !counter && options_.max_pending_holds > 0;
        PurchaseQuery query{raffle_id,    numbers,          counter,
                            sale.user_id, sale.session_id,  std::nullopt,
                            std::nullopt, sale.seller_code, sale.raffle_seller ? sale.sold_by : std::nullopt};
        if (!order->idempotency_key.empty()) query.previous = order->previous;
        if (limited) query.held_at = now;
        const auto found = TicketsRepository::read_purchase(conn, query);

        const auto signed_out = [] { return ApiError::unauthorized("Debes estar autenticado para comprar tickets"); };
        if (!found.raffle) {
          // A session or profile gone (signed out, the account deleted) answers 401 before anything
          // is said of the raffle.
          if (!counter && sale.session_id && !TicketsRepository::session_exists(conn, *sale.session_id)) {
            throw ApiError::session_expired();
          }
          if (!counter && !TicketsRepository::profile_exists(conn, *sale.user_id)) throw signed_out();
          throw raffle_not_found();
        }
        const PurchaseRaffle& r = *found.raffle;
        std::string buyer_name = sale.buyer_name, buyer_email = sale.buyer_email, buyer_phone = sale.buyer_phone;
        if (!counter) {
          if (sale.session_id && !r.session_id) throw ApiError::session_expired();
          if (!r.buyer_id) throw signed_out();
          buyer_name = r.buyer_name.value_or("");
          buyer_email = r.buyer_email.value_or("");
          buyer_phone = r.buyer_phone.value_or("");
        }
        // A counter sale only in the seller's business's raffles; another's is not found.
        if (sale.business_id && *sale.business_id != r.creator_id) throw raffle_not_found();
        // Read after the lock: a concurrent request with the same key has committed by now. Before
        // every rule of the sale (the raffle's state, the seller still active, the block still hers):
        // a sale recorded under this person's key stays hers to read again, e.g. an offline queue
        // sent by a seller removed meanwhile (e2e/api/offline-sales.spec.ts).
        if (auto replay = replay_of(found.previous, raffle_id, numbers)) return *replay;
        if (r.blocked) {
          throw ApiError(410, "raffle_unavailable",
                         "Esta rifa no está disponible: fue dada de baja por la administración o su organizador fue "
                         "suspendido");
        }
        if (r.status != "active" || r.end_date <= now) {
          throw ApiError(409, "raffle_not_active", "Esta rifa ya no acepta compras");
        }
        if (numbers.front() < 0 || numbers.back() >= r.total_tickets) {
          throw ApiError::validation({{"numbers", "Los números van de 0 a " + std::to_string(r.total_tickets - 1)}});
        }
        if (!found.taken.empty()) throw unavailable(found.taken);
        if (limited) detail::check_hold_limit(found.held, options_.max_pending_holds);
        using Kind = SaleChannel::Kind;
        const SaleChannel channel{
            !counter ? Kind::online : (sale.raffle_seller ? Kind::seller_counter : Kind::business_counter),
            sale.seller_code, query.seller_id, sale.offline};
        const auto seller_id = credited_seller(found.sellers, channel, numbers);

        // The writes. Under the raffle's lock (one writer on SQLite) their outcome is known
        // now, so nothing is read back; a number sold meanwhile through another path still fails
        // the primary key, at the latest at COMMIT, and is answered below.
        NewSale sold;
        Ticket& t = sold.ticket;
        t.id = new_time_ordered_uuid();
        t.raffle_id = raffle_id;
        t.user_id = sale.user_id;
        t.numbers = numbers;
        t.status = sale.paid ? "paid" : "pending";
        t.price_cents = static_cast<std::int64_t>(numbers.size()) * r.ticket_price_cents;
        t.buyer_name = buyer_name;
        t.buyer_email = buyer_email;
        t.buyer_phone = buyer_phone;
        t.sold_by = sale.sold_by;
        t.counter_payment = sale.counter_payment;  // its Bs amount at the rate, rounded to the cent
        if (t.counter_payment && t.counter_payment->rate_cents) {
          t.counter_payment->amount_ves_cents = bs_cents(t.price_cents, *t.counter_payment->rate_cents);
        }
        if (!counter) t.expires_at = detail::hold_end(now, r.reservation_minutes);
        t.receipt_code = new_receipt_code();
        t.purchase_date = t.created_at = t.updated_at = now;
        if (!order->idempotency_key.empty()) sold.idempotency_key = order->idempotency_key;
        if (sale.paid) sold.paid_at = now;
        sold.seller_id = seller_id;
        const std::int64_t sold_count = r.sold_tickets + static_cast<std::int64_t>(numbers.size());  // under the lock
        sold.sold_out = sold_count >= r.total_tickets;
        TicketsRepository::record_sale(conn, sold);
        const RaffleCounters after{r.numbers_version + 1, sold_count, sold.sold_out ? "waiting" : "active"};

        const notifications::RaffleRef ref{raffle_id, r.title, r.total_tickets};
        numbers_changed(conn, batch, raffle_id, after, numbers, {}, sold.sold_out);
        // The creator hears of online purchases; the business itself made a counter sale (the
        // owner or one of its cashiers), so nobody there is told of it. A registered buyer hears
        // that a counter sale is paid.
        // A sale credited to a seller (through their link, or at their counter) is told the
        // creator too, naming the seller (issue 36).
        const auto credited = std::find_if(found.sellers.begin(), found.sellers.end(),
                                           [&](const SellerRow& s) { return seller_id && s.user_id == *seller_id; });
        if (credited != found.sellers.end() && (counter || r.creator_id != *sale.user_id)) {
          notifier_.send(conn, batch,
                         notifications::seller_sale(r.creator_id, ref, t.id, buyer_name, numbers, credited->user_id,
                                                    credited->name, counter, sale.paid));
        } else if (!counter && r.creator_id != *sale.user_id) {
          notifier_.send(conn, batch, notifications::new_purchase(r.creator_id, ref, t.id, buyer_name, numbers));
        }
        if (counter && sale.paid && sale.user_id && *sale.user_id != *sale.sold_by) {
          notifier_.send(conn, batch, notifications::ticket_paid(*sale.user_id, ref, t.id, numbers));
        }
        if (sold.sold_out) notifier_.send(conn, batch, notifications::raffle_sold_out(r.creator_id, ref));
        // The buyer's confirmation, online and at the counter when the seller typed an e-mail.
        if (!t.buyer_email.empty()) {
          notifier_.mail(conn, batch, purchase_mail(t, r.title, r.total_tickets, notifier_.site_url()));
        }
        return {std::move(sold.ticket), false};
      },
      std::move(answer), db::TransactionOptions{.isolation = db::Isolation::row_locks});
}

Purchase TicketsService::after_conflict(const Order& order) {
  auto conn = repo_.acquire();
  if (!order.idempotency_key.empty()) {
    if (auto replay =
            replay_of(TicketsRepository::previous_purchase(*conn, order.previous), order.raffle_id, order.numbers)) {
      return *replay;
    }
  }
  auto taken = TicketsRepository::taken_among(*conn, order.raffle_id, order.numbers);
  if (taken.empty()) throw ApiError(503, "unavailable", "El servicio está ocupado, intenta de nuevo");
  throw unavailable(taken);
}

}  // namespace rifa::features::tickets
