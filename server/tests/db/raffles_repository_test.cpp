// The raffles repository on both databases: a raffle reads back with its creator, tags and image
// copies; public lists leave private raffles out and filter by status, search text and end;
// a creator's lists; the count without a search comes from raffle_counts; changes, cancellation
// (holds stop counting down) and deletion.
#include <gtest/gtest.h>

#include <algorithm>

#include "common/time.hpp"
#include "db_fixture.hpp"
#include "features/raffles/raffle_json.hpp"
#include "features/raffles/raffles_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::raffles::image_variants_from;
using features::raffles::ImageVariant;
using features::raffles::RaffleListQuery;
using features::raffles::RafflesRepository;
using features::raffles::RaffleValues;
using features::raffles::tags_from;

class RafflesRepositoryTest : public DbTest {
 protected:
  // A raffle inserted as creation does, created at `at`, ending at `end`.
  std::string add(const std::string& creator, const std::string& title, const std::string& at,
                  const std::string& end = "2030-06-30T20:00:00.000Z", bool is_private = false) {
    const std::string id = new_uuid();
    const RaffleValues values{title,      "Descripción",     250,        100, end, end, "next_draw",
                              "nacional", {"moto", "Ñandú"}, is_private, 1440};
    db().transaction([&](Connection& conn) { RafflesRepository::insert(conn, id, creator, values, at); });
    return id;
  }
  static std::vector<std::string> ids_of(const std::vector<features::raffles::Raffle>& raffles) {
    std::vector<std::string> out;
    for (const auto& r : raffles) out.push_back(r.id);
    return out;
  }
};

TEST_P(RafflesRepositoryTest, ReadsARaffleBackWithItsCreatorTagsAndImageCopies) {
  RafflesRepository repo(db());
  const std::string ana = make_user("Ana");
  const std::string id = add(ana, "Moto Yamaha", "2030-01-01T00:00:00.000Z");
  const std::vector<ImageVariant> copies{{320, "/storage/v1/object/public/raffle-images/a-320.webp?v=1"},
                                         {640, "/storage/v1/object/public/raffle-images/a-640.webp?v=1"}};
  db().transaction([&](Connection& conn) {
    RafflesRepository::set_image(conn, id, "/storage/v1/object/public/raffle-images/a.png?v=1", copies,
                                 "2030-01-02T00:00:00.000Z");
  });

  const auto r = repo.by_id(id);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->title, "Moto Yamaha");
  EXPECT_EQ(r->ticket_price_cents, 250);
  EXPECT_EQ(r->total_tickets, 100);
  EXPECT_EQ(r->sold_tickets, 0);
  EXPECT_EQ(r->status, "active");
  EXPECT_EQ(tags_from(r->tags_json), (std::vector<std::string>{"moto", "Ñandú"}));
  EXPECT_EQ(r->image_url, "/storage/v1/object/public/raffle-images/a.png?v=1");
  const auto variants = image_variants_from(r->image_variants_json);
  ASSERT_EQ(variants.size(), 2U);
  EXPECT_EQ(variants[1].width, 640);
  EXPECT_EQ(variants[1].url, copies[1].url);
  EXPECT_EQ(r->reservation_minutes, 1440);
  EXPECT_FALSE(r->result);
  EXPECT_FALSE(r->sales_closed_at);
  EXPECT_EQ(r->created_at, "2030-01-01T00:00:00.000Z");
  EXPECT_EQ(r->updated_at, "2030-01-02T00:00:00.000Z");
  EXPECT_EQ(r->creator.id, ana);
  EXPECT_EQ(r->creator.name, "Ana");
  EXPECT_FALSE(r->creator.is_business);
  EXPECT_FALSE(r->creator.exchange_rate_cents);

  EXPECT_FALSE(repo.by_id(new_uuid()));
  EXPECT_TRUE(repo.exists(id));
  EXPECT_FALSE(repo.exists(new_uuid()));
  const std::string other = add(ana, "TV", "2030-01-03T00:00:00.000Z");
  auto found = ids_of(repo.by_ids({id, other, new_uuid()}));
  std::sort(found.begin(), found.end());
  auto expected = std::vector<std::string>{id, other};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(found, expected);
  EXPECT_TRUE(repo.by_ids({}).empty());
}

TEST_P(RafflesRepositoryTest, PublicListsLeavePrivateOutAndFilter) {
  RafflesRepository repo(db());
  const std::string ana = make_user("Ana"), luis = make_user("Luis");
  const std::string older = add(ana, "Moto roja", "2030-01-01T00:00:00.000Z", "2030-03-01T00:00:00.000Z");
  const std::string newer = add(luis, "Nevera", "2030-01-02T00:00:00.000Z", "2030-02-01T00:00:00.000Z");
  const std::string hidden = add(ana, "Moto privada", "2030-01-03T00:00:00.000Z", "2030-02-01T00:00:00.000Z", true);
  const std::string past = add(luis, "Moto vieja", "2030-01-04T00:00:00.000Z", "2029-01-01T00:00:00.000Z");
  db().query("UPDATE raffles SET status = 'completed' WHERE id = ?", {past});

  RaffleListQuery all;
  const auto page = repo.public_page(all, "", "2029-06-01T00:00:00.000Z");
  EXPECT_EQ(ids_of(page.data), (std::vector<std::string>{past, newer, older}));  // newest first
  EXPECT_EQ(page.count, 3);                                                      // from raffle_counts

  RaffleListQuery active;
  active.status = "active";
  EXPECT_EQ(repo.public_page(active, "", "2029-06-01T00:00:00.000Z").count, 2);

  const auto motos = repo.public_page(all, "moto", "2029-06-01T00:00:00.000Z");
  EXPECT_EQ(ids_of(motos.data), (std::vector<std::string>{past, older}));
  EXPECT_EQ(motos.count, 2);

  RaffleListQuery ending;
  ending.ending = true;
  const auto soonest = repo.public_page(ending, "", "2029-06-01T00:00:00.000Z");
  EXPECT_EQ(ids_of(soonest.data), (std::vector<std::string>{newer, older}));
  EXPECT_EQ(soonest.count, 2);

  RaffleListQuery first;
  first.page = Page{0, 1};
  EXPECT_EQ(ids_of(repo.public_page(first, "", "2029-06-01T00:00:00.000Z").data), std::vector<std::string>{past});

  EXPECT_EQ(ids_of(repo.search_active("moto", 10)), std::vector<std::string>{older});

  const auto own = repo.of_creator(ana, all, false);
  EXPECT_EQ(ids_of(own.data), (std::vector<std::string>{hidden, older}));
  EXPECT_EQ(own.count, 2);
  const auto shown = repo.of_creator(ana, all, true);
  EXPECT_EQ(ids_of(shown.data), std::vector<std::string>{older});
  EXPECT_EQ(shown.count, 1);
  EXPECT_TRUE(repo.profile_exists(ana));
  EXPECT_FALSE(repo.profile_exists(new_uuid()));
}

TEST_P(RafflesRepositoryTest, ChangesCancelsAndDeletes) {
  RafflesRepository repo(db());
  const std::string ana = make_user("Ana"), buyer = make_user("Beto");
  const std::string id = add(ana, "Moto", "2030-01-01T00:00:00.000Z");
  db().query("UPDATE raffles SET ending_notified_at = ? WHERE id = ?", {std::string("2030-01-01T00:00:00.000Z"), id});

  const RaffleValues changed{
      "Moto azul", "Otra", 300,  1000, "2030-07-01T00:00:00.000Z", "2030-07-02T00:00:00.000Z", "void",
      "zulia",     {},     true, 60};
  db().transaction([&](Connection& conn) {
    const auto state = RafflesRepository::state(conn, id, true);
    ASSERT_TRUE(state);
    EXPECT_EQ(state->creator_id, ana);
    EXPECT_EQ(state->sold_tickets, 0);
    EXPECT_FALSE(state->is_private);
    RafflesRepository::update(conn, id, changed, "2030-01-05T00:00:00.000Z");
  });
  const auto r = repo.by_id(id);
  EXPECT_EQ(r->title, "Moto azul");
  EXPECT_EQ(r->ticket_price_cents, 300);
  EXPECT_EQ(r->total_tickets, 1000);
  EXPECT_EQ(r->draw_at, "2030-07-02T00:00:00.000Z");
  EXPECT_EQ(r->unsold_rule, "void");
  EXPECT_TRUE(tags_from(r->tags_json).empty());
  EXPECT_TRUE(r->is_private);
  EXPECT_EQ(r->reservation_minutes, 60);
  EXPECT_EQ(r->updated_at, "2030-01-05T00:00:00.000Z");
  // A new end date: its own "ends soon" notice again.
  EXPECT_TRUE(
      db().query("SELECT ending_notified_at FROM raffles WHERE id = ?", {id}).first().is_null("ending_notified_at"));
  EXPECT_EQ(repo.public_page(RaffleListQuery{}, "azul", "2029-01-01T00:00:00.000Z").count, 0);  // private now
  EXPECT_EQ(repo.of_creator(ana, RaffleListQuery{}, false).count, 1);

  const std::string ticket = make_ticket(id, buyer, {3, 4});
  db().query("UPDATE tickets SET expires_at = ? WHERE id = ?", {std::string("2030-01-06T00:00:00.000Z"), ticket});
  db().transaction([&](Connection& conn) {
    EXPECT_TRUE(RafflesRepository::has_tickets(conn, id));
    const auto cancelled = RafflesRepository::cancel(conn, id, "2030-01-05T01:00:00.000Z");
    EXPECT_EQ(cancelled.title, "Moto azul");
    EXPECT_EQ(cancelled.total_tickets, 1000);
  });
  EXPECT_EQ(repo.by_id(id)->status, "cancelled");
  EXPECT_TRUE(db().query("SELECT expires_at FROM tickets WHERE id = ?", {ticket}).first().is_null("expires_at"));

  const std::string empty = add(ana, "Vacía", "2030-01-02T00:00:00.000Z");
  db().transaction([&](Connection& conn) {
    EXPECT_FALSE(RafflesRepository::has_tickets(conn, empty));
    RafflesRepository::remove(conn, empty);
    EXPECT_FALSE(RafflesRepository::state(conn, empty, false));
  });
  EXPECT_FALSE(repo.by_id(empty));
}

INSTANTIATE_TEST_SUITE_P(Dialects, RafflesRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
