// The fields of a payment receipt read out of OCR text (features/proofs/proof_fields): es-VE
// amounts, dates and times, banks by code and name, phones, cédulas, and "not a receipt". The
// samples are written as Tesseract returns real screenshots: labels and values on one line or on
// two, stray symbols, letters read for digits.
#include <gtest/gtest.h>

#include "features/proofs/bank_codes.hpp"
#include "features/proofs/proof_fields.hpp"

namespace rifa::features::proofs {
namespace {

ProofFields read(std::string_view text) { return extract_fields(split_lines(text, 0.9)); }

std::string value(const std::optional<ReadField>& field) { return field ? field->value : "<none>"; }

TEST(ProofAmount, EsVeAndUsFormats) {
  EXPECT_EQ(parse_amount("1.234,56"), 123456);
  EXPECT_EQ(parse_amount("1234,56"), 123456);
  EXPECT_EQ(parse_amount("1234.56"), 123456);
  EXPECT_EQ(parse_amount("1,234.56"), 123456);
  EXPECT_EQ(parse_amount("10"), 1000);
  EXPECT_EQ(parse_amount("10,5"), 1050);
  EXPECT_EQ(parse_amount("1.234"), 123400);  // es-VE thousands
  EXPECT_EQ(parse_amount("12.345.678,90"), 1234567890);
  EXPECT_EQ(parse_amount("0,50"), 50);
  EXPECT_EQ(parse_amount("5,239,99"), 523999);  // a dot read as a comma: the groups still say it
}

TEST(ProofAmount, RefusesWhatIsNotAnAmount) {
  EXPECT_EQ(parse_amount(""), std::nullopt);
  EXPECT_EQ(parse_amount("1.2.3"), std::nullopt);
  EXPECT_EQ(parse_amount("12,3456"), std::nullopt);
  EXPECT_EQ(parse_amount("1.23,45.6"), std::nullopt);
  EXPECT_EQ(parse_amount("12.34,56"), std::nullopt);
  EXPECT_EQ(parse_amount(",50"), std::nullopt);
  EXPECT_EQ(parse_amount("1,234.567.89"), std::nullopt);
  EXPECT_EQ(parse_amount("002505709378"), std::nullopt);  // a reference
  EXPECT_EQ(parse_amount("3148188921"), std::nullopt);
}

TEST(ProofFields, PagoMovilBanescoLabelsAndValuesOnOneLine) {
  const auto fields = read(R"(
Banesco
Pago Móvil exitoso
Monto: Bs. 1.234,56
Referencia: 001234567890
Fecha: 27/11/2026 02:32 p. m.
Banco destino: 0102 - Banco de Venezuela
Teléfono destino: 0424-555-6677
Cédula: V-18.456.789
Concepto: Rifa 25
)");
  EXPECT_TRUE(fields.receipt);
  EXPECT_EQ(value(fields.amount), "1234.56");
  EXPECT_EQ(value(fields.currency), "VES");
  EXPECT_EQ(fields.amount_cents(), 123456);
  EXPECT_EQ(value(fields.reference), "001234567890");
  EXPECT_EQ(value(fields.date), "2026-11-27");
  EXPECT_EQ(value(fields.time), "14:32");
  EXPECT_EQ(value(fields.destination_bank), "0102");
  EXPECT_EQ(value(fields.origin_bank), "0134");  // the app's own name, with no label
  ASSERT_EQ(fields.phones.size(), 1u);
  EXPECT_EQ(fields.phones[0].value, "04245556677");
  EXPECT_EQ(value(fields.cedula), "V-18456789");
  EXPECT_EQ(fields.reference->text, "Referencia: 001234567890");
  EXPECT_NEAR(fields.reference->confidence, 0.9, 1e-9);
  EXPECT_LT(fields.origin_bank->confidence, fields.destination_bank->confidence);
}

TEST(ProofFields, LabelsAboveTheirValues) {
  const auto fields = read(R"(
¡Transferencia exitosa!
Monto
Bs 350,00
Número de referencia
78451236
Fecha
03-12-2026
Hora
09:05:44
Banco origen
Mercantil
Banco receptor
BNC Banco Nacional de Crédito
)");
  EXPECT_TRUE(fields.receipt);
  EXPECT_EQ(value(fields.amount), "350.00");
  EXPECT_EQ(value(fields.currency), "VES");
  EXPECT_EQ(value(fields.reference), "78451236");
  EXPECT_EQ(value(fields.date), "2026-12-03");
  EXPECT_EQ(value(fields.time), "09:05");
  EXPECT_EQ(value(fields.origin_bank), "0105");
  EXPECT_EQ(value(fields.destination_bank), "0191");
  EXPECT_LT(fields.reference->confidence, 0.9);  // found under its label, trusted a little less
}

TEST(ProofFields, CurrencyMarkersOfEveryKind) {
  EXPECT_EQ(value(read("Monto: Bs 1234.56\nReferencia 123456").amount), "1234.56");
  EXPECT_EQ(value(read("Monto: 1.234,56 VES\nReferencia 123456").amount), "1234.56");
  EXPECT_EQ(value(read("Monto: 1.234,56 VES\nReferencia 123456").currency), "VES");
  const auto usd = read("Zelle enviado\nUSD 10,00\nConfirmación: 99887766");
  EXPECT_EQ(value(usd.amount), "10.00");
  EXPECT_EQ(value(usd.currency), "USD");
  const auto dollar = read("Pagaste $10 a Rifas Caracas\nReferencia: 55512345");
  EXPECT_EQ(value(dollar.amount), "10.00");
  EXPECT_EQ(value(dollar.currency), "USD");
  EXPECT_EQ(value(read("Total: Bs.S 80,00\nOperación 44556677").amount), "80.00");
  EXPECT_EQ(value(read("Enviaste 1.500,00 Bs\nRef. 22334455").amount), "1500.00");
}

TEST(ProofFields, BalancesAndFeesAreNotTheAmount) {
  const auto fields = read(R"(
Pago móvil
Saldo disponible: Bs. 25.000,00
Comisión: Bs. 3,00
Monto: Bs. 120,00
Referencia: 003344556677
)");
  EXPECT_EQ(value(fields.amount), "120.00");
}

TEST(ProofFields, DigitsMisreadAsLetters) {
  const auto fields = read(R"(
Pago Movil
Monto: Bs. l.2O0,00
Referencia: O0l2345678S
Fecha: 27/ll/2026
)");
  EXPECT_EQ(value(fields.amount), "1200.00");
  EXPECT_EQ(value(fields.reference), "00123456785");
  EXPECT_EQ(value(fields.date), "2026-11-27");
}

TEST(ProofFields, ReferenceSplitInGroupsAndNotTakenFromOtherNumbers) {
  EXPECT_EQ(value(read("Comprobante\nNro. de referencia: 0012 3456 7890\nMonto Bs 5,00").reference), "001234567890");
  // A phone, an account or a date are not the reference.
  const auto fields = read(R"(
Transferencia
Cuenta destino: 0102-0123-45-0123456789
Teléfono: 0414 123 4567
Fecha: 01/12/2026
Monto: Bs. 45,00
)");
  EXPECT_FALSE(fields.reference);
  EXPECT_EQ(value(fields.destination_bank), "0102");
}

TEST(ProofFields, GridsAndMisreadSymbols) {
  // Two columns read as one line: the reference beside the amount is not the amount.
  const auto grid = read("MONTO REFERENCIA\n18.089,93 VES 002505709378");
  EXPECT_EQ(value(grid.amount), "18089.93");
  EXPECT_EQ(value(grid.reference), "002505709378");
  // The labels lost (small and grey): the amount by its marks, the reference by its shape.
  const auto unlabelled = read("¡Listo! Tu pago fue enviado\n165.616,00 Bs 31270569\n0424-463-0438 V28777763");
  EXPECT_EQ(value(unlabelled.amount), "165616.00");
  EXPECT_EQ(value(unlabelled.reference), "31270569");
  EXPECT_LT(unlabelled.reference->confidence, 0.5);
  const auto banks = read("BANCO ORIGEN BANCO DESTINO\nBanplus 0128 - Banco Caroní\nBanco Exterior (0115) Mercantil");
  EXPECT_EQ(value(banks.origin_bank), "0174");
  EXPECT_EQ(value(banks.destination_bank), "0128");
  // One decimal and a stray symbol: a misread digit, so no amount rather than a wrong one.
  EXPECT_FALSE(read("Monto VES 13.528,3/\nReferencia 2290711").amount);
  EXPECT_EQ(value(read("CI: El6067281").cedula), "E-16067281");
  EXPECT_EQ(value(read("Cédula: V-29,414.406").cedula), "V-29414406");
}

TEST(ProofFields, BankLabelWrappedAroundItsValue) {
  const auto below = read("Banco origen Bancaribe\nBanco 0102 - Banco de\ndestino Venezuela");
  EXPECT_EQ(value(below.origin_bank), "0114");
  EXPECT_EQ(value(below.destination_bank), "0102");
  const auto after = read("Banco emisor Banplus\n0166 - Banco Agricola\nBanco destino\nde venezuela");
  EXPECT_EQ(value(after.origin_bank), "0174");
  EXPECT_EQ(value(after.destination_bank), "0166");
}

TEST(ProofFields, DatesInWordsAndIso) {
  EXPECT_EQ(value(read("Fecha: 27 de noviembre de 2026").date), "2026-11-27");
  EXPECT_EQ(value(read("27 nov. 2026, 4:05 PM").date), "2026-11-27");
  EXPECT_EQ(value(read("27 nov. 2026, 4:05 PM").time), "16:05");
  EXPECT_EQ(value(read("2026-11-27T10:00").date), "2026-11-27");
  EXPECT_EQ(value(read("Fecha: 5/1/26").date), "2026-01-05");
  EXPECT_EQ(value(read("12:00 a. m.").time), "00:00");
  EXPECT_FALSE(read("Fecha: 45/13/2026").date);
}

TEST(ProofFields, PhonesAsWrittenEverywhere) {
  const auto fields = read("+58 412-555.66.77\n(0416) 1234567\n58 426 765 4321\n04241112233");
  std::vector<std::string> phones;
  for (const auto& phone : fields.phones) phones.push_back(phone.value);
  EXPECT_EQ(phones, (std::vector<std::string>{"04125556677", "04161234567", "04267654321", "04241112233"}));
}

TEST(ProofFields, CedulasAndRif) {
  EXPECT_EQ(value(read("C.I.: 18.456.789").cedula), "V-18456789");
  EXPECT_EQ(value(read("Beneficiario E-84.123.456").cedula), "E-84123456");
  EXPECT_EQ(value(read("RIF: J-40123456-7").cedula), "J-40123456");
  EXPECT_EQ(value(read("Documento: V6123456").cedula), "V-6123456");
}

TEST(ProofFields, BanksByCodeOrName) {
  EXPECT_EQ(value(read("Banco emisor: 0172 Bancamiga").origin_bank), "0172");
  EXPECT_EQ(value(read("Banco destino: BBVA Provincial").destination_bank), "0108");
  EXPECT_EQ(value(read("Banco destino: Banco del Tesoro").destination_bank), "0163");
  EXPECT_EQ(value(read("Banco destino: Banco Bicentenario").destination_bank), "0175");
  EXPECT_EQ(value(read("Banco destino: 0114").destination_bank), "0114");
  EXPECT_EQ(value(read("Desde: BFC Banco Fondo Común").origin_bank), "0151");
  // "Banco Agrícola de Venezuela" is not the Banco de Venezuela.
  EXPECT_EQ(value(read("Banco destino: Banco Agrícola de Venezuela").destination_bank), "0166");
  EXPECT_EQ(bank_by_code("0134")->name, "Banesco");
  EXPECT_EQ(bank_by_code("0412"), nullptr);
}

TEST(ProofFields, NotAReceipt) {
  EXPECT_FALSE(read("").receipt);
  EXPECT_FALSE(read("CUANDO EL LUNES\nLLEGA OTRA VEZ\njajaja").receipt);
  EXPECT_FALSE(read("Playa El Agua 2024\nMargarita").receipt);
  EXPECT_FALSE(read("Feliz cumpleaños 27/11").receipt);
  // An amount or a reference alone, with nothing about a payment, is not enough either.
  EXPECT_FALSE(read("Pizza grande 12,00").receipt);
}

TEST(ProofFields, JsonCarriesValueTextAndConfidence) {
  const auto json = fields_json(read("Monto: Bs. 10,00\nReferencia: 12345678"));
  EXPECT_TRUE(json["receipt"].get<bool>());
  EXPECT_EQ(json["reference"]["value"], "12345678");
  EXPECT_EQ(json["reference"]["text"], "Referencia: 12345678");
  EXPECT_DOUBLE_EQ(json["reference"]["confidence"].get<double>(), 0.9);
  EXPECT_EQ(json["amount"]["value"], "10.00");
  EXPECT_TRUE(json["date"].is_null());
  EXPECT_TRUE(json["phones"].is_array());
}

}  // namespace
}  // namespace rifa::features::proofs
