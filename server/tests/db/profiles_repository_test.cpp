// The profiles repository on both databases: own and public profiles as types (public ones
// without e-mail or phone), lists by ids and by name, changes that keep unsent fields, and the
// super administrator flag.
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "features/profiles/profiles_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::profiles::ProfileChanges;
using features::profiles::ProfilesRepository;

class ProfilesRepositoryTest : public DbTest {};

TEST_P(ProfilesRepositoryTest, ReadsOwnAndPublicProfiles) {
  ProfilesRepository repo(db());
  const std::string ana = make_user("Ana"), bea = make_user("Beatriz");
  db().query("UPDATE profiles SET rating = 4.5, rating_count = 2, prizes_delivered = 3 WHERE id = ?", {ana});

  const auto own = repo.own(ana);
  ASSERT_TRUE(own);
  EXPECT_EQ(own->name, "Ana");
  EXPECT_EQ(own->email, "u" + ana.substr(0, 8) + "@example.com");
  EXPECT_FALSE(own->phone);
  EXPECT_FALSE(own->exchange_rate_cents);
  EXPECT_FALSE(own->is_super_admin);
  EXPECT_DOUBLE_EQ(own->rating, 4.5);

  const auto pub = repo.public_by_id(ana);
  ASSERT_TRUE(pub);
  EXPECT_EQ(pub->rating_count, 2);
  EXPECT_EQ(pub->prizes_delivered, 3);
  EXPECT_FALSE(repo.public_by_id(new_uuid()));

  const auto both = repo.public_by_ids({bea, ana, new_uuid()});
  ASSERT_EQ(both.size(), 2U);
  EXPECT_EQ(both[0].id, ana);  // by name
  EXPECT_TRUE(repo.public_by_ids({}).empty());

  // The fixture stores name_search as the name itself (sign-up stores it normalised).
  const auto found = repo.search("Beat", 10);
  ASSERT_EQ(found.size(), 1U);
  EXPECT_EQ(found[0].id, bea);
  EXPECT_TRUE(repo.search("%", 10).empty());  // taken literally
}

TEST_P(ProfilesRepositoryTest, ChangesOnlyWhatWasSentAndReadsTheSuperAdminFlag) {
  ProfilesRepository repo(db());
  const std::string ana = make_user("Ana");
  ProfileChanges first;
  first.phone = "0414-1234567";
  first.exchange_rate_cents = 3650;
  repo.update(ana, first);
  auto own = repo.own(ana);
  EXPECT_EQ(own->name, "Ana");
  EXPECT_EQ(own->phone, "0414-1234567");
  EXPECT_EQ(own->exchange_rate_cents, 3650);
  EXPECT_TRUE(own->exchange_rate_at);

  ProfileChanges second;
  second.name = "Ana María";
  second.phone = "";
  second.exchange_rate_cents = 0;
  repo.update(ana, second);
  own = repo.own(ana);
  EXPECT_EQ(own->name, "Ana María");
  EXPECT_FALSE(own->phone);
  EXPECT_FALSE(own->exchange_rate_cents);
  EXPECT_FALSE(own->exchange_rate_at);

  db().transaction([&](Connection& conn) {
    EXPECT_FALSE(ProfilesRepository::is_super_admin(conn, ana));
    conn.query("UPDATE profiles SET is_super_admin = ? WHERE id = ?", {true, ana});
    EXPECT_TRUE(ProfilesRepository::is_super_admin(conn, ana));
    EXPECT_FALSE(ProfilesRepository::is_super_admin(conn, new_uuid()));
  });
}

INSTANTIATE_TEST_SUITE_P(Dialects, ProfilesRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
