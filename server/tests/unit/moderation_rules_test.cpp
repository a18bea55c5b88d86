// The user lookup's rules: a cédula or RIF and a phone read as people write them.
#include <gtest/gtest.h>

#include "features/moderation/moderation_rules.hpp"

namespace rifa::features::moderation {
namespace {

TEST(ModerationRules, CedulaDigitsWhateverTheWriting) {
  for (const char* written : {"V-18.456.789", "v18456789", "18456789", "18 456 789", "V 18456789", "V18.456.789"}) {
    EXPECT_EQ(id_number_digits(written), std::optional<std::string>("18456789")) << written;
  }
  EXPECT_EQ(id_number_digits("J-12345678-9"), std::optional<std::string>("123456789"));
  EXPECT_EQ(id_number_digits("E-84.123.456"), std::optional<std::string>("84123456"));
}

TEST(ModerationRules, NotACedula) {
  for (const char* text :
       {"", "Ana", "ana@example.com", "V-12", "X-18456789", "VV18456789", "18456789V", "12345678901"}) {
    EXPECT_EQ(id_number_digits(text), std::nullopt) << text;
  }
}

TEST(ModerationRules, PhoneNationalDigits) {
  for (const char* written :
       {"+58 414-123.45.67", "0414 1234567", "(0414) 123 4567", "4141234567", "04141234567", "584141234567"}) {
    EXPECT_EQ(phone_digits(written), std::optional<std::string>("4141234567")) << written;
  }
  EXPECT_EQ(phone_digits("123456"), std::nullopt);
  EXPECT_EQ(phone_digits("0414-ABC"), std::nullopt);
  EXPECT_EQ(phone_digits("1+2345678"), std::nullopt);
}

TEST(ModerationRules, LookupKeysMatchNameEmailAndWhatTheTextReadsAs) {
  const auto name = lookup_keys("José Pérez");
  EXPECT_EQ(name.name, "jose perez");
  EXPECT_EQ(name.id_digits, std::nullopt);
  EXPECT_EQ(name.phone_digits, std::nullopt);

  const auto email = lookup_keys("Ana@Example.com");
  EXPECT_EQ(email.email, "ana@example.com");
  EXPECT_EQ(email.id_digits, std::nullopt);

  const auto cedula = lookup_keys("V-18.456.789");
  EXPECT_EQ(cedula.id_digits, std::optional<std::string>("18456789"));
  EXPECT_EQ(cedula.phone_digits, std::nullopt);  // a letter: not a phone

  const auto digits = lookup_keys("18456789");  // a cédula or the end of a phone
  EXPECT_EQ(digits.id_digits, std::optional<std::string>("18456789"));
  EXPECT_EQ(digits.phone_digits, std::optional<std::string>("18456789"));
}

}  // namespace
}  // namespace rifa::features::moderation
