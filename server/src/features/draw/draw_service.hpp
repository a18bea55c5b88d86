#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/draw/draw.hpp"
#include "features/draw/draw_repository.hpp"
#include "features/notifications/notifier.hpp"
#include "features/raffles/raffles.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::draw {

// A draw or a correction as the request states it (types checked by the routes; the rules that
// need the raffle, such as its digits, by the service): exactly one of `lottery_result` and
// `winner_number`; `reason` only for a correction.
struct DrawInput {
  std::optional<std::string> lottery_result;
  std::optional<std::int64_t> winner_number;
  std::optional<std::string> result_url;
  std::optional<std::string> reason;
};

// The sealed list as a download.
struct SealFile {
  std::string body;
  std::string filename;
};

// The draw of a raffle: recording the lottery result (creator or super admin, after draw_at), a
// super admin's correction, the photo of the official result, the attempts, and the seal.
class DrawService {
 public:
  DrawService(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
              storage::ObjectStore& store)
      : db_(db), repo_(db), bus_(bus), notifier_(notifier), store_(store) {}

  // Seals sales first when the job has not, then applies the rule against the tickets paid now;
  // every attempt is kept; completion notifies and counts in the creator's record. Returns the raffle.
  raffles::Raffle draw(const std::string& user_id, const std::string& raffle_id, const DrawInput& input);
  // What a draw with this input would decide now, changing nothing: the same rule on the same paid
  // tickets as draw(). The creator or a super admin (404 for anyone else).
  DrawPreview preview(const std::string& user_id, const std::string& raffle_id, const DrawInput& input);
  // The creator closes sales before the end date: the same seal as the job's (seal_sales), told to
  // the creator. 404 for anyone else; 409 once closed, completed or cancelled. Returns the raffle.
  raffles::Raffle close_sales(const std::string& user_id, const std::string& raffle_id);
  // Super admin only, on a completed raffle: the rule again with the new result and the reason.
  raffles::Raffle correct(const std::string& user_id, const std::string& raffle_id, const DrawInput& input);
  // The creator or a super admin, once an attempt is recorded: re-encoded and stored as
  // `{creator}/{raffle}-result.{ext}`; the raffle's and the latest attempt's result_image_url.
  raffles::Raffle upload_photo(const std::string& user_id, const std::string& raffle_id, const std::string& bytes);
  std::vector<DrawAttempt> attempts(const std::string& raffle_id);

  SealSummary seal(const std::string& raffle_id);
  SealFile seal_text(const std::string& raffle_id);
  // UTF-8 with a BOM, `;` separated: numero;ticket;estado;comprador (masked names).
  SealFile seal_csv(const std::string& raffle_id);

 private:
  db::Database& db_;
  DrawRepository repo_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;
  storage::ObjectStore& store_;

  // Applies the raffle's rule to `drawn` inside the caller's transaction (raffle row held):
  // records the attempt, sets the raffle's result, status and the creator's record, notifies.
  void apply(db::Connection& conn, events::Batch& batch, const HeldRaffle& raffle, std::int64_t drawn,
             const DrawInput& input, const std::string& user_id, const std::string& now);
  raffles::Raffle raffle(const std::string& raffle_id);
};

}  // namespace rifa::features::draw
