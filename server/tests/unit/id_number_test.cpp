// The cédula or RIF of a payment method as people write it, in the one form stored.
#include "features/payment_methods/id_number.hpp"

#include <gtest/gtest.h>

namespace rifa::features::payment_methods {
namespace {

TEST(IdNumberTest, ReadsTheWaysPeopleWriteACedula) {
  EXPECT_EQ(normalise_id_number("V-18.456.789"), "V-18456789");
  EXPECT_EQ(normalise_id_number("v18456789"), "V-18456789");
  EXPECT_EQ(normalise_id_number("V 18 456 789"), "V-18456789");
  EXPECT_EQ(normalise_id_number("18.456.789"), "V-18456789");  // no letter: a Venezuelan's
  EXPECT_EQ(normalise_id_number("E-84.123.456"), "E-84123456");
  EXPECT_EQ(normalise_id_number("V-123456"), "V-123456");
}

TEST(IdNumberTest, KeepsTheCheckDigitOfACompanysRifApart) {
  EXPECT_EQ(normalise_id_number("J-12345678-9"), "J-12345678-9");
  EXPECT_EQ(normalise_id_number("j123456789"), "J-12345678-9");
  EXPECT_EQ(normalise_id_number("G-20000001-4"), "G-20000001-4");
}

TEST(IdNumberTest, RefusesWhatIsNotOne) {
  EXPECT_FALSE(normalise_id_number("X-18456789"));     // no such letter
  EXPECT_FALSE(normalise_id_number("V-18A456789"));    // a letter among the digits
  EXPECT_FALSE(normalise_id_number("18456789V"));      // the letter after the digits
  EXPECT_FALSE(normalise_id_number("VV-18456789"));    // two letters
  EXPECT_FALSE(normalise_id_number("V-1234"));         // too short
  EXPECT_FALSE(normalise_id_number("V-12345678901"));  // too long
  EXPECT_FALSE(normalise_id_number("V/18456789"));     // another separator
  EXPECT_FALSE(normalise_id_number(""));
}

}  // namespace
}  // namespace rifa::features::payment_methods
