// Proof readings on both databases (V015): which proofs are due, one claim per proof also when two
// workers race, the reading stored only under its claim, re-reading by a newer reader version and
// after a stale claim, and the reading deleted with its proof.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <thread>

#include <vips/vips8>
#include "db_fixture.hpp"

#include "features/proofs/proof_reading_job.hpp"
#include "features/proofs/proof_readings_repository.hpp"
#include "storage/image_codec.hpp"

namespace rifa::db::testing {
namespace {

using features::proofs::ProofReadingsRepository;

class ProofReadingsTest : public DbTest {
 protected:
  // A stored proof (storage_objects in verification-documents), as upload_screenshot leaves it.
  std::string proof(const std::string& owner, const std::string& name, const std::string& created_at) {
    const std::string path = owner + "/payment-screenshots/" + name + ".png";
    db().query(
        "INSERT INTO storage_objects (bucket, path, owner_id, content_type, size, etag, data, created_at) "
        "VALUES ('verification-documents', ?, ?, 'image/png', 3, 'e', ?, ?)",
        {path, owner, Blob{std::string("png")}, created_at});
    return path;
  }

  // A receipt as a phone screenshot would show it (PNG bytes).
  static std::string receipt_png() {
    storage::start_vips();
    auto ink = vips::VImage::text("Pago Móvil\nMonto: Bs. 250,00\nReferencia: 004455667788",
                                  vips::VImage::option()->set("font", "DejaVu Sans 11")->set("dpi", 300));
    ink =
        ink.embed(60, 120, 1080, ink.height() + 400, vips::VImage::option()->set("background", std::vector<double>{0}));
    void* buffer = nullptr;
    std::size_t size = 0;
    ink.invert().write_to_buffer(".png", &buffer, &size);
    std::string out(static_cast<const char*>(buffer), size);
    g_free(buffer);
    return out;
  }
};

constexpr const char* kNow = "2026-11-29T04:00:00.000Z";
constexpr const char* kStale = "2026-11-29T03:55:00.000Z";  // claims older than 5 minutes

TEST_P(ProofReadingsTest, ClaimReadStoreAndReadAgainWhenTheReaderImproves) {
  const std::string user = make_user();
  const std::string first = proof(user, "1", "2026-11-29T01:00:00.000Z");
  const std::string second = proof(user, "2", "2026-11-29T02:00:00.000Z");
  db().query(
      "INSERT INTO storage_objects (bucket, path, owner_id, content_type, size, etag, data) "
      "VALUES ('avatars', ?, ?, 'image/png', 3, 'e', ?)",
      {user + "/avatar.png", user, Blob{std::string("png")}});
  auto conn = db().acquire();

  EXPECT_EQ(ProofReadingsRepository::due(*conn, 1, kStale, 10), (std::vector<std::string>{first, second}));
  EXPECT_EQ(ProofReadingsRepository::due(*conn, 1, kStale, 1), (std::vector<std::string>{first}));

  ASSERT_TRUE(ProofReadingsRepository::claim(*conn, first, 1, kNow, kStale));
  EXPECT_FALSE(ProofReadingsRepository::claim(*conn, first, 1, kNow, kStale));  // held: one reader
  EXPECT_EQ(ProofReadingsRepository::due(*conn, 1, kStale, 10), (std::vector<std::string>{second}));
  EXPECT_EQ(ProofReadingsRepository::find(*conn, first)->status, "reading");

  ASSERT_TRUE(ProofReadingsRepository::store(*conn, first, 1, true, R"({"reference":{"value":"123"}})",
                                             "Referencia 123\n", kNow));
  const auto stored = ProofReadingsRepository::find(*conn, first);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->status, "read");
  EXPECT_EQ(stored->receipt, true);
  EXPECT_EQ(nlohmann::json::parse(*stored->fields)["reference"]["value"], "123");
  EXPECT_EQ(stored->text, "Referencia 123\n");
  EXPECT_FALSE(ProofReadingsRepository::store(*conn, first, 1, true, "{}", "", kNow));  // no claim any more

  // Read by version 1: not due for version 1, due again for version 2.
  EXPECT_FALSE(ProofReadingsRepository::claim(*conn, first, 1, kNow, kStale));
  EXPECT_EQ(ProofReadingsRepository::due(*conn, 2, kStale, 10), (std::vector<std::string>{first, second}));
  ASSERT_TRUE(ProofReadingsRepository::claim(*conn, first, 2, kNow, kStale));
  EXPECT_FALSE(ProofReadingsRepository::store(*conn, first, 1, true, "{}", "", kNow));  // an older reader's
  ASSERT_TRUE(ProofReadingsRepository::store_failure(*conn, first, 2, "Tipo de archivo no permitido", kNow));
  const auto failed = ProofReadingsRepository::find(*conn, first);
  EXPECT_EQ(failed->status, "failed");
  EXPECT_EQ(failed->error, "Tipo de archivo no permitido");
  EXPECT_EQ(failed->reader_version, 2);
}

TEST_P(ProofReadingsTest, AStaleClaimIsTakenAgainAndTheReadingGoesWithItsProof) {
  const std::string user = make_user();
  const std::string path = proof(user, "1", "2026-11-29T01:00:00.000Z");
  auto conn = db().acquire();
  ASSERT_TRUE(ProofReadingsRepository::claim(*conn, path, 1, "2026-11-29T03:00:00.000Z", kStale));
  EXPECT_EQ(ProofReadingsRepository::due(*conn, 1, kStale, 10), (std::vector<std::string>{path}));
  ASSERT_TRUE(ProofReadingsRepository::claim(*conn, path, 1, kNow, kStale));  // the first worker died
  EXPECT_TRUE(ProofReadingsRepository::due(*conn, 1, kStale, 10).empty());

  db().query("DELETE FROM storage_objects WHERE bucket = 'verification-documents' AND path = ?", {path});
  EXPECT_FALSE(ProofReadingsRepository::find(*conn, path));
}

TEST_P(ProofReadingsTest, TwoWorkersRacingForTheSameProofClaimItOnce) {
  const std::string user = make_user();
  const std::string path = proof(user, "1", "2026-11-29T01:00:00.000Z");
  std::atomic<int> claimed{0};
  std::vector<std::thread> workers;
  for (int i = 0; i < 4; ++i) {
    workers.emplace_back([&] {
      // As the job claims: one statement in a write transaction, retried on a serialisation failure.
      const bool mine = db().transaction(
          [&](Connection& conn) { return ProofReadingsRepository::claim(conn, path, 1, kNow, kStale); });
      if (mine) ++claimed;
    });
  }
  for (auto& worker : workers) worker.join();
  EXPECT_EQ(claimed.load(), 1);
}

// The job end to end: unread proofs offered to a pool, each claimed, read off the job's thread and
// stored; a stored file that is not a picture stored as a failure; nothing offered twice.
TEST_P(ProofReadingsTest, TheJobReadsEveryUnreadProofThroughThePool) {
  const std::string user = make_user();
  storage::ObjectStore store(db(), "test-secret");
  const std::string good = user + "/payment-screenshots/1.png";
  db().transaction([&](Connection& conn) {
    return store.put(conn, "verification-documents", good, user, "image/png", receipt_png());
  });
  const std::string broken = proof(user, "2", "2026-11-29T02:00:00.000Z");

  features::proofs::ProofReaderPool pool(1, 8);
  EXPECT_EQ(features::proofs::offer_unread_proofs(db(), store, pool, kNow, 10), 2);
  pool.wait_idle();
  auto conn = db().acquire();
  const auto read = ProofReadingsRepository::find(*conn, good);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->status, "read");
  EXPECT_EQ(read->receipt, true);
  const auto fields = nlohmann::json::parse(*read->fields);
  EXPECT_EQ(fields["reference"]["value"], "004455667788") << *read->text;
  EXPECT_EQ(fields["amount"]["value"], "250.00");
  const auto failed = ProofReadingsRepository::find(*conn, broken);
  ASSERT_TRUE(failed);
  EXPECT_EQ(failed->status, "failed");
  EXPECT_NE(failed->error->find("Tipo de archivo no permitido"), std::string::npos);
  EXPECT_EQ(features::proofs::offer_unread_proofs(db(), store, pool, kNow, 10), 0);
}

// What a reviewer's proof check compares a report with: the reading's state, the payee's active
// methods (phones, banks, accounts), the platform's active mobile payment data, the ticket's
// purchase with its creator's rate.
TEST_P(ProofReadingsTest, WhatAReviewerComparesWith) {
  const std::string carla = make_user("Carla");
  const auto method = [&](const std::string& type, const std::string& details, bool active) {
    db().query("INSERT INTO payment_methods (id, user_id, type, name, details, is_active) VALUES (?, ?, ?, ?, ?, ?)",
               {rifa::new_uuid(), carla, type, std::string("Método"), details, active});
  };
  method("pago_movil", R"({"bank":"Banco de Venezuela","phone":"0424-5556677","id_number":"V-1"})", true);
  method("transferencia", R"({"bank":"Mercantil","account_number":"01050000000000000000"})", true);
  method("pago_movil", R"({"bank":"Banesco","phone":"0412-0000000","id_number":"V-1"})", false);
  db().query("INSERT INTO mobile_payment_config (id, payment_method, bank, phone, is_active) VALUES (?, ?, ?, ?, ?)",
             {rifa::new_uuid(), std::string("pago_movil"), std::string("Banesco"), std::string("0414-7654321"), true});
  db().query("INSERT INTO mobile_payment_config (id, payment_method, bank, phone, is_active) VALUES (?, ?, ?, ?, ?)",
             {rifa::new_uuid(), std::string("pago_movil"), std::string("BNC"), std::string("0416-1111111"), false});
  db().query("UPDATE profiles SET exchange_rate_cents = ? WHERE id = ?", {std::int64_t{49382}, carla});
  const std::string ticket = make_ticket(make_raffle(carla), make_user("Ana"), {7});
  const std::string path = proof(carla, "1", "2026-11-29T01:00:00.000Z");
  auto conn = db().acquire();

  const auto payee = ProofReadingsRepository::payee_accounts(*conn, carla);
  EXPECT_EQ(payee.phones, (std::vector<std::string>{"0424-5556677"}));
  auto banks = payee.banks;
  std::sort(banks.begin(), banks.end());
  EXPECT_EQ(banks, (std::vector<std::string>{"Banco de Venezuela", "Mercantil"}));
  EXPECT_EQ(payee.accounts, (std::vector<std::string>{"01050000000000000000"}));
  const auto platform = ProofReadingsRepository::platform_accounts(*conn);
  EXPECT_EQ(platform.phones, (std::vector<std::string>{"0414-7654321"}));
  EXPECT_EQ(platform.banks, (std::vector<std::string>{"Banesco"}));

  const auto purchase = ProofReadingsRepository::ticket_purchase(*conn, ticket);
  EXPECT_FALSE(purchase.at.empty());
  EXPECT_EQ(purchase.rate_cents, 49382);
  EXPECT_EQ(ProofReadingsRepository::ticket_purchase(*conn, rifa::new_uuid()).at, "");
  EXPECT_EQ(ProofReadingsRepository::subscription_requested_at(*conn, rifa::new_uuid()), "");

  EXPECT_EQ(ProofReadingsRepository::state(*conn, std::nullopt).status, "none");
  EXPECT_EQ(ProofReadingsRepository::state(*conn, path).status, "pending");
  ASSERT_TRUE(ProofReadingsRepository::claim(*conn, path, 1, kNow, kStale));
  EXPECT_EQ(ProofReadingsRepository::state(*conn, path).status, "reading");
  ASSERT_TRUE(ProofReadingsRepository::store(*conn, path, 1, true, R"({"reference":{"value":"123"}})", "", kNow));
  const auto state = ProofReadingsRepository::state(*conn, path);
  EXPECT_EQ(state.status, "read");
  EXPECT_EQ(state.receipt, true);
  EXPECT_EQ(state.fields["reference"]["value"], "123");
}

INSTANTIATE_TEST_SUITE_P(Dialects, ProofReadingsTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
