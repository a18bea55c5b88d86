#include "features/tickets/ticket_page.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "common/time.hpp"
#include "features/tickets/ticket_view_html.hpp"

namespace rifa::features::tickets {
namespace {

using nlohmann::json;

const std::string kIndex =
    "<!doctype html><html lang=\"es\"><head><meta charset=\"UTF-8\" />"
    "<script src=\"/boot.js\" data-app-chunks=\"/a.js\"></script><title>Rifa</title></head><body>"
    "<div id=\"root\"><div data-prerendered=\"ticket\" inert></div>"
    "<div class=\"rifa-boot\"></div></div></body></html>";

const auto kNow = *parse_rfc3339("2026-11-29T12:00:00Z");

json ticket(std::string status = "pending", json payment = nullptr, std::string expires = "2026-11-29T14:30:00Z") {
  return {{"id", "t-1"},
          {"raffle_id", "r-1"},
          {"numbers", {3, 17, 250}},
          {"status", status},
          {"price", 7.5},
          {"payment_status", payment},
          {"expires_at", expires},
          {"purchase_date", "2026-11-29T11:00:00Z"},
          {"raffle", {{"id", "r-1"}, {"title", "Moto <Yamaha> & \"más\""}, {"total_tickets", 1000}}}};
}
const json kRaffle = {{"id", "r-1"},
                      {"creator", {{"exchange_rate", 40.5}, {"exchange_rate_at", "2026-11-28T10:00:00Z"}}}};
const json kMethods = {{"data",
                        {{{"type", "pago_movil"},
                          {"name", "Mi <pago>"},
                          {"is_default", true},
                          {"details", {{"bank", "Banesco"}, {"phone", "0414-1234567"}, {"id_number", "V-1"}}}}}},
                       {"count", 1}};

TEST(TicketView, ShowsTheTicketHowToPayAndEscapesWhatPeopleWrote) {
  const std::string html = ticket_view_html(ticket(), kRaffle, kMethods, kNow);
  EXPECT_NE(html.find("Moto &lt;Yamaha&gt; &amp; &quot;más&quot;"), std::string::npos);
  EXPECT_EQ(html.find("<Yamaha>"), std::string::npos);
  EXPECT_NE(html.find(">003, 017, 250<"), std::string::npos);
  EXPECT_NE(html.find("<strong>$ 7,50</strong>"), std::string::npos);
  EXPECT_NE(html.find("<dd>Reservado</dd>"), std::string::npos);
  // 10:30 in Caracas (UTC−4).
  EXPECT_NE(html.find("Reporta tu pago antes del 29/11/2026 10:30"), std::string::npos);
  // $ 7,50 × Bs 40,50 = Bs 303,75.
  EXPECT_NE(html.find("<strong>Bs 303,75</strong>"), std::string::npos);
  EXPECT_NE(html.find("Tasa del organizador: Bs 40,50 por dólar"), std::string::npos);
  EXPECT_NE(html.find("<strong>Mi &lt;pago&gt;</strong> · Pago móvil · Predeterminado"), std::string::npos);
  EXPECT_NE(html.find("<dt>Teléfono</dt><dd>0414-1234567</dd>"), std::string::npos);
}

TEST(TicketView, TakesAPaymentOnlyWhileTheHoldRunsAndNothingIsReported) {
  EXPECT_TRUE(ticket_takes_payment(ticket(), kNow));
  EXPECT_TRUE(ticket_takes_payment(ticket("pending", "rejected"), kNow));
  EXPECT_FALSE(ticket_takes_payment(ticket("pending", "pending"), kNow));
  EXPECT_FALSE(ticket_takes_payment(ticket("pending", nullptr, "2026-11-29T11:59:59Z"), kNow));
  EXPECT_FALSE(ticket_takes_payment(ticket("paid", "verified"), kNow));
  EXPECT_FALSE(ticket_takes_payment(ticket("cancelled"), kNow));

  const std::string reported = ticket_view_html(ticket("pending", "pending"), kRaffle, nullptr, kNow);
  EXPECT_NE(reported.find("<dd>Pago reportado</dd>"), std::string::npos);
  EXPECT_EQ(reported.find("Cómo pagar"), std::string::npos);
  const std::string paid = ticket_view_html(ticket("paid", "verified"), kRaffle, nullptr, kNow);
  EXPECT_NE(paid.find("<dd>Pagado</dd>"), std::string::npos);
}

TEST(TicketView, WithoutARateOrMethodsSaysSo) {
  const json no_rate = {{"id", "r-1"}, {"creator", {{"exchange_rate", nullptr}}}};
  const std::string html = ticket_view_html(ticket(), no_rate, json{{"data", json::array()}}, kNow);
  EXPECT_NE(html.find("El organizador no publicó una tasa en bolívares: paga en dólares."), std::string::npos);
  EXPECT_NE(html.find("El organizador aún no registró métodos de pago."), std::string::npos);
  EXPECT_EQ(html.find("Bs "), std::string::npos);
}

TEST(TicketPage, CarriesTheAnswersAndMarksThePage) {
  const std::string html = render_ticket_page(kIndex, ticket().dump(), kRaffle.dump(), kMethods.dump(), kNow);
  EXPECT_NE(html.find("<html data-ssr=\"ticket\""), std::string::npos);
  EXPECT_NE(html.find("<script defer src=\"/boot.js\""), std::string::npos);
  EXPECT_NE(html.find("<title>Mi ticket · Rifa</title>"), std::string::npos);
  EXPECT_NE(html.find("<meta name=\"robots\" content=\"noindex\" />"), std::string::npos);
  EXPECT_NE(html.find("id=\"rifa-ticket\""), std::string::npos);
  EXPECT_NE(html.find("id=\"rifa-ticket-raffle\""), std::string::npos);
  EXPECT_NE(html.find("id=\"rifa-ticket-methods\""), std::string::npos);
  // The data scripts cannot end early: "<" is escaped inside them.
  EXPECT_EQ(html.find("Moto <Yamaha>"), std::string::npos);
  EXPECT_EQ(html.find("data-prerendered"), std::string::npos);

  const std::string paid = render_ticket_page(kIndex, ticket("paid").dump(), kRaffle.dump(), "", kNow);
  EXPECT_EQ(paid.find("id=\"rifa-ticket-methods\""), std::string::npos);
}

}  // namespace
}  // namespace rifa::features::tickets
