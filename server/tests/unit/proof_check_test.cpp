// The signs a reviewer gets from a proof's reading (features/proofs/proof_check): what was typed
// against what the picture says. Flags come only from something read; OCR decides nothing.
#include <gtest/gtest.h>

#include "features/proofs/proof_check.hpp"

namespace rifa::features::proofs {
namespace {

using nlohmann::json;

json field(const std::string& value) { return {{"value", value}, {"text", value}, {"confidence", 0.9}}; }

// A receipt of Bs 1.234,56 sent on 27/11/2026 to 0424-5556677 at Banesco, reference 001234567890.
ProofCheckInput paid() {
  ProofCheckInput input;
  input.reported = {"001234567890", 123456, "VES", std::nullopt, "2026-11-27T18:30:00.000Z", "Banco de Venezuela"};
  input.purchased_at = "2026-11-27T14:00:00.000Z";
  input.payee = {{"0424-555.66.77"}, {"Banesco"}, {}};
  input.proof.status = "read";
  input.proof.receipt = true;
  input.proof.fields = {{"receipt", true},
                        {"reference", field("001234567890")},
                        {"amount", field("1234.56")},
                        {"currency", field("VES")},
                        {"date", field("2026-11-27")},
                        {"time", field("14:32")},
                        {"origin_bank", field("0102")},
                        {"destination_bank", field("0134")},
                        {"phones", json::array({field("04245556677")})},
                        {"cedula", nullptr}};
  return input;
}

json flags(const ProofCheckInput& input) { return check_proof(input)["flags"]; }

json row(const json& check, const std::string& name) {
  for (const auto& f : check["fields"]) {
    if (f["field"] == name) return f;
  }
  return nullptr;
}

TEST(ProofCheck, AMatchingReceiptRaisesNothing) {
  const json check = check_proof(paid());
  EXPECT_EQ(check["flags"], json::array());
  EXPECT_EQ(check["status"], "read");
  EXPECT_EQ(check["receipt"], true);
  EXPECT_EQ(row(check, "amount")["reported"], "1234.56");
  EXPECT_EQ(row(check, "amount")["read"], "1234.56");
  EXPECT_EQ(row(check, "reference")["mismatch"], false);
  EXPECT_EQ(row(check, "date")["reported"], "2026-11-27");
  EXPECT_EQ(row(check, "bank")["read"], "Banco de Venezuela (0102)");
  EXPECT_EQ(row(check, "bank")["mismatch"], false);
  EXPECT_EQ(row(check, "destination_bank")["read"], "Banesco (0134)");
  EXPECT_EQ(row(check, "destination_phone")["read"], "04245556677");
}

TEST(ProofCheck, AnotherAmountIsFlagged) {
  auto input = paid();
  input.reported.amount_cents = 123400;
  EXPECT_EQ(flags(input), json::array({"amount_differs"}));
  EXPECT_EQ(row(check_proof(input), "amount")["mismatch"], true);
}

TEST(ProofCheck, DollarsReportedMatchBolivaresReadAtTheReportsRate) {
  auto input = paid();
  input.reported.currency = "USD";
  input.reported.amount_cents = 2500;  // $25 at Bs 49,38 = Bs 1.234,50
  input.reported.rate_cents = 4938;
  EXPECT_EQ(flags(input), json::array());  // within 1%
  input.reported.amount_cents = 2000;
  EXPECT_EQ(flags(input), json::array({"amount_differs"}));
  input.reported.rate_cents = std::nullopt;  // no rate: another currency cannot be reconciled
  input.reported.amount_cents = 2500;
  EXPECT_EQ(flags(input), json::array({"amount_differs"}));
}

TEST(ProofCheck, ReferencesShortenedByTheBankAreTheSame) {
  auto input = paid();
  input.reported.reference = "567890";
  EXPECT_EQ(flags(input), json::array());
  input.reported.reference = "Ref. 0012-3456-7890";
  EXPECT_EQ(flags(input), json::array());
  input.reported.reference = "567891";
  EXPECT_EQ(flags(input), json::array({"reference_differs"}));
  input.reported.reference = "890";  // too short to name a payment
  EXPECT_EQ(flags(input), json::array({"reference_differs"}));
}

TEST(ProofCheck, ADateBeforeThePurchaseIsFlaggedInVenezuelanTime) {
  auto input = paid();
  input.proof.fields["date"] = field("2026-11-26");
  EXPECT_EQ(flags(input), json::array({"date_before_purchase"}));
  // Bought at 02:00 UTC on the 27th: still the 26th in Venezuela, so a payment of the 26th is fine.
  input.purchased_at = "2026-11-27T02:00:00.000Z";
  EXPECT_EQ(flags(input), json::array());
  // A date typed differently is shown as a difference, without a flag.
  input.proof.fields["date"] = field("2026-11-28");
  EXPECT_EQ(flags(input), json::array());
  EXPECT_EQ(row(check_proof(input), "date")["mismatch"], true);
}

TEST(ProofCheck, MoneySentElsewhereIsFlagged) {
  auto input = paid();
  input.proof.fields["phones"] = json::array({field("04121112233")});
  EXPECT_EQ(flags(input), json::array({"destination_not_own"}));
  // The payer's own phone beside the payee's one is fine.
  input.proof.fields["phones"] = json::array({field("04121112233"), field("04245556677")});
  EXPECT_EQ(flags(input), json::array());
  input.proof.fields["destination_bank"] = field("0105");
  EXPECT_EQ(flags(input), json::array({"destination_not_own"}));
  // An account's first four digits name its bank.
  input.payee.accounts = {"0105-0000-00-0000000000"};
  EXPECT_EQ(flags(input), json::array());
}

TEST(ProofCheck, PhonesInAnyWriting) {
  EXPECT_EQ(phone_key("0424-555.66.77"), "04245556677");
  EXPECT_EQ(phone_key("+58 424 5556677"), "04245556677");
  EXPECT_EQ(phone_key("4245556677"), "04245556677");
  EXPECT_EQ(phone_key("12345"), "");
}

TEST(ProofCheck, APictureThatIsNoReceiptIsUnreadable) {
  auto input = paid();
  input.proof.receipt = false;
  input.reported.amount_cents = 1;  // nothing read is compared
  const json check = check_proof(input);
  EXPECT_EQ(check["flags"], json::array({"unreadable"}));
  EXPECT_EQ(row(check, "amount")["read"], nullptr);
  input.proof = {"failed", std::nullopt, nullptr};
  EXPECT_EQ(flags(input), json::array({"unreadable"}));
}

TEST(ProofCheck, NothingReadYetRaisesNothing) {
  auto input = paid();
  input.proof = {"pending", std::nullopt, nullptr};
  const json check = check_proof(input);
  EXPECT_EQ(check["flags"], json::array());
  EXPECT_EQ(check["receipt"], nullptr);
  EXPECT_EQ(row(check, "reference")["reported"], "001234567890");
  input.proof = {};
  EXPECT_EQ(check_proof(input)["status"], "none");
}

TEST(ProofCheck, FieldsNotReadAreNotCompared) {
  auto input = paid();
  input.proof.fields["amount"] = nullptr;
  input.proof.fields["reference"] = nullptr;
  input.proof.fields["phones"] = json::array();
  input.reported.amount_cents = 1;
  EXPECT_EQ(flags(input), json::array());
}

}  // namespace
}  // namespace rifa::features::proofs
