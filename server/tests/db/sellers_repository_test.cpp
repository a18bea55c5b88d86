// The sellers' repository on both databases (issue 36): seller rows and invitations, the live
// blocks, and each seller's figures from the tickets credited to them and the settlements paid.
#include <gtest/gtest.h>

#include "auth/crypto.hpp"
#include "db_fixture.hpp"
#include "features/sellers/sellers_repository.hpp"

namespace rifa::db::testing {
namespace {

namespace sellers = features::sellers;
using sellers::SellersOf;
using sellers::SellersRepository;

constexpr const char* kWhen = "2026-11-20T10:00:00.000Z";

class SellersRepositoryTest : public DbTest {
 protected:
  void SetUp() override {
    DbTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    creator_ = make_user("Creadora");
    raffle_ = make_raffle(creator_);
  }

  sellers::NewSellerRow row(const std::optional<std::string>& user, const std::string& status,
                            std::optional<sellers::Block> block = std::nullopt) {
    sellers::NewSellerRow r;
    r.id = new_uuid();
    r.raffle_id = raffle_;
    r.user_id = user;
    r.status = status;
    r.code = "code" + random_suffix();
    r.commission = {"percent", 1000};
    r.block = block;
    r.invited_by = creator_;
    r.now = kWhen;
    return r;
  }

  std::string insert(const sellers::NewSellerRow& r) {
    auto conn = db().acquire();
    SellersRepository::insert(*conn, r);
    return r.id;
  }

  // A ticket of `numbers` credited to `seller` (sold at their counter when `counter`), paid or pending.
  void credit(const std::string& seller, const std::vector<std::int64_t>& numbers, const std::string& status,
              bool counter) {
    const std::string ticket = make_ticket(raffle_, make_user("Comprador"), numbers);
    db().query("UPDATE tickets SET seller_id = ?, sold_by = ?, status = ?, price_cents = ? WHERE id = ?",
               {seller, counter ? Value(seller) : Value(nullptr), status,
                static_cast<std::int64_t>(numbers.size()) * 250, ticket});
  }

  std::string creator_, raffle_;
};

TEST_P(SellersRepositoryTest, FiguresCountTheCreditedTicketsAndTheSettlements) {
  const std::string ana = make_user("Ana");
  const std::string ana_row = insert(row(ana, "active", sellers::Block{10, 19, false}));
  credit(ana, {10, 11}, "paid", true);
  credit(ana, {12}, "pending", true);
  credit(ana, {50, 51, 52}, "paid", false);
  credit(ana, {60}, "cancelled", false);
  {
    auto conn = db().acquire();
    SellersRepository::insert_settlement(*conn, ana_row, 30, "Efectivo", creator_, kWhen);
  }
  auto conn = db().acquire();
  const auto found = SellersRepository::sellers(*conn, SellersOf::raffle, raffle_);
  ASSERT_EQ(found.size(), 1U);
  const auto& s = found.front();
  EXPECT_EQ(s.name, "Ana");
  ASSERT_TRUE(s.block);
  EXPECT_EQ(s.block->start, 10);
  const auto& f = s.figures;
  EXPECT_EQ(f.tickets, 3);
  EXPECT_EQ(f.numbers, 6);
  EXPECT_EQ(f.counter_tickets, 2);
  EXPECT_EQ(f.online_tickets, 1);
  EXPECT_EQ(f.sold_cents, 1500);
  EXPECT_EQ(f.collected_cents, 1250);
  EXPECT_EQ(f.owed_cents, 250);
  EXPECT_EQ(f.paid_numbers, 5);
  EXPECT_EQ(f.settled_cents, 30);
  ASSERT_EQ(s.settlements.size(), 1U);
  EXPECT_EQ(s.settlements.front().note, "Efectivo");
  EXPECT_EQ(s.settlements.front().created_at, kWhen);
  // The same from the seller's side and by id.
  EXPECT_EQ(SellersRepository::sellers(*conn, SellersOf::user, ana).front().figures.collected_cents, 1250);
  EXPECT_EQ(SellersRepository::sellers(*conn, SellersOf::one, ana_row).front().figures.tickets, 3);
  // Their tickets, newest first.
  EXPECT_EQ(SellersRepository::credited(*conn, raffle_, ana, {0, 10}).count, 4);
}

TEST_P(SellersRepositoryTest, LiveBlocksAreTheInvitedAndActiveOnes) {
  const std::string ana = make_user("Ana");
  const std::string ana_row = insert(row(ana, "active", sellers::Block{10, 19, true}));
  insert(row(std::nullopt, "invited", sellers::Block{20, 29, false}));
  const std::string gone = insert(row(make_user("Luis"), "active", sellers::Block{30, 39, false}));
  auto conn = db().acquire();
  EXPECT_TRUE(SellersRepository::set_status(*conn, gone, {"invited", "active"}, "removed", kWhen));
  EXPECT_FALSE(SellersRepository::set_status(*conn, gone, {"invited", "active"}, "removed", kWhen));
  auto blocks = SellersRepository::live_blocks(*conn, raffle_, "");
  EXPECT_EQ(blocks.size(), 2U);
  blocks = SellersRepository::live_blocks(*conn, raffle_, ana_row);
  ASSERT_EQ(blocks.size(), 1U);
  EXPECT_EQ(blocks.front().start, 20);
  EXPECT_TRUE(SellersRepository::live_seller(*conn, raffle_, ana));
}

TEST_P(SellersRepositoryTest, AnInvitationIsFoundByItsTokenHashAndAccepted) {
  auto invitation = row(std::nullopt, "invited");
  invitation.email = "nuevo@example.com";
  invitation.token_hash = auth::sha256_hex("the-token");
  invitation.expires_at = "2026-11-27T10:00:00.000Z";
  insert(invitation);
  auto conn = db().acquire();
  EXPECT_FALSE(SellersRepository::invitation(*conn, auth::sha256_hex("another")));
  auto found = SellersRepository::invitation(*conn, auth::sha256_hex("the-token"));
  ASSERT_TRUE(found);
  EXPECT_EQ(found->status, "invited");
  EXPECT_EQ(found->view.creator_name, "Creadora");
  EXPECT_EQ(found->view.expires_at, "2026-11-27T10:00:00.000Z");
  EXPECT_FALSE(found->user_id);
  const std::string newcomer = make_user("Nuevo");
  SellersRepository::accept(*conn, found->seller_id, newcomer, kWhen);
  found = SellersRepository::invitation(*conn, auth::sha256_hex("the-token"));
  EXPECT_EQ(found->status, "active");
  EXPECT_EQ(found->user_id, newcomer);
  // One live row per person and raffle: a second one is refused by the unique index.
  EXPECT_THROW(insert(row(newcomer, "active")), UniqueViolation);
}

INSTANTIATE_TEST_SUITE_P(Dialects, SellersRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
