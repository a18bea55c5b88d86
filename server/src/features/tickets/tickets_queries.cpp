// TicketsService: what is read: the taken numbers, availability, the ticket lists and one ticket.
#include "features/tickets/tickets_service.hpp"

#include <algorithm>
#include <memory>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "features/access/access.hpp"
#include "features/tickets/numbers_etag.hpp"
#include "features/tickets/tickets_internal.hpp"

namespace rifa::features::tickets {

using detail::raffle_not_found;
using detail::ticket_not_found;

TakenNumbers TicketsService::taken_numbers(const std::string& raffle_id, const std::optional<std::string>& viewer_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  auto conn = repo_.acquire();
  const auto before = TicketsRepository::numbers_version(*conn, raffle_id);
  if (!before) throw raffle_not_found();
  // Blocked (moderation): read with the version, so an open raffle costs no query more.
  if (before->blocked) access::require_sees_blocked(*conn, raffle_id, viewer_id);
  if (auto cached = numbers_cache_.find(raffle_id, before->numbers_version)) return *cached;

  const auto taken = TicketsRepository::taken_numbers(*conn, raffle_id);
  const auto locked = TicketsRepository::locked_blocks(*conn, raffle_id);
  TakenNumbers built{before->numbers_version,
                     std::make_shared<const std::string>(
                         taken_numbers_body(before->total_tickets, before->numbers_version, taken, locked)),
                     numbers_etag(before->numbers_version)};
  // Every change to the numbers bumps the version in the same transaction, so an unchanged version
  // after the read proves the rows read are exactly that version's; otherwise answer without
  // keeping (or labelling) the copy.
  const auto after = TicketsRepository::numbers_version(*conn, raffle_id);
  if (after && after->numbers_version == before->numbers_version) {
    numbers_cache_.store(raffle_id, built);
  } else {
    built.etag.clear();
  }
  return built;
}

Availability TicketsService::availability(const std::string& raffle_id, const std::vector<std::int64_t>& numbers,
                                          const std::optional<std::string>& viewer_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  if (numbers.empty() || numbers.size() > 100)
    throw ApiError::validation({{"numbers", "Indica entre 1 y 100 números"}});
  auto conn = repo_.acquire();
  const auto raffle = TicketsRepository::numbers_version(*conn, raffle_id);
  if (!raffle) throw raffle_not_found();
  if (raffle->blocked) access::require_sees_blocked(*conn, raffle_id, viewer_id);
  const auto total = raffle->total_tickets;
  const auto [lowest, highest] = std::minmax_element(numbers.begin(), numbers.end());
  if (*lowest < 0 || *highest >= total) {
    throw ApiError::validation({{"numbers", "Los números van de 0 a " + std::to_string(total - 1)}});
  }
  return {TicketsRepository::taken_among(*conn, raffle_id, numbers)};
}

TicketWithRafflePage TicketsService::mine(const std::string& user_id, const TicketQuery& query) {
  return repo_.of_buyer(user_id, query);
}

TicketPage TicketsService::of_raffle(const std::string& user_id, const std::string& raffle_id,
                                     const TicketQuery& query) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  const auto creator_id = repo_.raffle_creator(raffle_id);
  if (!creator_id) throw raffle_not_found();
  if (!access::acts_for_creator(*db_.acquire(), user_id, *creator_id)) {
    throw ApiError::forbidden("Solo quien creó la rifa puede ver sus tickets");
  }
  return repo_.of_raffle(raffle_id, query);
}

TicketWithRafflePage TicketsService::sales(const std::string& user_id, const TicketQuery& query) {
  return repo_.of_creator(user_id, query);
}

TicketWithRaffle TicketsService::visible(const std::string& user_id, const std::string& ticket_id) {
  if (!is_uuid(ticket_id)) throw ticket_not_found();
  auto found = repo_.with_raffle(ticket_id);
  if (!found) throw ticket_not_found();
  if (found->ticket.user_id != user_id &&
      !access::acts_for_creator(*db_.acquire(), user_id, found->raffle.creator_id)) {
    throw ticket_not_found();
  }
  return std::move(*found);
}

TicketWithRaffle TicketsService::get(const std::string& user_id, const std::string& ticket_id) {
  auto found = visible(user_id, ticket_id);
  // The winner (the buyer of the paid ticket holding the winning number) may write to the creator.
  const auto& t = found.ticket;
  const auto& winner = found.raffle.winner_number;
  if (t.user_id == user_id && found.raffle.status == "completed" && t.status == "paid" && winner &&
      std::find(t.numbers.begin(), t.numbers.end(), *winner) != t.numbers.end()) {
    found.creator_contact = repo_.creator_contact(found.raffle.creator_id);
  }
  return found;
}

}  // namespace rifa::features::tickets
