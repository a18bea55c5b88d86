// The pure input rules: text (trimming, control characters, UTF-8, lengths), calendar dates,
// a raffle's limits and tags, and the typed accessor layer's 422 details.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "common/errors.hpp"
#include "common/text_rules.hpp"
#include "common/time.hpp"
#include "features/raffles/raffle_rules.hpp"
#include "http/request_fields.hpp"

namespace rifa {
namespace {

using nlohmann::json;
using std::chrono::system_clock;

TEST(TextRules, TrimsAndCountsCharactersNotBytes) {
  const auto name = check_text("  José Núñez \n", kPersonName);
  ASSERT_TRUE(name.ok()) << name.error;
  EXPECT_EQ(name.value, "José Núñez");
  EXPECT_TRUE(check_text("Ñá", kPersonName).ok());
  EXPECT_FALSE(check_text(" a ", kPersonName).ok());
  EXPECT_FALSE(check_text(std::string(81, 'a'), kPersonName).ok());
  EXPECT_TRUE(check_text(std::string(80, 'a'), kPersonName).ok());
  EXPECT_FALSE(check_text(std::string(10000, 'a'), kPersonName).ok());
}

TEST(TextRules, RefusesControlCharactersInEveryField) {
  for (const std::string& bad : {std::string("Ana\0Pérez", 10), std::string("Ana\x1b[31m"), std::string("Ana\x7f"),
                                 std::string("Ana\xc2\x85"), std::string("Ana\nPérez")}) {
    const auto checked = check_text(bad, kPersonName);
    EXPECT_FALSE(checked.ok()) << bad;
    EXPECT_EQ(checked.error, "El texto no puede tener caracteres de control");
  }
  // A multi-line field keeps its line breaks and tabs, never other controls.
  EXPECT_TRUE(check_text("Premio:\n\t- una cesta\r\n", features::raffles::kDescription).ok());
  EXPECT_FALSE(check_text(std::string("Premio\0", 7), features::raffles::kDescription).ok());
}

TEST(TextRules, RefusesMalformedUtf8) {
  EXPECT_TRUE(valid_utf8("ñ € 𝄞"));
  EXPECT_FALSE(valid_utf8("\xc3"));              // truncated
  EXPECT_FALSE(valid_utf8("\xc0\xaf"));          // overlong "/"
  EXPECT_FALSE(valid_utf8("\xed\xa0\x80"));      // a surrogate
  EXPECT_FALSE(valid_utf8("\xf4\x90\x80\x80"));  // beyond U+10FFFF
  EXPECT_FALSE(check_text("Ana\xff", kPersonName).ok());
}

TEST(Dates, ReadsRfc3339WithFractionsAndOffsets) {
  const auto base = parse_rfc3339("2026-12-24T20:00:00Z");
  ASSERT_TRUE(base);
  EXPECT_EQ(to_rfc3339(*base), "2026-12-24T20:00:00.000Z");
  EXPECT_EQ(to_rfc3339(*parse_rfc3339("2026-12-24T20:00:00.5Z")), "2026-12-24T20:00:00.500Z");
  EXPECT_EQ(to_rfc3339(*parse_rfc3339("2026-12-24T16:00:00-04:00")), "2026-12-24T20:00:00.000Z");
  EXPECT_EQ(to_rfc3339(*parse_rfc3339("2028-02-29T10:00:00Z")), "2028-02-29T10:00:00.000Z");
}

TEST(Dates, RefusesWhatTheCalendarDoesNotHave) {
  for (const char* bad :
       {"2026-13-45T99:99:99Z", "2027-02-30T10:00:00Z", "2027-02-29T10:00:00Z", "2026-04-31T10:00:00Z",
        "2026-12-24T24:00:00Z", "2026-12-24T20:60:00Z", "2026-12-24T20:00:60Z", "2026-00-10T10:00:00Z",
        "2026-12-00T10:00:00Z", "2026-12-24T20:00:00", "2026-12-24 20:00:00Z", "2026-12-24T20:00:00.Z",
        "2026-12-24T20:00:00Zjunk", "2026-12-24T20:00:00+4:00", "", "mañana"}) {
    EXPECT_FALSE(parse_rfc3339(bad)) << bad;
  }
}

// The clock counts nanoseconds in 64 bits (1677–2262): a year outside 1900–2199 is refused
// instead of overflowing it (1000-01-01 was read as 2169-02-08, 9999-12-31 threw a 500).
TEST(Dates, RefusesInstantsOutsideTheYearsTheServerReads) {
  for (const char* far :
       {"9999-12-31T23:59:59Z", "0001-01-01T00:00:00Z", "0000-01-01T00:00:00Z", "2300-01-01T00:00:00Z",
        "1000-01-01T00:00:00Z", "1677-09-21T00:12:43Z", "1899-12-31T23:59:59.999Z", "2200-01-01T00:00:00Z",
        "1900-01-01T00:00:00+00:01", "2199-12-31T23:59:00-00:01"}) {
    EXPECT_FALSE(parse_rfc3339(far)) << far << " read as "
                                     << to_rfc3339(parse_rfc3339(far).value_or(system_clock::time_point{}));
  }
  EXPECT_EQ(to_rfc3339(*parse_rfc3339("1900-01-01T00:00:00Z")), "1900-01-01T00:00:00.000Z");
  EXPECT_EQ(to_rfc3339(*parse_rfc3339("2199-12-31T23:59:59.999Z")), "2199-12-31T23:59:59.999Z");
  EXPECT_EQ(to_rfc3339(*parse_rfc3339("2199-12-31T20:00:00-03:59")), "2199-12-31T23:59:00.000Z");
}

TEST(Dates, AddsCalendarMonthsKeepingTheTimeOfDay) {
  const auto plus = [](const char* at, int months) { return to_rfc3339(add_months(*parse_rfc3339(at), months)); };
  EXPECT_EQ(plus("2026-11-22T21:40:05.250Z", 1), "2026-12-22T21:40:05.250Z");
  EXPECT_EQ(plus("2026-12-15T00:00:00Z", 1), "2027-01-15T00:00:00.000Z");
  EXPECT_EQ(plus("2027-01-31T10:00:00Z", 1), "2027-02-28T10:00:00.000Z");
  EXPECT_EQ(plus("2028-01-31T10:00:00Z", 1), "2028-02-29T10:00:00.000Z");
  EXPECT_EQ(plus("2026-03-31T23:59:59Z", 1), "2026-04-30T23:59:59.000Z");
  EXPECT_EQ(plus("2026-05-20T08:00:00Z", 12), "2027-05-20T08:00:00.000Z");
}

TEST(RaffleRules, EndDateWithinAYear) {
  const auto now = *parse_rfc3339("2026-11-22T10:00:00Z");
  using features::raffles::end_date_error;
  EXPECT_EQ(end_date_error(now + std::chrono::hours(1), now), "");
  EXPECT_NE(end_date_error(now, now), "");
  EXPECT_NE(end_date_error(now + std::chrono::hours(24 * 367), now), "");
}

TEST(RaffleRules, TagsAreFewAndDistinctIgnoringCaseAndAccents) {
  using features::raffles::tags_error;
  EXPECT_EQ(tags_error({"comida", "navidad"}), "");
  EXPECT_NE(tags_error({"Navidad", "navidad"}), "");
  EXPECT_NE(tags_error({"Café", "CAFE"}), "");
  EXPECT_NE(tags_error(std::vector<std::string>(11, "x")), "");
}

// A raffle body read as POST /raffles reads it; the 422 details it answers (or null).
json raffle_errors(json body, bool creating = true) {
  http::BodyFields fields(std::move(body));
  features::raffles::read_raffle_fields(fields, creating, *parse_rfc3339("2026-11-22T10:00:00Z"));
  try {
    fields.done();
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status(), 422);
    return e.details();
  }
  return nullptr;
}

json good_raffle() {
  return {{"title", "Cesta navideña"},
          {"ticket_price", 2.5},
          {"total_tickets", 100},
          {"lottery", "zulia"},
          {"end_date", "2026-12-24T20:00:00Z"}};
}

TEST(RaffleRules, ReadsAValidRaffle) {
  http::BodyFields fields(good_raffle());
  const auto f = features::raffles::read_raffle_fields(fields, true, *parse_rfc3339("2026-11-22T10:00:00Z"));
  EXPECT_NO_THROW(fields.done());
  EXPECT_EQ(f.price_cents, 250);
  EXPECT_EQ(f.end_date, "2026-12-24T20:00:00.000Z");
  EXPECT_FALSE(f.is_private.has_value());
}

TEST(RaffleRules, OneSetOfLimits) {
  auto body = good_raffle();
  body["description"] = std::string(2000, 'd');
  body["ticket_price"] = 10000;
  EXPECT_TRUE(raffle_errors(body).is_null());
  body["description"] = std::string(2001, 'd');
  body["ticket_price"] = 10000.01;
  const auto errors = raffle_errors(body);
  EXPECT_TRUE(errors.contains("description"));
  EXPECT_TRUE(errors.contains("ticket_price"));
  for (const json& price : {json(0), json(-3), json(0.001), json("5")}) {
    auto b = good_raffle();
    b["ticket_price"] = price;
    EXPECT_TRUE(raffle_errors(b).contains("ticket_price")) << price;
  }
}

TEST(RaffleRules, WrongTypesAreFieldErrorsNotExceptions) {
  auto body = good_raffle();
  body["is_private"] = "yes";
  body["title"] = 5;
  body["total_tickets"] = "100";
  body["tags"] = "a,b";
  body["end_date"] = "2027-02-30T10:00:00Z";
  const auto errors = raffle_errors(body);
  for (const char* field : {"is_private", "title", "total_tickets", "tags", "end_date"}) {
    EXPECT_TRUE(errors.contains(field)) << field << " " << errors;
  }
}

TEST(RaffleRules, CreationNeedsEveryRequiredFieldAnEditNone) {
  const auto errors = raffle_errors(json::object());
  for (const char* field : {"title", "ticket_price", "total_tickets", "lottery", "end_date"}) {
    EXPECT_TRUE(errors.contains(field)) << field;
  }
  EXPECT_TRUE(raffle_errors(json::object(), false).is_null());
  EXPECT_TRUE(raffle_errors({{"is_private", true}}, false).is_null());
}

TEST(BodyFields, CollectsEveryFieldsMessage) {
  http::BodyFields body(json{{"flag", "yes"}, {"n", 1.5}, {"list", {1, "2"}}, {"map", {{"a", 1}}}});
  EXPECT_FALSE(body.boolean("flag"));
  EXPECT_FALSE(body.integer("n"));
  EXPECT_FALSE(body.integers("list"));
  EXPECT_FALSE(body.text_map("map", kPersonName));
  EXPECT_FALSE(body.boolean("absent"));
  try {
    body.done();
    FAIL() << "expected 422";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.code(), "validation_failed");
    EXPECT_EQ(e.details().size(), 4u) << e.details();
    EXPECT_TRUE(e.details().contains("map.a"));
  }
}

// The 422 details of reading `query` with `read` (null when every value was valid).
template <typename Read>
json query_errors(std::map<std::string, std::string, std::less<>> query, Read read) {
  const http::Request request;
  const http::RequestContext ctx{request, "/api/v1/x", {}, std::move(query), "127.0.0.1"};
  http::QueryFields fields(ctx);
  read(fields);
  try {
    fields.done();
  } catch (const ApiError& e) {
    return e.details();
  }
  return nullptr;
}

// Every date field of the API is read by instant(): a malformed one gets the field's message, one
// outside 1900–2199 the range message; a blank date or id is invalid, only null is "none".
TEST(BodyFields, DatesAndIdsAreReadOnceForEveryField) {
  http::BodyFields body(json{{"far", "9999-12-31T23:59:59Z"},
                             {"old", "1000-01-01T00:00:00Z"},
                             {"bad", "2027-02-30T10:00:00Z"},
                             {"blank", " "},
                             {"number", 5},
                             {"good", " 2026-12-24T16:00:00-04:00 "},
                             {"none", nullptr},
                             {"empty_id", ""},
                             {"bad_id", "123"},
                             {"id", "3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b"}});
  for (const char* name : {"far", "old", "bad", "blank", "number"}) EXPECT_FALSE(body.instant(name, "Fecha inválida"));
  EXPECT_EQ(to_rfc3339(*body.instant("good", "Fecha inválida")), "2026-12-24T20:00:00.000Z");
  EXPECT_FALSE(body.instant("none", "Fecha inválida"));
  EXPECT_FALSE(body.id("empty_id"));
  EXPECT_FALSE(body.id("bad_id"));
  EXPECT_EQ(body.id("id"), "3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b");
  try {
    body.done();
    FAIL() << "expected 422";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.details(), json({{"far", http::kDateOutOfRange},
                                 {"old", http::kDateOutOfRange},
                                 {"bad", "Fecha inválida"},
                                 {"blank", "Fecha inválida"},
                                 {"number", "Fecha inválida"},
                                 {"empty_id", "Identificador inválido"},
                                 {"bad_id", "Identificador inválido"}}));
  }
  const auto raffle = raffle_errors({{"title", "Cesta navideña"},
                                     {"ticket_price", 2.5},
                                     {"total_tickets", 100},
                                     {"lottery", "zulia"},
                                     {"end_date", "2026-12-24T20:00:00Z"},
                                     {"draw_at", "9999-12-31T23:59:59Z"}});
  EXPECT_EQ(raffle, json({{"draw_at", http::kDateOutOfRange}}));
  EXPECT_EQ(query_errors({{"from", "2300-01-01T00:00:00Z"}, {"to", ""}},
                         [](auto& q) {
                           EXPECT_FALSE(q.instant("from", "Fecha inválida"));
                           EXPECT_FALSE(q.instant("to", "Fecha inválida"));
                         }),
            json({{"from", http::kDateOutOfRange}}));
}

TEST(QueryFields, PagesAreIntegersAndLimitsAreClamped) {
  Page page;
  EXPECT_TRUE(query_errors({{"page", "2"}, {"limit", "500"}}, [&](auto& q) { page = q.page(16); }).is_null());
  EXPECT_EQ(page.page, 2);
  EXPECT_EQ(page.limit, 100);
  EXPECT_TRUE(query_errors({}, [&](auto& q) { page = q.page(16); }).is_null());
  EXPECT_EQ(page.limit, 16);
  const auto errors = query_errors({{"page", "-1"}, {"limit", "diez"}}, [](auto& q) { q.page(16); });
  EXPECT_TRUE(errors.contains("page"));
  EXPECT_TRUE(errors.contains("limit"));
}

TEST(QueryFields, SearchesRefuseControlCharactersAndBlankIsNone) {
  std::optional<std::string> found;
  EXPECT_TRUE(query_errors({{"q", "  José  "}}, [&](auto& q) { found = q.search("q"); }).is_null());
  EXPECT_EQ(found, "José");
  EXPECT_TRUE(query_errors({{"q", "   "}}, [&](auto& q) { found = q.search("q"); }).is_null());
  EXPECT_FALSE(found);
  for (const std::string& bad :
       {std::string("\0", 1), std::string("a\x1b"), std::string(101, 'a'), std::string("\xff")}) {
    EXPECT_TRUE(query_errors({{"q", bad}}, [](auto& q) { q.search("q"); }).contains("q"));
  }
}

TEST(QueryFields, ListsAndChoices) {
  std::optional<std::vector<std::int64_t>> numbers;
  EXPECT_TRUE(query_errors({{"numbers", "1,2,30"}}, [&](auto& q) { numbers = q.integers("numbers"); }).is_null());
  EXPECT_EQ(numbers, (std::vector<std::int64_t>{1, 2, 30}));
  for (const char* bad : {"1,,2", "1,a", "", "1,"}) {
    EXPECT_TRUE(query_errors({{"numbers", bad}}, [](auto& q) { q.integers("numbers"); }).contains("numbers")) << bad;
  }
  EXPECT_TRUE(query_errors({{"status", "bogus"}}, [](auto& q) {
                features::raffles::read_status_filter(q);
              }).contains("status"));
  std::optional<std::string> status;
  EXPECT_TRUE(
      query_errors({{"status", "all"}}, [&](auto& q) { status = features::raffles::read_status_filter(q); }).is_null());
  EXPECT_FALSE(status);
  EXPECT_TRUE(query_errors({{"raffle_id", "nope"}}, [](auto& q) { q.uuid("raffle_id"); }).contains("raffle_id"));
}

}  // namespace
}  // namespace rifa
