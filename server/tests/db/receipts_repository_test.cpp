// The receipts repository on both databases: a ticket found by its receipt_code with its raffle,
// creator and numbers, and how it stands in the raffle's sealed list.
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "features/receipts/receipts_repository.hpp"

namespace rifa::db::testing {
namespace {

using features::receipts::ReceiptsRepository;

class ReceiptsRepositoryTest : public DbTest {};

TEST_P(ReceiptsRepositoryTest, FindsATicketByItsCodeWithItsRaffleAndSeal) {
  ReceiptsRepository repo(db());
  const std::string creator = make_user("Ana Creadora"), buyer = make_user("Luis Comprador");
  const std::string raffle = make_raffle(creator, RaffleSpec{.title = "Moto nueva"});
  const std::string ticket = make_ticket(raffle, buyer, {7, 42});
  const std::string code = "0123456789abcdef0123456789abcdef";
  db().query("UPDATE tickets SET receipt_code = ? WHERE id = ?", {code, ticket});

  auto receipt = repo.by_code(code);
  ASSERT_TRUE(receipt);
  EXPECT_EQ(receipt->code, code);
  EXPECT_EQ(receipt->ticket_id, ticket);
  EXPECT_EQ(receipt->numbers, (std::vector<std::int64_t>{7, 42}));
  EXPECT_EQ(receipt->price_cents, 500);
  EXPECT_EQ(receipt->buyer_name, "Comprador");  // as stored: the service masks it
  EXPECT_FALSE(receipt->in_seal);
  EXPECT_EQ(receipt->raffle.id, raffle);
  EXPECT_EQ(receipt->raffle.title, "Moto nueva");
  EXPECT_EQ(receipt->raffle.total_tickets, 100);
  EXPECT_EQ(receipt->raffle.lottery, "nacional");
  EXPECT_EQ(receipt->raffle.status, "active");
  EXPECT_FALSE(receipt->raffle.image_url);
  EXPECT_FALSE(receipt->raffle.winner_number);
  EXPECT_FALSE(receipt->raffle.winner_ticket_id);
  EXPECT_FALSE(receipt->raffle.seal_sha256);
  EXPECT_EQ(receipt->raffle.creator_name, "Ana Creadora");

  // Sealed: the ticket's line says how it stood.
  db().query(
      "INSERT INTO raffle_seals (raffle_id, sha256, body, line_count, paid_count, sealed_at) VALUES (?, ?, ?, ?, ?, ?)",
      {raffle, std::string(64, 'a'), "0007;" + ticket + ";pending\n0042;" + ticket + ";pending\n", std::int64_t{2},
       std::int64_t{0}, std::string("2030-06-30T19:00:00.000Z")});
  db().query("UPDATE raffles SET winner_number = 42, winner_ticket_id = ? WHERE id = ?", {ticket, raffle});
  receipt = repo.by_code(code);
  ASSERT_TRUE(receipt);
  EXPECT_EQ(receipt->in_seal, "pending");
  EXPECT_EQ(receipt->raffle.winner_number, 42);
  EXPECT_EQ(receipt->raffle.winner_ticket_id, ticket);

  EXPECT_FALSE(repo.by_code("ffffffffffffffffffffffffffffffff"));
}

INSTANTIATE_TEST_SUITE_P(Dialects, ReceiptsRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
