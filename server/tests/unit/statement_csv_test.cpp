// Reading bank statement CSVs: separators, encodings, es-VE and plain numbers, the date forms, header
// and blank lines, debits, and the lines refused with their numbers.
#include <gtest/gtest.h>

#include <vector>

#include "features/statements/statement_csv.hpp"
#include "features/statements/statement_presets.hpp"

namespace rifa::features::statements {
namespace {

TEST(StatementAmounts, ReadsEsVeAndPlainNumbers) {
  EXPECT_EQ(parse_amount("1.234,56"), 123456);
  EXPECT_EQ(parse_amount("1234.56"), 123456);
  EXPECT_EQ(parse_amount("1,234.56"), 123456);
  EXPECT_EQ(parse_amount("1234,5"), 123450);
  EXPECT_EQ(parse_amount("1.234"), 123400);  // es-VE thousands
  EXPECT_EQ(parse_amount("1.234.567,00"), 123456700);
  EXPECT_EQ(parse_amount("Bs. 250,00"), 25000);
  EXPECT_EQ(parse_amount("VES 10"), 1000);
  EXPECT_EQ(parse_amount("-1.234,56"), -123456);
  EXPECT_EQ(parse_amount("(500,00)"), -50000);
  EXPECT_EQ(parse_amount("500,00-"), -50000);
  EXPECT_EQ(parse_amount(" 12 "), 1200);
  EXPECT_EQ(parse_amount("1.234,56 Bs"), 123456);
  EXPECT_EQ(parse_amount("10,00 VES"), 1000);
}

TEST(StatementAmounts, RefusesWhatIsNotAnAmount) {
  for (const char* bad : {"", "Monto", "1,2,3.4.5", "12.345,678", "1.2.3,4.5", "=HYPERLINK(\"x\")", "abc12", "1e5"}) {
    EXPECT_FALSE(parse_amount(bad)) << bad;
  }
}

TEST(StatementDays, ReadsTheCommonForms) {
  EXPECT_EQ(parse_day("27/11/2026"), "2026-11-27");
  EXPECT_EQ(parse_day("27-11-2026"), "2026-11-27");
  EXPECT_EQ(parse_day("2026-11-27"), "2026-11-27");
  EXPECT_EQ(parse_day("2026-11-27T10:22:00Z"), "2026-11-27");
  EXPECT_EQ(parse_day("7/1/26"), "2026-01-07");
  EXPECT_EQ(parse_day("27.11.2026 10:22"), "2026-11-27");
  EXPECT_EQ(parse_day("29/02/2028"), "2028-02-29");
  for (const char* bad :
       {"", "Fecha", "31/11/2026", "29/02/2027", "27/13/2026", "2026/11", "27/11/2026x", "123/1/2026"}) {
    EXPECT_FALSE(parse_day(bad)) << bad;
  }
}

TEST(StatementSeparators, SniffsSemicolonCommaAndTab) {
  EXPECT_EQ(sniff_separator("Fecha;Ref;Monto\n27/11/2026;123;1.234,56\n"), ';');
  EXPECT_EQ(sniff_separator("Fecha,Ref,Monto\n2026-11-27,123,1234.56\n"), ',');
  EXPECT_EQ(sniff_separator("Fecha\tRef\tMonto\n27/11/2026\t123\t1.234,56\n"), '\t');
  EXPECT_EQ(sniff_separator("a;\"x,y\";1,5\n"), ';');
}

TEST(StatementLines, SplitsQuotedCells) {
  const auto cells = split_csv_line(R"(27/11/2026,"Pago, móvil ""A""",1234.56)", ',');
  ASSERT_EQ(cells.size(), 3u);
  EXPECT_EQ(cells[1], "Pago, móvil \"A\"");
}

const ColumnMapping kBanesco = *preset_mapping("banesco");
const ColumnMapping kMercantil = *preset_mapping("mercantil");

TEST(StatementFiles, ReadsCreditsSkippingHeadersBlanksAndDebits) {
  const std::string csv =
      "Banesco - Movimientos de la cuenta\n"
      "Fecha;Referencia;Descripción;Monto\n"
      "\n"
      "27/11/2026;000123456789;PAGO MOVIL DE 0414;1.234,56\n"
      "27/11/2026;000123456790;COMPRA POS;-50,00\r\n"
      "28/11/2026;55667788;TRF RECIBIDA;250\n"
      ";;;\n"
      "Saldo final;;;\n";
  const auto parsed = parse_statement(csv, kBanesco);
  EXPECT_TRUE(parsed.errors.empty());
  ASSERT_EQ(parsed.movements.size(), 2u);
  EXPECT_EQ(parsed.movements[0].line, 4);
  EXPECT_EQ(parsed.movements[0].date, "2026-11-27");
  EXPECT_EQ(parsed.movements[0].reference, "000123456789");
  EXPECT_EQ(parsed.movements[0].description, "PAGO MOVIL DE 0414");
  EXPECT_EQ(parsed.movements[0].amount_cents, 123456);
  EXPECT_EQ(parsed.movements[1].amount_cents, 25000);
  EXPECT_EQ(parsed.skipped, 6);
}

TEST(StatementFiles, ReadsCreditAndDebitColumns) {
  const std::string csv =
      "Fecha;Descripción;Referencia;Cargo;Abono;Saldo\n"
      "27-11-2026;PAGO MOVIL;1234;;100,00;1.100,00\n"
      "27-11-2026;COMISION;1235;1,50;;1.098,50\n";
  const auto parsed = parse_statement(csv, kMercantil);
  EXPECT_TRUE(parsed.errors.empty());
  ASSERT_EQ(parsed.movements.size(), 1u);
  EXPECT_EQ(parsed.movements[0].reference, "1234");
  EXPECT_EQ(parsed.movements[0].amount_cents, 10000);
}

TEST(StatementFiles, ReadsWindows1252AsUtf8) {
  const std::string csv =
      "Fecha;Referencia;Descripci\xF3n;Monto\n27/11/2026;1234;Jos\xE9 Pe\xF1"
      "a;10,00\n";
  const auto parsed = parse_statement(csv, kBanesco);
  ASSERT_EQ(parsed.movements.size(), 1u);
  EXPECT_EQ(parsed.movements[0].description, "José Peña");
}

TEST(StatementFiles, KeepsAFormulaAsText) {
  const auto parsed = parse_statement(
      std::string("Fecha;Ref;Desc;Monto\n") + "27/11/2026;1234;\"=HYPERLINK(\"\"http://x\"\")\";10,00\n", kBanesco);
  ASSERT_EQ(parsed.movements.size(), 1u);
  EXPECT_EQ(parsed.movements[0].description, "=HYPERLINK(\"http://x\")");
  EXPECT_EQ(csv_safe_cell(parsed.movements[0].description), "\"'=HYPERLINK(\"\"http://x\"\")\"");
  EXPECT_EQ(csv_safe_cell("@SUM(A1)"), "\"'@SUM(A1)\"");
  EXPECT_EQ(csv_safe_cell("Pago"), "\"Pago\"");
}

TEST(StatementFiles, RefusesBadLinesWithTheirNumbers) {
  const std::string csv =
      "Fecha;Referencia;Descripción;Monto\n"
      "27/11/2026;1234;ok;10,00\n"
      "32/11/2026;1235;fecha mala;10,00\n"
      "27/11/2026;1236;monto malo;diez\n"
      "27/11/2026;1237\n";
  const auto parsed = parse_statement(csv, kBanesco);
  ASSERT_EQ(parsed.errors.size(), 3u);
  EXPECT_EQ(parsed.errors[0].line, 3);
  EXPECT_NE(parsed.errors[0].message.find("fecha"), std::string::npos);
  EXPECT_EQ(parsed.errors[1].line, 4);
  EXPECT_NE(parsed.errors[1].message.find("monto"), std::string::npos);
  EXPECT_EQ(parsed.errors[2].line, 5);
  EXPECT_NE(parsed.errors[2].message.find("columnas"), std::string::npos);
}

TEST(StatementFiles, RefusesWhatIsNotATextStatement) {
  const std::string utf16("F\0e\0c\0h\0a\0", 10);
  EXPECT_EQ(parse_statement(utf16, kBanesco).errors.size(), 1u);
  EXPECT_NE(parse_statement(std::string("PK\x03\x04rest", 8), kBanesco).errors.at(0).message.find("XLSX"),
            std::string::npos);
  const auto empty = parse_statement("Fecha;Referencia;Descripción;Monto\n\n", kBanesco);
  ASSERT_EQ(empty.errors.size(), 1u);
  EXPECT_EQ(empty.errors[0].line, 0);
  const auto control = parse_statement(
      "27/11/2026;12\x01"
      "34;x;10,00\n",
      kBanesco);
  ASSERT_EQ(control.errors.size(), 1u);
  EXPECT_EQ(control.errors[0].line, 1);
}

TEST(StatementFiles, DropsAByteOrderMark) {
  const auto parsed = parse_statement(
      "\xEF\xBB\xBF"
      "27/11/2026;1234;x;10,00\n",
      kBanesco);
  ASSERT_EQ(parsed.movements.size(), 1u);
}

TEST(StatementFiles, NumbersIdenticalLinesSoTheyStayApart) {
  // Two Bs 100,00 cash deposits with no reference on one day, one with a reference, one on another day.
  const std::string csv =
      "Fecha;Referencia;Descripción;Monto\n"
      "27/11/2026;;DEPOSITO EFECTIVO;100,00\n"
      "27/11/2026;;DEPOSITO EFECTIVO;100,00\n"
      "27/11/2026;5544;PAGO MOVIL;100,00\n"
      "28/11/2026;;DEPOSITO EFECTIVO;100,00\n"
      "27/11/2026;;DEPOSITO EFECTIVO;200,00\n"
      "27/11/2026;;DEPOSITO EFECTIVO;100,00\n";
  const auto parsed = parse_statement(csv, kBanesco);
  EXPECT_TRUE(parsed.errors.empty());
  ASSERT_EQ(parsed.movements.size(), 6u);
  std::vector<int> occurrences;
  for (const auto& m : parsed.movements) occurrences.push_back(m.occurrence);
  EXPECT_EQ(occurrences, (std::vector<int>{1, 2, 1, 1, 1, 3}));
  // The same file read again numbers them the same: a re-import finds the same keys.
  std::vector<int> again;
  for (const auto& m : parse_statement(csv, kBanesco).movements) again.push_back(m.occurrence);
  EXPECT_EQ(again, occurrences);
}

TEST(StatementReferences, KeepsDigitsOnly) { EXPECT_EQ(reference_digits("Ref. 00123-45"), "0012345"); }

}  // namespace
}  // namespace rifa::features::statements
