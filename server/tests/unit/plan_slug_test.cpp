// The slug of a new plan: ASCII lower case from its name, accents removed, words joined by dashes.
#include <gtest/gtest.h>

#include "features/admin/plans_admin_service.hpp"

namespace rifa::features::admin {
namespace {

TEST(PlanSlug, LowerCaseAsciiWithDashes) {
  EXPECT_EQ(plan_slug("Básico"), "basico");
  EXPECT_EQ(plan_slug("Súper Plan"), "super-plan");
  EXPECT_EQ(plan_slug("Negocio  Plus"), "negocio-plus");
  EXPECT_EQ(plan_slug("Pro_Max 2027"), "pro-max-2027");
  EXPECT_EQ(plan_slug("Ñandú"), "nandu");
}

TEST(PlanSlug, PunctuationDropsAndDashesDoNotPileUp) {
  EXPECT_EQ(plan_slug("Pro (anual)"), "pro-anual");
  EXPECT_EQ(plan_slug("Pro - Max"), "pro-max");
  EXPECT_EQ(plan_slug("¡Oferta!"), "oferta");
  EXPECT_EQ(plan_slug("Plan -"), "plan");
}

TEST(PlanSlug, ANameWithoutLettersStillGetsOne) {
  const std::string slug = plan_slug("★★");
  EXPECT_EQ(slug.rfind("plan-", 0), 0u);
  EXPECT_EQ(slug.size(), 13u);
}

}  // namespace
}  // namespace rifa::features::admin
